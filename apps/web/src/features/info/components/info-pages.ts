import {
  BriefcaseBusiness,
  Cookie,
  FileText,
  Flame,
  LifeBuoy,
  Lock,
  Megaphone,
  ShieldCheck,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

export type InfoSlug =
  'help' | 'about' | 'careers' | 'press' | 'safety' | 'community' | 'privacy' | 'terms' | 'cookies';

/** spec section 2: each static page shows a heading and one sentence. */
export const INFO_PAGES: Record<InfoSlug, { title: string; sentence: string; icon: LucideIcon }> = {
  help: {
    title: 'Help Center',
    sentence:
      'Stuck on something? Write to support@blaze.app and a real person will get back to you within a day.',
    icon: LifeBuoy,
  },
  about: {
    title: 'About Blaze',
    sentence:
      'Blaze is the social and dating app made by gay men for gay men: meet, chat and hook up with guys near you.',
    icon: Flame,
  },
  careers: {
    title: 'Careers',
    sentence:
      "We're a small, queer-led team and we're always keen to hear from engineers, designers and moderators who love the community.",
    icon: BriefcaseBusiness,
  },
  press: {
    title: 'Press',
    sentence: 'For interviews, logos and the story behind Blaze, write to press@blaze.app.',
    icon: Megaphone,
  },
  safety: {
    title: 'Safety & Privacy',
    sentence:
      'Meet in public first, tell a friend where you are going, and report anyone who makes you feel unsafe — we review every report within 24 hours.',
    icon: ShieldCheck,
  },
  community: {
    title: 'Community Guidelines',
    sentence:
      'Be real, be respectful and take no for an answer: no hate, no minors, no spam and nothing shared without consent.',
    icon: UsersRound,
  },
  privacy: {
    title: 'Privacy Policy',
    sentence:
      'Your e-mail, exact location and health details are never shown to other members, and you can ask for a copy or deletion of your data at any time.',
    icon: Lock,
  },
  terms: {
    title: 'Terms of Service',
    sentence:
      'By using Blaze you confirm you are 18 or older and agree to treat other members with respect and follow our community guidelines.',
    icon: FileText,
  },
  cookies: {
    title: 'Cookie Policy',
    sentence:
      'Blaze uses one essential cookie to keep you signed in, and no advertising or tracking cookies.',
    icon: Cookie,
  },
};

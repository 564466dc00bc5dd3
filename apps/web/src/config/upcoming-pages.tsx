import type { ReactNode } from 'react';
import {
  Bot,
  Building2,
  FlaskConical,
  MapPin,
  Store,
  UserRoundPlus,
} from 'lucide-react';

export interface UpcomingPage {
  title: string;
  icon: ReactNode;
  description: string;
  highlights: readonly string[];
  badge?: string;
}

/** The pages whose features are built in later issues: what each will do, in the product's words. */
export const UPCOMING_PAGES = {
  profileSetup: {
    title: 'Set up your profile',
    icon: <UserRoundPlus aria-hidden />,
    description: 'Add your photos, age, position and what you are into so the right guys find you.',
    highlights: [
      'Pick a main photo and up to six public ones',
      'Tell guys your stats, tribe and position',
      'Choose who can see your location',
    ],
  },
  aiLab: {
    title: 'AI Lab',
    icon: <FlaskConical aria-hidden />,
    description: 'Try new AI features before everyone else and tell us what you think.',
    highlights: ['Voice chat with the assistant', 'Smarter match suggestions', 'Photo tips'],
  },
  venue: {
    title: 'Venue',
    icon: <Building2 aria-hidden />,
    description: "Opening hours, what's on tonight and who has checked in at this venue.",
    highlights: ['Opening hours and address', "Tonight's events", 'Check in to show you are here'],
  },
  commercial: {
    title: 'Places',
    icon: <Store aria-hidden />,
    description: 'Bars, clubs, saunas and queer-owned businesses near you.',
    highlights: [
      'Venues and businesses nearby',
      'Deals and events',
      'Check in and see who is there',
    ],
  },
  places: {
    title: 'Places',
    icon: <MapPin aria-hidden />,
    description: 'A map of venues near you, with check-ins.',
    highlights: ['Map of venues', 'Check in where you are', "See who's checked in"],
  },
  aiAssistant: {
    title: 'AI Assistant',
    icon: <Bot aria-hidden />,
    description:
      'Your wingman: polishes your profile, finds guys you will click with and helps you break the ice.',
    highlights: ['Chat or talk by voice', 'Profile and photo tips', 'Opening lines that work'],
  },
} satisfies Record<string, UpcomingPage>;

export type UpcomingPageId = keyof typeof UPCOMING_PAGES;

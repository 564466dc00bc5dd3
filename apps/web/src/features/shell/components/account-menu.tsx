import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ChevronRight,
  CloudUpload,
  Cog,
  Bot,
  Eye,
  FlaskConical,
  Images,
  LifeBuoy,
  LogOut,
  MapPinned,
  Rocket,
  ShieldCheck,
  Sparkles,
  Timer,
  UserRoundPen,
  type LucideIcon,
} from 'lucide-react';
import type { MeResponse } from '@blaze/contracts/me';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useSignOut } from '@/lib/auth';
import { openPendingChanges, usePendingCount } from '@/lib/sync';
import { rightNowBadge, useEntitlements } from '@/lib/entitlements';
import { openProfileBuilder, openProfilePanel } from '@/lib/overlay-events';
import { openAssistant } from '@/lib/assistant-events';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { UserAvatar } from '@/components/ui/avatar';
import { DataModeSwitch } from '@/features/shell/components/data-mode-switch';
import { StealthToggle } from '@/features/shell/components/stealth-toggle';
import { displayNameOf } from '@/features/shell/lib/display-name';

interface MenuLink {
  label: string;
  /** A page, or an action that opens a sheet. */
  to: string | (() => void);
  icon: LucideIcon;
  /** A badge read from what he may use (GET /api/me/entitlements). */
  badge?: 'rightNow';
}

const SECTIONS: ReadonlyArray<{ title: string; links: readonly MenuLink[] }> = [
  {
    title: 'Profile',
    links: [
      { label: 'View/Edit Profile', to: openProfilePanel, icon: UserRoundPen },
      { label: 'My Albums', to: paths.media.to(), icon: Images },
      { label: 'Viewed Me', to: paths.viewedMe.to(), icon: Eye },
      { label: 'AI Profile Builder', to: openProfileBuilder, icon: Sparkles },
    ],
  },
  {
    title: 'Assistant',
    links: [
      { label: 'Ask HOTTIE', to: openAssistant, icon: Bot },
      { label: 'AI Lab', to: paths.aiLab.to(), icon: FlaskConical },
    ],
  },
  {
    title: 'ADD-ONS',
    links: [
      { label: 'Boost', to: paths.boost.to(), icon: Rocket },
      { label: 'Right Now', to: paths.rightNow.to(), icon: Timer, badge: 'rightNow' },
      { label: 'Roam', to: paths.roam.to(), icon: MapPinned },
    ],
  },
  {
    title: 'Settings & Support',
    links: [
      { label: 'Settings', to: paths.settings.to(), icon: Cog },
      { label: 'Help Center', to: paths.info.help.to(), icon: LifeBuoy },
      { label: 'Safety & Privacy', to: paths.info.safety.to(), icon: ShieldCheck },
    ],
  },
];

const ITEM_CLASSES =
  'flex min-h-12 items-center gap-3 rounded-xl px-2 text-[15px] text-zinc-100 transition-colors hover:bg-zinc-800/70';

function Section({
  title,
  heading: Heading,
  children,
}: {
  title: string;
  heading: 'h2' | 'h3';
  children: ReactNode;
}) {
  return (
    <section className="px-3">
      <Heading className="px-2 pb-1.5 text-[11px] font-bold tracking-[0.12em] text-zinc-400 uppercase">
        {title}
      </Heading>
      {children}
    </section>
  );
}

interface AccountMenuProps {
  me: MeResponse;
  /** Called after any link is followed (the sheet closes itself). */
  onNavigate?: () => void;
  /** h3 inside the sheet (its title is the h2), h2 on the /app/menu page. */
  sectionHeading?: 'h2' | 'h3';
}

/** The account menu of spec section 2: shared by the slide-in sheet and the /app/menu page. */
export function AccountMenu({ me, onNavigate, sectionHeading = 'h3' }: AccountMenuProps) {
  const signOut = useSignOut();
  const name = displayNameOf(me);
  const entitlements = useEntitlements().data;
  const badges = { rightNow: rightNowBadge(entitlements) };
  const pending = usePendingCount();

  return (
    <div className="flex flex-col gap-5 pb-4">
      <div className="flex items-center gap-3.5 px-5">
        <UserAvatar src={me.profile.avatarUrl} name={name} size="lg" />
        <div className="min-w-0">
          <p className="truncate text-base font-bold text-zinc-50">{name}</p>
          <p className="truncate text-sm text-zinc-400">@{me.profile.username}</p>
          <p className="mt-1 flex items-center gap-1.5 text-xs font-medium text-emerald-300">
            <span
              aria-hidden
              className="size-2 rounded-full bg-emerald-400 shadow-[0_0_0_3px] shadow-emerald-400/20"
            />
            Online
          </p>
        </div>
      </div>

      {SECTIONS.map((section) => (
        <Section key={section.title} title={section.title} heading={sectionHeading}>
          <ul className="flex flex-col">
            {section.links.map((link) => {
              const Icon = link.icon;
              const badge = link.badge ? badges[link.badge] : undefined;
              const content = (
                <>
                  <Icon aria-hidden className="size-5 text-zinc-400" />
                  <span className="flex-1">{link.label}</span>
                  {badge ? <Badge>{badge}</Badge> : null}
                  <ChevronRight aria-hidden className="size-4 text-zinc-500" />
                </>
              );
              const action = link.to;
              return (
                <li key={link.label}>
                  {typeof action === 'string' ? (
                    <Link to={action} onClick={onNavigate} className={ITEM_CLASSES}>
                      {content}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      onClick={() => {
                        onNavigate?.();
                        action();
                      }}
                      className={cn(ITEM_CLASSES, 'w-full cursor-pointer text-left')}
                    >
                      {content}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </Section>
      ))}

      <Section title="Offline" heading={sectionHeading}>
        <button
          type="button"
          onClick={() => {
            onNavigate?.();
            openPendingChanges();
          }}
          className={cn(ITEM_CLASSES, 'w-full cursor-pointer text-left')}
        >
          <CloudUpload aria-hidden className="size-5 text-zinc-400" />
          <span className="flex-1">Pending changes ({pending})</span>
          <ChevronRight aria-hidden className="size-4 text-zinc-500" />
        </button>
      </Section>

      <Section title="Developer" heading={sectionHeading}>
        <div className="flex flex-col gap-4 rounded-2xl border border-zinc-800 bg-zinc-900/50 p-3.5">
          <DataModeSwitch />
          <StealthToggle />
        </div>
      </Section>

      <div className="px-5">
        <Button
          variant="outline"
          size="lg"
          block
          loading={signOut.isPending}
          onClick={() => signOut.mutate()}
          className="border-red-500/30 text-red-300 hover:bg-red-500/10"
        >
          {signOut.isPending ? null : <LogOut aria-hidden />}
          Sign Out
        </Button>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import {
  Clapperboard,
  Compass,
  MapPin,
  Menu,
  MessageCircle,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { CentreFlameButton } from '@/features/shell/components/centre-flame-button';

interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** spec section 2, bottom navigation, reading B. */
const LEFT: readonly NavItem[] = [
  { label: 'Hookup', to: paths.hookup.to(), icon: Zap },
  { label: 'Places', to: paths.commercial.to(), icon: MapPin },
  { label: 'Discover', to: paths.discovery.to(), icon: Compass },
];
const RIGHT: readonly NavItem[] = [
  { label: 'Raw AF', to: paths.media.to(), icon: Clapperboard },
  { label: 'Messages', to: paths.messages.to(), icon: MessageCircle },
  { label: 'Menu', to: paths.menu.to(), icon: Menu },
];

function NavItemLink({ item, badge }: { item: NavItem; badge?: ReactNode }) {
  const Icon = item.icon;
  return (
    <li className="flex min-w-0 flex-1 justify-center">
      <NavLink
        to={item.to}
        className={({ isActive }) =>
          cn(
            'relative flex min-h-12 w-full max-w-16 flex-col items-center justify-center gap-1 rounded-xl text-[11px] font-medium whitespace-nowrap transition-colors max-[359px]:text-[9px] max-[359px]:tracking-tight',
            isActive ? 'text-brand-text' : 'text-zinc-400 hover:text-zinc-100',
          )
        }
      >
        {({ isActive }) => (
          <>
            <Icon aria-hidden className="size-[22px]" strokeWidth={isActive ? 2.4 : 1.9} />
            <span className="leading-none">{item.label}</span>
            {badge}
          </>
        )}
      </NavLink>
    </li>
  );
}

export function BottomNav({
  onOpenSiteSwitcher,
  messagesBadge,
}: {
  onOpenSiteSwitcher: () => void;
  /** The unread count on Messages, composed by the app (the shell knows no messaging). */
  messagesBadge?: ReactNode;
}) {
  return (
    <nav
      aria-label="Primary"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-zinc-800/80 bg-zinc-950/90 pb-safe backdrop-blur-xl"
    >
      <div className="mx-auto flex h-16 max-w-xl items-center px-1">
        <ul className="flex flex-1 items-center">
          {LEFT.map((item) => (
            <NavItemLink key={item.to} item={item} />
          ))}
        </ul>
        <CentreFlameButton onLongPress={onOpenSiteSwitcher} />
        <ul className="flex flex-1 items-center">
          {RIGHT.map((item) => (
            <NavItemLink
              key={item.to}
              item={item}
              badge={item.to === paths.messages.to() ? messagesBadge : undefined}
            />
          ))}
        </ul>
      </div>
    </nav>
  );
}

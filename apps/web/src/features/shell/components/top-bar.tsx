import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Search } from 'lucide-react';
import { PRODUCT_NAME } from '@blaze/contracts/constants';
import type { MeResponse } from '@blaze/contracts/me';
import { paths } from '@/config/paths';
import { BrandLogo } from '@/components/brand-logo';
import { UserAvatar } from '@/components/ui/avatar';
import { displayNameOf } from '@/features/shell/lib/display-name';
import { Button } from '@/components/ui/button';

interface TopBarProps {
  me: MeResponse;
  onOpenMenu: () => void;
  /** The activity bell, composed by the app (a feature of its own). */
  bell?: ReactNode;
}

export function TopBar({ me, onOpenMenu, bell }: TopBarProps) {
  return (
    <div className="mx-auto flex h-14 max-w-xl items-center justify-between gap-2 px-3">
      <Link
        to={paths.dashboard.to()}
        aria-label={`${PRODUCT_NAME} dashboard`}
        className="rounded-lg px-1.5 py-1.5"
      >
        <BrandLogo />
      </Link>
      <div className="flex items-center gap-1">
        <Button asChild variant="quiet" size="round">
          <Link to={paths.search.to()} aria-label="Search">
            <Search aria-hidden className="size-[22px]" />
          </Link>
        </Button>
        {bell}
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label="Open account menu"
          aria-haspopup="dialog"
          className="relative flex size-11 cursor-pointer items-center justify-center rounded-full"
        >
          <UserAvatar src={me.profile.avatarUrl} name={displayNameOf(me)} size="sm" />
          <span
            aria-hidden
            className="absolute right-1 bottom-1 size-2.5 rounded-full bg-emerald-400 ring-2 ring-zinc-950"
          />
        </button>
      </div>
    </div>
  );
}

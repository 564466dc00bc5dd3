import { Link } from 'react-router';
import { Plane } from 'lucide-react';
import { paths } from '@/config/paths';
import { useRoamState } from '@/features/roam/api/get-roam-state';
import { timeLeftText } from '@/features/roam/lib/roam-text';

/**
 * While he roams, discovery measures from the roamed city: says so, with the time left and the way to
 * Roam (nothing otherwise).
 */
export function RoamingNotice() {
  const roam = useRoamState();
  const current = roam.data?.current;
  if (!current) return null;
  return (
    <p
      className="mx-4 flex items-center gap-2 rounded-xl bg-amber-400/10 px-3 py-2 text-sm text-amber-200 ring-1 ring-amber-400/25"
      data-testid="roaming-notice"
    >
      <Plane aria-hidden className="size-4 shrink-0" />
      <span className="min-w-0 flex-1">
        Roaming in {current.city}: you see and show up there.{' '}
        <span className="text-amber-200/70">{timeLeftText(current.endsAt)}</span>
      </span>
      <Link
        to={paths.roam.to()}
        className="shrink-0 font-semibold text-amber-100 underline-offset-4 hover:underline"
      >
        Manage
      </Link>
    </p>
  );
}

import { FlaskConical } from 'lucide-react';
import { useSwitchDataMode } from '@/features/shell/api/data-mode';

/** Shown under the top bar while testing mode is on (spec section 2); Disable goes to production. */
export function TestingBanner() {
  const change = useSwitchDataMode();
  return (
    <div className="flex h-10 items-center justify-center gap-3 border-b border-amber-400/20 bg-amber-400/10 px-4 text-amber-200">
      <p className="flex items-center gap-2 text-xs font-semibold">
        <FlaskConical aria-hidden className="size-4" />
        Testing Mode - Live server data
      </p>
      <button
        type="button"
        disabled={change.isPending}
        onClick={() => change.mutate('production')}
        className="relative cursor-pointer rounded-md px-2 py-1 text-xs font-bold text-amber-100 underline underline-offset-2 before:absolute before:-inset-x-1 before:-inset-y-2 hover:bg-amber-400/10 disabled:cursor-wait disabled:opacity-60"
      >
        Disable
      </button>
    </div>
  );
}

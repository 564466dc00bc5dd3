import { useEffect, useState } from 'react';
import { Wifi, WifiOff } from 'lucide-react';
import { ONLINE_BANNER_MS } from '@blaze/contracts/constants';
import { useOnline } from '@/hooks/use-online';
import { openPendingChanges, usePendingCount } from '@/lib/sync';

/** spec section 4: "You're offline" with Retry while offline; 'Connection restored' for 3 s after. */
export function OnlineBanner() {
  const online = useOnline();
  const pending = usePendingCount();
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onOnline = () => {
      setRestored(true);
      clearTimeout(timer);
      timer = setTimeout(() => setRestored(false), ONLINE_BANNER_MS);
    };
    const onOffline = () => {
      clearTimeout(timer);
      setRestored(false);
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, []);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-[calc(env(safe-area-inset-top)+0.5rem)] z-[60] flex justify-center px-4"
    >
      {!online ? (
        <div className="pointer-events-auto flex items-center gap-3 rounded-full border border-zinc-700 bg-zinc-900 py-1.5 pr-1.5 pl-4 text-sm text-zinc-100 shadow-2xl">
          <WifiOff aria-hidden className="size-4 text-red-300" />
          <span className="font-semibold">You're offline</span>
          {pending > 0 ? (
            <button
              type="button"
              onClick={openPendingChanges}
              className="min-h-9 cursor-pointer rounded-full px-2 text-xs font-semibold text-zinc-300 underline-offset-2 hover:underline"
            >
              {pending} pending
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="min-h-9 cursor-pointer rounded-full bg-zinc-100 px-3.5 text-xs font-bold text-zinc-900 hover:bg-white"
          >
            Retry
          </button>
        </div>
      ) : restored ? (
        <div className="flex items-center gap-2 rounded-full border border-emerald-400/30 bg-zinc-900 px-4 py-2 text-sm font-semibold text-emerald-200 shadow-2xl">
          <Wifi aria-hidden className="size-4" />
          Connection restored
        </div>
      ) : null}
    </div>
  );
}

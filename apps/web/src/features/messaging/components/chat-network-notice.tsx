import { CloudOff } from 'lucide-react';

/** A thin line over the composer while messages wait for the network. */
export function ChatNetworkNotice({ waiting }: { waiting: number }) {
  if (waiting === 0) return null;
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 border-t border-amber-400/20 bg-amber-400/10 px-4 py-1.5 text-center text-xs font-medium text-amber-100"
    >
      <CloudOff aria-hidden className="size-3.5 shrink-0" />
      Waiting for network — {waiting} {waiting === 1 ? 'message' : 'messages'} will send when you're
      back online
    </p>
  );
}

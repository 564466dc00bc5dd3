import { useEffect, useState } from 'react';
import { useConnectionState } from '@/features/messaging/realtime/realtime';

/** A short reconnect is not news: say 'Connecting…' only when it takes a while. */
const CONNECTING_NOTICE_AFTER_MS = 2_500;

/** True while the browser is online but the chat connection has been down for a while. */
export function useSlowConnection(online: boolean): boolean {
  const state = useConnectionState();
  const down = online && state !== 'open';
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!down) return;
    const timer = setTimeout(() => setSlow(true), CONNECTING_NOTICE_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [down]);
  return down && slow;
}

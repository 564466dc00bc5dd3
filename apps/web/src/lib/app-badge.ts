import { useEffect } from 'react';

type BadgeNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/** The number on the installed app's icon, where the browser has one (Badging API); 0 clears it. */
export function showAppBadge(count: number): void {
  const nav = navigator as BadgeNavigator;
  const done = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
  // A browser may refuse (not installed, permission): the badge is a nicety.
  done?.catch(() => undefined);
}

/** Keeps the icon's badge on his unread count while the app is open (undefined: not known yet). */
export function useAppBadge(count: number | undefined): void {
  useEffect(() => {
    if (count !== undefined) showAppBadge(count);
  }, [count]);
}

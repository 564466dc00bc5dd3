import { useCallback, useState } from 'react';

/**
 * Open state for a lazily loaded sheet: `mounted` turns true on first open and stays true, so
 * the sheet's code downloads only when it is first wanted and its close animation can play.
 */
export function useOverlay() {
  const [state, setState] = useState({ open: false, mounted: false });
  const setOpen = useCallback((open: boolean) => {
    setState((current) => ({ open, mounted: current.mounted || open }));
  }, []);
  return { open: state.open, mounted: state.mounted, setOpen };
}

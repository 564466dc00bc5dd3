import { lazy, type ComponentProps, type ComponentType } from 'react';

/**
 * A lazy component whose code may already be here (fetched ahead, e.g. while the session check ran):
 * then it renders at once instead of suspending. A suspended page shows its fallback for at least
 * React's 300 ms reveal throttle, even when its code was a moment away (issue 35's slow screens).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function preloadable<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  type P = ComponentProps<C>;
  let ready: C | null = null;
  let pending: Promise<{ default: C }> | null = null;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        ready = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed download may be tried again (the next render, or the next preload).
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    const Ready = ready as ComponentType<P> | null;
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}

import { Toaster as Sonner } from 'sonner';
import { TOASTS } from '@blaze/contracts/constants';

/** spec section 4: one toast at a time, gone after 4 s. */
export function Toaster() {
  return (
    <Sonner
      theme="dark"
      position="top-center"
      visibleToasts={TOASTS.limit}
      duration={TOASTS.durationMs}
      offset={{ top: 'calc(env(safe-area-inset-top) + 64px)' }}
      mobileOffset={{ top: 'calc(env(safe-area-inset-top) + 64px)' }}
      toastOptions={{
        classNames: {
          toast: '!rounded-2xl !border-zinc-800 !bg-zinc-900 !text-zinc-100 !shadow-2xl',
          description: '!text-zinc-400',
        },
      }}
    />
  );
}

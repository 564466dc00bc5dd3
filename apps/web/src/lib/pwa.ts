import { logger } from '@/lib/logger';
import { notify } from '@/lib/notify';

/**
 * Registers /sw.js (spec section 7). When a new version has installed while an older one controls
 * the page, an 'App Updated' toast offers the reload.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      logger.info('Service worker update installed');
      notify((toast) =>
        toast('App Updated', {
          description: 'A new version of Blaze is ready.',
          action: { label: 'Reload', onClick: () => void updateServiceWorker(true) },
        }),
      );
    },
    onOfflineReady() {
      logger.info('App ready to work offline');
    },
    onRegisterError(error: unknown) {
      logger.error('Service worker registration failed', { error });
    },
  });
}

import { installLogger, logger } from '@/lib/logger';
import { applyTheme, readStealthMode } from '@/lib/flags';
import { installGlobalErrorListeners } from '@/features/diagnostics/lib/global-error-listeners';
import { captureInstallEvents } from '@/features/install/lib/install-events';

const RELOADED_FOR_CHUNK_KEY = 'blaze-reloaded-for-chunk';

/**
 * After a deploy, an open tab may ask for code files that no longer exist. Reload once to pick up
 * the new version instead of showing an error; a second failure in the same tab is reported.
 */
function reloadOnceOnStaleChunk(): void {
  window.addEventListener('vite:preloadError', (event) => {
    // Offline, the file is missing because the network is: a reload cannot help.
    if (!navigator.onLine || sessionStorage.getItem(RELOADED_FOR_CHUNK_KEY)) return;
    sessionStorage.setItem(RELOADED_FOR_CHUNK_KEY, '1');
    event.preventDefault();
    logger.warn('Reloading for a missing code file', { message: String(event.payload) });
    window.location.reload();
  });
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Everything that must happen once, before the first render. */
export function bootstrap(): void {
  applyTheme(readStealthMode());
  installLogger(logger);
  installGlobalErrorListeners(logger);
  reloadOnceOnStaleChunk();
  captureInstallEvents(() => {
    // The rules load with the shell; here only when the browser says it installed the app.
    import('@/features/install/lib/install-rules')
      .then(({ markInstalled }) => markInstalled({ now: Date.now, storage: safeLocalStorage() }))
      .catch((error: unknown) => logger.warn('Install not recorded', { error: String(error) }));
  });
  if (import.meta.env.PROD) {
    window.addEventListener(
      'load',
      () => void import('@/lib/pwa').then(({ registerServiceWorker }) => registerServiceWorker()),
      { once: true },
    );
  }
}

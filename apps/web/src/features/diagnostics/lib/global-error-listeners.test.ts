import { describe, expect, it, vi } from 'vitest';
import { installGlobalErrorListeners } from './global-error-listeners';

describe('installGlobalErrorListeners', () => {
  it("logs window 'error' as Global Error with where it happened", () => {
    const logger = { error: vi.fn() };
    const uninstall = installGlobalErrorListeners(logger);
    const error = new Error('kaboom');
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'kaboom',
        filename: 'app.js',
        lineno: 3,
        colno: 7,
        error,
      }),
    );
    expect(logger.error).toHaveBeenCalledWith(
      'Global Error',
      expect.objectContaining({ message: 'kaboom', filename: 'app.js', lineno: 3, colno: 7 }),
    );
    uninstall();
  });

  it('logs unhandled rejections, and stops after uninstall', () => {
    const logger = { error: vi.fn() };
    const uninstall = installGlobalErrorListeners(logger);
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: new Error('nope') });
    window.dispatchEvent(event);
    expect(logger.error).toHaveBeenCalledWith(
      'Unhandled Promise Rejection',
      expect.objectContaining({ message: 'nope' }),
    );

    uninstall();
    window.dispatchEvent(new ErrorEvent('error', { message: 'later' }));
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});

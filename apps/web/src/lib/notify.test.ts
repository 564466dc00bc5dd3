import { describe, expect, it, vi } from 'vitest';
import { isToasterWanted, notify, subscribeToasterWanted } from '@/lib/notify';

describe('notify', () => {
  it('asks for the Toaster only on the first toast, then shows it through sonner', async () => {
    expect(isToasterWanted()).toBe(false);
    const listener = vi.fn();
    const unsubscribe = subscribeToasterWanted(listener);
    const shown = new Promise<unknown>((resolve) => notify((toast) => resolve(toast)));
    expect(isToasterWanted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(typeof (await shown)).toBe('function');
    notify(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

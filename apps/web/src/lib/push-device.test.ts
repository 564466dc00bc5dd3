import { describe, expect, it } from 'vitest';
import { pushSupport, type PushEnvironment } from '@/lib/push-device';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

const env = (over: Partial<PushEnvironment> = {}): PushEnvironment => ({
  userAgent: CHROME_ANDROID,
  maxTouchPoints: 5,
  standalone: false,
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  ...over,
});

describe('pushSupport', () => {
  it('is available where the browser has the three APIs', () => {
    expect(pushSupport(env())).toBe('available');
    expect(pushSupport(env({ hasPushManager: false }))).toBe('unsupported');
    expect(pushSupport(env({ hasNotification: false }))).toBe('unsupported');
  });

  it('asks iPhone and iPad to add Blaze to the Home Screen first', () => {
    const iphone = env({ userAgent: IPHONE, hasPushManager: false, hasNotification: false });
    expect(pushSupport(iphone)).toBe('needs-install');
    expect(pushSupport(env({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 }))).toBe('needs-install');
    expect(pushSupport(env({ userAgent: IPHONE, standalone: true }))).toBe('available');
    // A real Mac has no touch screen: Safari there supports push in the browser.
    expect(pushSupport(env({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 }))).toBe('available');
  });
});

import { describe, expect, it } from 'vitest';
import {
  detectInstallPlatform,
  dismissInstallPrompt,
  INSTALL_PROMPT_KEY,
  isInstallPromptDue,
  markInstalled,
  remindAboutInstall,
  type InstallStorage,
} from '@/features/install/lib/install-rules';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function setUp() {
  const values = new Map<string, string>();
  const storage: InstallStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
  let time = Date.UTC(2026, 10, 26, 12);
  const deps = { now: () => time, storage };
  return {
    deps,
    values,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('install prompt timing', () => {
  it('shows on a mobile browser that has not been asked yet', () => {
    const { deps } = setUp();
    expect(isInstallPromptDue('android', deps)).toBe(true);
    expect(isInstallPromptDue('ios', deps)).toBe(true);
  });

  it("stays hidden for 7 days after 'Not now' and shows again at 7 days", () => {
    const { deps, advance } = setUp();
    dismissInstallPrompt(deps);
    expect(isInstallPromptDue('android', deps)).toBe(false);
    advance(6 * DAY + 23 * HOUR);
    expect(isInstallPromptDue('android', deps)).toBe(false);
    advance(HOUR);
    expect(isInstallPromptDue('android', deps)).toBe(true);
  });

  it("stays hidden until the 'Remind me in 7 days' time passes", () => {
    const { deps, advance } = setUp();
    remindAboutInstall(deps);
    advance(7 * DAY - 1);
    expect(isInstallPromptDue('ios', deps)).toBe(false);
    advance(1);
    expect(isInstallPromptDue('ios', deps)).toBe(true);
  });

  it('never shows again once installed, whatever the time', () => {
    const { deps, advance } = setUp();
    dismissInstallPrompt(deps);
    markInstalled(deps);
    advance(400 * DAY);
    expect(isInstallPromptDue('android', deps)).toBe(false);
    // A later 'Not now' (another browser profile's prompt) keeps the install.
    dismissInstallPrompt(deps);
    advance(8 * DAY);
    expect(isInstallPromptDue('android', deps)).toBe(false);
  });

  it('never shows on a desktop browser or in the installed app', () => {
    const { deps } = setUp();
    expect(isInstallPromptDue('desktop', deps)).toBe(false);
    expect(isInstallPromptDue('installed', deps)).toBe(false);
  });

  it('shows when storage is missing, corrupt or throws', () => {
    const { deps, values } = setUp();
    expect(isInstallPromptDue('android', { ...deps, storage: null })).toBe(true);
    for (const junk of ['{not json', 'null', '42', '{"dismissedAt":"yesterday"}', '[]']) {
      values.set(INSTALL_PROMPT_KEY, junk);
      expect(isInstallPromptDue('android', deps), junk).toBe(true);
    }
    const throwing: InstallStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const broken = { ...deps, storage: throwing };
    expect(() => dismissInstallPrompt(broken)).not.toThrow();
    expect(isInstallPromptDue('android', broken)).toBe(true);
  });
});

describe('install platform', () => {
  const base = { maxTouchPoints: 0, standaloneDisplay: false };
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const ANDROID =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
  const MAC =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
  const LINUX =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

  it('tells iOS, Android, desktop and the installed app apart', () => {
    expect(detectInstallPlatform({ ...base, userAgent: IPHONE })).toBe('ios');
    expect(detectInstallPlatform({ ...base, userAgent: MAC, maxTouchPoints: 5 })).toBe('ios');
    expect(detectInstallPlatform({ ...base, userAgent: MAC })).toBe('desktop');
    expect(detectInstallPlatform({ ...base, userAgent: ANDROID })).toBe('android');
    expect(detectInstallPlatform({ ...base, userAgent: LINUX })).toBe('desktop');
    expect(detectInstallPlatform({ ...base, userAgent: LINUX, uaMobile: true })).toBe('android');
    expect(detectInstallPlatform({ ...base, userAgent: ANDROID, standaloneDisplay: true })).toBe(
      'installed',
    );
    expect(detectInstallPlatform({ ...base, userAgent: IPHONE, iosStandalone: true })).toBe(
      'installed',
    );
  });
});

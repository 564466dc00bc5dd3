import { INSTALL_PROMPT, STORAGE_PREFIX } from '@blaze/contracts/constants';

/**
 * When the install prompt may show (spec sections 4 and 9, decision 036): on a mobile browser, not
 * already installed, never again after install, and not for 7 days after 'Not now' or until the
 * 'Remind me in 7 days' time passes. Pure: the clock and the storage are passed in.
 */

export const INSTALL_PROMPT_KEY = `${STORAGE_PREFIX}-install-prompt`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the browser can do: Chromium's install event, iOS's Share menu, nothing, or already installed. */
export type InstallPlatform = 'installed' | 'desktop' | 'ios' | 'android';

export interface InstallRecord {
  installedAt?: number;
  dismissedAt?: number;
  remindAt?: number;
}

/** The part of localStorage the rules use (so tests pass a Map-backed one, or a broken one). */
export interface InstallStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface InstallRulesDeps {
  now: () => number;
  storage: InstallStorage | null;
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The stored record; missing, unreadable or corrupt storage reads as 'nothing decided yet'. */
export function readInstallRecord(storage: InstallStorage | null): InstallRecord {
  let raw: string | null;
  try {
    raw = storage?.getItem(INSTALL_PROMPT_KEY) ?? null;
  } catch {
    return {};
  }
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const value = parsed as Record<string, unknown>;
  const record: InstallRecord = {};
  if (isTime(value.installedAt)) record.installedAt = value.installedAt;
  if (isTime(value.dismissedAt)) record.dismissedAt = value.dismissedAt;
  if (isTime(value.remindAt)) record.remindAt = value.remindAt;
  return record;
}

function write(storage: InstallStorage | null, record: InstallRecord): void {
  try {
    storage?.setItem(INSTALL_PROMPT_KEY, JSON.stringify(record));
  } catch {
    // Full or blocked storage (private browsing): the choice then lasts only this page.
  }
}

/** Whether the prompt may show now on this platform. */
export function isInstallPromptDue(platform: InstallPlatform, deps: InstallRulesDeps): boolean {
  if (platform === 'installed' || platform === 'desktop') return false;
  const record = readInstallRecord(deps.storage);
  if (record.installedAt !== undefined) return false;
  const now = deps.now();
  if (
    record.dismissedAt !== undefined &&
    now < record.dismissedAt + INSTALL_PROMPT.dismissDays * DAY_MS
  ) {
    return false;
  }
  if (record.remindAt !== undefined && now < record.remindAt) return false;
  return true;
}

/** 'Not now' (or closing the sheet): hidden for 7 days from now. */
export function dismissInstallPrompt(deps: InstallRulesDeps): void {
  const { installedAt } = readInstallRecord(deps.storage);
  write(deps.storage, { installedAt, dismissedAt: deps.now() });
}

/** 'Remind me in 7 days': hidden until that time passes. */
export function remindAboutInstall(deps: InstallRulesDeps): void {
  const { installedAt } = readInstallRecord(deps.storage);
  write(deps.storage, { installedAt, remindAt: deps.now() + INSTALL_PROMPT.remindDays * DAY_MS });
}

/** The browser said it installed Blaze (`appinstalled`, or the prompt's 'accepted'): never again. */
export function markInstalled(deps: InstallRulesDeps): void {
  write(deps.storage, { installedAt: deps.now() });
}

export interface BrowserTraits {
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS 13+ says 'Macintosh' but has a touch screen. */
  maxTouchPoints: number;
  /** navigator.userAgentData?.mobile where Chromium offers it. */
  uaMobile?: boolean;
  /** display-mode: standalone (or fullscreen / minimal-ui) matches. */
  standaloneDisplay: boolean;
  /** iOS Safari's navigator.standalone. */
  iosStandalone?: boolean;
}

/** Which kind of prompt this browser gets, from what it says about itself. */
export function detectInstallPlatform(traits: BrowserTraits): InstallPlatform {
  if (traits.standaloneDisplay || traits.iosStandalone === true) return 'installed';
  const ua = traits.userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && traits.maxTouchPoints > 1);
  if (ios) return 'ios';
  const mobile = traits.uaMobile === true || /Android|Mobi/i.test(ua);
  return mobile ? 'android' : 'desktop';
}

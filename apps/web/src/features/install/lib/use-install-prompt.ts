import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { logger } from '@/lib/logger';
import {
  forgetInstallEvent,
  installEvent,
  subscribeInstallEvents,
  wasInstalledNow,
} from '@/features/install/lib/install-events';
import {
  detectInstallPlatform,
  dismissInstallPrompt,
  isInstallPromptDue,
  markInstalled,
  remindAboutInstall,
  type InstallPlatform,
  type InstallRulesDeps,
} from '@/features/install/lib/install-rules';

/** After the shell opened, so the prompt never greets him before he has looked around. */
export const CALM_DELAY_MS = 2_500;

function browserDeps(): InstallRulesDeps {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Blocked storage: the rules treat it as empty.
  }
  return { now: () => Date.now(), storage };
}

function currentPlatform(): InstallPlatform {
  const nav = navigator as Navigator & {
    standalone?: boolean;
    userAgentData?: { mobile?: boolean };
  };
  const standaloneDisplay = ['standalone', 'fullscreen', 'minimal-ui'].some(
    (mode) => window.matchMedia?.(`(display-mode: ${mode})`).matches === true,
  );
  return detectInstallPlatform({
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    uaMobile: nav.userAgentData?.mobile,
    standaloneDisplay,
    iosStandalone: nav.standalone,
  });
}

export type InstallPromptKind = 'card' | 'ios-sheet' | null;

/**
 * Which prompt shows now: the card where Chromium kept an install event, the how-to sheet on iOS
 * (it has no install event), or none; and what its buttons do.
 */
export function useInstallPrompt() {
  const event = useSyncExternalStore(subscribeInstallEvents, installEvent, () => null);
  const installed = useSyncExternalStore(subscribeInstallEvents, wasInstalledNow, () => false);
  const [calm, setCalm] = useState(false);
  const [answered, setAnswered] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setCalm(true), CALM_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const platform = currentPlatform();
  const due = calm && !answered && !installed && isInstallPromptDue(platform, browserDeps());
  let kind: InstallPromptKind = null;
  if (due && platform === 'ios') kind = 'ios-sheet';
  else if (due && platform === 'android' && event) kind = 'card';

  const dismiss = useCallback(() => {
    dismissInstallPrompt(browserDeps());
    logger.info('Install prompt answered', { outcome: 'not-now' });
    setAnswered(true);
  }, []);

  const remind = useCallback(() => {
    remindAboutInstall(browserDeps());
    logger.info('Install prompt answered', { outcome: 'remind' });
    setAnswered(true);
  }, []);

  const install = useCallback(async () => {
    const kept = installEvent();
    setAnswered(true);
    if (!kept) return;
    forgetInstallEvent();
    try {
      await kept.prompt();
      const choice = await kept.userChoice;
      logger.info('Install prompt answered', { outcome: choice.outcome });
      if (choice.outcome === 'accepted') markInstalled(browserDeps());
      else dismissInstallPrompt(browserDeps());
    } catch (error) {
      logger.warn('Install prompt failed', { error: String(error) });
    }
  }, []);

  return { kind, install, dismiss, remind };
}

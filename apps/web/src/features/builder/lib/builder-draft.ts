import { STORAGE_PREFIX } from '@blaze/contracts/constants';
import type { BuilderDraft } from '@blaze/contracts/builder';
import type { BuilderState } from '@/features/builder/lib/builder-state';

/**
 * The builder's unfinished answers and step, kept on this device per member (issue 35: reopening the
 * builder started again at step 1 with blank answers). localStorage, not the server: a draft is his
 * scratch pad, read synchronously so the sheet opens at once on the step he left; it goes when he
 * saves, and with the rest of his device data when he signs out (`wipeDeviceData`). Photos are not
 * kept: they are uploaded when he leaves the photos step.
 */
const PREFIX = `${STORAGE_PREFIX}-builder-draft:`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Types only above: app/app.tsx loads this module at start (the wipe), so it stays a few lines. */
export function loadBuilderDraft(
  memberId: string,
  empty: BuilderDraft,
  lastStep: number,
): BuilderState | null {
  try {
    const raw = storage()?.getItem(PREFIX + memberId);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<BuilderState>;
    if (typeof saved.step !== 'number' || typeof saved.draft !== 'object' || !saved.draft)
      return null;
    return {
      step: Math.min(lastStep, Math.max(0, Math.trunc(saved.step))),
      draft: { ...empty, ...saved.draft },
      options: Array.isArray(saved.options) ? saved.options : null,
      text: { aboutMe: '', whatImInto: '', lookingFor: '', ...saved.text },
    };
  } catch {
    return null;
  }
}

export function saveBuilderDraft(memberId: string, state: BuilderState): void {
  try {
    storage()?.setItem(PREFIX + memberId, JSON.stringify(state));
  } catch {
    // A full or blocked storage only costs him the draft.
  }
}

export function forgetBuilderDraft(memberId: string): void {
  try {
    storage()?.removeItem(PREFIX + memberId);
  } catch {
    // Nothing kept.
  }
}

/** Every member's draft on this device: signing out forgets them (registered in app/app.tsx). */
export function forgetAllBuilderDrafts(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}

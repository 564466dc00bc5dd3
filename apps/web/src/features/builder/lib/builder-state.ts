import { BUILDER_GENERATE_STEP, BUILDER_STEPS, type BuilderDraft } from '@blaze/contracts/builder';
import { AGE_MAX, AGE_MIN, HEIGHT_CM } from '@blaze/contracts/constants';

/** The profile builder wizard (spec section 2, 'Profile builder'): steps, buttons and the draft. */

export const LAST_STEP = BUILDER_STEPS.length - 1;
export const WRITE_STEP = LAST_STEP;

export interface ProfileTextValues {
  aboutMe: string;
  whatImInto: string;
  lookingFor: string;
}

export interface BuilderState {
  step: number;
  draft: BuilderDraft;
  options: ProfileTextValues[] | null;
  text: ProfileTextValues;
}

export const EMPTY_TEXT: ProfileTextValues = { aboutMe: '', whatImInto: '', lookingFor: '' };

export function emptyDraft(seed: Partial<Pick<BuilderDraft, 'name' | 'age' | 'location'>> = {}) {
  const draft: BuilderDraft = {
    intent: [],
    age: seed.age ?? null,
    name: seed.name ?? '',
    location: seed.location ?? '',
    bodyType: null,
    sexualPosition: [],
    interests: [],
    kinksFetishes: { general: {} },
    hivStatus: null,
    onPrep: null,
    showHealth: false,
    about: '',
    height: null,
    preferredAges: [AGE_MIN, AGE_MAX],
    preferredBodyTypes: [],
    preferredPositions: [],
    lookingFor: [],
  };
  return draft;
}

export function initialBuilderState(draft: BuilderDraft): BuilderState {
  return { step: 0, draft, options: null, text: EMPTY_TEXT };
}

export type PrimaryAction = 'advance' | 'generate' | 'save';

/** What the primary button does on a step: Next while below 8, then Generate/Done, then save. */
export function primaryAction(step: number, hasOptions: boolean): PrimaryAction {
  if (step < BUILDER_GENERATE_STEP) return 'advance';
  if (step === BUILDER_GENERATE_STEP) return hasOptions ? 'advance' : 'generate';
  return 'save';
}

export function primaryLabel(step: number, hasOptions: boolean): string {
  if (step < BUILDER_GENERATE_STEP) return 'Next';
  if (step === BUILDER_GENERATE_STEP) return hasOptions ? 'Done' : 'Generate';
  return 'Complete Profile';
}

export function stepHeading(step: number): string {
  return `Step ${step + 1} of ${BUILDER_STEPS.length}: ${BUILDER_STEPS[step]}`;
}

export function progressPercent(step: number): number {
  return Math.round(((step + 1) / BUILDER_STEPS.length) * 100);
}

/** The youngest and oldest preferred age, each kept in 18..99 and min never above max. */
export function clampPreferredAges(
  [min, max]: readonly [number, number],
  changed: 'min' | 'max',
): [number, number] {
  const clamp = (value: number) =>
    Math.min(AGE_MAX, Math.max(AGE_MIN, Number.isFinite(value) ? Math.round(value) : AGE_MIN));
  const low = clamp(min);
  const high = clamp(max);
  if (low <= high) return [low, high];
  return changed === 'min' ? [low, low] : [high, high];
}

/** The height typed in centimetres ('180', '180 cm'), or null when it is none or out of range. */
export function heightFromText(text: string): number | null {
  const cm = Number.parseInt(text, 10);
  return Number.isFinite(cm) && cm >= HEIGHT_CM.min && cm <= HEIGHT_CM.max ? cm : null;
}

type KinkSharing = 'both' | 'match-only';
const kinksOf = (draft: BuilderDraft) => draft.kinksFetishes.general as Record<string, KinkSharing>;

/** A ticked kink is shown to everyone until he keeps it for matches; unticking forgets it. */
export function toggleKink(draft: BuilderDraft, kinkId: string, on: boolean): BuilderDraft {
  const { [kinkId]: _was, ...rest } = kinksOf(draft);
  const general = on ? { ...rest, [kinkId]: 'both' as const } : rest;
  return { ...draft, kinksFetishes: { general } };
}

export function setKinkMatchOnly(draft: BuilderDraft, kinkId: string, matchOnly: boolean) {
  if (!kinkTicked(draft, kinkId)) return draft;
  const sharing: KinkSharing = matchOnly ? 'match-only' : 'both';
  return { ...draft, kinksFetishes: { general: { ...kinksOf(draft), [kinkId]: sharing } } };
}

export function kinkTicked(draft: BuilderDraft, kinkId: string): boolean {
  return kinkId in kinksOf(draft);
}

export function kinkMatchOnly(draft: BuilderDraft, kinkId: string): boolean {
  return kinksOf(draft)[kinkId] === 'match-only';
}

/** The 'only show to matches who share this interest' box exists only for a ticked kink. */
export function showsMatchOnlyOption(draft: BuilderDraft, kinkId: string): boolean {
  return kinkTicked(draft, kinkId);
}

/**
 * The draft as sent for generation: health never goes to an AI service, and only kinks the member
 * shows to everyone are used.
 */
export function draftForGeneration(draft: BuilderDraft): BuilderDraft {
  const general = Object.fromEntries(
    Object.entries(kinksOf(draft)).filter(([, sharing]) => sharing === 'both'),
  );
  return {
    ...draft,
    kinksFetishes: { general },
    hivStatus: null,
    onPrep: null,
    showHealth: false,
  };
}

export type BuilderEvent =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'write-own' }
  | { type: 'draft'; draft: BuilderDraft }
  | { type: 'generated'; options: ProfileTextValues[] }
  | { type: 'use-option'; option: ProfileTextValues }
  | { type: 'option-edited'; index: number; option: ProfileTextValues }
  | { type: 'text'; text: ProfileTextValues };

export function builderReducer(state: BuilderState, event: BuilderEvent): BuilderState {
  switch (event.type) {
    case 'next':
      return { ...state, step: Math.min(LAST_STEP, state.step + 1) };
    case 'back':
      return { ...state, step: Math.max(0, state.step - 1) };
    case 'write-own':
      return state.step === BUILDER_GENERATE_STEP ? { ...state, step: WRITE_STEP } : state;
    case 'draft':
      return { ...state, draft: event.draft };
    case 'generated':
      return { ...state, options: event.options };
    case 'use-option':
      return { ...state, text: event.option, step: WRITE_STEP };
    case 'option-edited':
      return {
        ...state,
        options: (state.options ?? []).map((option, index) =>
          index === event.index ? event.option : option,
        ),
      };
    case 'text':
      return { ...state, text: event.text };
  }
}

export function canSave(text: ProfileTextValues): boolean {
  return text.aboutMe.trim().length > 0;
}

import { describe, expect, it } from 'vitest';
import { BuilderDraftSchema, type BuilderDraft } from '@blaze/contracts/builder';
import {
  builderReducer,
  canSave,
  clampPreferredAges,
  draftForGeneration,
  emptyDraft,
  heightFromText,
  initialBuilderState,
  primaryAction,
  primaryLabel,
  setKinkMatchOnly,
  showsMatchOnlyOption,
  stepHeading,
  toggleKink,
} from '@/features/builder/lib/builder-state';

describe('builder steps', () => {
  it('reads Next below step 8, Generate or Done on 8, Complete Profile on 9', () => {
    expect(primaryLabel(0, false)).toBe('Next');
    expect(primaryLabel(7, true)).toBe('Next');
    expect(primaryLabel(8, false)).toBe('Generate');
    expect(primaryLabel(8, true)).toBe('Done');
    expect(primaryLabel(9, true)).toBe('Complete Profile');
  });

  it('generates on step 8 only while there are no options', () => {
    expect(primaryAction(7, false)).toBe('advance');
    expect(primaryAction(8, false)).toBe('generate');
    expect(primaryAction(8, true)).toBe('advance');
    expect(primaryAction(9, false)).toBe('save');
  });

  it('titles the step as Step n of 10', () => {
    expect(stepHeading(0)).toBe('Step 1 of 10: What are you looking for?');
  });

  it('moves one step at a time, never below 0 or past 9, and jumps to 9 only from 8', () => {
    let state = initialBuilderState(emptyDraft());
    state = builderReducer(state, { type: 'back' });
    expect(state.step).toBe(0);
    state = builderReducer(state, { type: 'write-own' });
    expect(state.step).toBe(0);
    for (let i = 0; i < 8; i += 1) state = builderReducer(state, { type: 'next' });
    expect(state.step).toBe(8);
    state = builderReducer(state, { type: 'write-own' });
    expect(state.step).toBe(9);
    state = builderReducer(state, { type: 'next' });
    expect(state.step).toBe(9);
  });

  it("'Use This' puts the option into the write-your-own text and goes to step 9", () => {
    const option = { aboutMe: 'a', whatImInto: 'b', lookingFor: 'c' };
    const state = builderReducer(
      { ...initialBuilderState(emptyDraft()), step: 8 },
      { type: 'use-option', option },
    );
    expect(state.step).toBe(9);
    expect(state.text).toEqual(option);
  });

  it('keeps preferred ages in 18..99 with min never above max', () => {
    expect(clampPreferredAges([10, 120], 'min')).toEqual([18, 99]);
    expect(clampPreferredAges([40, 30], 'min')).toEqual([40, 40]);
    expect(clampPreferredAges([40, 30], 'max')).toEqual([30, 30]);
  });

  it('shows the match-only option only for a ticked kink, and drops it on untick', () => {
    let draft = emptyDraft();
    expect(showsMatchOnlyOption(draft, 'dom')).toBe(false);
    draft = toggleKink(draft, 'dom', true);
    expect(showsMatchOnlyOption(draft, 'dom')).toBe(true);
    draft = setKinkMatchOnly(draft, 'dom', true);
    expect(draft.kinksFetishes.general).toEqual({ dom: 'match-only' });
    draft = toggleKink(draft, 'dom', false);
    expect(showsMatchOnlyOption(draft, 'dom')).toBe(false);
    expect(draft.kinksFetishes.general).toEqual({});
  });

  it('never sends health or match-only kinks for generation, and stays a valid draft', () => {
    let draft: BuilderDraft = { ...emptyDraft(), hivStatus: 'negative', onPrep: 'yes' };
    draft = toggleKink(toggleKink(draft, 'dom', true), 'sub', true);
    draft = setKinkMatchOnly(draft, 'sub', true);
    const sent = draftForGeneration(draft);
    expect(sent.kinksFetishes.general).toEqual({ dom: 'both' });
    expect(sent.hivStatus).toBeNull();
    expect(sent.onPrep).toBeNull();
    expect(BuilderDraftSchema.safeParse(sent).success).toBe(true);
  });

  it('keeps the height in centimetres as typed, and none when out of range', () => {
    expect(heightFromText('184')).toBe(184);
    expect(heightFromText('180 cm')).toBe(180);
    expect(heightFromText('')).toBeNull();
    expect(heightFromText('18')).toBeNull();
    expect(heightFromText('tall')).toBeNull();
  });

  it('cannot save while about me is blank', () => {
    expect(canSave({ aboutMe: '  ', whatImInto: 'x', lookingFor: '' })).toBe(false);
    expect(canSave({ aboutMe: 'Hi', whatImInto: '', lookingFor: '' })).toBe(true);
  });
});

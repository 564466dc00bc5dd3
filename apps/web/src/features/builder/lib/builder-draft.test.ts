import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetAllBuilderDrafts,
  forgetBuilderDraft,
  loadBuilderDraft,
  saveBuilderDraft,
} from '@/features/builder/lib/builder-draft';
import { emptyDraft, initialBuilderState } from '@/features/builder/lib/builder-state';

afterEach(() => window.localStorage.clear());

describe('the builder draft on this device', () => {
  it("comes back on the step he left, with his answers, and is each member's own", () => {
    const state = { ...initialBuilderState(emptyDraft()), step: 3 };
    state.draft = { ...state.draft, name: 'Jonas', intent: ['funny'] };
    saveBuilderDraft('m1', state);
    const back = loadBuilderDraft('m1', emptyDraft(), 9);
    expect(back?.step).toBe(3);
    expect(back?.draft).toMatchObject({ name: 'Jonas', intent: ['funny'] });
    expect(loadBuilderDraft('m2', emptyDraft(), 9)).toBeNull();
  });

  it('is forgotten on save, and every one of them on sign-out; a broken one is ignored', () => {
    saveBuilderDraft('m1', initialBuilderState(emptyDraft()));
    forgetBuilderDraft('m1');
    expect(loadBuilderDraft('m1', emptyDraft(), 9)).toBeNull();
    saveBuilderDraft('m1', initialBuilderState(emptyDraft()));
    saveBuilderDraft('m2', initialBuilderState(emptyDraft()));
    window.localStorage.setItem('other', 'kept');
    forgetAllBuilderDrafts();
    expect(loadBuilderDraft('m2', emptyDraft(), 9)).toBeNull();
    expect(window.localStorage.getItem('other')).toBe('kept');
    window.localStorage.setItem('blaze-builder-draft:m3', '{not json');
    expect(loadBuilderDraft('m3', emptyDraft(), 9)).toBeNull();
  });
});

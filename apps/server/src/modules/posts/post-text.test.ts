import { describe, expect, it } from 'vitest';
import { mentionsOf, tagsOf } from './post-text.ts';

describe('tagsOf', () => {
  it('finds each #tag once, lower-cased, and ignores anchors inside words', () => {
    expect(tagsOf('#Gym day with #gym buddies, #Pride2026! email me#not a&#39;b')).toEqual([
      'gym',
      'pride2026',
    ]);
  });

  it('reads tags in any script', () => {
    expect(tagsOf('Soirée #été à #Paris')).toEqual(['été', 'paris']);
  });
});

describe('mentionsOf', () => {
  it('finds each @username once, lower-cased, without a sentence full stop or an e-mail address', () => {
    expect(
      mentionsOf('Thanks @Marco_B and @leo. See you @marco_b! mail me@example.com @ab'),
    ).toEqual(['marco_b', 'leo']);
  });
});

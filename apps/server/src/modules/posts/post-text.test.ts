import { describe, expect, it } from 'vitest';
import { tagsOf } from './post-text.ts';

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

import { describe, expect, it } from 'vitest';
import { TONES } from '@blaze/contracts';
import { writeProfiles, writerInput } from './profile-writer.ts';

const base = writerInput({
  intent: ['direct'],
  age: 40,
  name: 'Mike',
  location: 'New York',
  bodyType: 'bear',
  sexualPosition: ['top'],
  interests: ['outdoors'],
  kinksFetishes: { general: {} },
  hivStatus: 'positive',
  onPrep: 'no',
  showHealth: true,
  about: '',
  height: 190,
  preferredAges: [18, 99],
  preferredBodyTypes: [],
  preferredPositions: [],
  lookingFor: ['dating'],
});

describe('the built-in profile writer', () => {
  it('writes three different options even with a single tone', () => {
    for (let seed = 1; seed < 50; seed++) {
      const options = writeProfiles(base, seed);
      expect(new Set(options.map((o) => o.aboutMe)).size, `seed ${seed}`).toBe(3);
    }
  });

  it('keeps every section within 500 characters for every tone', () => {
    for (const tone of TONES) {
      for (const o of writeProfiles({ ...base, intent: [tone], about: 'x'.repeat(500) }, 7)) {
        expect(o.aboutMe.length).toBeLessThanOrEqual(500);
        expect(o.whatImInto.length).toBeLessThanOrEqual(500);
        expect(o.lookingFor.length).toBeLessThanOrEqual(500);
      }
    }
  });

  it('never sees health fields', () => {
    expect(Object.keys(base)).not.toContain('hivStatus');
    expect(JSON.stringify(writeProfiles(base, 3))).not.toMatch(/positive|prep/i);
  });
});

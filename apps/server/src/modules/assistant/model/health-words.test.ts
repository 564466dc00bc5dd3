import { describe, expect, it } from 'vitest';
import { HEALTH_SPELLINGS } from '../../../test/health-spellings.ts';
import { deepWithoutHealthWords, mentionsHealth, withoutHealthWords } from './health-words.ts';

/** Everyday words close to the health words: none of them may be caught. */
const INNOCENT = [
  'archive',
  'hive',
  'Archival footage',
  'I love my negroni',
  'negotiable',
  'pepper',
  'preparing dinner',
  'prepared',
  'statue',
  'positive vibes',
  'clean-cut guy',
  'clean fun',
  'keep it clean and respectful',
  'a clean shaven face',
  'Posing for photos',
  'Pozzuoli trip',
  'artist and musician',
  'sorority',
  'serotonin',
  'Ist das dein Hund?',
  'Herpetology nerd',
  'testing the waters',
  'Chill guy, 31, loves dogs and techno',
  'Sebastian',
  'Marco',
  '100 percent real',
];

describe('the health-word filter (issue 35, point 6)', () => {
  it.each(HEALTH_SPELLINGS)('catches %j alone and in a sentence', (spelling) => {
    expect(mentionsHealth(spelling)).toBe(true);
    expect(mentionsHealth(`Chill guy, loves dogs. ${spelling} and proud, say hi`)).toBe(true);
    // Taken out of a name or a sentence, nothing of it is left to catch.
    const masked = withoutHealthWords(`Dan ${spelling} from the gym`);
    expect(mentionsHealth(masked)).toBe(false);
    expect(masked).toMatch(/Dan/);
    expect(masked).toMatch(/gym/);
  });

  it.each(INNOCENT)('leaves %j alone', (text) => {
    expect(mentionsHealth(text)).toBe(false);
    expect(withoutHealthWords(text)).toBe(text);
  });

  it('takes out only the pieces that carry a health word, and marks them when asked', () => {
    expect(withoutHealthWords('Dan HIV+')).toBe('Dan');
    expect(withoutHealthWords('Dan H I V neg')).toBe('Dan');
    expect(withoutHealthWords('Dan, PrEP, loves techno', '[…]')).toBe('Dan, […] loves techno');
    expect(withoutHealthWords('into hiking. Viral load? zero. Dogs!')).toBe(
      'into hiking. zero. Dogs!',
    );
    expect(withoutHealthWords('Truvada')).toBe('');
  });

  it('cleans every string of a value, keys and other values kept', () => {
    expect(
      deepWithoutHealthWords({ name: 'Poz Dan', n: 3, list: ['neg4neg Leo', 'Max'], ok: true }),
    ).toEqual({ name: 'Dan', n: 3, list: ['Leo', 'Max'], ok: true });
  });
});

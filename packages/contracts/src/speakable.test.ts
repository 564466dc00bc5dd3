import { describe, expect, it } from 'vitest';
import { speakableText } from './speakable.ts';

describe('speakableText', () => {
  it("drops the spec's exception reply's emoji and keeps its words", () => {
    expect(
      speakableText(
        'Oops! Something went sideways on my end. Let me get back to being fabulous for you! 💅',
      ),
    ).toBe('Oops! Something went sideways on my end. Let me get back to being fabulous for you!');
  });

  it('strips emphasis, inline code, links and images but keeps their words', () => {
    expect(
      speakableText(
        'He is **really** _keen_, *very* ~~not~~ keen: see [his profile](/app/profile/1) and `Boost` ![a photo](x.jpg).',
      ),
    ).toBe('He is really keen, very not keen: see his profile and Boost a photo.');
  });

  it('reads headings, quotes and lists as sentences with pauses', () => {
    expect(
      speakableText(
        '## Top picks\n\n- Sebastian, 2 km\n* Leo\n1. Max!\n> Say hi first\n---\nThat is all',
      ),
    ).toBe('Top picks. Sebastian, 2 km. Leo. Max! Say hi first. That is all');
  });

  it('removes emoji of every build: joiners, skin tones, flags, keycaps, variation selectors', () => {
    expect(speakableText('Hey 👋🏽, mate 🇦🇺! Family 👨‍👩‍👦 night ❤️ at 7️⃣ 🔥🔥')).toBe(
      'Hey, mate! Family night at 7',
    );
  });

  it('reads a table as lists of cells and drops its separator row', () => {
    expect(speakableText('| Name | Distance |\n|---|:--:|\n| Leo | 2 km |')).toBe(
      'Name, Distance. Leo, 2 km',
    );
  });

  it('keeps code fence contents and drops the fences', () => {
    expect(speakableText('Try this:\n```text\nHi there\n```')).toBe('Try this: Hi there');
  });

  it('leaves plain text, arithmetic, snake_case words and ellipses alone', () => {
    expect(speakableText('I make it 5 * 3 * 2, says user_name... Fine?')).toBe(
      'I make it 5 * 3 * 2, says user_name... Fine?',
    );
  });

  it('is empty when only emoji and markup are left', () => {
    expect(speakableText('🔥🔥 **  ** 💅\n---\n')).toBe('');
  });
});

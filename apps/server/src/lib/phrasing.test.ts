import { describe, expect, it } from 'vitest';
import {
  article,
  asSentence,
  capitalize,
  countText,
  fitSentences,
  introduce,
  joinSentences,
  listText,
  memberText,
  mendArticles,
  nameText,
  pick,
  placeText,
  sentences,
  tidy,
  withArticle,
  type Person,
} from './phrasing.ts';

describe('tidy', () => {
  it('collapses spaces, trims and removes spaces before punctuation', () => {
    expect(tidy('  Hey   there ,  you !  ')).toBe('Hey there, you!');
    expect(tidy('line one\n\nline two')).toBe('line one line two');
  });

  it('mends punctuation: doubled commas, a comma before a stop, a missing space after a comma', () => {
    expect(tidy('dogs,, techno ,; and travel')).toBe('dogs, techno, and travel');
    expect(tidy('I love dogs,.')).toBe('I love dogs.');
    expect(tidy('running,cooking;reading')).toBe('running, cooking; reading');
    expect(tidy('I love dogs.Techno too')).toBe('I love dogs. Techno too');
    expect(tidy('Wait…')).toBe('Wait...');
  });

  it('keeps numbers, times and web addresses whole', () => {
    expect(tidy('Meet at 12:30, 3.5 km from https://x.org')).toBe(
      'Meet at 12:30, 3.5 km from https://x.org',
    );
  });

  it('drops a word said twice in a row, whatever its case', () => {
    expect(tidy('I like the the gym and and coffee')).toBe('I like the gym and coffee');
    expect(tidy('The the end')).toBe('The end');
    expect(tidy('so so so good')).toBe('so good');
    expect(tidy('the theatre')).toBe('the theatre');
    expect(tidy('in Baden-Baden')).toBe('in Baden-Baden');
  });
});

describe('capitalize', () => {
  it('upper-cases the opening letter, past an emoji or a quote, not past a digit', () => {
    expect(capitalize('loves dogs')).toBe('Loves dogs');
    expect(capitalize('🔥 hot')).toBe('🔥 Hot');
    expect(capitalize('"fun"')).toBe('"Fun"');
    expect(capitalize('31, athletic')).toBe('31, athletic');
  });
});

describe('asSentence', () => {
  it('makes member text a whole sentence', () => {
    expect(asSentence('designer, loves dogs and techno')).toBe('Designer, loves dogs and techno.');
    expect(asSentence('loves dogs,')).toBe('Loves dogs.');
    expect(asSentence('Here are three guys near you:')).toBe('Here are three guys near you.');
    expect(asSentence('- dog dad -')).toBe('Dog dad.');
    expect(asSentence('Ask me!?')).toBe('Ask me!?');
    expect(asSentence('He said "hi."')).toBe('He said "hi."');
    expect(asSentence('(and techno)')).toBe('(And techno).');
    expect(asSentence('   ')).toBe('');
  });

  it('puts the full stop before trailing emoji and leaves emoji-only text as it is', () => {
    expect(asSentence('into techno 🎧')).toBe('Into techno. 🎧');
    expect(asSentence('dog dad 🐶🏳️‍🌈')).toBe('Dog dad. 🐶🏳️‍🌈');
    expect(asSentence('🔥🔥')).toBe('🔥🔥');
  });
});

describe('joinSentences', () => {
  it('joins whole sentences, dropping blanks and exact repeats', () => {
    expect(joinSentences(['hi there', null, '', false, 'Hi there.', 'how are you?'])).toBe(
      'Hi there. How are you?',
    );
    expect(joinSentences([])).toBe('');
  });
});

describe('listText', () => {
  it('reads as a list in English, without an Oxford comma', () => {
    expect(listText([])).toBe('');
    expect(listText(['travel'])).toBe('travel');
    expect(listText(['travel', 'music'])).toBe('travel and music');
    expect(listText(['travel', 'music', 'bears'])).toBe('travel, music and bears');
    expect(listText(['a top', 'vers'], 'or')).toBe('a top or vers');
  });

  it('drops blanks, trailing punctuation and repeats in any case', () => {
    expect(listText(['travel,', ' ', 'Travel', 'music.', 'music'])).toBe('travel and music');
  });
});

describe('countText', () => {
  it('reads a count in words up to ten, with the right plural', () => {
    expect(countText(0, 'guy')).toBe('no guys');
    expect(countText(1, 'guy')).toBe('one guy');
    expect(countText(3, 'guy')).toBe('three guys');
    expect(countText(12, 'match', 'matches')).toBe('12 matches');
    expect(asSentence(`found ${countText(1, 'event')} near you`)).toBe('Found one event near you.');
  });
});

describe('pick', () => {
  it('takes one of the choices by the random source, never past the end', () => {
    expect(pick(['a', 'b', 'c'], () => 0)).toBe('a');
    expect(pick(['a', 'b', 'c'], () => 0.5)).toBe('b');
    expect(pick(['a', 'b', 'c'], () => 0.9999999)).toBe('c');
    expect(pick(['a', 'b', 'c'], () => 1)).toBe('c');
  });
});

describe('sentences', () => {
  it('splits after . ! or ?, keeping trailing emoji with their sentence', () => {
    expect(sentences('One. Two! Three? Four')).toEqual(['One.', 'Two!', 'Three?', 'Four']);
    expect(sentences('Loves techno. 🎧 Ask me.')).toEqual(['Loves techno. 🎧', 'Ask me.']);
    expect(sentences('Meet at 3.5 km.')).toEqual(['Meet at 3.5 km.']);
  });
});

describe('articles', () => {
  it('chooses a or an by sound as far as spelling tells', () => {
    expect(article('athletic')).toBe('an');
    expect(article('bear')).toBe('a');
    expect(article('hour')).toBe('an');
    expect(article('university')).toBe('a');
    expect(article('18-year-old')).toBe('an');
    expect(article('80-year-old')).toBe('an');
    expect(article('31-year-old')).toBe('a');
    expect(withArticle('athletic 31-year-old')).toBe('an athletic 31-year-old');
  });

  it('mends a wrong article in text, keeping its case', () => {
    expect(mendArticles('a apple and an bear')).toBe('an apple and a bear');
    expect(mendArticles('A athletic guy, an university')).toBe('An athletic guy, a university');
    expect(mendArticles('a 18-year-old')).toBe('an 18-year-old');
    expect(mendArticles('Plan A is fine')).toBe('Plan A is fine');
  });
});

describe('memberText', () => {
  it('reads the issue example as one natural sentence', () => {
    expect(memberText('Designer, loves dogs and techno')).toBe(
      'Designer who loves dogs and techno.',
    );
  });

  it('mends awkward member text', () => {
    expect(memberText('designer,  loves dogs and techno,')).toBe(
      'Designer who loves dogs and techno.',
    );
    expect(memberText('nurse. works nights. loves brunch')).toBe(
      'Nurse. Works nights. Loves brunch.',
    );
    expect(memberText("i like the the gym and and coffee, i'm easy")).toBe(
      "I like the gym and coffee, I'm easy.",
    );
    expect(memberText('into techno 🎧')).toBe('Into techno. 🎧');
    expect(memberText('teacher,loves hiking,hates mornings 🏔️')).toBe(
      'Teacher who loves hiking and hates mornings. 🏔️',
    );
    expect(memberText('Chef, loves wine, cheese and long dinners!')).toBe(
      'Chef who loves wine, cheese and long dinners!',
    );
    expect(memberText('🔥, brunch lover')).toBe('🔥 Brunch lover.');
    expect(memberText('a apple a day')).toBe('An apple a day.');
    expect(memberText('')).toBe('');
  });

  it('leaves a sentence that has its own subject alone', () => {
    expect(memberText('I travel, loves to cook')).toBe('I travel, loves to cook.');
    expect(memberText('My job, my dogs, my friends')).toBe('My job, my dogs, my friends.');
  });
});

describe('names and places', () => {
  it('trims punctuation, capitalises a name, and title-cases an all lower case place', () => {
    expect(nameText('  sam! ')).toBe('Sam');
    expect(nameText('🔥')).toBe('');
    expect(nameText('jean-luc ')).toBe('Jean-Luc');
    expect(nameText('mcKenzie')).toBe('McKenzie');
    expect(nameText("O'Brien")).toBe("O'Brien");
    expect(placeText('new york,')).toBe('New York');
    expect(placeText('São Paulo')).toBe('São Paulo');
    expect(placeText('rio de Janeiro')).toBe('rio de Janeiro');
    expect(placeText('')).toBe('');
  });
});

describe('introduce', () => {
  const sam: Person = {
    name: 'Sam',
    age: 31,
    build: { adjective: 'athletic' },
    place: 'Amsterdam',
  };

  it('phrases name, age, build and city naturally in three styles', () => {
    expect(introduce(sam, 'plain')).toBe('Sam, 31, athletic, based in Amsterdam.');
    expect(introduce(sam, 'first-person')).toBe("I'm Sam, an athletic 31-year-old in Amsterdam.");
    expect(introduce(sam, 'descriptive')).toBe(
      'Call me Sam. Athletic, 31 and living in Amsterdam.',
    );
  });

  it('reads well with a noun build, a phrase build, or parts missing', () => {
    const bear: Person = { name: '', age: 18, build: { noun: 'bear' }, place: 'berlin' };
    expect(introduce(bear, 'plain')).toBe('18, a bear, based in Berlin.');
    expect(introduce(bear, 'first-person')).toBe("I'm an 18-year-old bear in Berlin.");
    expect(introduce(bear, 'descriptive')).toBe('A bear, 18 and living in Berlin.');
    const average: Person = { name: 'Mo', age: null, build: { of: 'average build' }, place: '' };
    expect(introduce(average, 'plain')).toBe('Mo, average build.');
    expect(introduce(average, 'first-person')).toBe("I'm Mo, a guy of average build.");
    expect(introduce(average, 'descriptive')).toBe('Call me Mo. Of average build.');
    const onlyBuild = (build: Person['build']): Person => ({
      name: '',
      age: null,
      build,
      place: '',
    });
    const styles = ['plain', 'first-person', 'descriptive'] as const;
    expect(styles.map((s) => introduce(onlyBuild({ noun: 'bear' }), s))).toEqual([
      'A bear.',
      "I'm a bear.",
      'Bear, through and through.',
    ]);
    expect(styles.map((s) => introduce(onlyBuild({ adjective: 'slim' }), s))).toEqual([
      'Slim guy.',
      "I'm a slim guy.",
      'Slim build.',
    ]);
    const onlyName: Person = { name: 'Mo', age: null, build: null, place: '' };
    expect(introduce(onlyName, 'plain')).toBe('Mo here.');
    expect(introduce(onlyName, 'first-person')).toBe("I'm Mo.");
    const nothing: Person = { name: '', age: null, build: null, place: '' };
    for (const style of ['plain', 'first-person', 'descriptive'] as const) {
      expect(introduce(nothing, style)).toBe('');
    }
  });
});

describe('fitSentences', () => {
  it('keeps whole sentences within the limit, skipping one that does not fit', () => {
    expect(fitSentences(['one two', 'a much longer sentence here', 'end'], 20)).toBe(
      'One two. End.',
    );
  });

  it('cuts a first sentence that is too long at a word boundary, without a dangling word', () => {
    const out = fitSentences(['dogs cats birds fish '.repeat(8) + 'and the end'], 40);
    expect(out.length).toBeLessThanOrEqual(40);
    expect(out).toMatch(/^Dogs cats birds( [a-z]+)*\.$/);
    expect(fitSentences(['dogs cats and the birds'], 20)).toBe('Dogs cats.');
    expect(fitSentences(['I like dogs and cats a lot'], 18)).toBe('I like dogs.');
  });
});

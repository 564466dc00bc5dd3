/**
 * One phrasing layer for every text the server writes from parts (issue 19): the profile builder's
 * built-in writer and the assistant's built-in replies. Whole sentences, punctuation mended around
 * member text, lists that read naturally, a/an right, no doubled spaces or words.
 *
 * `phrasing.test.ts` holds its rules; `profile-writer.test.ts` runs them over many generated drafts.
 */

/** Sentence-final punctuation, perhaps followed by a closing quote or bracket. */
const FINAL = /[.!?]["'’”)\]]*$/u;
/** One emoji or a part of one: a pictograph, a flag letter, a skin tone, a variation selector, a joiner. */
const EMOJI = String.raw`(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\uFE0F|\u200D)`;
const EMOJI_START = String.raw`(?:\p{Extended_Pictographic}|\p{Regional_Indicator})`;
/** A run of emoji at the end of a text. */
const TRAILING_EMOJI = new RegExp(String.raw`(?:\s*${EMOJI_START}${EMOJI}*)+$`, 'u');
/** The space between two sentences: after . ! or ? (a closing quote, trailing emoji), not before emoji. */
const SENTENCE_GAP = new RegExp(
  String.raw`(?<=[.!?]["'’”)\]]*(?:\s*${EMOJI_START}${EMOJI}*)*)\s+(?!${EMOJI_START})`,
  'u',
);
const HAS_WORD = /[\p{L}\p{N}]/u;

/** A word twice in a row ('and and', 'The the'), whatever its case. */
const DOUBLED_WORD = /(?<![\p{L}\p{N}'’])(\p{L}+)(?:\s+\1)+(?![\p{L}\p{N}])/giu;

/**
 * Collapses runs of spaces, trims, removes spaces before punctuation and doubled punctuation, puts a
 * space after a comma or semicolon that lacks one, and drops a word said twice in a row.
 */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/…/g, '...')
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/[,;:]+(?=[.!?])/g, '')
    .replace(/([,;])(?=\p{L})/gu, '$1 ')
    .replace(/(\p{Ll}{2}[.!?])(?=\p{Lu}\p{Ll})/gu, '$1 ')
    .replace(DOUBLED_WORD, '$1')
    .trim();
}

/** The opening letter upper case, past an emoji or a quote; text opening with a digit stays as it is. */
export function capitalize(text: string): string {
  return text.replace(
    /^([^\p{L}\p{N}]*)(\p{L})/u,
    (_m, lead: string, c: string) => lead + c.toUpperCase(),
  );
}

/**
 * Text as one whole sentence: tidied, dangling commas, colons and dashes removed, first letter upper
 * case, final punctuation added. Trailing emoji stay after the full stop ('Loves techno. 🎧').
 * Text without a letter or digit (only emoji) is returned tidied, as it is.
 */
export function asSentence(text: string): string {
  let t = tidy(text);
  if (!HAS_WORD.test(t)) return t;
  const tail = t.match(TRAILING_EMOJI)?.[0] ?? '';
  const emoji = tail.trim();
  t = t.slice(0, t.length - tail.length);
  t = t
    .replace(/^[\s,.;:!?\-–—]+/u, '')
    .replace(/[\s,;:\-–—]+$/u, '')
    .trim();
  if (!t) return emoji;
  t = capitalize(t);
  if (!FINAL.test(t)) t = `${t}.`;
  return emoji ? `${t} ${emoji}` : t;
}

/** Sentences joined by one space; empty parts dropped, each made whole, an exact repeat dropped. */
export function joinSentences(parts: ReadonlyArray<string | null | undefined | false>): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    if (!part) continue;
    const s = asSentence(part);
    const key = s.toLowerCase();
    if (!s || seen.has(key)) continue;
    seen.add(key);
    out.push(s);
  }
  return tidy(out.join(' '));
}

/** 'a', 'a and b', 'a, b and c' (no Oxford comma); blanks, end punctuation and duplicates dropped. */
export function listText(items: readonly string[], conj: 'and' | 'or' = 'and'): string {
  const seen = new Set<string>();
  const clean: string[] = [];
  for (const item of items) {
    const t = tidy(item).replace(/[\s,.;:!?]+$/u, '');
    if (!t || seen.has(t.toLowerCase())) continue;
    seen.add(t.toLowerCase());
    clean.push(t);
  }
  if (clean.length === 0) return '';
  if (clean.length === 1) return clean[0]!;
  return `${clean.slice(0, -1).join(', ')} ${conj} ${clean.at(-1)}`;
}

const NUMBER_WORDS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

/** 'no guys', 'one guy', 'three guys', '12 guys': a count as it reads in a sentence. */
export function countText(n: number, singular: string, plural = `${singular}s`): string {
  const count = Number.isInteger(n) && n >= 0 && n <= 10 ? NUMBER_WORDS[n]! : String(n);
  return `${count} ${n === 1 ? singular : plural}`;
}

/** One of the choices, by a random source (tests pass a seeded one). */
export function pick<T>(items: readonly T[], rng: () => number = Math.random): T {
  return items[Math.min(items.length - 1, Math.floor(rng() * items.length))]!;
}

/** A text split into its sentences (after . ! or ? and a space); emoji after a stop stay with it. */
export function sentences(text: string): string[] {
  return tidy(text).split(SENTENCE_GAP).filter(Boolean);
}

// Words spoken with a vowel sound though spelt with a consonant, and the reverse.
const AN_BEFORE = /^(?:hour|honest|honou?r|heir|8|1[18](?:\D|$)|1[18]\d\d(?:\D|$)|8\d)/i;
const A_BEFORE = /^(?:uni|use|usu|ur[aeio]|eu|one\b|once|ubiq|u-|uk\b)/i;

/** 'a' or 'an' for the word that follows, by its sound as far as spelling tells. */
export function article(word: string): 'a' | 'an' {
  const w = word.trim();
  if (AN_BEFORE.test(w)) return 'an';
  if (A_BEFORE.test(w)) return 'a';
  return /^[aeiou]/i.test(w) ? 'an' : 'a';
}

/** 'an athletic guy', 'a bear', 'an 18-year-old'. */
export function withArticle(phrase: string): string {
  const t = tidy(phrase);
  return t ? `${article(t)} ${t}` : '';
}

/** 'a athletic' -> 'an athletic', 'an bear' -> 'a bear', keeping an upper-case A where it was. */
export function mendArticles(text: string): string {
  return text.replace(
    /(?<![\p{L}\p{N}'’-])([Aa])(n?) (?=([\p{L}\p{N}][\p{L}\p{N}-]*))/gu,
    (m: string, a: string, n: string, next: string, at: number, whole: string) => {
      // An upper-case A is an article only where a sentence starts ('Plan A is' is a name).
      if (a === 'A' && !/(?:^|[.!?]["'’”)\]]*\s+|^["'“(]+)$/u.test(whole.slice(0, at))) return m;
      return `${a}${article(next) === 'an' ? 'n' : ''} `;
    },
  );
}

// A verb that opens a clause about the member without a subject: 'Designer, loves dogs'.
const THIRD_PERSON_VERBS = new Set(
  'loves likes enjoys adores works lives hates plays makes does has is goes runs cooks travels reads writes paints sings dances rides hikes swims trains lifts studies collects watches knows needs wants speaks spends teaches builds bakes draws fixes'.split(
    ' ',
  ),
);
const NOT_A_NOUN = /^(?:i|i'm|im|me|my|we|you|he|she|they|it|this|that|not|no|and|but|so)$/i;

/** 'Designer, loves dogs and techno' -> 'Designer who loves dogs and techno'. */
function mendFragment(sentence: string): string {
  const comma = sentence.indexOf(', ');
  if (comma < 0) return sentence;
  const head = sentence.slice(0, comma);
  const rest = sentence.slice(comma + 2);
  const headWords = head.split(' ');
  const firstOfRest = rest.split(/[\s,.!?]/u)[0]!.toLowerCase();
  if (
    headWords.length > 3 ||
    headWords.some((w) => NOT_A_NOUN.test(w) || THIRD_PERSON_VERBS.has(w.toLowerCase()))
  ) {
    return sentence;
  }
  if (!/^[\p{L}\-' ]+$/u.test(head) || !THIRD_PERSON_VERBS.has(firstOfRest)) return sentence;
  // 'loves hiking, hates mornings.' -> 'loves hiking and hates mornings.'
  const stop = rest.match(/[.!?]+$/u)?.[0] ?? '';
  const clauses = rest.slice(0, rest.length - stop.length).split(', ');
  const allVerbs = clauses.every((c) => THIRD_PERSON_VERBS.has(c.split(' ')[0]!.toLowerCase()));
  return `${head} who ${allVerbs ? listText(clauses) : rest.slice(0, rest.length - stop.length)}${stop}`;
}

/**
 * A member's own words as whole sentences: tidied, a lone 'i' upper case, each sentence opening with
 * a capital and ending with punctuation, a 'Designer, loves dogs' fragment read as one sentence.
 */
export function memberText(text: string): string {
  const t = tidy(text)
    .replace(/(?<![\p{L}'’])i(?=(?:['’](?:m|ve|ll|d))?(?![\p{L}]))/gu, 'I')
    // '🔥, brunch' reads as '🔥 brunch': an emoji stands between sentences, not inside a list.
    .replace(/(\p{Extended_Pictographic}\uFE0F?)\s*[,;:]+/gu, '$1')
    .replace(/^[\s,.;:!?\-–—]+/u, '');
  return mendArticles(joinSentences(sentences(t).map((s) => mendFragment(asSentence(s)))));
}

/** A member's name as on a card: ends trimmed of punctuation; all lower case becomes 'Jean-Luc' style. */
export function nameText(text: string): string {
  const t = tidy(text).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N})]+$/gu, '');
  if (!HAS_WORD.test(t)) return '';
  return t === t.toLowerCase() ? titleCase(t) : capitalize(t);
}

/** A place name: ends trimmed of punctuation; all lower case becomes 'New York' style. */
export function placeText(text: string): string {
  const t = tidy(text).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N})]+$/gu, '');
  if (!HAS_WORD.test(t)) return '';
  return t === t.toLowerCase() ? titleCase(t) : t;
}

function titleCase(text: string): string {
  return text.replace(/(^|[\s-])(\p{L})/gu, (_m, s: string, c: string) => s + c.toUpperCase());
}

/** How a body type reads in a sentence: an adjective ('athletic'), a noun ('bear') or a phrase. */
export type Build = { adjective: string } | { noun: string } | { of: string };

export type Person = { name: string; age: number | null; build: Build | null; place: string };

/** The three ways the writer introduces a member; each gives different sentences for one person. */
export type IntroStyle = 'plain' | 'first-person' | 'descriptive';

function yearsOld(age: number | null): string | null {
  return age ? `${age}-year-old` : null;
}

/**
 * The member introduced in whole sentences, or '' when nothing is known:
 * plain 'Sam, 31, athletic, based in Amsterdam.'; first-person 'I'm Sam, an athletic 31-year-old in
 * Amsterdam.'; descriptive 'Call me Sam. Athletic, 31 and living in Amsterdam.'
 */
export function introduce(person: Person, style: IntroStyle): string {
  const name = nameText(person.name);
  const place = placeText(person.place);
  const { age, build } = person;

  if (style === 'plain') {
    const buildText = !build
      ? null
      : 'adjective' in build
        ? build.adjective
        : 'noun' in build
          ? withArticle(build.noun)
          : build.of;
    const parts = [age ? String(age) : null, buildText, place ? `based in ${place}` : null];
    if (name && !parts.some(Boolean)) return `${name} here.`;
    if (!name && age && !build && !place) return `Age: ${age}.`;
    if (!name && !age && build && 'adjective' in build && !place)
      return asSentence(`${build.adjective} guy`);
    return asSentence([name, ...parts].filter(Boolean).join(', '));
  }

  if (style === 'first-person') {
    const old = yearsOld(age);
    const core = !build
      ? old
      : 'adjective' in build
        ? `${build.adjective} ${old ?? 'guy'}`
        : 'noun' in build
          ? old
            ? `${old} ${build.noun}`
            : build.noun
          : `${old ?? 'guy'} of ${build.of}`;
    const who = [core ? withArticle(core) : null, place ? `in ${place}` : null]
      .filter(Boolean)
      .join(' ');
    if (name) return asSentence(who ? `I'm ${name}, ${who}` : `I'm ${name}`);
    return who ? asSentence(`I'm ${who}`) : '';
  }

  const buildText = !build
    ? null
    : 'adjective' in build
      ? build.adjective
      : 'noun' in build
        ? withArticle(build.noun)
        : build.of;
  const parts = [buildText, age ? String(age) : null, place ? `living in ${place}` : null].filter(
    (p): p is string => Boolean(p),
  );
  let line = '';
  if (parts.length > 1) line = listText(parts);
  else if (age) line = `${age} years old`;
  else if (build && 'adjective' in build) line = `${build.adjective} build`;
  else if (build && 'noun' in build) line = `${build.noun}, through and through`;
  else if (build) line = `of ${build.of}`;
  else if (place) line = `living in ${place}`;
  return joinSentences([name ? `Call me ${name}` : null, line]);
}

const DANGLING = /(?:\s+(?:and|or|but|the|a|an|to|of|with|in|on|for|at|my|your|so|who))+$/iu;

/** A sentence cut to at most `max` characters at a word boundary, still ending with a full stop. */
function cutSentence(sentence: string, max: number): string {
  if (sentence.length <= max) return sentence;
  let t = sentence.slice(0, Math.max(0, max - 1));
  const space = t.lastIndexOf(' ');
  if (space > 0) t = t.slice(0, space);
  t = t
    .replace(/[^\p{L}\p{N})]+$/u, '')
    .replace(DANGLING, '')
    .replace(/[^\p{L}\p{N})]+$/u, '');
  return t && HAS_WORD.test(t) ? `${t}.` : '';
}

/**
 * Parts joined as whole sentences within `max` characters: each sentence is taken in order if it
 * fits, skipped if not; if not even the first fits, it is cut at a word boundary.
 */
export function fitSentences(
  parts: ReadonlyArray<string | null | undefined | false>,
  max: number,
): string {
  const all = sentences(joinSentences(parts));
  let out = '';
  for (const s of all) {
    const next = out ? `${out} ${s}` : s;
    if (next.length <= max) out = next;
    else if (!out) out = cutSentence(s, max);
  }
  return out;
}

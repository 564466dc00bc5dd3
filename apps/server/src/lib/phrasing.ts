/**
 * One phrasing layer for every text the server writes from parts (issue 19): the profile builder's
 * built-in writer and the assistant's built-in replies. Whole sentences, punctuation mended around
 * member text, lists that read naturally, no doubled spaces or words.
 *
 * First version written with the contracts; `phrasing.test.ts` holds its rules.
 */

const FINAL = /[.!?…]["')\]]*$/u;

/** Collapses runs of spaces, trims, and removes spaces before punctuation. */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?;:…])/g, '$1')
    .trim();
}

/** Member text as one or more whole sentences: tidied, first letter upper case, final punctuation added. */
export function asSentence(text: string): string {
  let t = tidy(text)
    .replace(/[,;:\-–—]+$/u, '')
    .trim();
  if (!t) return '';
  t = t.charAt(0).toUpperCase() + t.slice(1);
  return FINAL.test(t) ? t : `${t}.`;
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
  return out.join(' ');
}

/** 'a', 'a and b', 'a, b and c' (no Oxford comma); duplicates and blanks dropped. */
export function listText(items: readonly string[], conj: 'and' | 'or' = 'and'): string {
  const clean = [...new Set(items.map((i) => tidy(i)).filter(Boolean))];
  if (clean.length === 0) return '';
  if (clean.length === 1) return clean[0]!;
  return `${clean.slice(0, -1).join(', ')} ${conj} ${clean.at(-1)}`;
}

/** One of the choices, by a random source (tests pass a seeded one). */
export function pick<T>(items: readonly T[], rng: () => number = Math.random): T {
  return items[Math.min(items.length - 1, Math.floor(rng() * items.length))]!;
}

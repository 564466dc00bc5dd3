/**
 * A count with its noun, in the right number: '1 member', '2 members', '0 members' (English: one is
 * singular, everything else plural). `many` for nouns whose plural is not the singular plus 's'.
 */
export function plural(
  count: number,
  one: string,
  many = `${one}s`,
  shown = String(count),
): string {
  return `${shown} ${count === 1 ? one : many}`;
}

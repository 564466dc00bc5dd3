/** #tags in a post's text: letters, digits and underscores after '#', lower-cased, once each. */
const TAG = /(?:^|[^\p{L}\p{N}_&#])#([\p{L}\p{N}_]{1,50})/gu;
export const TAGS_MAX = 20;

export function tagsOf(text: string): string[] {
  const tags = new Set<string>();
  for (const m of text.matchAll(TAG)) {
    if (m[1]) tags.add(m[1].toLowerCase());
    if (tags.size === TAGS_MAX) break;
  }
  return [...tags];
}

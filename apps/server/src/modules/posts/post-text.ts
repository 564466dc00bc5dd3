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

/** @usernames in a text (usernames are lower-case letters, digits, '_' and '.'), once each. */
const MENTION = /(?:^|[^\p{L}\p{N}_.@])@([a-z0-9][a-z0-9_.]{2,29})/giu;
export const MENTIONS_MAX = 20;

export function mentionsOf(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(MENTION)) {
    if (m[1]) names.add(m[1].toLowerCase().replace(/\.+$/, ''));
    if (names.size === MENTIONS_MAX) break;
  }
  return [...names].filter((n) => n.length >= 3);
}

/** Up to two initials from a name ('Blaze User' -> 'BU'); 'U' when there is nothing to use. */
export function getInitials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/[\s._-]+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word));
  const letters = words
    .slice(0, 2)
    .map((word) => Array.from(word.replace(/[^\p{L}\p{N}]/gu, ''))[0] ?? '')
    .join('')
    .toUpperCase();
  return letters || 'U';
}

/** Lower case without accents, so 'jose' finds 'José'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The members whose name or username contains every typed word, in their original order. */
export function filterByName<T extends { displayName: string | null; username: string }>(
  members: readonly T[],
  typed: string,
): T[] {
  const words = fold(typed).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...members];
  return members.filter((member) => {
    const haystack = fold(`${member.displayName ?? ''} ${member.username}`);
    return words.every((word) => haystack.includes(word));
  });
}

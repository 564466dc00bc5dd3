/** An id a member can quote to support: 'err_' + time (base 36) + a random part. */
export function createErrorId(
  now: number = Date.now(),
  random: () => number = Math.random,
): string {
  const part = Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0');
  return `err_${now.toString(36)}_${part}`;
}

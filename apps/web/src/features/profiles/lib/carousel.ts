/** Page maths of the profile card's vertical carousel (spec section 4): pages wrap around. */
export function wrapPage(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** A vertical drag past the threshold turns the page: up shows the next one, down the previous. */
export function dragStep(deltaY: number, thresholdPx: number): -1 | 0 | 1 {
  if (deltaY <= -thresholdPx) return 1;
  if (deltaY >= thresholdPx) return -1;
  return 0;
}

export type Role = 'top' | 'bottom' | 'vers' | 'side';

/** The roles with an icon, from the positions a member picked ('vers-top' counts as vers). */
export function rolesOf(positions: readonly string[]): Role[] {
  const roles = new Set<Role>();
  for (const position of positions) {
    if (position === 'top' || position === 'bottom' || position === 'side') roles.add(position);
    else if (position.startsWith('vers')) roles.add('vers');
  }
  return [...roles];
}

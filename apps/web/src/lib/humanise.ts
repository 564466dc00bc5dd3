/** A catalogue id in words: 'not-disclosed' -> 'Not disclosed', 'vers-top' -> 'Vers top'. */
export function humanise(value: string): string {
  const words = value.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

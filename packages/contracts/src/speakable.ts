/**
 * The words a voice should say for a reply written for the screen (spec section 7: markdown and emoji
 * stripped before speaking). Pure and without zod, so the server's speech route and the browser's
 * speech synthesis strip the same way.
 */

// Emoji: pictographs with their variation selectors, joiners, skin tones, keycaps and flags.
const EMOJI =
  /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\u{E0020}-\u{E007F}]|\u200D|\uFE0E|\uFE0F|\u20E3/gu;

/** A line's markdown: headings, quotes, bullets, numbered items, rules and table separators. */
function plainLine(line: string): string {
  const trimmed = line.trim();
  // A rule (---, ***) or a table's separator row (|---|:--:|).
  if (/^([-*_]\s*){3,}$/.test(trimmed) || /^\|[\s|:-]*-[\s|:-]*$/.test(trimmed)) return '';
  return trimmed
    .replace(/^#{1,6}\s+/, '')
    .replace(/^(>\s*)+/, '')
    .replace(/^[-*+•]\s+/, '')
    .replace(/^\d{1,3}[.)]\s+/, '')
    .replace(/^\|\s*|\s*\|$/g, '')
    .replace(/\s*\|\s*/g, ', ');
}

/** Inline markdown: images and links keep their words, code keeps its text, emphasis goes. */
function plainInline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
    .replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?![\w*])/g, '$1$2')
    .replace(/(^|[^\w])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1$2');
}

/**
 * `text` as it should be spoken: markdown and emoji gone, one line of sentences (a line that ends
 * without punctuation gets a full stop, so a list is read with pauses), spacing mended. Empty when
 * nothing speakable is left.
 */
export function speakableText(text: string): string {
  const lines = text
    .replace(/```[^\n]*\n?/g, '\n')
    .split(/\r?\n/)
    .map((line) => plainInline(plainLine(line)).replace(EMOJI, ' ').replace(/\s+/g, ' ').trim())
    .filter((line) => /[\p{L}\p{N}]/u.test(line));
  return lines
    .map((line, i) => (i < lines.length - 1 && !/[.!?…:;,]$/.test(line) ? `${line}.` : line))
    .join(' ')
    .replace(/\s+([.,!?;:…])/g, '$1')
    .trim();
}

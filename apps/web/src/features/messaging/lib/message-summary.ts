import type { Message } from '@blaze/contracts/messaging';

const KIND_LABELS: Record<Message['kind'], string> = {
  text: '',
  photo: 'Photo',
  album: 'Shared a private album',
  location: 'Location',
  system: '',
  story: '',
  listing: 'Asked about a listing',
};

/**
 * A message in one line (alerts, the actions sheet): its text, or what it is for a photo, album or
 * pin; 'Message unsent' once unsent. Long text is cut at `max` characters.
 */
export function messageSummary(
  message: Pick<Message, 'kind' | 'text' | 'unsent'>,
  max = Infinity,
): string {
  if (message.unsent) return 'Message unsent';
  // A story reply or reaction reads as its words (or its emoji).
  // A listing message with words reads as them; without, as what it is.
  if (message.kind === 'listing' && !message.text) return KIND_LABELS.listing;
  if (message.kind !== 'text' && message.kind !== 'story' && message.kind !== 'listing')
    return KIND_LABELS[message.kind];
  const text = (message.text ?? '').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * The one line a conversation list shows for its last message. No zod here: the web app's realtime
 * client patches the lists with it from the shell bundle, and the server's mapper builds the same.
 */
export const MESSAGE_PREVIEW_MAX = 120;

const KIND_PREVIEW: Record<string, string> = {
  photo: 'Photo',
  album: 'Shared a private album',
  location: 'Location',
};

const SYSTEM_PREVIEW: Record<string, string> = {
  created: 'Group created',
  added: 'New members joined',
  left: 'A member left',
  renamed: 'Group renamed',
  timer: 'Disappearing messages changed',
};

export function messagePreviewText(message: {
  kind: string;
  text: string | null;
  unsent: boolean;
  /** A system message's event. */
  event?: string | null | undefined;
  /** A story message: a reaction (the text is its emoji) rather than a reply. */
  reaction?: boolean | undefined;
}): string {
  if (message.unsent) return 'Message unsent';
  if (message.kind === 'text') return (message.text ?? '').slice(0, MESSAGE_PREVIEW_MAX);
  if (message.kind === 'system') return SYSTEM_PREVIEW[message.event ?? ''] ?? 'Update';
  if (message.kind === 'story')
    return message.reaction
      ? `Reacted ${message.text ?? ''} to a story`
      : `Story reply: ${message.text ?? ''}`.slice(0, MESSAGE_PREVIEW_MAX);
  if (message.kind === 'listing')
    return message.text
      ? `About a listing: ${message.text}`.slice(0, MESSAGE_PREVIEW_MAX)
      : 'Asked about a listing';
  return KIND_PREVIEW[message.kind] ?? 'Message';
}

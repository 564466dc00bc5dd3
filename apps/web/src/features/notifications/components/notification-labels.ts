import type { NotificationKind, NotificationPreview } from '@blaze/contracts/notifications';

/** Each kind in his words, with what it covers. */
export const KIND_LABELS: Readonly<Record<NotificationKind, { label: string; hint: string }>> = {
  message: { label: 'Messages', hint: 'New messages in chats you have not muted' },
  match: { label: 'Matches', hint: 'When you and someone like each other' },
  story_reply: { label: 'Story replies', hint: 'Replies and reactions to your stories' },
  like: { label: 'Likes', hint: 'Likes on your posts' },
  comment: { label: 'Comments', hint: 'Comments on your posts' },
  follow: { label: 'New followers', hint: 'When someone follows you' },
  mention: { label: 'Mentions', hint: 'When someone mentions you' },
  event: { label: 'Events', hint: 'Reminders, and changes to events you answered' },
  moderation: { label: 'Safety notices', hint: 'Decisions on your reports and your account' },
  add_on: { label: 'Boost and Right Now', hint: 'When your Boost or Right Now ends' },
};

export const PREVIEW_OPTIONS: readonly { value: NotificationPreview; label: string }[] = [
  { value: 'none', label: "Nothing (just 'New message')" },
  { value: 'sender', label: 'Sender' },
  { value: 'preview', label: 'Sender and message' },
];

/* The kinds of event and their names. Zod-free, so the shell loads without zod (issue 29). */

export const EVENT_KINDS = [
  'party',
  'club-night',
  'meetup',
  'sauna-night',
  'drag-show',
  'pride',
  'social',
  'other',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  party: 'Party',
  'club-night': 'Club night',
  meetup: 'Meet-up',
  'sauna-night': 'Sauna night',
  'drag-show': 'Drag show',
  pride: 'Pride',
  social: 'Social',
  other: 'Other',
};

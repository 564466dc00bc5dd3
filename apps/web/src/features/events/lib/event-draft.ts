import type {
  EventAttendeeList,
  EventCreateBody,
  EventDetail,
  EventKind,
  EventUpdateBody,
  EventVisibility,
} from '@blaze/contracts/events';

/** The form's fields, as text where the member types. */
export type EventDraft = {
  title: string;
  details: string;
  kind: EventKind;
  place: 'city' | 'venue';
  city: string;
  venueId: string;
  timeZone: string;
  startsAt: string;
  endsAt: string;
  capacity: string;
  ticketUrl: string;
  visibility: EventVisibility;
  attendeeList: EventAttendeeList;
  coverPhotoId: string | null;
};

const localIn = (hours: number, from: Date) => {
  const d = new Date(from.getTime() + hours * 3600 * 1000);
  d.setMinutes(0, 0, 0);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:00`;
};

/** A new event: tomorrow evening-ish in his own zone, public, open guest list. */
export function emptyDraft(now = new Date(), zone?: string): EventDraft {
  return {
    title: '',
    details: '',
    kind: 'party',
    place: 'city',
    city: '',
    venueId: '',
    timeZone: zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    startsAt: localIn(24, now),
    endsAt: localIn(28, now),
    capacity: '',
    ticketUrl: '',
    visibility: 'public',
    attendeeList: 'everyone',
    coverPhotoId: null,
  };
}

export function draftOf(event: EventDetail): EventDraft {
  return {
    title: event.title,
    details: event.details,
    kind: event.kind,
    place: event.venueId ? 'venue' : 'city',
    city: event.venueId ? '' : event.city,
    venueId: event.venueId ?? '',
    timeZone: event.timeZone,
    startsAt: event.startsLocal,
    endsAt: event.endsLocal,
    capacity: event.capacity === null ? '' : String(event.capacity),
    ticketUrl: event.ticketUrl ?? '',
    visibility: event.visibility,
    attendeeList: event.attendeeList,
    coverPhotoId: event.coverPhotoId,
  };
}

/** The body of a new event (the server checks everything again and says what is wrong). */
export function createBody(d: EventDraft): EventCreateBody {
  const capacity = d.capacity.trim() === '' ? null : Number(d.capacity);
  return {
    title: d.title.trim(),
    details: d.details.trim(),
    kind: d.kind,
    startsAt: d.startsAt,
    endsAt: d.endsAt,
    ...(d.place === 'venue'
      ? { venueId: d.venueId.trim() }
      : { city: d.city.trim(), timeZone: d.timeZone }),
    capacity: capacity !== null && Number.isFinite(capacity) ? capacity : null,
    ticketUrl: d.ticketUrl.trim() || null,
    visibility: d.visibility,
    attendeeList: d.attendeeList,
    coverPhotoId: d.coverPhotoId,
  };
}

/** Only what changed (a start left alone may already lie in the past while the event is on). */
export function updateBody(before: EventDraft, after: EventDraft): EventUpdateBody {
  const a = createBody(after);
  const b = createBody(before);
  const out: Record<string, unknown> = {};
  for (const key of [
    'title',
    'details',
    'kind',
    'startsAt',
    'endsAt',
    'capacity',
    'ticketUrl',
    'visibility',
    'attendeeList',
    'coverPhotoId',
  ] as const)
    if (a[key] !== b[key]) out[key] = a[key];
  const placeMoved =
    after.place !== before.place ||
    (after.place === 'venue' ? a.venueId !== b.venueId : a.city !== b.city);
  if (placeMoved) {
    if (after.place === 'venue') Object.assign(out, { venueId: a.venueId, city: null });
    else Object.assign(out, { city: a.city, venueId: null, timeZone: after.timeZone });
  } else if (after.place === 'city' && after.timeZone !== before.timeZone)
    out.timeZone = after.timeZone;
  return out as EventUpdateBody;
}

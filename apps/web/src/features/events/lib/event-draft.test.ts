import { describe, expect, it } from 'vitest';
import { createBody, emptyDraft, updateBody } from '@/features/events/lib/event-draft';

describe('event drafts', () => {
  const now = new Date(2026, 4, 1, 15, 30);
  const draft = { ...emptyDraft(now, 'Europe/Berlin'), title: ' Party ', city: 'Berlin' };

  it('starts tomorrow at the hour, ends four hours later, in his zone', () => {
    expect(emptyDraft(now, 'Europe/Berlin')).toMatchObject({
      startsAt: '2026-05-02T15:00',
      endsAt: '2026-05-02T19:00',
      timeZone: 'Europe/Berlin',
    });
  });

  it('sends a city with its zone, or a venue alone, and no capacity when empty', () => {
    expect(createBody(draft)).toMatchObject({
      title: 'Party',
      city: 'Berlin',
      timeZone: 'Europe/Berlin',
      capacity: null,
      ticketUrl: null,
    });
    const atVenue = createBody({ ...draft, place: 'venue', venueId: 'v1', capacity: '12' });
    expect(atVenue).toMatchObject({ venueId: 'v1', capacity: 12 });
    expect(atVenue).not.toHaveProperty('city');
  });

  it('sends only what changed on an edit', () => {
    expect(updateBody(draft, { ...draft, capacity: '5' })).toEqual({ capacity: 5 });
    expect(updateBody(draft, { ...draft, place: 'venue', venueId: 'v2' })).toEqual({
      venueId: 'v2',
      city: null,
    });
    expect(updateBody(draft, draft)).toEqual({});
  });
});

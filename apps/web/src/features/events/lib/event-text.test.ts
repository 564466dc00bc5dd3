import { describe, expect, it } from 'vitest';
import { eventTimes, myAnswer, placeLine, rsvpSummary } from '@/features/events/lib/event-text';

describe('event texts', () => {
  it('says where: the venue and city, or the city alone', () => {
    expect(placeLine({ venue: 'Tom Bar', city: 'Berlin' })).toBe('Tom Bar, Berlin');
    expect(placeLine({ venue: '', city: 'Berlin' })).toBe('Berlin');
  });

  it('counts answers and the spots left', () => {
    const e = { going: 3, interested: 0, capacity: null, ctaLabel: null };
    expect(rsvpSummary(e)).toBe('3 going');
    expect(rsvpSummary({ ...e, interested: 2, capacity: 4 })).toBe(
      '3 going · 2 interested · 1 spot left',
    );
    expect(rsvpSummary({ ...e, capacity: 3 })).toBe('3 going · Full');
    expect(rsvpSummary({ ...e, ctaLabel: 'Get Tickets' })).toBe('0 interested');
  });

  it('says my answer, with my place on the waitlist', () => {
    expect(myAnswer({ myRsvp: 'waitlisted', waitlistPosition: 2 })).toBe(
      "You're on the waitlist (#2)",
    );
    expect(myAnswer({ myRsvp: null, waitlistPosition: null })).toBeNull();
  });

  it("gives the times in the event's zone", () => {
    expect(
      eventTimes(
        {
          startsAt: '2026-07-10T21:00:00.000Z',
          endsAt: '2026-07-11T03:00:00.000Z',
          timeZone: 'Europe/Berlin',
        },
        'en-GB',
      ),
    ).toBe('Fri 10 Jul, 23:00 – 05:00 (Europe/Berlin)');
  });
});

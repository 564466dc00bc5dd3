import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { ActivityItem, EventAttendees, EventDetail, EventsPage } from '@blaze/contracts';
import { CITIES, EVENT_DETAILS_MAX } from '@blaze/contracts';
import { reports } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { memoryEventBus } from '../../realtime/event-bus.ts';
import {
  createTestApp,
  multipartFile,
  signUp,
  testPhotoUrl,
  type TestApp,
} from '../../test/test-app.ts';
import { insertVenue } from '../../test/venues.ts';
import { activityService } from '../activity/activity.service.ts';
import { blocksService } from '../blocks/blocks.service.ts';
import { profilesService } from '../profiles/profiles.service.ts';
import { eventReminders } from './events.service.ts';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { clock });
});
afterAll(async () => t?.close());

const HOUR = 3600_000;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Member = { id: string; cookie: string };
const req = (method: Method, url: string, m: Member, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload ? { payload } : {}) });

async function member(): Promise<Member> {
  const m = await signUp(t.app);
  return { id: m.body.user.id, cookie: m.cookie };
}
type Eight = [Member, Member, Member, Member, Member, Member, Member, Member];
/** `n` new members (up to eight), to destructure. */
async function members(n: number): Promise<Eight> {
  const out: Member[] = [];
  for (let i = 0; i < n; i++) out.push(await member());
  return out as Eight;
}

/** A wall-clock time `hours` from the clock's now, in UTC (the zone city events below use). */
const utcIn = (hours: number) =>
  new Date(clock.now().getTime() + hours * HOUR).toISOString().slice(0, 16);

const base = (over: object = {}) => ({
  title: 'Rooftop Social',
  kind: 'meetup',
  city: 'Lisbon',
  timeZone: 'UTC',
  startsAt: utcIn(24),
  endsAt: utcIn(28),
  ...over,
});

async function host(m: Member, over: object = {}): Promise<EventDetail> {
  const res = await req('POST', '/api/events', m, base(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const rsvp = (m: Member, id: string, status: 'going' | 'interested', invite?: string) =>
  req('PUT', `/api/events/${id}/rsvp`, m, invite ? { status, invite } : { status });
async function answer(m: Member, id: string, status: 'going' | 'interested'): Promise<EventDetail> {
  const res = await rsvp(m, id, status);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function view(m: Member, id: string, qs = ''): Promise<EventDetail> {
  const res = await req('GET', `/api/events/${id}${qs}`, m);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function activity(m: Member): Promise<ActivityItem[]> {
  const res = await req('GET', '/api/activity', m);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}
const eventItems = async (m: Member, eventId: string) =>
  (await activity(m)).filter((i) => i.event?.id === eventId).map((i) => i.kind);
async function listIds(m: Member, qs = ''): Promise<string[]> {
  const res = await req('GET', `/api/events${qs}`, m);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as EventsPage).events.map((e) => e.id);
}
async function block(a: Member, b: Member) {
  const res = await req('POST', `/api/profiles/${b.id}/block`, a);
  expect(res.statusCode, res.body).toBe(204);
}

/** The reminder sweep as the app's timer runs it, on the same database and clock. */
function remindersSweep(): () => Promise<number> {
  const profiles = profilesService(t.db, blocksService(t.db), testPhotoUrl);
  return eventReminders({
    db: t.db,
    clock,
    activity: activityService({
      db: t.db,
      profiles,
      bus: memoryEventBus(),
      onError: (err) => {
        throw err;
      },
    }),
  });
}

describe('hosting an event', () => {
  it('creates a city-level event at the city centre, hosted by him, with its invite token for him only', async () => {
    const [a, b] = await members(2);
    const e = await host(a, { capacity: 10, details: 'Bring a friend' });
    const lisbon = CITIES.find((c) => c.name === 'Lisbon')!;
    expect(e).toMatchObject({
      title: 'Rooftop Social',
      kind: 'meetup',
      city: 'Lisbon',
      venue: '',
      venueId: null,
      latitude: lisbon.lat,
      longitude: lisbon.lng,
      timeZone: 'UTC',
      capacity: 10,
      status: 'live',
      isHost: true,
      myRsvp: null,
      going: 0,
      ctaLabel: null,
      host: { kind: 'member', id: a.id },
    });
    expect(e.inviteToken).toMatch(/^[\w-]{20,}$/);
    expect(e.startsAt).toBe(`${utcIn(24)}:00.000Z`);
    const seen = await view(b, e.id);
    expect(seen.isHost).toBe(false);
    expect(seen.inviteToken).toBeNull();
    expect(await listIds(a, '?tab=hosting')).toContain(e.id);
  });

  it("places a venue event on the venue's point and zone; the venue hosts when he runs it", async () => {
    const [a, owner] = await members(2);
    const venue = await insertVenue(t.db, { name: 'Tom Bar', latitude: 52.4991, longitude: 13.35 });
    const day = (inDays: number) =>
      new Date(clock.now().getTime() + inDays * 24 * HOUR).toISOString().slice(0, 10);
    const e = await host(a, {
      city: null,
      timeZone: undefined,
      venueId: venue.id,
      startsAt: `${day(30)}T22:00`,
      endsAt: `${day(31)}T04:00`,
    });
    expect(e).toMatchObject({
      venue: 'Tom Bar',
      venueId: venue.id,
      city: 'Berlin',
      latitude: 52.4991,
      longitude: 13.35,
      timeZone: 'Europe/Berlin',
      startsLocal: `${day(30)}T22:00`,
      host: { kind: 'member', id: a.id },
    });
    // 22:00 in Berlin is 20:00 or 21:00 UTC (summer or winter time).
    expect(e.startsAt).toMatch(new RegExp(`^${day(30)}T2[01]:00:00.000Z$`));

    const own = await insertVenue(t.db, { name: 'Owner Club', ownerId: owner.id });
    const byVenue = await host(owner, { city: null, venueId: own.id });
    expect(byVenue.host).toEqual({
      kind: 'venue',
      id: own.id,
      name: 'Owner Club',
      avatarUrl: null,
    });

    const pending = await insertVenue(t.db, { status: 'pending' });
    const res = await req('POST', '/api/events', a, base({ city: null, venueId: pending.id }));
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['a past end date', { startsAt: utcIn(-5), endsAt: utcIn(-2) }, /past/],
    ['an end before the start', { startsAt: utcIn(30), endsAt: utcIn(29) }, /after the start/],
    ['capacity 0', { capacity: 0 }, /at least 1/],
    ['an unknown category', { kind: 'rave' }, /category/i],
    [
      '5 MB of description',
      { details: 'x'.repeat(5 * 1024 * 1024) },
      new RegExp(`${EVENT_DETAILS_MAX}`),
    ],
    ['a non-https ticket link', { ticketUrl: 'http://tickets.example.com/x' }, /https/],
    ['a javascript: ticket link', { ticketUrl: 'javascript:alert(1)' }, /https/],
    [
      'a ticket link and a capacity',
      { ticketUrl: 'https://t.example.com/x', capacity: 5 },
      /ticketed/,
    ],
    ['a venue and a city', { venueId: 'v1' }, /not both/],
    ['no place', { city: null }, /venue or a city/],
    ['a city without a time zone', { timeZone: undefined }, /time zone/],
    ['a zone that does not exist', { timeZone: 'Mars/Olympus' }, /time zone/],
    [
      'a date that does not exist',
      { startsAt: '2099-02-31T10:00', endsAt: '2099-03-01T10:00' },
      /real date/,
    ],
    ['an unknown field', { hostId: 'someone-else' }, /.+/],
  ])('refuses %s with a 400 that says why', async (_what, over, message) => {
    const a = await member();
    const res = await req('POST', '/api/events', a, base(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toMatch(message);
  });

  it('takes a cover he uploaded, signed per viewer; not another member’s upload', async () => {
    const [a, b] = await members(2);
    const bytes = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#c36' },
    })
      .jpeg()
      .toBuffer();
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/events/covers',
      ...(() => {
        const f = multipartFile(bytes);
        return { payload: f.payload, headers: { ...f.headers, cookie: a.cookie } };
      })(),
    });
    expect(up.statusCode, up.body).toBe(201);
    const cover = up.json().id as string;
    expect((await req('POST', '/api/events', b, base({ coverPhotoId: cover }))).statusCode).toBe(
      400,
    );
    const e = await host(a, { coverPhotoId: cover });
    const seen = await view(b, e.id);
    expect(seen.imageUrl).toMatch(/^\/api\/photos\/.+sig=/);
    expect(seen.imageUrl).not.toBe(e.imageUrl);
    const file = await req('GET', seen.imageUrl!, b);
    expect(file.statusCode).toBe(200);
  });
});

describe('RSVP', () => {
  it('gives the last spots to exactly as many as there are, the rest wait in order (concurrent answers)', async () => {
    const a = await member();
    const guests = await members(8);
    const e = await host(a, { capacity: 2 });
    const answers = await Promise.all(guests.map((g) => rsvp(g, e.id, 'going')));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const states = answers.map((r) => (r.json() as EventDetail).myRsvp);
    expect(states.filter((s) => s === 'going')).toHaveLength(2);
    expect(states.filter((s) => s === 'waitlisted')).toHaveLength(6);
    const places = await Promise.all(
      guests.map(async (g) => (await view(g, e.id)).waitlistPosition),
    );
    expect(places.filter((p) => p !== null).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const seen = await view(a, e.id);
    expect(seen).toMatchObject({ going: 2, waitlisted: 6 });
  });

  it('two members taking the last spot at the same moment: one going, one waitlisted', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b, c] = await members(3);
      const e = await host(a, { capacity: 1 });
      const [rb, rc] = await Promise.all([rsvp(b, e.id, 'going'), rsvp(c, e.id, 'going')]);
      const got = [rb.json().myRsvp, rc.json().myRsvp].sort();
      expect(got).toEqual(['going', 'waitlisted']);
    }
  });

  it('promotes the first waiting when a spot frees, and tells him', async () => {
    const [a, b, c, d] = await members(4);
    const e = await host(a, { capacity: 1 });
    expect((await answer(b, e.id, 'going')).myRsvp).toBe('going');
    expect((await answer(c, e.id, 'going')).myRsvp).toBe('waitlisted');
    expect((await answer(d, e.id, 'going')).waitlistPosition).toBe(2);
    // Saying going again changes nothing (he keeps his place).
    expect((await answer(c, e.id, 'going')).waitlistPosition).toBe(1);

    const cancelled = await req('DELETE', `/api/events/${e.id}/rsvp`, b);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().myRsvp).toBeNull();
    expect((await view(c, e.id)).myRsvp).toBe('going');
    expect((await view(d, e.id)).waitlistPosition).toBe(1);
    expect(await eventItems(c, e.id)).toEqual(['event_spot']);
    expect(await eventItems(d, e.id)).toEqual([]);

    // Going -> interested frees the spot too.
    expect((await answer(c, e.id, 'interested')).myRsvp).toBe('interested');
    expect((await view(d, e.id)).myRsvp).toBe('going');
  });

  it('promotes the waiting in order when the host raises or lifts the capacity', async () => {
    const [a, ...all] = await members(5);
    const g = all.slice(0, 4);
    const e = await host(a, { capacity: 1 });
    for (const m of g) await answer(m, e.id, 'going');
    const raised = await req('PATCH', `/api/events/${e.id}`, a, { capacity: 3 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({ going: 3, waitlisted: 1 });
    expect((await view(g[1]!, e.id)).myRsvp).toBe('going');
    expect((await view(g[2]!, e.id)).myRsvp).toBe('going');
    expect((await view(g[3]!, e.id)).myRsvp).toBe('waitlisted');
    expect(await eventItems(g[1]!, e.id)).toEqual(['event_spot']);
    expect(await eventItems(g[3]!, e.id)).toEqual([]);
    // Lowering it keeps who is going; lifting it takes everyone.
    expect((await req('PATCH', `/api/events/${e.id}`, a, { capacity: 1 })).json().going).toBe(3);
    expect((await req('PATCH', `/api/events/${e.id}`, a, { capacity: null })).json().going).toBe(4);
  });

  it('refuses the host himself, a ticketed going, a bad answer and a missing answer', async () => {
    const [a, b] = await members(2);
    const e = await host(a);
    expect((await rsvp(a, e.id, 'going')).statusCode).toBe(400);
    expect((await req('PUT', `/api/events/${e.id}/rsvp`, b, { status: 'maybe' })).statusCode).toBe(
      400,
    );
    expect(
      (await req('PUT', `/api/events/${e.id}/rsvp`, b, { status: 'going', extra: 1 })).statusCode,
    ).toBe(400);
    expect((await req('DELETE', `/api/events/${e.id}/rsvp`, b)).statusCode).toBe(404);
    expect((await rsvp(b, 'no-such-event', 'going')).statusCode).toBe(404);

    const ticketed = await host(a, { ticketUrl: 'https://tickets.example.com/night' });
    expect(ticketed.ctaLabel).toBe('Get Tickets');
    expect((await rsvp(b, ticketed.id, 'going')).statusCode).toBe(400);
    expect((await answer(b, ticketed.id, 'interested')).interested).toBe(1);
  });

  it('refuses answers once the event is over', async () => {
    const [a, b] = await members(2);
    const e = await host(a, { startsAt: utcIn(1), endsAt: utcIn(2) });
    clock.advance(3 * HOUR);
    try {
      expect((await rsvp(b, e.id, 'interested')).statusCode).toBe(409);
    } finally {
      clock.advance(-3 * HOUR);
    }
  });
});

describe('changes and reminders', () => {
  it('tells everyone who answered when the time or place changes, not for a new title', async () => {
    const [a, going, interested, waiting, stranger] = await members(5);
    const e = await host(a, { capacity: 1 });
    await answer(going, e.id, 'going');
    await answer(interested, e.id, 'interested');
    await answer(waiting, e.id, 'going');

    expect(
      (await req('PATCH', `/api/events/${e.id}`, a, { title: 'Rooftop Social II' })).statusCode,
    ).toBe(200);
    expect(await eventItems(going, e.id)).toEqual([]);

    const moved = await req('PATCH', `/api/events/${e.id}`, a, {
      startsAt: utcIn(48),
      endsAt: utcIn(52),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const m of [going, interested, waiting])
      expect(await eventItems(m, e.id)).toEqual(['event_updated']);
    expect(await eventItems(stranger, e.id)).toEqual([]);
    const item = (await activity(going)).find((i) => i.event?.id === e.id)!;
    expect(item.event).toEqual({
      id: e.id,
      title: 'Rooftop Social II',
      startsAt: `${utcIn(48)}:00.000Z`,
    });
    expect(item.actor.id).toBe(a.id);

    // He reads it; a second move is told again (one item, unread again).
    expect((await req('POST', '/api/activity/read', going, {})).statusCode).toBe(200);
    expect((await req('PATCH', `/api/events/${e.id}`, a, { city: 'Madrid' })).statusCode).toBe(200);
    const again = (await activity(going)).filter((i) => i.event?.id === e.id);
    expect(again.map((i) => [i.kind, i.read])).toEqual([['event_updated', false]]);
  });

  it('tells everyone who answered when it is cancelled; it stays visible to them only, marked cancelled', async () => {
    const [a, b, stranger] = await members(3);
    const e = await host(a);
    await answer(b, e.id, 'going');
    const res = await req('POST', `/api/events/${e.id}/cancel`, a);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', badge: 'Cancelled' });
    expect(await eventItems(b, e.id)).toEqual(['event_cancelled']);
    expect((await view(b, e.id)).status).toBe('cancelled');
    expect(await listIds(b, '?tab=going')).toContain(e.id);
    expect((await req('GET', `/api/events/${e.id}`, stranger)).statusCode).toBe(404);
    expect(await listIds(stranger)).not.toContain(e.id);
    expect((await rsvp(b, e.id, 'interested')).statusCode).toBe(409);
    expect((await req('POST', `/api/events/${e.id}/cancel`, a)).statusCode).toBe(409);
    expect((await req('PATCH', `/api/events/${e.id}`, a, { title: 'Back on' })).statusCode).toBe(
      409,
    );
  });

  it('reminds those going or interested once, two hours before the start, by the clock', async () => {
    const sweep = remindersSweep();
    const [a, b, c, waiting] = await members(4);
    const e = await host(a, { capacity: 2, startsAt: utcIn(5), endsAt: utcIn(8) });
    await answer(b, e.id, 'going');
    await answer(c, e.id, 'interested');
    await answer(await member(), e.id, 'going');
    await answer(waiting, e.id, 'going');
    await sweep();
    expect(await eventItems(b, e.id)).toEqual([]);

    clock.advance(3 * HOUR + 60_000);
    try {
      expect(await sweep()).toBeGreaterThanOrEqual(3);
      expect(await eventItems(b, e.id)).toEqual(['event_reminder']);
      expect(await eventItems(c, e.id)).toEqual(['event_reminder']);
      expect(await eventItems(waiting, e.id)).toEqual([]);
      await sweep();
      clock.advance(30 * 60_000);
      await sweep();
      expect((await activity(b)).filter((i) => i.event?.id === e.id)).toHaveLength(1);
    } finally {
      clock.advance(-(3 * HOUR + 31 * 60_000));
    }
  });
});

describe('who sees an event', () => {
  it('followers-only: his followers and those who answered; not strangers, in lists or by id', async () => {
    const [a, follower, stranger] = await members(3);
    expect((await req('PUT', `/api/profiles/${a.id}/follow`, follower)).statusCode).toBe(200);
    const e = await host(a, { visibility: 'followers' });
    expect((await view(follower, e.id)).visibility).toBe('followers');
    expect(await listIds(follower)).toContain(e.id);
    expect((await req('GET', `/api/events/${e.id}`, stranger)).statusCode).toBe(404);
    expect((await rsvp(stranger, e.id, 'going')).statusCode).toBe(404);
    expect(await listIds(stranger)).not.toContain(e.id);
    // Search never finds it for a stranger either.
    const found = await req(
      'GET',
      `/api/search?q=${encodeURIComponent('Rooftop Social')}&kind=events`,
      stranger,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().events.map((x: { id: string }) => x.id)).not.toContain(e.id);
  });

  it('invite link: holders of the token only (and then as answered), never listed or found', async () => {
    const [a, b, stranger] = await members(3);
    const e = await host(a, { visibility: 'invite', title: 'Secret Garden Party' });
    const token = e.inviteToken!;
    expect((await req('GET', `/api/events/${e.id}`, b)).statusCode).toBe(404);
    expect((await req('GET', `/api/events/${e.id}?invite=wrong-token`, b)).statusCode).toBe(404);
    expect((await view(b, e.id, `?invite=${token}`)).title).toBe('Secret Garden Party');
    expect((await rsvp(b, e.id, 'going')).statusCode).toBe(404);
    expect((await rsvp(b, e.id, 'going', token)).statusCode).toBe(200);
    expect((await view(b, e.id)).myRsvp).toBe('going');
    expect(await listIds(b, '?tab=going')).toContain(e.id);
    for (const m of [b, stranger]) expect(await listIds(m)).not.toContain(e.id);
    const found = await req('GET', '/api/search?q=Secret%20Garden&kind=events', stranger);
    expect(found.json().events).toEqual([]);
    // Taking the answer back ends his access.
    expect((await req('DELETE', `/api/events/${e.id}/rsvp`, b)).statusCode).toBe(200);
    expect((await req('GET', `/api/events/${e.id}`, b)).statusCode).toBe(404);
  });

  it('blocks hold both ways: the host’s events vanish, and blocked guests leave the attendee list', async () => {
    const [a, b, c, d] = await members(4);
    const e = await host(a);
    await answer(c, e.id, 'going');
    await answer(d, e.id, 'going');
    await block(b, a);
    expect((await req('GET', `/api/events/${e.id}`, b)).statusCode).toBe(404);
    expect(await listIds(b)).not.toContain(e.id);
    expect((await rsvp(b, e.id, 'going')).statusCode).toBe(404);
    expect((await req('GET', `/api/events/${e.id}`, b)).statusCode).toBe(404);
    // The other way: the host blocks a guest who had answered.
    await block(a, d);
    expect((await req('GET', `/api/events/${e.id}`, d)).statusCode).toBe(404);
    expect(await listIds(d, '?tab=going')).not.toContain(e.id);
    // A guest who blocked another never sees him among the guests.
    await block(c, d);
    const seenByC = (await req('GET', `/api/events/${e.id}/attendees`, c)).json() as EventAttendees;
    expect(seenByC.going.map((x) => x.id)).toEqual([c.id]);
    const seenByHost = (
      await req('GET', `/api/events/${e.id}/attendees`, a)
    ).json() as EventAttendees;
    expect(seenByHost.going.map((x) => x.id)).toEqual([c.id]);
  });

  it('the attendee list as the host allows: everyone, attendees only, host only', async () => {
    const [a, b, c] = await members(3);
    const open = await host(a);
    await answer(b, open.id, 'going');
    const list = await req('GET', `/api/events/${open.id}/attendees`, c);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().going.map((x: { id: string }) => x.id)).toEqual([b.id]);
    expect(list.json().waitlist).toEqual([]);
    expect(JSON.stringify(list.json())).not.toMatch(/latitude|longitude|email/);

    const guests = await host(a, { attendeeList: 'attendees' });
    await answer(b, guests.id, 'interested');
    expect((await req('GET', `/api/events/${guests.id}/attendees`, c)).statusCode).toBe(403);
    expect((await view(c, guests.id)).canSeeAttendees).toBe(false);
    expect((await req('GET', `/api/events/${guests.id}/attendees`, b)).statusCode).toBe(200);

    const hidden = await host(a, { attendeeList: 'host', capacity: 1 });
    await answer(b, hidden.id, 'going');
    await answer(c, hidden.id, 'going');
    expect((await req('GET', `/api/events/${hidden.id}/attendees`, b)).statusCode).toBe(403);
    const mine = (
      await req('GET', `/api/events/${hidden.id}/attendees`, a)
    ).json() as EventAttendees;
    expect(mine.going.map((x) => x.id)).toEqual([b.id]);
    expect(mine.waitlist.map((x) => x.id)).toEqual([c.id]);
  });

  it("refuses another member's id on edit, cancel and the attendee list", async () => {
    const [a, b] = await members(2);
    const e = await host(a, { attendeeList: 'host' });
    expect((await req('PATCH', `/api/events/${e.id}`, b, { title: 'Mine now' })).statusCode).toBe(
      403,
    );
    expect((await req('POST', `/api/events/${e.id}/cancel`, b)).statusCode).toBe(403);
    expect((await req('GET', `/api/events/${e.id}/attendees`, b)).statusCode).toBe(403);
    const hidden = await host(a, { visibility: 'invite' });
    for (const [method, url, body] of [
      ['PATCH', `/api/events/${hidden.id}`, { title: 'Mine now' }],
      ['POST', `/api/events/${hidden.id}/cancel`, undefined],
      ['GET', `/api/events/${hidden.id}/attendees`, undefined],
      ['POST', `/api/events/${hidden.id}/report`, { reason: 'spam' }],
    ] as const)
      expect((await req(method, url, b, body)).statusCode).toBe(404);
    expect((await view(a, e.id)).title).toBe('Rooftop Social');
    expect(
      (await req('PATCH', `/api/events/${e.id}`, a, { startsAt: utcIn(-10) })).statusCode,
    ).toBe(400);
    expect((await req('PATCH', `/api/events/${e.id}`, a, {})).statusCode).toBe(400);
  });

  it('reports go to the report store with the words kept', async () => {
    const [a, b] = await members(2);
    const e = await host(a, { details: 'Something rude here' });
    const res = await req('POST', `/api/events/${e.id}/report`, b, { reason: 'spam' });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await t.db.select().from(reports).where(eq(reports.id, res.json().id));
    expect(stored).toMatchObject({
      reporterId: b.id,
      reportedId: a.id,
      targetKind: 'event',
      targetId: e.id,
    });
    expect(stored!.evidence).toContain('Something rude here');
    expect(
      (await req('POST', `/api/events/${e.id}/report`, a, { reason: 'spam' })).statusCode,
    ).toBe(400);
  });

  it("lists a venue's events wherever I am, and my own under Hosting", async () => {
    const [a, b] = await members(2);
    const venue = await insertVenue(t.db, {
      city: 'Madrid',
      latitude: 40.42,
      longitude: -3.7,
      timeZone: 'Europe/Madrid',
    });
    const e = await host(a, { city: null, timeZone: undefined, venueId: venue.id });
    const other = await host(a);
    const ids = await listIds(b, `?venueId=${venue.id}`);
    expect(ids).toEqual([e.id]);
    expect(await listIds(a, '?tab=hosting')).toEqual(expect.arrayContaining([e.id, other.id]));
    expect(await listIds(b, '?tab=hosting')).not.toContain(e.id);
    expect((await req('GET', '/api/events?tab=mine', b)).statusCode).toBe(400);
  });
});

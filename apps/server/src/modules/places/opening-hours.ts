import type { HourException, OpeningHours, OpeningState } from '@blaze/contracts';

/** A venue's hours as stored: weekly times and dated exceptions, local to its IANA time zone. */
export type Hours = { timeZone: string; hours: OpeningHours[]; hourExceptions: HourException[] };
type Interval = { opens: string; closes: string };

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock at `now` in a time zone: its date ('YYYY-MM-DD'), weekday (Sunday 0) and 'HH:MM'. */
export function localClock(now: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, weekday: weekdayOf(date), time: `${parts.hour}:${parts.minute}` };
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const addDays = (date: string, days: number) =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
/** Closes at or before it opens: the night runs past midnight (equal: around the clock). */
const overnight = (i: Interval) => i.closes <= i.opens;

/** One local date's opening times: its dated exception when it has one, else its weekday's hours. */
function scheduleOn(h: Hours, date: string): Interval[] {
  const exception = h.hourExceptions.find((e) => e.date === date);
  if (exception) return 'closed' in exception ? [] : [exception];
  const day = weekdayOf(date);
  return h.hours
    .filter((x) => x.day === day)
    .map(({ opens, closes }) => ({ opens, closes }))
    .sort((a, b) => a.opens.localeCompare(b.opens));
}

/**
 * Open now, in the venue's own time zone: today's times, or last night's that run past midnight (an
 * exception for today does not cut yesterday's night short). When closed, the next opening within a
 * week. The SQL filter `venue_open_at` (migration 0022) decides the same way; a test holds them equal.
 */
export function openingState(h: Hours, now: Date): OpeningState {
  const { date, time } = localClock(now, h.timeZone);
  const closesAt = (i: Interval) => (i.opens === i.closes ? null : i.closes);
  const lastNight = scheduleOn(h, addDays(date, -1)).find((i) => overnight(i) && time < i.closes);
  if (lastNight) return { openNow: true, closesAt: closesAt(lastNight), opensAt: null };
  const today = scheduleOn(h, date);
  const tonight = today.find((i) => i.opens <= time && (overnight(i) || time < i.closes));
  if (tonight) return { openNow: true, closesAt: closesAt(tonight), opensAt: null };
  const later = today.find((i) => i.opens > time);
  if (later) return { openNow: false, closesAt: null, opensAt: opening(date, 0, later) };
  for (let inDays = 1; inDays <= 7; inDays++) {
    const day = addDays(date, inDays);
    const first = scheduleOn(h, day)[0];
    if (first) return { openNow: false, closesAt: null, opensAt: opening(day, inDays, first) };
  }
  return { openNow: false, closesAt: null, opensAt: null };
}

const opening = (date: string, inDays: number, i: Interval) => ({
  time: i.opens,
  inDays,
  weekday: weekdayOf(date),
});

const WEEK_MINUTES = 7 * 1440;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The weekly hours as minutes of the week (Sunday 00:00 = 0), PostgreSQL's int4multirange text: the
 * list filter's fast path (`venues.open_week`) for venues without dated exceptions. A night past
 * Saturday midnight wraps to Sunday morning.
 */
export function weekMinutes(hours: OpeningHours[]): string {
  const ranges: Array<[number, number]> = [];
  for (const h of hours) {
    const start = h.day * 1440 + minutesOf(h.opens);
    const length = (minutesOf(h.closes) - minutesOf(h.opens) + 1440) % 1440 || 1440;
    const end = start + length;
    if (end <= WEEK_MINUTES) ranges.push([start, end]);
    else ranges.push([start, WEEK_MINUTES], [0, end - WEEK_MINUTES]);
  }
  return `{${ranges.map(([a, b]) => `[${a},${b})`).join(',')}}`;
}

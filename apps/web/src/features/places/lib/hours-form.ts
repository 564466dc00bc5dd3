import type { OpeningHours } from '@blaze/contracts/places';

/** One weekday in the hours editor: closed, or one opening time (a night may close after midnight). */
export type DayRow = { day: number; open: boolean; opens: string; closes: string };

/** Monday first, as a week reads. */
export const EDITOR_DAYS = [1, 2, 3, 4, 5, 6, 0] as const;

export function rowsFromHours(hours: OpeningHours[]): DayRow[] {
  return EDITOR_DAYS.map((day) => {
    const first = hours.find((h) => h.day === day);
    return first
      ? { day, open: true, opens: first.opens, closes: first.closes }
      : { day, open: false, opens: '18:00', closes: '02:00' };
  });
}

/**
 * The weekly hours the editor stands for. A day with more than one opening time (set through the API)
 * keeps its other times unless the editor changed that day.
 */
export function hoursFromRows(rows: DayRow[], before: OpeningHours[]): OpeningHours[] {
  return rows.flatMap((r) => {
    if (!r.open) return [];
    const old = before.filter((h) => h.day === r.day);
    const [first, ...rest] = old;
    const unchanged = first && first.opens === r.opens && first.closes === r.closes;
    return [{ day: r.day, opens: r.opens, closes: r.closes }, ...(unchanged ? rest : [])];
  });
}

/** 'leather, Bears ,drag' -> ['leather', 'bears', 'drag'] (each once). */
export function tagsFromText(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

import { describe, expect, it } from 'vitest';
import { hoursFromRows, rowsFromHours, tagsFromText } from '@/features/places/lib/hours-form';

describe('hours editor', () => {
  it('round-trips weekly hours, nights past midnight included', () => {
    const hours = [
      { day: 5, opens: '22:00', closes: '04:00' },
      { day: 6, opens: '22:00', closes: '05:00' },
    ];
    const rows = rowsFromHours(hours);
    expect(rows.map((r) => r.day)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(rows.find((r) => r.day === 5)).toEqual({
      day: 5,
      open: true,
      opens: '22:00',
      closes: '04:00',
    });
    expect(rows.find((r) => r.day === 1)?.open).toBe(false);
    expect(hoursFromRows(rows, hours)).toEqual(hours);
  });

  it('keeps a second opening time of an untouched day, drops it when the day changes', () => {
    const hours = [
      { day: 0, opens: '10:00', closes: '14:00' },
      { day: 0, opens: '18:00', closes: '23:00' },
    ];
    const rows = rowsFromHours(hours);
    expect(hoursFromRows(rows, hours)).toEqual(hours);
    const changed = rows.map((r) => (r.day === 0 ? { ...r, closes: '15:00' } : r));
    expect(hoursFromRows(changed, hours)).toEqual([{ day: 0, opens: '10:00', closes: '15:00' }]);
    const closed = rows.map((r) => (r.day === 0 ? { ...r, open: false } : r));
    expect(hoursFromRows(closed, hours)).toEqual([]);
  });

  it('reads tags from a comma-separated text', () => {
    expect(tagsFromText('leather, Bears ,drag,, bears')).toEqual(['leather', 'bears', 'drag']);
  });
});

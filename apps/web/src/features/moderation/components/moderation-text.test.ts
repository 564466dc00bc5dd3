import { describe, expect, it } from 'vitest';
import { ageText, isOverdue } from '@/features/moderation/components/moderation-text';

describe('report age', () => {
  it('reads in hours for two days, then in days', () => {
    expect(ageText(0)).toBe('under 1 h');
    expect(ageText(5)).toBe('5 h');
    expect(ageText(47)).toBe('47 h');
    expect(ageText(49)).toBe('2 d');
  });

  it('marks only unreviewed reports past the promise as overdue', () => {
    expect(isOverdue({ status: 'open', ageHours: 24 }, 24)).toBe(true);
    expect(isOverdue({ status: 'open', ageHours: 23 }, 24)).toBe(false);
    expect(isOverdue({ status: 'escalated', ageHours: 90 }, 24)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { humanise } from '@/lib/humanise';

describe('humanise', () => {
  it('humanises catalogue ids', () => {
    expect(humanise('not-disclosed')).toBe('Not disclosed');
    expect(humanise('vers-top')).toBe('Vers top');
  });
});

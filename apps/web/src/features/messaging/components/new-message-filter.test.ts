import { describe, expect, it } from 'vitest';
import { filterByName } from '@/features/messaging/components/new-message-filter';

const members = [
  { displayName: 'José Ramos', username: 'jr_bcn' },
  { displayName: null, username: 'marco_ams' },
  { displayName: 'Bruno', username: 'bear_bruno' },
];

describe('filterByName', () => {
  it('keeps everyone when nothing is typed', () => {
    expect(filterByName(members, '  ')).toHaveLength(3);
  });

  it('matches display names and usernames, ignoring case and accents', () => {
    expect(filterByName(members, 'jose').map((m) => m.username)).toEqual(['jr_bcn']);
    expect(filterByName(members, 'MARCO').map((m) => m.username)).toEqual(['marco_ams']);
    expect(filterByName(members, 'bear').map((m) => m.username)).toEqual(['bear_bruno']);
  });

  it('needs every typed word', () => {
    expect(filterByName(members, 'jose ramos')).toHaveLength(1);
    expect(filterByName(members, 'jose bruno')).toHaveLength(0);
  });
});

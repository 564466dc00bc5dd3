import { describe, expect, it } from 'vitest';
import type { NearbyMember } from '@blaze/contracts/discovery';
import { describeMember } from '@/features/discovery/lib/describe-member';

const marco: NearbyMember = {
  id: 'm1',
  username: 'marco',
  displayName: 'Marco',
  age: 29,
  avatarUrl: null,
  isOnline: true,
  profileType: 'dating',
  tribe: null,
  bodyType: null,
  isVerified: false,
  distance: '1.5 km',
  area: { lat: 51.5, lng: -0.1 },
  lastActive: null,
  isFavourite: false,
  isNew: false,
  visitingFrom: null,
  isBoosted: false,
};

describe('describeMember', () => {
  it('reads the tile in its visible order', () => {
    expect(describeMember(marco)).toBe('Marco 29, 1.5 km away, online');
  });

  it('says a roaming member is visiting, and from where (decision 022)', () => {
    expect(describeMember({ ...marco, visitingFrom: 'Berlin' })).toBe(
      'Marco 29, 1.5 km away, visiting from Berlin, online',
    );
  });

  it('says a verified member is verified, right after his name (decision 029)', () => {
    expect(describeMember({ ...marco, isVerified: true })).toBe(
      'Marco 29, verified, 1.5 km away, online',
    );
  });
});

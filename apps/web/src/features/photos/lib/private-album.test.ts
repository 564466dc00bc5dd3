import { describe, expect, it } from 'vitest';
import type { AlbumGrant, Photo } from '@blaze/contracts/photos';
import {
  activeGrantFor,
  grantBodyFor,
  privateAlbumView,
  SHARE_EXPIRY_CHOICES,
} from '@/features/photos/lib/private-album';

const grant = (userId: string, expiresAt: string | null): AlbumGrant => ({
  userId,
  username: userId,
  displayName: null,
  avatarUrl: null,
  grantedAt: '2026-01-01T00:00:00.000Z',
  expiresAt,
});

const photo = { id: 'p1' } as Photo;

describe('grantBodyFor', () => {
  it('sends the hours of a timed choice', () => {
    expect(grantBodyFor('u1', '1h')).toEqual({ userId: 'u1', expiresInHours: 1 });
    expect(grantBodyFor('u1', '24h')).toEqual({ userId: 'u1', expiresInHours: 24 });
    expect(grantBodyFor('u1', '7d')).toEqual({ userId: 'u1', expiresInHours: 168 });
  });

  it('sends no expiry for No expiry', () => {
    expect(grantBodyFor('u1', 'never')).toEqual({ userId: 'u1' });
  });

  it('offers the four choices in order', () => {
    expect(SHARE_EXPIRY_CHOICES.map((choice) => choice.label)).toEqual([
      '1 hour',
      '24 hours',
      '7 days',
      'No expiry',
    ]);
  });
});

describe('activeGrantFor', () => {
  const now = new Date('2026-06-01T12:00:00.000Z');

  it('finds the member with a running grant', () => {
    const grants = [grant('a', null), grant('b', '2026-06-01T13:00:00.000Z')];
    expect(activeGrantFor(grants, 'a', now)?.userId).toBe('a');
    expect(activeGrantFor(grants, 'b', now)?.userId).toBe('b');
  });

  it('ignores an expired grant and a member without one', () => {
    const grants = [grant('b', '2026-06-01T11:59:59.000Z')];
    expect(activeGrantFor(grants, 'b', now)).toBeNull();
    expect(activeGrantFor(grants, 'c', now)).toBeNull();
  });
});

describe('privateAlbumView', () => {
  it('locks without a grant, hides an empty album, shows photos', () => {
    expect(privateAlbumView({ access: 'locked' })).toBe('locked');
    expect(privateAlbumView({ access: 'granted', photos: [] })).toBe('hidden');
    expect(privateAlbumView({ access: 'granted', photos: [photo] })).toBe('photos');
  });
});

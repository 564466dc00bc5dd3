import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { albumGrants, profiles } from '../../db/schema.ts';
import { createTestApp, multipartFile, signUp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let jpegWithGps: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  jpegWithGps = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: '#ff2d87' },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Tracker 3000' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 0/1',
      },
    })
    .toBuffer();
});
afterAll(async () => t?.close());

async function upload(
  cookie: string,
  bytes: Buffer,
  album = 'public',
  filename?: string,
  type?: string,
  query = '',
) {
  const { payload, headers } = multipartFile(bytes, filename, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/photos?album=${album}${query}`,
    payload,
    headers: { ...headers, cookie },
  });
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const solid = (colour: string) =>
  sharp({ create: { width: 400, height: 500, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('uploading', () => {
  it('re-encodes a JPEG so that neither EXIF nor GPS survives, in WebP and JPEG sizes', async () => {
    expect((await sharp(jpegWithGps).metadata()).exif?.length).toBeGreaterThan(50);
    const { cookie } = await signUp(t.app);
    const res = await upload(cookie, jpegWithGps);
    expect(res.statusCode).toBe(201);
    const photo = res.json();
    expect(photo).toMatchObject({ album: 'public', width: 1600, height: 1200, isMain: true });
    for (const url of [photo.url, photo.thumbUrl, photo.fallbackUrl]) {
      const file = await get(url);
      expect(file.statusCode, url).toBe(200);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.xmp, url).toBeUndefined();
    }
    expect((await sharp((await get(photo.url)).rawPayload).metadata()).format).toBe('webp');
    expect((await sharp((await get(photo.fallbackUrl)).rawPayload).metadata()).format).toBe('jpeg');
  });

  it('refuses a PHP file named photo.jpg with 400, whatever its declared type', async () => {
    const { cookie } = await signUp(t.app);
    const php = Buffer.from('<?php system($_GET["cmd"]); ?>');
    const res = await upload(cookie, php, 'public', 'photo.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('UNSUPPORTED_FILE');
  });

  it('refuses an 11 MB upload with 413 and the spec message', async () => {
    const { cookie } = await signUp(t.app);
    const big = Buffer.concat([jpegWithGps, Buffer.alloc(11 * 1024 * 1024)]);
    const res = await upload(cookie, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File size must be less than 10MB',
    });
  });

  it('refuses a decompression bomb (tiny file, huge dimensions)', async () => {
    const { cookie } = await signUp(t.app);
    const bomb = await sharp({
      create: { width: 9000, height: 9000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(cookie, bomb, 'public', 'bomb.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/too large in dimensions/);
  });

  it('requires a session', async () => {
    const { payload, headers } = multipartFile(jpegWithGps);
    const res = await t.app.inject({ method: 'POST', url: '/api/photos', payload, headers });
    expect(res.statusCode).toBe(401);
  });
});

describe('the public album', () => {
  it('holds six photos: a 7th gets 409', async () => {
    const { cookie } = await signUp(t.app);
    const png = await solid('#2dd4bf');
    for (let i = 0; i < 6; i++) expect((await upload(cookie, png)).statusCode).toBe(201);
    const seventh = await upload(cookie, png);
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json().error.code).toBe('ALBUM_FULL');
  });

  it('holds six under parallel uploads: exactly 6 stored, the rest refused, no file left behind', async () => {
    const { cookie, body } = await signUp(t.app);
    const pngs = await Promise.all(
      Array.from({ length: 9 }, (_, i) => solid(`#${String(i).repeat(6)}`)),
    );
    const replies = await Promise.all(pngs.map((png) => upload(cookie, png)));
    const stored = replies.filter((r) => r.statusCode === 201).map((r) => r.json().id as string);
    const refused = replies.filter((r) => r.statusCode !== 201);
    expect(stored).toHaveLength(6);
    expect(refused.map((r) => [r.statusCode, r.json().error.code])).toEqual(
      Array.from({ length: 3 }, () => [409, 'ALBUM_FULL']),
    );
    const album = (await get('/api/photos', cookie)).json().public as Array<{
      id: string;
      position: number;
    }>;
    expect(album.map((p) => p.id).sort()).toEqual([...stored].sort());
    expect(album.map((p) => p.position)).toEqual([0, 1, 2, 3, 4, 5]);
    // The profile's photos and avatar follow the album as it ended up, whichever upload wrote last.
    const me = (await get('/api/profiles/me', cookie)).json();
    const urls = (await get('/api/photos', cookie))
      .json()
      .public.map((p: { url: string }) => p.url);
    expect(me.photos).toEqual(urls);
    expect(me.avatarUrl).toBe(urls[0]);
    // The refused uploads' files were written before their insert was refused, and are gone again.
    const folders = await fs.readdir(path.join(t.config.mediaDir, 'public/photos', body.user.id));
    expect(folders.sort()).toEqual([...stored].sort());
  });

  it('makes an upload the main photo in the same request (main=true)', async () => {
    const { cookie } = await signUp(t.app);
    const first = (await upload(cookie, await solid('#101010'))).json();
    const res = await upload(
      cookie,
      await solid('#202020'),
      'public',
      undefined,
      undefined,
      '&main=true',
    );
    expect(res.statusCode).toBe(201);
    const main = res.json();
    expect(main).toMatchObject({ isMain: true, position: 0 });
    const me = (await get('/api/profiles/me', cookie)).json();
    expect(me.avatarUrl).toBe(main.url);
    expect(me.photos).toEqual([main.url, first.url]);
    const albums = (await get('/api/photos', cookie)).json();
    expect(albums.public.map((p: { id: string; isMain: boolean }) => [p.id, p.isMain])).toEqual([
      [main.id, true],
      [first.id, false],
    ]);

    const privateMain = await upload(
      cookie,
      await solid('#303030'),
      'private',
      undefined,
      undefined,
      '&main=true',
    );
    expect(privateMain.statusCode).toBe(400);
    expect((await get('/api/photos', cookie)).json().private).toEqual([]);
  });

  it('stores photo ids on the profile, never URLs (a new storage base moves every avatar)', async () => {
    const { cookie, body } = await signUp(t.app);
    const photo = (await upload(cookie, await solid('#404040'))).json();
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, body.user.id));
    expect(row).toMatchObject({ avatarPhotoId: photo.id, photoIds: [photo.id] });
    expect(JSON.stringify(row)).not.toContain('/media/');
  });

  it('drives the avatar: main photo moves first, deleting it falls back to the next, then to none', async () => {
    const { cookie } = await signUp(t.app);
    const first = (await upload(cookie, await solid('#111111'))).json();
    const second = (await upload(cookie, await solid('#eeeeee'))).json();
    let me = (await get('/api/profiles/me', cookie)).json();
    expect(me.avatarUrl).toBe(first.url);
    expect(me.photos).toEqual([first.url, second.url]);

    const main = await t.app.inject({
      method: 'POST',
      url: `/api/photos/${second.id}/main`,
      headers: { cookie },
    });
    expect(main.json().avatarUrl).toBe(second.url);
    expect(main.json().photos).toEqual([second.url, first.url]);

    await t.app.inject({ method: 'DELETE', url: `/api/photos/${second.id}`, headers: { cookie } });
    me = (await get('/api/profiles/me', cookie)).json();
    expect(me.avatarUrl).toBe(first.url);
    expect((await get(second.url)).statusCode).toBe(404);

    await t.app.inject({ method: 'DELETE', url: `/api/photos/${first.id}`, headers: { cookie } });
    me = (await get('/api/profiles/me', cookie)).json();
    expect(me.avatarUrl).toBeNull();
    expect(me.photos).toEqual([]);
  });

  it('reorders only with every photo exactly once', async () => {
    const { cookie } = await signUp(t.app);
    const a = (await upload(cookie, await solid('#123456'))).json();
    const b = (await upload(cookie, await solid('#654321'))).json();
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/photos/order',
      headers: { cookie },
      payload: { album: 'public', ids: [a.id] },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/photos/order',
      headers: { cookie },
      payload: { album: 'public', ids: [b.id, a.id] },
    });
    expect(ok.json().map((p: { id: string }) => p.id)).toEqual([b.id, a.id]);
  });

  it("refuses deleting or promoting another member's photo (404)", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const photo = (await upload(owner.cookie, await solid('#abcdef'))).json();
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/photos/${photo.id}`,
          headers: { cookie: other.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/photos/${photo.id}/main`,
          headers: { cookie: other.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the private album', () => {
  it('is shown only to granted members, through signed URLs bound to them, until revoked or expired', async () => {
    const owner = await signUp(t.app);
    const friend = await signUp(t.app);
    const stranger = await signUp(t.app);
    const ownerId = owner.body.user.id;
    const photo = (await upload(owner.cookie, await solid('#ff0000'), 'private')).json();
    expect(photo.url).toMatch(/^\/api\/photos\/.+\/file\/display\.webp\?exp=\d+&sig=/);
    expect((await get(photo.url, owner.cookie)).statusCode).toBe(200);

    // Nobody else: not the list, not the owner's signed URL, not a guessed static path.
    expect((await get(`/api/profiles/${ownerId}/private-photos`, stranger.cookie)).statusCode).toBe(
      403,
    );
    expect((await get(photo.url, stranger.cookie)).statusCode).toBe(404);
    expect((await get(photo.url)).statusCode).toBe(401);
    expect((await get(`/media/photos/${ownerId}/${photo.id}/display.webp`)).statusCode).toBe(404);
    const forged = photo.url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await get(forged, owner.cookie)).statusCode).toBe(404);

    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/albums/private/grants',
      headers: { cookie: owner.cookie },
      payload: { userId: friend.body.user.id, expiresInHours: 24 },
    });
    expect(grant.statusCode).toBe(200);
    expect(grant.json().expiresAt).toBeTruthy();
    const seen = await get(`/api/profiles/${ownerId}/private-photos`, friend.cookie);
    expect(seen.statusCode).toBe(200);
    const friendsUrl = seen.json()[0].url as string;
    expect((await get(friendsUrl, friend.cookie)).statusCode).toBe(200);
    expect((await get(friendsUrl, stranger.cookie)).statusCode).toBe(404);
    const albums = (await get('/api/photos', owner.cookie)).json();
    expect(albums.grants.map((g: { userId: string }) => g.userId)).toEqual([friend.body.user.id]);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/albums/private/grants/${friend.body.user.id}`,
      headers: { cookie: owner.cookie },
    });
    expect((await get(`/api/profiles/${ownerId}/private-photos`, friend.cookie)).statusCode).toBe(
      403,
    );
    expect((await get(friendsUrl, friend.cookie)).statusCode).toBe(404);

    await t.app.inject({
      method: 'POST',
      url: '/api/albums/private/grants',
      headers: { cookie: owner.cookie },
      payload: { userId: friend.body.user.id },
    });
    expect((await get(`/api/profiles/${ownerId}/private-photos`, friend.cookie)).statusCode).toBe(
      200,
    );
    await t.db
      .update(albumGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(albumGrants.granteeId, friend.body.user.id));
    expect((await get(`/api/profiles/${ownerId}/private-photos`, friend.cookie)).statusCode).toBe(
      403,
    );
  });
});

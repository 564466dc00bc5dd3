import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let s3: { close: () => Promise<void> };
let tmp: string;
let endpoint: string;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'blaze-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: tmp,
    configureBuckets: [{ name: 'blaze-photos' }],
  });
  const address = (await (
    s3 as unknown as { run: () => Promise<AddressInfo> }
  ).run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  t = await createTestApp(
    {},
    {
      S3_BUCKET: 'blaze-photos',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: `${endpoint}/blaze-photos`,
    },
  );
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await fs.rm(tmp, { recursive: true, force: true });
});

function multipart(bytes: Buffer) {
  const boundary = '----blazeS3';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('photos on an S3-compatible store', () => {
  it('serves public photos from the bucket and private ones only through signed URLs', async () => {
    const { cookie } = await signUp(t.app);
    const png = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#9b87f5' },
    })
      .png()
      .toBuffer();
    const pub = await t.app.inject({
      method: 'POST',
      url: '/api/photos?album=public',
      ...withCookie(multipart(png), cookie),
    });
    expect(pub.statusCode).toBe(201);
    expect(pub.json().url).toMatch(
      new RegExp(`^${endpoint}/blaze-photos/public/photos/.+/display\\.webp$`),
    );
    const fromBucket = await fetch(pub.json().url);
    expect(fromBucket.status).toBe(200);
    expect((await sharp(Buffer.from(await fromBucket.arrayBuffer())).metadata()).format).toBe(
      'webp',
    );

    const priv = await t.app.inject({
      method: 'POST',
      url: '/api/photos?album=private',
      ...withCookie(multipart(png), cookie),
    });
    expect(priv.json().url).toMatch(/^\/api\/photos\//);
    const served = await t.app.inject({ method: 'GET', url: priv.json().url, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});

function withCookie(m: ReturnType<typeof multipart>, cookie: string) {
  return { payload: m.payload, headers: { ...m.headers, cookie } };
}

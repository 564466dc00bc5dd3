import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import {
  GOOD_PASSWORD,
  callAs,
  createTestApp,
  multipartFile,
  newMember,
  type TestApp,
  type TestMember,
} from '../../test/test-app.ts';

let t: TestApp;
let s3: { close: () => Promise<void> };
let tmp: string;

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
  const endpoint = `http://127.0.0.1:${address.port}`;
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

/** Every object key the S3 server holds (s3rver keeps one folder per object under the bucket). */
async function storedKeys(): Promise<string[]> {
  const entries = await fs.readdir(tmp, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function upload(who: TestMember, album: 'public' | 'private') {
  const bytes = await sharp({
    create: { width: 400, height: 500, channels: 3, background: '#3366ff' },
  })
    .jpeg()
    .toBuffer();
  const { payload, headers } = multipartFile(bytes);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/photos?album=${album}`,
    payload,
    headers: { ...headers, cookie: who.cookie },
  });
  expect(res.statusCode).toBe(201);
}

describe('deleting an account with photos in S3', () => {
  it('removes his photo files and his export from the bucket', async () => {
    const gone = await newMember(t.app);
    await upload(gone, 'public');
    await upload(gone, 'private');
    const started = await callAs(t.app, gone, 'POST', '/api/me/export');
    expect(started.statusCode).toBe(202);
    const exportId = started.json().id as string;
    for (let i = 0; i < 1000; i += 1) {
      const state = (await callAs(t.app, gone, 'GET', '/api/me/export')).json();
      if (state.export.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const before = await storedKeys();
    expect(before.filter((k) => k.includes(gone.id)).length).toBeGreaterThanOrEqual(2);
    expect(before.some((k) => k.includes(exportId))).toBe(true);

    const res = await callAs(t.app, gone, 'POST', '/api/me/delete', { password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(204);

    const after = await storedKeys();
    expect(after.filter((k) => k.includes(gone.id))).toEqual([]);
    expect(after.filter((k) => k.includes(exportId))).toEqual([]);
  });
});

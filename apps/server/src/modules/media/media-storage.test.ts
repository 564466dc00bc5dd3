import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { localDiskStorage, type MediaStorage } from './media.service.ts';
import { s3Storage } from './s3-storage.ts';

/** The contract every storage driver keeps; run against local disk and a local S3-compatible server. */
function storageContract(name: string, make: () => MediaStorage) {
  describe(`${name} storage`, () => {
    it('stores, reads back and removes bytes', async () => {
      const storage = make();
      const bytes = Buffer.from('not really a photo');
      const url = await storage.put('photos/u1/p1/display.webp', bytes, 'image/webp');
      expect(url).toContain('photos/u1/p1/display.webp');
      expect(await storage.get('photos/u1/p1/display.webp')).toEqual(bytes);
      await storage.remove('photos/u1/p1/display.webp');
      expect(await storage.get('photos/u1/p1/display.webp')).toBeNull();
    });

    it('answers null for a missing key and tolerates removing it', async () => {
      const storage = make();
      expect(await storage.get('photos/nobody/none.jpg')).toBeNull();
      await expect(storage.remove('photos/nobody/none.jpg')).resolves.toBeUndefined();
    });
  });
}

let tmp: string;
let s3: { close: () => Promise<void> } | null = null;
let endpoint = '';
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'blaze-storage-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: 'blaze-media' }],
  });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  s3 = server;
});
afterAll(async () => {
  await s3?.close();
  await fs.rm(tmp, { recursive: true, force: true });
});

storageContract('local disk', () => localDiskStorage(path.join(tmp, 'disk'), '/media'));
storageContract('S3-compatible', () =>
  s3Storage(
    {
      endpoint,
      region: 'us-east-1',
      bucket: 'blaze-media',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      publicBaseUrl: `${endpoint}/blaze-media`,
    },
    'public',
  ),
);

describe('local disk storage', () => {
  it('refuses keys that try to leave its folder', async () => {
    const storage = localDiskStorage(path.join(tmp, 'disk'), '/media');
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /unsafe/,
    );
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/unsafe/);
  });
});

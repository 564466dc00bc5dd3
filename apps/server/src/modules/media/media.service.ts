import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from './media-storage.ts';
import { s3Storage, type S3Settings } from './s3-storage.ts';

export type { MediaStorage };

const SAFE_KEY = /^[a-zA-Z0-9/_.-]+$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.startsWith('/')) {
    throw new Error(`unsafe media key: ${key}`);
  }
}

/**
 * Public photos live under {mediaDir}/public and are served at /media; private ones under
 * {mediaDir}/private, which no static route serves: they leave only through signed, checked URLs.
 */
export function mediaStorages(mediaDir: string, s3: S3Settings | null) {
  if (s3) {
    return {
      publicStorage: s3Storage(s3, 'public'),
      privateStorage: s3Storage({ ...s3, publicBaseUrl: null }, 'private'),
    };
  }
  return {
    publicStorage: localDiskStorage(path.join(mediaDir, 'public'), '/media'),
    privateStorage: localDiskStorage(path.join(mediaDir, 'private'), null),
  };
}

export function localDiskStorage(rootDir: string, urlPrefix: string | null): MediaStorage {
  return {
    async put(key, bytes) {
      assertSafeKey(key);
      const file = path.join(rootDir, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
      return this.urlOf(key);
    },
    urlOf(key) {
      return urlPrefix ? `${urlPrefix}/${key}` : key;
    },
    async get(key) {
      assertSafeKey(key);
      try {
        return await fs.readFile(path.join(rootDir, key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      assertSafeKey(key);
      const file = path.join(rootDir, key);
      await fs.rm(file, { force: true });
      // A photo's files share a folder: the last one out takes it along, so no empty folder stays.
      await fs.rmdir(path.dirname(file)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOTEMPTY' && err.code !== 'ENOENT' && err.code !== 'EEXIST') throw err;
      });
    },
  };
}

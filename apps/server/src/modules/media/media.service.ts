import fs from 'node:fs/promises';
import path from 'node:path';

/** Where photos live. Local disk by default; an S3-compatible driver arrives with the photos issue. */
export interface MediaStorage {
  /** Stores the bytes under key and returns the public URL path it is served from. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-zA-Z0-9/_.-]+$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.startsWith('/')) {
    throw new Error(`unsafe media key: ${key}`);
  }
}

export function localDiskStorage(rootDir: string, urlPrefix = '/media'): MediaStorage {
  return {
    async put(key, bytes) {
      assertSafeKey(key);
      const file = path.join(rootDir, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
      return `${urlPrefix}/${key}`;
    },
    async remove(key) {
      assertSafeKey(key);
      await fs.rm(path.join(rootDir, key), { force: true });
    },
  };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { pushRepository } from './push.repository.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The VAPID key pair (decision 034): from the environment when set; embedded, generated once into a
 * 0600 file in the data folder and read again at the next start; on PostgreSQL, one row every node
 * reads (the first node to start stores it), so all nodes sign with the key the browsers subscribed to.
 */
export async function loadVapidKeys(
  push: Config['push'],
  storage: 'file' | 'database',
  db: Database,
): Promise<VapidKeys> {
  if (push.vapid) return push.vapid;
  if (storage === 'database') return pushRepository(db).vapidKeys(webPush.generateVAPIDKeys());
  const existing = await fs.readFile(push.keysFile, 'utf8').catch(() => null);
  if (existing) {
    const parsed = JSON.parse(existing) as Partial<VapidKeys>;
    if (typeof parsed.publicKey === 'string' && typeof parsed.privateKey === 'string')
      return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
  }
  const keys = webPush.generateVAPIDKeys();
  await fs.mkdir(path.dirname(push.keysFile), { recursive: true, mode: 0o700 });
  const partial = `${push.keysFile}.${process.pid}.tmp`;
  await fs.writeFile(partial, JSON.stringify(keys), { mode: 0o600 });
  await fs.rename(partial, push.keysFile);
  return keys;
}

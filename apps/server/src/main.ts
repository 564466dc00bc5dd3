import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

const config = loadConfig();
const database = await openDatabase(config.database);
const redis = config.redis
  ? new Redis(config.redis.url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
      lazyConnect: false,
    })
  : null;
const app = await buildApp({ config, database, redis });

await app.listen({ host: config.host, port: config.port });
app.log.info(
  { database: database.kind, redis: Boolean(redis), coldStartMs: Date.now() - config.startedAt },
  `Blaze is ready on ${config.publicUrl}`,
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  redis?.disconnect();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

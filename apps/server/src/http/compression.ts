import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Replies smaller than this go out as they are: the encoding would cost more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * JSON and text, never an event stream (each event must reach the browser when it is written) and
 * never binary bodies. WebSocket frames never pass here.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[/+]json(?:;|$)|javascript|[/+]xml(?:;|$)/;

/**
 * API replies above a small size go out as brotli or gzip, by the request's Accept-Encoding. Only API
 * routes: the web app's files are compressed once at build time, a file too small to be worth it goes
 * out plain with its length, and photos are compressed already.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
  });
}

import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Replies smaller than this go out as they are: the encoding would cost more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * JSON and text, never an event stream (each event must reach the browser when it is written) and
 * never binary bodies (photos are compressed already). Hashed web assets carry their own
 * build-time copies (static-web.ts), so this compresses API replies; WebSocket frames never pass here.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[/+]json(?:;|$)|javascript|[/+]xml(?:;|$)/;

/** API replies above a small size go out as brotli or gzip, by the request's Accept-Encoding. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
  });
}

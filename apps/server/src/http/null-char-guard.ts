import type { FastifyInstance } from 'fastify';
import { hasNullChar, nullCharRefused } from '../lib/null-char.ts';

/**
 * Text PostgreSQL cannot store (a NUL character in the route params, the query or the JSON body) is a
 * 400 with words the app shows, before any route's schema or service sees it, instead of a 500 from deep
 * down. The WebSocket gateway checks its frames with the same `hasNullChar`.
 */
export function registerNullCharGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasNullChar(request.params) || hasNullChar(request.query) || hasNullChar(request.body))
      throw nullCharRefused();
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';

/**
 * Checks in front of the routes decide on what the router matched, never on the raw request target:
 * the router decodes `/%61pi/` to `/api/`, accepts absolute-form targets and more, so any test of
 * `request.url` text can be walked around by spelling the same route another way.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') ?? false;
}

/**
 * Only origin-form targets (`/path?query`) are served. An absolute-form target
 * (`POST http://host/api/...`) is what a proxy is sent, not a server, and the router would still
 * match its path: refused before any other hook runs.
 */
export function registerRequestTargetGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.raw.url?.startsWith('/'))
      throw new AppError(
        400,
        'BAD_REQUEST',
        'This request asked for an address Blaze does not serve.',
      );
  });
}

import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/errors.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route another site may call (a payment provider's webhook): it takes no session and proves
     * itself another way (a signature on the raw body). Decided on the matched route, never the path text.
     */
    crossSite?: boolean;
  }
}

/**
 * Defence in depth against cross-site request forgery, on top of SameSite=Lax cookies: a state-changing
 * request that names an Origin must come from Blaze itself or a configured trusted origin. Every unsafe
 * request is checked, whatever its path: a test of the path text was walked around by `/%61pi/`. Only a
 * route that declares `config.crossSite` (and carries no session) is left to its own check.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: string[]): void {
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    if (request.routeOptions.config?.crossSite === true) return;
    const own = `${request.protocol}://${request.host}`;
    if (origin === own || trusted.has(origin)) return;
    throw forbidden('This request came from another site and was refused.');
  });
}

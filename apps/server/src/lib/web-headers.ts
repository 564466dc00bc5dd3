import type { FastifyReply, FastifyRequest } from 'fastify';

/** Fastify's request headers as a Fetch Headers object, with the client IP that Fastify trusts. */
export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, String(value));
  }
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/** Copies the cookies better-auth set onto the Fastify reply. */
export function forwardSetCookies(from: Headers, reply: FastifyReply): void {
  const cookies = from.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

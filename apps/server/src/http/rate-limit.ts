import type { FastifyRequest } from 'fastify';

/**
 * Limits per member, so one account cannot scan from many spoofed places quickly. Keyed on the member
 * the session guard verified (it runs in preParsing, so the limit runs after it, in preHandler), never on
 * header text: a cookie padded with spaces or sent twice is the same member and the same bucket.
 */
export function perMember(prefix: string, max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) =>
        `${prefix}:${request.member ? `member:${request.member.userId}` : `ip:${request.ip}`}`,
    },
  };
}

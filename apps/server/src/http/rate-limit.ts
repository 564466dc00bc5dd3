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
      keyGenerator: (request: FastifyRequest) => memberOrAddressKey(prefix, request),
    },
  };
}

/**
 * One limit with two sizes: a signed-in member's bucket (keyed on him), and a smaller one per address
 * for callers with no session. Runs in onRequest, after the route's own `loadMember`, so an anonymous
 * flood is refused before its body is read.
 */
export function perMemberOrAddress(
  prefix: string,
  max: { member: number; anonymous: number },
  timeWindow: string,
) {
  return {
    rateLimit: {
      timeWindow,
      hook: 'onRequest' as const,
      keyGenerator: (request: FastifyRequest) => memberOrAddressKey(prefix, request),
      max: (_request: FastifyRequest, key: string) =>
        key.startsWith(`${prefix}:member:`) ? max.member : max.anonymous,
    },
  };
}

const memberOrAddressKey = (prefix: string, request: FastifyRequest) =>
  request.member ? `${prefix}:member:${request.member.userId}` : `${prefix}:ip:${request.ip}`;

import type { FastifyRequest } from 'fastify';

/** Limits per member (his session), so one account cannot scan from many spoofed places quickly. */
export function perMember(prefix: string, max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => {
        const token = /(?:^|;\s*)(?:__Secure-)?blaze\.session_token=([^;]+)/.exec(
          request.headers.cookie ?? '',
        )?.[1];
        return `${prefix}:${token ?? request.ip}`;
      },
    },
  };
}

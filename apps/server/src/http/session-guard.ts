import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/errors.ts';
import { toWebHeaders } from '../lib/web-headers.ts';

/** The signed-in member behind a request. */
export type Member = { userId: string; email: string; createdAt: Date };

/** What the guard needs of sign-in: the member behind a request's cookie (the auth module gives it). */
export type SessionPort = {
  /** `setCookies` receives a renewed session cookie when the session was extended. */
  currentMember(headers: Headers, setCookies?: (cookies: string[]) => void): Promise<Member | null>;
};

declare module 'fastify' {
  interface FastifyRequest {
    member: Member | null;
  }
  interface FastifyInstance {
    /**
     * 401 unless the request carries a valid session; sets request.member. Used as a preParsing hook:
     * after the rate limiter (onRequest), before the body is parsed or validated.
     */
    requireMember: (request: FastifyRequest, reply?: FastifyReply) => Promise<void>;
    /** preHandler: sets request.member when a session is present, never refuses. */
    loadMember: (request: FastifyRequest, reply?: FastifyReply) => Promise<void>;
  }
}

export function registerSessionGuard(app: FastifyInstance, auth: SessionPort): void {
  app.decorateRequest('member', null);
  const load = async (request: FastifyRequest, reply?: FastifyReply) => {
    request.member = await auth.currentMember(toWebHeaders(request), (cookies) =>
      reply?.header('set-cookie', cookies),
    );
  };
  app.decorate('loadMember', load);
  app.decorate('requireMember', async (request: FastifyRequest, reply?: FastifyReply) => {
    await load(request, reply);
    if (!request.member) throw unauthorized();
  });
}

/** For handlers behind requireMember. */
export function memberOf(request: FastifyRequest): Member {
  if (!request.member) throw unauthorized();
  return request.member;
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContentReportBodySchema,
  DISCOVERY_LIMITS,
  ErrorBodySchema,
  MyRightNowSchema,
  RightNowCreateBodySchema,
  RightNowPageSchema,
  RightNowPostSchema,
  RightNowQuerySchema,
} from '@blaze/contracts';
import { perMember } from '../../http/rate-limit.ts';
import { memberOf } from '../../http/session-guard.ts';
import type { RightNowService } from './right-now.service.ts';

const IdParams = z.strictObject({ id: z.string().min(1).max(100) });
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  422: ErrorBodySchema,
  429: ErrorBodySchema,
};

export function rightNowRoutes(rightNow: RightNowService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { preParsing: app.requireMember };
    const me = (request: Parameters<typeof memberOf>[0]) => memberOf(request).userId;

    r.post(
      '/api/right-now',
      {
        ...guard,
        config: perMember('right-now-post', 10),
        schema: {
          tags: ['right-now'],
          summary:
            "I'm available now: live 60 minutes, one at a time; takes one use of my allowance (2 free a rolling day, then a pack or Plus: 403 NO_ALLOWANCE)",
          body: RightNowCreateBodySchema,
          response: { 201: RightNowPostSchema, ...errors, 409: ErrorBodySchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await rightNow.create(me(request), request.body)),
    );

    r.get(
      '/api/right-now',
      {
        ...guard,
        config: perMember('nearby', DISCOVERY_LIMITS.searchesPerMinute),
        schema: {
          tags: ['right-now'],
          summary: 'Who is available now near me, nearest first by rounded distance',
          querystring: RightNowQuerySchema,
          response: { 200: RightNowPageSchema, ...errors },
        },
      },
      async (request) => rightNow.list(me(request), request.query),
    );

    r.get(
      '/api/right-now/mine',
      {
        ...guard,
        schema: {
          tags: ['right-now'],
          summary: 'My live Right Now, if I have one',
          response: { 200: MyRightNowSchema, ...errors },
        },
      },
      async (request) => rightNow.mine(me(request)),
    );

    r.get(
      '/api/right-now/:id',
      {
        ...guard,
        schema: {
          tags: ['right-now'],
          summary: 'One live Right Now (404 once ended, or when either has blocked the other)',
          params: IdParams,
          response: { 200: RightNowPostSchema, ...errors },
        },
      },
      async (request) => rightNow.byId(me(request), request.params.id),
    );

    r.delete(
      '/api/right-now/:id',
      {
        ...guard,
        schema: {
          tags: ['right-now'],
          summary: 'End my live Right Now now',
          params: IdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await rightNow.end(me(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    r.post(
      '/api/right-now/:id/report',
      {
        ...guard,
        config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
        schema: {
          tags: ['right-now'],
          summary: "Report a member's Right Now",
          params: IdParams,
          body: ContentReportBodySchema,
          response: { 201: z.object({ id: z.number().int() }), ...errors },
        },
      },
      async (request, reply) => {
        const id = await rightNow.report(me(request), request.params.id, request.body);
        return reply.status(201).send({ id });
      },
    );
  };
}

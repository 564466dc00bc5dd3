import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  RoamIdParamsSchema,
  RoamSchema,
  RoamStartSchema,
  RoamStateSchema,
} from '@blaze/contracts';
import { perMember } from '../../http/rate-limit.ts';
import { memberOf } from '../../http/session-guard.ts';
import type { RoamService } from './roam.service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  422: ErrorBodySchema,
  429: ErrorBodySchema,
};

/** Starts and ends are few; this only stops a script from hammering the allowance. */
const ROAM_CHANGES_PER_MINUTE = 20;

export function roamRoutes(roam: RoamService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { preParsing: app.requireMember };
    const changes = perMember('roam', ROAM_CHANGES_PER_MINUTE);

    r.get(
      '/api/roam',
      {
        ...guard,
        schema: {
          tags: ['roam'],
          summary: 'My current roam, how many roams I may start, and the city I am in',
          response: { 200: RoamStateSchema, ...errors },
        },
      },
      async (request) => roam.state(memberOf(request).userId),
    );

    r.post(
      '/api/roams',
      {
        ...guard,
        config: changes,
        schema: {
          tags: ['roam'],
          summary:
            "Roam: show my profile in a listed city from now for up to 7 days, labelled 'Visiting from' my home city",
          body: RoamStartSchema,
          response: { 201: RoamSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return roam.start(memberOf(request).userId, request.body);
      },
    );

    r.get(
      '/api/roams/:id',
      {
        ...guard,
        schema: {
          tags: ['roam'],
          summary: 'One of my roams',
          params: RoamIdParamsSchema,
          response: { 200: RoamSchema, ...errors },
        },
      },
      async (request) => roam.get(memberOf(request).userId, request.params.id),
    );

    r.post(
      '/api/roams/:id/end',
      {
        ...guard,
        config: changes,
        schema: {
          tags: ['roam'],
          summary: 'End my roam now: I show at home again',
          params: RoamIdParamsSchema,
          response: { 200: RoamSchema, ...errors },
        },
      },
      async (request) => roam.end(memberOf(request).userId, request.params.id),
    );
  };
}

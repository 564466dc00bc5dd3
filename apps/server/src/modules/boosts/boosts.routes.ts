import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BoostIdParamsSchema,
  BoostSchema,
  BoostStartBodySchema,
  BoostStatusSchema,
  ErrorBodySchema,
} from '@blaze/contracts';
import { memberOf } from '../../http/session-guard.ts';
import type { BoostsService } from './boosts.service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  422: ErrorBodySchema,
};

export function boostsRoutes(boosts: BoostsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { preParsing: app.requireMember };

    r.post(
      '/api/me/boost',
      {
        ...guard,
        schema: {
          tags: ['boosts'],
          summary:
            'Start a 30-minute Boost now (uses one Boost: 403 NO_ALLOWANCE without one; 409 while one runs)',
          body: BoostStartBodySchema,
          response: { 201: BoostSchema, ...errors },
        },
      },
      async (request, reply) => {
        const boost = await boosts.start(memberOf(request).userId);
        return reply.code(201).send(boost);
      },
    );

    r.get(
      '/api/me/boost',
      {
        ...guard,
        schema: {
          tags: ['boosts'],
          summary: 'My running boost, my last boosts with their results, and how many I have left',
          response: { 200: BoostStatusSchema, ...errors },
        },
      },
      async (request) => boosts.status(memberOf(request).userId),
    );

    r.get(
      '/api/me/boosts/:id',
      {
        ...guard,
        schema: {
          tags: ['boosts'],
          summary: 'One of my boosts with its result (views during it against the time before)',
          params: BoostIdParamsSchema,
          response: { 200: BoostSchema, ...errors },
        },
      },
      async (request) => boosts.one(memberOf(request).userId, request.params.id),
    );
  };
}

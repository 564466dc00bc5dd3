import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreatorProfileSchema,
  CreatorProfileUpdateSchema,
  CreatorStatsSchema,
  ErrorBodySchema,
  PostViewsBodySchema,
} from '@blaze/contracts';
import { perMember } from '../../http/rate-limit.ts';
import { memberOf } from '../../http/session-guard.ts';
import type { CreatorsService } from './creators.service.ts';

/** A member's id, or `me`. */
const StatsParams = z.strictObject({ id: z.string().min(1).max(100) });
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

export function creatorsRoutes(creators: CreatorsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { preParsing: app.requireMember };
    const me = (request: Parameters<typeof memberOf>[0]) => memberOf(request).userId;

    r.get(
      '/api/me/creator',
      {
        ...guard,
        schema: {
          tags: ['creators'],
          summary: 'My creator profile: on or off, and its tagline',
          response: { 200: CreatorProfileSchema, ...errors },
        },
      },
      async (request) => creators.profile(me(request)),
    );

    r.put(
      '/api/me/creator',
      {
        ...guard,
        config: perMember('creator-profile', 20),
        schema: {
          tags: ['creators'],
          summary: 'Turn my creator profile on (a badge and a tagline of 80 characters) or off',
          body: CreatorProfileUpdateSchema,
          response: { 200: CreatorProfileSchema, ...errors },
        },
      },
      async (request) => creators.setProfile(me(request), request.body),
    );

    r.post(
      '/api/posts/views',
      {
        ...guard,
        config: perMember('post-views', 60),
        schema: {
          tags: ['creators'],
          summary:
            'Posts shown to me (up to 50): each counted once per viewer per day, never my own',
          body: PostViewsBodySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await creators.recordViews(me(request), request.body);
        return reply.status(204).send(null);
      },
    );

    r.get(
      '/api/creators/:id/stats',
      {
        ...guard,
        schema: {
          tags: ['creators'],
          summary:
            'My creator dashboard (`me` or my id): followers per day, views, likes, comments, story views, top posts',
          params: StatsParams,
          response: { 200: CreatorStatsSchema, ...errors },
        },
      },
      async (request) => {
        const viewerId = me(request);
        const target = request.params.id === 'me' ? viewerId : request.params.id;
        return creators.stats(viewerId, target);
      },
    );
  };
}

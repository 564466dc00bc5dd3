import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CursorQuerySchema,
  ErrorBodySchema,
  FOLLOW_LISTS,
  FollowsPageSchema,
  FollowStateSchema,
} from '@blaze/contracts';
import { memberOf } from '../../http/session-guard.ts';
import type { FollowsService } from './follows.service.ts';

const IdParams = z.strictObject({ id: z.string().min(1).max(100) });
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

export function followsRoutes(follows: FollowsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { preParsing: app.requireMember };
    const state = { 200: FollowStateSchema, ...errors };

    r.get(
      '/api/profiles/:id/follows',
      {
        ...guard,
        schema: {
          tags: ['follows'],
          summary: 'Whether I follow a member, and his follower and following counts',
          params: IdParams,
          response: state,
        },
      },
      async (request) => follows.state(memberOf(request).userId, request.params.id),
    );

    r.put(
      '/api/profiles/:id/follow',
      {
        ...guard,
        config: { rateLimit: { max: 200, timeWindow: '1 hour' } },
        schema: {
          tags: ['follows'],
          summary: 'Follow a member',
          params: IdParams,
          response: state,
        },
      },
      async (request) => follows.follow(memberOf(request).userId, request.params.id),
    );

    r.delete(
      '/api/profiles/:id/follow',
      {
        ...guard,
        schema: {
          tags: ['follows'],
          summary: 'Unfollow a member',
          params: IdParams,
          response: state,
        },
      },
      async (request) => follows.unfollow(memberOf(request).userId, request.params.id),
    );

    for (const list of FOLLOW_LISTS) {
      r.get(
        `/api/profiles/:id/${list}`,
        {
          ...guard,
          schema: {
            tags: ['follows'],
            summary:
              list === 'followers'
                ? "A member's followers, newest first"
                : 'Whom a member follows, newest first',
            params: IdParams,
            querystring: CursorQuerySchema,
            response: { 200: FollowsPageSchema, ...errors },
          },
        },
        async (request) =>
          follows.list(memberOf(request).userId, request.params.id, list, request.query.cursor),
      );
    }
  };
}

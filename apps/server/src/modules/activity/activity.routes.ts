import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ActivityPageSchema,
  ActivityQuerySchema,
  ActivityReadBodySchema,
  ErrorBodySchema,
  UnreadActivitySchema,
} from '@blaze/contracts';
import { memberOf } from '../../http/session-guard.ts';
import type { ActivityService } from './activity.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

export function activityRoutes(activity: ActivityService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { preParsing: app.requireMember };

    r.get(
      '/api/activity',
      {
        ...guard,
        schema: {
          tags: ['activity'],
          summary: 'My activity: likes, comments, follows, mentions, story replies, matches',
          querystring: ActivityQuerySchema,
          response: { 200: ActivityPageSchema, ...errors },
        },
      },
      async (request) => activity.page(memberOf(request).userId, request.query.cursor),
    );

    r.get(
      '/api/activity/unread-count',
      {
        ...guard,
        schema: {
          tags: ['activity'],
          summary: 'How many of my activity items are unread (the bell)',
          response: { 200: UnreadActivitySchema, ...errors },
        },
      },
      async (request) => ({ unread: await activity.unreadCount(memberOf(request).userId) }),
    );

    r.post(
      '/api/activity/read',
      {
        ...guard,
        schema: {
          tags: ['activity'],
          summary: 'Mark my activity read: all, or up to one item',
          body: ActivityReadBodySchema,
          response: { 200: UnreadActivitySchema, ...errors },
        },
      },
      async (request) => ({
        unread: await activity.markRead(memberOf(request).userId, request.body),
      }),
    );
  };
}

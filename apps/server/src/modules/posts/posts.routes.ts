import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CommentBodySchema,
  CommentsPageSchema,
  ContentReportBodySchema,
  CursorQuerySchema,
  ErrorBodySchema,
  FollowsPageSchema,
  LikeResultSchema,
  PostCommentSchema,
  PostCreateBodySchema,
  PostSchema,
  PostsPageSchema,
  PostUpdateBodySchema,
  SocialSettingsSchema,
  SocialSettingsUpdateSchema,
} from '@blaze/contracts';
import { memberOf } from '../../http/session-guard.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import type { PostsService } from './posts.service.ts';

const IdParams = z.strictObject({ id: z.string().min(1).max(100) });
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

export function postsRoutes(posts: PostsService, profiles: ProfilesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { preParsing: app.requireMember };
    const me = (request: Parameters<typeof memberOf>[0]) => memberOf(request).userId;

    r.post(
      '/api/posts',
      {
        ...guard,
        config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
        schema: {
          tags: ['posts'],
          summary: 'Post text and/or up to 4 photos uploaded first',
          body: PostCreateBodySchema,
          response: { 201: PostSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await posts.create(me(request), request.body)),
    );

    r.get(
      '/api/posts/:id',
      {
        ...guard,
        schema: {
          tags: ['posts'],
          summary: 'One post',
          params: IdParams,
          response: { 200: PostSchema, ...errors },
        },
      },
      async (request) => posts.get(me(request), request.params.id),
    );

    r.patch(
      '/api/posts/:id',
      {
        ...guard,
        schema: {
          tags: ['posts'],
          summary: 'Edit my post',
          params: IdParams,
          body: PostUpdateBodySchema,
          response: { 200: PostSchema, ...errors },
        },
      },
      async (request) => posts.update(me(request), request.params.id, request.body),
    );

    r.delete(
      '/api/posts/:id',
      {
        ...guard,
        schema: {
          tags: ['posts'],
          summary: 'Delete my post',
          params: IdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await posts.remove(me(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    r.get(
      '/api/profiles/:id/posts',
      {
        ...guard,
        schema: {
          tags: ['posts'],
          summary: "A member's posts as I may see them, newest first",
          params: IdParams,
          querystring: CursorQuerySchema,
          response: { 200: PostsPageSchema, ...errors },
        },
      },
      async (request) => posts.ofAuthor(me(request), request.params.id, request.query.cursor),
    );

    for (const [method, liked] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      r.route({
        method,
        url: '/api/posts/:id/like',
        ...guard,
        schema: {
          tags: ['posts'],
          summary: liked ? 'Like a post' : 'Take my like back',
          params: IdParams,
          response: { 200: LikeResultSchema, ...errors },
        },
        handler: async (request) => posts.setLike(me(request), request.params.id, liked),
      });
    }

    r.get(
      '/api/posts/:id/likes',
      {
        ...guard,
        schema: {
          tags: ['posts'],
          summary: 'Who liked a post, newest first',
          params: IdParams,
          querystring: CursorQuerySchema,
          response: { 200: FollowsPageSchema, ...errors },
        },
      },
      async (request) => posts.likers(me(request), request.params.id, request.query.cursor),
    );

    r.get(
      '/api/posts/:id/comments',
      {
        ...guard,
        schema: {
          tags: ['posts'],
          summary: "A post's comments, oldest first",
          params: IdParams,
          querystring: CursorQuerySchema,
          response: { 200: CommentsPageSchema, ...errors },
        },
      },
      async (request) => posts.comments(me(request), request.params.id, request.query.cursor),
    );

    r.post(
      '/api/posts/:id/comments',
      {
        ...guard,
        config: { rateLimit: { max: 120, timeWindow: '1 hour' } },
        schema: {
          tags: ['posts'],
          summary: 'Comment on a post (500 characters)',
          params: IdParams,
          body: CommentBodySchema,
          response: { 201: PostCommentSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await posts.addComment(me(request), request.params.id, request.body)),
    );

    r.delete(
      '/api/comments/:id',
      {
        ...guard,
        schema: {
          tags: ['posts'],
          summary: 'Delete a comment (mine, or one on my post)',
          params: IdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await posts.removeComment(me(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    for (const kind of ['posts', 'comments'] as const) {
      r.post(
        `/api/${kind}/:id/report`,
        {
          ...guard,
          config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
          schema: {
            tags: ['posts'],
            summary: kind === 'posts' ? 'Report a post' : 'Report a comment',
            params: IdParams,
            body: ContentReportBodySchema,
            response: { 201: z.object({ id: z.number().int() }), ...errors },
          },
        },
        async (request, reply) => {
          const report = kind === 'posts' ? posts.reportPost : posts.reportComment;
          const id = await report(me(request), request.params.id, request.body);
          return reply.status(201).send({ id });
        },
      );
    }

    r.get(
      '/api/me/social-settings',
      {
        ...guard,
        schema: {
          tags: ['posts'],
          summary: 'My feed settings: explicit content shown, stories row off',
          response: { 200: SocialSettingsSchema, ...errors },
        },
      },
      async (request) => profiles.socialSettings(me(request)),
    );

    r.patch(
      '/api/me/social-settings',
      {
        ...guard,
        schema: {
          tags: ['posts'],
          summary: 'Change my feed settings',
          body: SocialSettingsUpdateSchema,
          response: { 200: SocialSettingsSchema, ...errors },
        },
      },
      async (request) => profiles.updateSocialSettings(me(request), request.body),
    );
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContentReportBodySchema,
  ErrorBodySchema,
  MemberStoriesSchema,
  StoriesRowSchema,
  StoryAnswerSchema,
  StoryReactionBodySchema,
  StoryReplyBodySchema,
  StorySchema,
  StorySlugParamsSchema,
  StoryViewersSchema,
} from '@blaze/contracts';
import { memberOf } from '../../http/session-guard.ts';
import { tooLargeUpload } from '../../http/upload.ts';
import { AppError } from '../../lib/errors.ts';
import type { StoriesService } from './stories.service.ts';

const IdParams = z.strictObject({ id: z.string().min(1).max(100) });
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

/** A story's multipart form: its text fields and its one photo (field "file"), within the upload cap. */
async function readStoryForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; bytes: Buffer | null }> {
  if (!request.isMultipart())
    throw new AppError(400, 'BAD_REQUEST', 'Send the story as multipart/form-data.');
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes)
          throw new AppError(400, 'BAD_REQUEST', 'Send one photo, in the field "file".');
        bytes = await part.toBuffer();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    throw tooLargeUpload(err) ?? err;
  }
  return { fields, bytes };
}

export function storiesRoutes(stories: StoriesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { preParsing: app.requireMember };
    const me = (request: Parameters<typeof memberOf>[0]) => memberOf(request).userId;

    r.post(
      '/api/stories',
      {
        ...guard,
        config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
        schema: {
          tags: ['stories'],
          summary:
            'Add a story: multipart, optional field "text" (200 characters) then field "file" (JPEG, PNG or WebP; 10 MB); live 24 hours, 20 a day',
          consumes: ['multipart/form-data'],
          response: { 201: StorySchema, ...errors, 413: ErrorBodySchema, 429: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const { fields, bytes } = await readStoryForm(request);
        return reply.status(201).send(await stories.create(me(request), fields, bytes));
      },
    );

    r.get(
      '/api/stories',
      {
        ...guard,
        schema: {
          tags: ['stories'],
          summary: 'The stories row: my own first, then members I follow and near me, unseen first',
          response: { 200: StoriesRowSchema, ...errors },
        },
      },
      async (request) => stories.row(me(request)),
    );

    r.get(
      '/api/story-links/:slug',
      {
        ...guard,
        schema: {
          tags: ['stories'],
          summary: 'One story by its shareable slug (404 once expired)',
          params: StorySlugParamsSchema,
          response: { 200: StorySchema, ...errors },
        },
      },
      async (request) => stories.bySlug(me(request), request.params.slug),
    );

    r.get(
      '/api/profiles/:id/stories',
      {
        ...guard,
        schema: {
          tags: ['stories'],
          summary: "A member's live stories, oldest first",
          params: IdParams,
          response: { 200: MemberStoriesSchema, ...errors },
        },
      },
      async (request) => stories.ofMember(me(request), request.params.id),
    );

    r.post(
      '/api/stories/:id/view',
      {
        ...guard,
        schema: {
          tags: ['stories'],
          summary: 'I watched a story (counted once)',
          params: IdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await stories.view(me(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    r.get(
      '/api/stories/:id/viewers',
      {
        ...guard,
        schema: {
          tags: ['stories'],
          summary: 'Who watched my story, latest first',
          params: IdParams,
          response: { 200: StoryViewersSchema, ...errors },
        },
      },
      async (request) => stories.viewers(me(request), request.params.id),
    );

    r.post(
      '/api/stories/:id/reactions',
      {
        ...guard,
        config: { rateLimit: { max: 120, timeWindow: '1 hour' } },
        schema: {
          tags: ['stories'],
          summary: 'React to a story: the author sees it among his viewers and in our chat',
          params: IdParams,
          body: StoryReactionBodySchema,
          response: { 201: StoryAnswerSchema, ...errors, 429: ErrorBodySchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await stories.react(me(request), request.params.id, request.body)),
    );

    r.post(
      '/api/stories/:id/replies',
      {
        ...guard,
        config: { rateLimit: { max: 120, timeWindow: '1 hour' } },
        schema: {
          tags: ['stories'],
          summary: 'Reply to a story: the reply lands in our 1:1 chat, showing the story',
          params: IdParams,
          body: StoryReplyBodySchema,
          response: {
            201: StoryAnswerSchema,
            ...errors,
            409: ErrorBodySchema,
            429: ErrorBodySchema,
          },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await stories.reply(me(request), request.params.id, request.body)),
    );

    r.delete(
      '/api/stories/:id',
      {
        ...guard,
        schema: {
          tags: ['stories'],
          summary: 'Delete my story',
          params: IdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await stories.remove(me(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    r.post(
      '/api/stories/:id/report',
      {
        ...guard,
        config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
        schema: {
          tags: ['stories'],
          summary: 'Report a story',
          params: IdParams,
          body: ContentReportBodySchema,
          response: { 201: z.object({ id: z.number().int() }), ...errors },
        },
      },
      async (request, reply) => {
        const id = await stories.report(me(request), request.params.id, request.body);
        return reply.status(201).send({ id });
      },
    );

    for (const [method, muted] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      r.route({
        method,
        url: '/api/profiles/:id/stories-mute',
        ...guard,
        schema: {
          tags: ['stories'],
          summary: muted
            ? "Mute a member's stories: they leave my stories row (he isn't told)"
            : "Unmute a member's stories",
          params: IdParams,
          response: { 204: z.null(), ...errors },
        },
        handler: async (request, reply) => {
          if (muted) await stories.muteStories(me(request), request.params.id);
          else await stories.unmuteStories(me(request), request.params.id);
          return reply.status(204).send(null);
        },
      });
    }
  };
}

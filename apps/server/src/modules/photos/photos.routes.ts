import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AlbumGrantSchema,
  AlbumSchema,
  ErrorBodySchema,
  GrantBodySchema,
  MyAlbumsSchema,
  OwnProfileSchema,
  PhotoSchema,
  PostPhotoSchema,
  ReorderBodySchema,
} from '@blaze/contracts';
import { memberOf } from '../../http/session-guard.ts';
import { readUpload } from '../../http/upload.ts';
import type { PhotosService } from './photos.service.ts';

const Id = z.string().min(1).max(100);
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

export function photosRoutes(photos: PhotosService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { preParsing: app.requireMember };

    r.get(
      '/api/photos',
      {
        ...guard,
        schema: {
          tags: ['photos'],
          summary: 'My public and private albums, and who may see the private one',
          response: { 200: MyAlbumsSchema, ...errors },
        },
      },
      async (request) => photos.myAlbums(memberOf(request).userId),
    );

    r.post(
      '/api/photos',
      {
        ...guard,
        config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
        schema: {
          tags: ['photos'],
          summary:
            'Upload one photo (multipart field "file"; JPEG, PNG or WebP by content; 10 MB); main=true makes a public one my main photo',
          consumes: ['multipart/form-data'],
          querystring: z.strictObject({
            album: AlbumSchema.default('public'),
            main: z.enum(['true', 'false']).default('false'),
          }),
          response: { 201: PhotoSchema, ...errors, 413: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const bytes = await readUpload(request);
        const { album, main } = request.query;
        const photo = await photos.upload(memberOf(request).userId, album, bytes, {
          main: main === 'true',
        });
        return reply.status(201).send(photo);
      },
    );

    r.post(
      '/api/posts/photos',
      {
        ...guard,
        config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
        schema: {
          tags: ['posts'],
          summary:
            'Upload one photo for a post I am writing (multipart field "file"; JPEG, PNG or WebP; 10 MB); the post claims it by id',
          consumes: ['multipart/form-data'],
          response: { 201: PostPhotoSchema, ...errors, 413: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const bytes = await readUpload(request);
        return reply
          .status(201)
          .send(await photos.uploadPostPhoto(memberOf(request).userId, bytes));
      },
    );

    r.post(
      '/api/events/covers',
      {
        ...guard,
        config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
        schema: {
          tags: ['events'],
          summary:
            'Upload an event\'s cover (multipart field "file"; JPEG, PNG or WebP; 10 MB); the event names it by id',
          consumes: ['multipart/form-data'],
          response: { 201: PostPhotoSchema, ...errors, 413: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const bytes = await readUpload(request);
        return reply
          .status(201)
          .send(await photos.uploadEventCover(memberOf(request).userId, bytes));
      },
    );

    r.patch(
      '/api/photos/order',
      {
        ...guard,
        schema: {
          tags: ['photos'],
          summary: 'Reorder an album',
          body: ReorderBodySchema,
          response: { 200: z.array(PhotoSchema), ...errors },
        },
      },
      async (request) =>
        photos.reorder(memberOf(request).userId, request.body.album, request.body.ids),
    );

    r.post(
      '/api/photos/:id/main',
      {
        ...guard,
        schema: {
          tags: ['photos'],
          summary: 'Make a public photo my main photo (avatar)',
          params: z.strictObject({ id: Id }),
          response: { 200: OwnProfileSchema, ...errors },
        },
      },
      async (request) => photos.setMain(memberOf(request).userId, request.params.id),
    );

    r.delete(
      '/api/photos/:id',
      {
        ...guard,
        schema: {
          tags: ['photos'],
          summary: 'Delete one of my photos',
          params: z.strictObject({ id: Id }),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await photos.remove(memberOf(request).userId, request.params.id);
        return reply.status(204).send(null);
      },
    );

    r.get(
      '/api/albums/private/grants',
      {
        ...guard,
        schema: {
          tags: ['photos'],
          summary: 'Who may see my private album',
          response: { 200: z.array(AlbumGrantSchema), ...errors },
        },
      },
      async (request) => photos.listGrants(memberOf(request).userId),
    );

    r.post(
      '/api/albums/private/grants',
      {
        ...guard,
        schema: {
          tags: ['photos'],
          summary: 'Let a member see my private album',
          body: GrantBodySchema,
          response: { 200: AlbumGrantSchema, ...errors },
        },
      },
      async (request) =>
        photos.grant(memberOf(request).userId, request.body.userId, request.body.expiresInHours),
    );

    r.delete(
      '/api/albums/private/grants/:userId',
      {
        ...guard,
        schema: {
          tags: ['photos'],
          summary: 'Revoke access to my private album',
          params: z.strictObject({ userId: Id }),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await photos.revoke(memberOf(request).userId, request.params.userId);
        return reply.status(204).send(null);
      },
    );

    r.get(
      '/api/profiles/:id/private-photos',
      {
        ...guard,
        schema: {
          tags: ['photos'],
          summary: "A member's private album, when he granted me access",
          params: z.strictObject({ id: Id }),
          response: { 200: z.array(PhotoSchema), ...errors },
        },
      },
      async (request) => photos.privatePhotosOf(memberOf(request).userId, request.params.id),
    );

    r.get(
      '/api/photos/:id/file/:file',
      {
        ...guard,
        schema: {
          hide: true,
          params: z.strictObject({ id: Id, file: z.string().max(40) }),
          querystring: z.strictObject({ exp: z.coerce.number().int(), sig: z.string().max(100) }),
        },
      },
      async (request, reply) => {
        const { bytes, contentType } = await photos.readPrivateFile(
          memberOf(request).userId,
          request.params.id,
          request.params.file,
          request.query.exp,
          request.query.sig,
        );
        reply.header('Cache-Control', 'private, max-age=300');
        reply.header('X-Content-Type-Options', 'nosniff');
        return reply.type(contentType).send(bytes);
      },
    );
  };
}

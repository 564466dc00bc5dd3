import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContentReportBodySchema,
  ErrorBodySchema,
  ListingCreateBodySchema,
  ListingMessageBodySchema,
  ListingMessageResultSchema,
  ListingPageSchema,
  ListingQuerySchema,
  ListingRemoveBodySchema,
  ListingSchema,
  ListingStatusBodySchema,
  ListingUpdateBodySchema,
  MARKETPLACE_LIMITS,
  MyListingsQuerySchema,
  MyListingsSchema,
  PostPhotoSchema,
} from '@blaze/contracts';
import { perMember } from '../../http/rate-limit.ts';
import { memberOf } from '../../http/session-guard.ts';
import { readUpload } from '../../http/upload.ts';
import { staffOf } from '../../http/staff-guard.ts';
import type { MarketplaceService } from './marketplace.service.ts';

const IdParams = z.strictObject({ id: z.string().min(1).max(100) });
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};
/** Bodies with text: a too-long text gets its field's 400, not Fastify's bare 413. */
const textBody = { bodyLimit: MARKETPLACE_LIMITS.bodyMaxBytes };

export function marketplaceRoutes(marketplace: MarketplaceService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { preParsing: app.requireMember };
    const me = (request: FastifyRequest) => memberOf(request).userId;
    const listingPath = '/api/marketplace/listings/:id';

    r.post(
      '/api/marketplace/photos',
      {
        ...guard,
        config: perMember('listing-photo', MARKETPLACE_LIMITS.photosPerMinute),
        schema: {
          tags: ['marketplace'],
          summary:
            'Upload one photo for a listing (multipart field "file"; JPEG, PNG or WebP; 10 MB); the listing names it by id',
          consumes: ['multipart/form-data'],
          response: { 201: PostPhotoSchema, ...errors, 413: ErrorBodySchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await marketplace.uploadPhoto(me(request), await readUpload(request))),
    );

    r.post(
      '/api/marketplace/listings',
      {
        ...guard,
        ...textBody,
        config: perMember('listing-create', MARKETPLACE_LIMITS.createsPerMinute),
        schema: {
          tags: ['marketplace'],
          summary: 'List something for sale: live at once, in a listed city (mine by default)',
          body: ListingCreateBodySchema,
          response: { 201: ListingSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await marketplace.create(me(request), request.body)),
    );

    r.get(
      '/api/marketplace/listings',
      {
        ...guard,
        config: perMember('marketplace-search', 60),
        schema: {
          tags: ['marketplace'],
          summary:
            'Browse and search listings: words, category, condition, currency and price, one city or near my city; newest or by price; keyset pages',
          querystring: ListingQuerySchema,
          response: { 200: ListingPageSchema, ...errors },
        },
      },
      async (request) => marketplace.search(me(request), request.query),
    );

    r.get(
      '/api/marketplace/mine',
      {
        ...guard,
        schema: {
          tags: ['marketplace'],
          summary: 'My listings for sale, or sold',
          querystring: MyListingsQuerySchema,
          response: { 200: MyListingsSchema, ...errors },
        },
      },
      async (request) => marketplace.mine(me(request), request.query.status),
    );

    r.get(
      listingPath,
      {
        ...guard,
        schema: {
          tags: ['marketplace'],
          summary:
            'One listing (404 when deleted, removed, sold over a week ago, or across a block)',
          params: IdParams,
          response: { 200: ListingSchema, ...errors },
        },
      },
      async (request) => marketplace.byId(me(request), request.params.id),
    );

    r.patch(
      listingPath,
      {
        ...guard,
        ...textBody,
        schema: {
          tags: ['marketplace'],
          summary: 'Edit my listing',
          params: IdParams,
          body: ListingUpdateBodySchema,
          response: { 200: ListingSchema, ...errors },
        },
      },
      async (request) => marketplace.update(me(request), request.params.id, request.body),
    );

    r.put(
      `${listingPath}/status`,
      {
        ...guard,
        schema: {
          tags: ['marketplace'],
          summary: 'Mark my listing sold, or for sale again',
          params: IdParams,
          body: ListingStatusBodySchema,
          response: { 200: ListingSchema, ...errors },
        },
      },
      async (request) => marketplace.setStatus(me(request), request.params.id, request.body.status),
    );

    r.delete(
      listingPath,
      {
        ...guard,
        schema: {
          tags: ['marketplace'],
          summary: 'Delete my listing (its photos go with it)',
          params: IdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await marketplace.delete(me(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    r.post(
      `${listingPath}/message`,
      {
        ...guard,
        ...textBody,
        schema: {
          tags: ['marketplace'],
          summary: 'Message the seller: opens our 1:1 chat with the listing attached',
          params: IdParams,
          body: ListingMessageBodySchema,
          response: { 201: ListingMessageResultSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await marketplace.messageSeller(me(request), request.params.id, request.body)),
    );

    r.post(
      `${listingPath}/report`,
      {
        ...guard,
        config: perMember('listing-report', MARKETPLACE_LIMITS.reportsPerMinute),
        schema: {
          tags: ['marketplace'],
          summary: "Report a member's listing",
          params: IdParams,
          body: ContentReportBodySchema,
          response: { 201: z.object({ id: z.number().int() }), ...errors },
        },
      },
      async (request, reply) => {
        const id = await marketplace.report(me(request), request.params.id, request.body);
        return reply.status(201).send({ id });
      },
    );

    r.post(
      '/api/admin/marketplace/listings/:id/remove',
      {
        preParsing: app.requireStaff('admin'),
        schema: {
          tags: ['marketplace', 'admin'],
          summary:
            "Admins: take a listing down (gone for everyone; the seller's chats show it gone)",
          params: IdParams,
          body: ListingRemoveBodySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await marketplace.remove(staffOf(request), request.params.id, request.body.note);
        return reply.status(204).send(null);
      },
    );
  };
}

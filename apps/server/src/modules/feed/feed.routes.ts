import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminPromotionListSchema,
  AdminPromotionSchema,
  ErrorBodySchema,
  FeedPageSchema,
  FeedQuerySchema,
  OffersPageSchema,
  PromotionCreateBodySchema,
  PromotionEndBodySchema,
  PromotionSchema,
  PromotionUpdateBodySchema,
} from '@blaze/contracts';
import { memberOf } from '../../http/session-guard.ts';
import { staffOf } from '../../http/staff-guard.ts';
import type { FeedService } from './feed.service.ts';

const IdParams = z.strictObject({ id: z.string().min(1).max(100) });
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

export function feedRoutes(feed: FeedService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { preParsing: app.requireMember };

    r.get(
      '/api/feed',
      {
        ...guard,
        schema: {
          tags: ['feed'],
          summary: "A page of the dashboard's Feed, Trending, Following or Liked tab",
          querystring: FeedQuerySchema,
          response: { 200: FeedPageSchema, ...errors },
        },
      },
      async (request) =>
        feed.page(memberOf(request).userId, request.query.tab, request.query.cursor),
    );

    r.get(
      '/api/offers/near',
      {
        ...guard,
        schema: {
          tags: ['feed'],
          summary: "Venues' offers near me, nearest first (the Places hub)",
          response: { 200: OffersPageSchema, ...errors },
        },
      },
      async (request) => feed.offersNear(memberOf(request).userId),
    );

    r.post(
      '/api/promotions/:id/hide',
      {
        ...guard,
        schema: {
          tags: ['feed'],
          summary: 'Hide a sponsored card from my feed',
          params: IdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await feed.hidePromotion(memberOf(request).userId, request.params.id);
        return reply.status(204).send(null);
      },
    );

    r.post(
      '/api/promotions/:id/click',
      {
        ...guard,
        schema: {
          tags: ['feed'],
          summary: 'Count a click on a sponsored card; answers its link',
          params: IdParams,
          response: { 200: z.object({ linkUrl: z.string().nullable() }), ...errors },
        },
      },
      async (request) => feed.clickPromotion(memberOf(request).userId, request.params.id),
    );

    // Admins only (issue 17): members get a 404, moderators a 403, before anything is parsed.
    const adminOnly = { preParsing: app.requireStaff('admin') };

    r.get(
      '/api/admin/promotions',
      {
        ...adminOnly,
        schema: {
          tags: ['admin'],
          summary: 'Every sponsored card and venue offer, newest first, with its state (admins)',
          response: { 200: AdminPromotionListSchema, ...errors },
        },
      },
      async () => ({ items: await feed.adminPromotions() }),
    );

    r.patch(
      '/api/admin/promotions/:id',
      {
        ...adminOnly,
        schema: {
          tags: ['admin'],
          summary: "Change a sponsored card's wording, link or window (admins)",
          params: IdParams,
          body: PromotionUpdateBodySchema,
          response: { 200: AdminPromotionSchema, ...errors },
        },
      },
      async (request) => feed.updatePromotion(staffOf(request), request.params.id, request.body),
    );

    r.post(
      '/api/admin/promotions/:id/end',
      {
        ...adminOnly,
        schema: {
          tags: ['admin'],
          summary: 'End a sponsored card now (admins)',
          params: IdParams,
          body: PromotionEndBodySchema,
          response: { 200: AdminPromotionSchema, ...errors },
        },
      },
      async (request) =>
        feed.endPromotion(staffOf(request), request.params.id, request.body?.reason ?? ''),
    );

    r.post(
      '/api/admin/promotions',
      {
        ...adminOnly,
        schema: {
          tags: ['admin'],
          summary: 'Create a sponsored card (admins only)',
          body: PromotionCreateBodySchema,
          response: {
            201: PromotionSchema.extend({ startsAt: z.string(), endsAt: z.string().nullable() }),
            ...errors,
          },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await feed.createPromotion(staffOf(request), request.body)),
    );
  };
}

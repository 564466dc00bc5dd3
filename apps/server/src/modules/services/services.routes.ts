import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminServiceListingSchema,
  AdminServiceListSchema,
  AdminServiceQuerySchema,
  ContentReportBodySchema,
  ErrorBodySchema,
  MyServiceListingSchema,
  MyServiceSchema,
  SERVICE_BODY_TOO_LONG_MESSAGE,
  SERVICE_LIMITS,
  ServiceContactBodySchema,
  ServiceContactReplySchema,
  ServiceCreateBodySchema,
  ServiceListQuerySchema,
  ServicePageSchema,
  ServicePauseBodySchema,
  ServiceProviderSchema,
  ServiceRejectBodySchema,
  ServiceSettingsSchema,
  ServicesStatusSchema,
  ServiceUpdateBodySchema,
} from '@blaze/contracts';
import { perMember, perMemberOrAddress } from '../../http/rate-limit.ts';
import { memberOf } from '../../http/session-guard.ts';
import { readUpload } from '../../http/upload.ts';
import { staffOf } from '../../http/staff-guard.ts';
import { AppError } from '../../lib/errors.ts';
import type { ServicesService } from './services.service.ts';

const Id = z.string().min(1).max(100);
const IdParams = z.strictObject({ id: Id });
const HandleParams = z.strictObject({ handle: z.string().min(1).max(60) });
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};

/**
 * A listing's body is small: anything longer than it could ever be is refused with words before it is
 * read (a 5 MB description is a 400 saying what fits, not a 413 from the body parser).
 */
async function refuseLongBody(request: FastifyRequest) {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > SERVICE_LIMITS.bodyMaxBytes)
    throw new AppError(400, 'BAD_REQUEST', SERVICE_BODY_TOO_LONG_MESSAGE);
}

/**
 * Services (decision 025). With SERVICES_ENABLED off only the status route exists (it says so), and
 * every other services route answers 404 like any unknown path.
 */
export function servicesRoutes(services: ServicesService, { enabled }: { enabled: boolean }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const me = (request: FastifyRequest) => memberOf(request).userId;
    const guard = { preParsing: app.requireMember };
    const ownerBody = {
      preParsing: [app.requireMember, refuseLongBody],
      config: perMember('services-edit', 30),
    };

    r.get(
      '/api/services/status',
      {
        preHandler: app.loadMember,
        schema: {
          tags: ['services'],
          summary: 'Whether the services section is on (SERVICES_ENABLED) and whether I hid it',
          response: { 200: ServicesStatusSchema, 429: ErrorBodySchema },
        },
      },
      async (request) =>
        enabled
          ? services.status(request.member?.userId ?? null)
          : { enabled: false, hidden: false },
    );
    if (!enabled) return;

    r.get(
      '/api/services',
      {
        ...guard,
        config: perMember('services-list', 60),
        schema: {
          tags: ['services'],
          summary:
            'Approved listings with filters (category, city or near=me, incall, outcall, language), newest first; empty when I hid services',
          querystring: ServiceListQuerySchema,
          response: { 200: ServicePageSchema, ...errors },
        },
      },
      async (request) => services.list(me(request), request.query),
    );

    r.get(
      '/api/services/providers/:handle',
      {
        onRequest: app.loadMember,
        config: perMemberOrAddress('service-page', { member: 120, anonymous: 60 }, '1 minute'),
        schema: {
          tags: ['services'],
          summary:
            'A public provider page (no sign-in needed): approved listings only, 404 otherwise except to the owner, and to a member blocked either way',
          params: HandleParams,
          response: { 200: ServiceProviderSchema, ...errors },
        },
      },
      async (request) => services.byHandle(request.member?.userId ?? null, request.params.handle),
    );

    r.post(
      '/api/services/providers/:handle/contact',
      {
        ...guard,
        config: perMember('service-contact', 20),
        schema: {
          tags: ['services'],
          summary:
            'Write to a provider: opens (or continues) our service chat with my words; a provider never starts one',
          params: HandleParams,
          body: ServiceContactBodySchema,
          response: { 201: ServiceContactReplySchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await services.contact(me(request), request.params.handle, request.body)),
    );

    r.post(
      '/api/services/providers/:handle/report',
      {
        ...guard,
        config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
        schema: {
          tags: ['services'],
          summary: "Report a provider's listing",
          params: HandleParams,
          body: ContentReportBodySchema,
          response: { 201: z.object({ id: z.number().int() }), ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          id: await services.report(me(request), request.params.handle, request.body),
        }),
    );

    r.post(
      '/api/services/chats/:id/block',
      {
        ...guard,
        config: perMember('service-chat-block', 30),
        schema: {
          tags: ['services'],
          summary:
            'From inside a service chat: the provider refuses this client, or the client hides this listing; the chat closes',
          params: IdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await services.keepApart(me(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    r.get(
      '/api/services/listings/mine',
      {
        ...guard,
        schema: {
          tags: ['services'],
          summary: 'My provider listing (any status), or null',
          response: { 200: MyServiceSchema, ...errors },
        },
      },
      async (request) => services.mine(me(request)),
    );

    r.post(
      '/api/services/listings',
      {
        ...ownerBody,
        schema: {
          tags: ['services'],
          summary:
            'Create my provider listing (one per member); pending until an admin approves it',
          body: ServiceCreateBodySchema,
          response: { 201: MyServiceListingSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await services.create(me(request), request.body)),
    );

    r.patch(
      '/api/services/listings/:id',
      {
        ...ownerBody,
        schema: {
          tags: ['services'],
          summary: 'Edit my listing: any change of content sends it back to review',
          params: IdParams,
          body: ServiceUpdateBodySchema,
          response: { 200: MyServiceListingSchema, ...errors },
        },
      },
      async (request) => services.update(me(request), request.params.id, request.body),
    );

    r.post(
      '/api/services/listings/:id/pause',
      {
        ...ownerBody,
        schema: {
          tags: ['services'],
          summary: 'Pause my approved listing, or resume it (no review: nothing changed)',
          params: IdParams,
          body: ServicePauseBodySchema,
          response: { 200: MyServiceListingSchema, ...errors },
        },
      },
      async (request) => services.pause(me(request), request.params.id, request.body.paused),
    );

    r.delete(
      '/api/services/listings/:id',
      {
        ...guard,
        schema: {
          tags: ['services'],
          summary: 'Delete my listing and its photos',
          params: IdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await services.remove(me(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    r.post(
      '/api/services/listings/:id/photos',
      {
        ...guard,
        config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
        schema: {
          tags: ['services'],
          summary:
            'Add a photo to my listing (multipart field "file"; JPEG, PNG or WebP; 10 MB; 6 at most); back to review',
          consumes: ['multipart/form-data'],
          params: IdParams,
          response: { 201: MyServiceListingSchema, ...errors, 413: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const bytes = await readUpload(request);
        return reply
          .status(201)
          .send(await services.addPhoto(me(request), request.params.id, bytes));
      },
    );

    r.delete(
      '/api/services/listings/:id/photos/:photoId',
      {
        ...guard,
        schema: {
          tags: ['services'],
          summary: 'Take a photo off my listing',
          params: z.strictObject({ id: Id, photoId: Id }),
          response: { 200: MyServiceListingSchema, ...errors },
        },
      },
      async (request) =>
        services.removePhoto(me(request), request.params.id, request.params.photoId),
    );

    r.get(
      '/api/me/services-settings',
      {
        ...guard,
        schema: {
          tags: ['services'],
          summary: 'My services setting (hide services everywhere)',
          response: { 200: ServiceSettingsSchema, ...errors },
        },
      },
      async (request) => services.settings(me(request)),
    );

    r.put(
      '/api/me/services-settings',
      {
        ...guard,
        schema: {
          tags: ['services'],
          summary: 'Hide services everywhere (lists, the hub strip), or show them again',
          body: ServiceSettingsSchema,
          response: { 200: ServiceSettingsSchema, ...errors },
        },
      },
      async (request) => services.putSettings(me(request), request.body.hideServices),
    );

    // Admins only (issue 17): members get a 404, moderators a 403, before anything is parsed.
    const adminOnly = {
      preParsing: app.requireStaff('admin'),
      config: perMember('admin-services', 60),
    };

    r.get(
      '/api/admin/services',
      {
        ...adminOnly,
        schema: {
          tags: ['services', 'admin'],
          summary:
            'Listings by review status (pending by default); admins only, 404 for everyone else',
          querystring: AdminServiceQuerySchema,
          response: { 200: AdminServiceListSchema, ...errors },
        },
      },
      async (request) => ({
        items: await services.adminList(memberOf(request).email, request.query.status),
      }),
    );

    r.post(
      '/api/admin/services/:id/approve',
      {
        ...adminOnly,
        schema: {
          tags: ['services', 'admin'],
          summary: 'Approve a pending listing: it goes public',
          params: IdParams,
          response: { 200: AdminServiceListingSchema, ...errors },
        },
      },
      async (request) => services.review(staffOf(request), request.params.id, { approve: true }),
    );

    r.post(
      '/api/admin/services/:id/reject',
      {
        ...adminOnly,
        schema: {
          tags: ['services', 'admin'],
          summary: 'Reject a pending listing with a note the provider reads',
          params: IdParams,
          body: ServiceRejectBodySchema,
          response: { 200: AdminServiceListingSchema, ...errors },
        },
      },
      async (request) =>
        services.review(staffOf(request), request.params.id, {
          approve: false,
          note: request.body.note,
        }),
    );
  };
}

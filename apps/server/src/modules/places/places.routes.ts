import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminVenueSchema,
  BusinessAccountSchema,
  BusinessApplicationBodySchema,
  CheckInBodySchema,
  CheckInSchema,
  ContentReportBodySchema,
  ErrorBodySchema,
  MyBusinessSchema,
  MyCheckInSchema,
  PlacesQuerySchema,
  PlacesReviewQueueSchema,
  ReviewDecisionBodySchema,
  VENUE_LIMITS,
  VenueClaimBodySchema,
  VenueClaimSchema,
  VenueCreateBodySchema,
  VenueDetailSchema,
  VenueIdParamsSchema,
  VenuePageSchema,
  VenuePhotoSchema,
  VenueSummarySchema,
  VenueUpdateBodySchema,
} from '@blaze/contracts';
import { perMember } from '../../http/rate-limit.ts';
import { staffOf } from '../../http/staff-guard.ts';
import { memberOf } from '../../http/session-guard.ts';
import { readUpload } from '../../http/upload.ts';
import type { PlacesService } from './places.service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  422: ErrorBodySchema,
  429: ErrorBodySchema,
};
const MemberParams = z.strictObject({ memberId: z.string().min(1).max(100) });
const ClaimParams = z.strictObject({ claimId: z.string().min(1).max(100) });
/** Venue bodies may be large, so a huge text is refused by its field's rule (a 400 naming it). */
const bigBody = { bodyLimit: VENUE_LIMITS.bodyMaxBytes };

export function placesRoutes(places: PlacesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { preParsing: app.requireMember };
    const me = (request: Parameters<typeof memberOf>[0]) => memberOf(request).userId;
    // Admins only (issue 17): members get a 404, moderators a 403, before anything is parsed.
    const adminOnly = { preParsing: app.requireStaff('admin') };
    const tags = ['places'];

    r.get(
      '/api/venues',
      {
        ...guard,
        config: perMember('places', 60),
        schema: {
          tags,
          summary:
            'Venues near me, nearest first (by name while I have no location): category, open now, radius, text',
          querystring: PlacesQuerySchema,
          response: { 200: VenuePageSchema, ...errors },
        },
      },
      async (request) => places.list(me(request), request.query),
    );

    r.get(
      '/api/check-in/venues',
      {
        ...guard,
        config: perMember('places', 60),
        schema: {
          tags,
          summary: 'Venues within 500 m of my true location, where I may check in',
          response: { 200: z.object({ venues: z.array(VenueSummarySchema) }), ...errors },
        },
      },
      async (request) => ({ venues: await places.checkInCandidates(me(request)) }),
    );

    r.get(
      '/api/me/check-in',
      {
        ...guard,
        schema: {
          tags,
          summary: 'My live check-in, if any',
          response: { 200: MyCheckInSchema, ...errors },
        },
      },
      async (request) => places.myCheckIn(me(request)),
    );

    r.delete(
      '/api/me/check-in',
      {
        ...guard,
        schema: { tags, summary: 'Check out now', response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await places.checkOut(me(request));
        return reply.status(204).send(null);
      },
    );

    r.get(
      '/api/venues/:venueId',
      {
        ...guard,
        schema: {
          tags,
          summary: 'A venue (404 unless approved, or my own), with who is checked in as I may see',
          params: VenueIdParamsSchema,
          response: { 200: VenueDetailSchema, ...errors },
        },
      },
      async (request) => places.byId(me(request), request.params.venueId),
    );

    r.post(
      '/api/venues/:venueId/check-in',
      {
        ...guard,
        config: perMember('check-in', 10),
        schema: {
          tags,
          summary:
            'Check in here (within 500 m of my true location; 3 hours; ends my check-in elsewhere)',
          params: VenueIdParamsSchema,
          body: CheckInBodySchema,
          response: { 201: CheckInSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await places.checkIn(me(request), request.params.venueId, request.body)),
    );

    r.post(
      '/api/venues/:venueId/report',
      {
        ...guard,
        config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
        schema: {
          tags,
          summary: 'Report a venue',
          params: VenueIdParamsSchema,
          body: ContentReportBodySchema,
          response: { 201: z.object({ id: z.number().int() }), ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ id: await places.report(me(request), request.params.venueId, request.body) }),
    );

    r.post(
      '/api/venues',
      {
        ...guard,
        ...bigBody,
        config: perMember('venue-write', 20),
        schema: {
          tags,
          summary:
            'Add a venue of my business (approved business accounts); pending until an admin approves it',
          body: VenueCreateBodySchema,
          response: { 201: VenueDetailSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await places.create(me(request), request.body)),
    );

    r.patch(
      '/api/venues/:venueId',
      {
        ...guard,
        ...bigBody,
        config: perMember('venue-write', 20),
        schema: {
          tags,
          summary: 'Edit my venue (hours at once; other changes go back to an admin)',
          params: VenueIdParamsSchema,
          body: VenueUpdateBodySchema,
          response: { 200: VenueDetailSchema, ...errors },
        },
      },
      async (request) => places.update(me(request), request.params.venueId, request.body),
    );

    r.delete(
      '/api/venues/:venueId',
      {
        ...guard,
        schema: {
          tags,
          summary: 'Delete my venue',
          params: VenueIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await places.remove(me(request), request.params.venueId);
        return reply.status(204).send(null);
      },
    );

    r.post(
      '/api/venues/:venueId/claim',
      {
        ...guard,
        config: perMember('venue-write', 20),
        schema: {
          tags,
          summary: 'Ask to run a venue nobody runs (approved business accounts); an admin decides',
          params: VenueIdParamsSchema,
          body: VenueClaimBodySchema,
          response: { 201: VenueClaimSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await places.claim(me(request), request.params.venueId, request.body)),
    );

    r.post(
      '/api/venue-photos',
      {
        ...guard,
        config: perMember('venue-photos', 30),
        schema: {
          tags,
          summary:
            'Upload a venue photo (multipart field "file"; JPEG, PNG or WebP; 10 MB); a venue of mine lists it by id',
          consumes: ['multipart/form-data'],
          response: { 201: VenuePhotoSchema, ...errors, 413: ErrorBodySchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await places.uploadPhoto(me(request), await readUpload(request))),
    );

    r.get(
      '/api/me/business',
      {
        ...guard,
        schema: {
          tags,
          summary: 'My business account: the application and its outcome, my venues, my claims',
          response: { 200: MyBusinessSchema, ...errors },
        },
      },
      async (request) => places.myBusiness(me(request)),
    );

    r.put(
      '/api/me/business',
      {
        ...guard,
        ...bigBody,
        config: perMember('business-apply', 10),
        schema: {
          tags,
          summary: 'Apply for a business account (or send the application again); an admin decides',
          body: BusinessApplicationBodySchema,
          response: { 200: BusinessAccountSchema, ...errors },
        },
      },
      async (request) => places.apply(me(request), request.body),
    );

    r.get(
      '/api/admin/places/queue',
      {
        ...adminOnly,
        schema: {
          tags,
          summary:
            'Admins: pending business applications, venues and claims (404 for everyone else)',
          response: { 200: PlacesReviewQueueSchema, ...errors },
        },
      },
      async (request) => places.reviewQueue(staffOf(request)),
    );

    r.post(
      '/api/admin/places/businesses/:memberId/review',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Admins: approve or reject a business application',
          params: MemberParams,
          body: ReviewDecisionBodySchema,
          response: { 200: BusinessAccountSchema, ...errors },
        },
      },
      async (request) =>
        places.reviewBusiness(staffOf(request), request.params.memberId, request.body),
    );

    r.post(
      '/api/admin/places/venues/:venueId/review',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Admins: approve or reject a venue',
          params: VenueIdParamsSchema,
          body: ReviewDecisionBodySchema,
          response: { 200: AdminVenueSchema, ...errors },
        },
      },
      async (request) => places.reviewVenue(staffOf(request), request.params.venueId, request.body),
    );

    r.post(
      '/api/admin/places/claims/:claimId/review',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Admins: approve or reject a claim (approved: the business runs the venue)',
          params: ClaimParams,
          body: ReviewDecisionBodySchema,
          response: { 200: VenueClaimSchema, ...errors },
        },
      },
      async (request) => places.reviewClaim(staffOf(request), request.params.claimId, request.body),
    );
  };
}

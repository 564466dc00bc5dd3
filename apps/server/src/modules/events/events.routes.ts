import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContentReportBodySchema,
  ErrorBodySchema,
  EventAttendeesSchema,
  EventByIdQuerySchema,
  EventCreateBodySchema,
  EventDetailSchema,
  EventsPageSchema,
  EventsQuerySchema,
  EventUpdateBodySchema,
  RsvpBodySchema,
} from '@blaze/contracts';
import { perMember } from '../../http/rate-limit.ts';
import { memberOf } from '../../http/session-guard.ts';
import type { EventsService } from './events.service.ts';

const IdParams = z.strictObject({ id: z.string().min(1).max(100) });
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};
/**
 * Event bodies may arrive oversized (5 MB of description): they are read whole so the contract answers
 * with a 400 that says which field is too long, rather than a bare 413 from the body parser.
 */
const WRITE_BODY_LIMIT = 6 * 1024 * 1024;

export function eventsRoutes(events: EventsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { preParsing: app.requireMember };
    const me = (request: Parameters<typeof memberOf>[0]) => memberOf(request).userId;

    r.get(
      '/api/events',
      {
        ...guard,
        schema: {
          tags: ['events'],
          summary:
            "Events: near me (public and followed hosts, soonest first), going (my answers) or hosting; venueId: one venue's",
          querystring: EventsQuerySchema,
          response: { 200: EventsPageSchema, ...errors },
        },
      },
      async (request) => events.list(me(request), request.query),
    );

    r.post(
      '/api/events',
      {
        ...guard,
        bodyLimit: WRITE_BODY_LIMIT,
        config: perMember('event-write', 20),
        schema: {
          tags: ['events'],
          summary: 'Host an event at a venue or in a city',
          body: EventCreateBodySchema,
          response: { 201: EventDetailSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await events.create(me(request), request.body)),
    );

    r.get(
      '/api/events/:id',
      {
        ...guard,
        schema: {
          tags: ['events'],
          summary: 'One event (404 when I may not see it; an invite-only one needs ?invite=)',
          params: IdParams,
          querystring: EventByIdQuerySchema,
          response: { 200: EventDetailSchema, ...errors },
        },
      },
      async (request) => events.byId(me(request), request.params.id, request.query.invite),
    );

    r.patch(
      '/api/events/:id',
      {
        ...guard,
        bodyLimit: WRITE_BODY_LIMIT,
        config: perMember('event-write', 20),
        schema: {
          tags: ['events'],
          summary: 'Change my event (a new time or place is told to everyone who answered)',
          params: IdParams,
          body: EventUpdateBodySchema,
          response: { 200: EventDetailSchema, ...errors },
        },
      },
      async (request) => events.update(me(request), request.params.id, request.body),
    );

    r.post(
      '/api/events/:id/cancel',
      {
        ...guard,
        schema: {
          tags: ['events'],
          summary: 'Cancel my event (everyone who answered is told)',
          params: IdParams,
          response: { 200: EventDetailSchema, ...errors },
        },
      },
      async (request) => events.cancel(me(request), request.params.id),
    );

    r.put(
      '/api/events/:id/rsvp',
      {
        ...guard,
        config: perMember('event-rsvp', 30),
        schema: {
          tags: ['events'],
          summary:
            "Going (a spot or the waitlist) or interested; a ticketed event takes 'interested'",
          params: IdParams,
          body: RsvpBodySchema,
          response: { 200: EventDetailSchema, ...errors },
        },
      },
      async (request) => events.rsvp(me(request), request.params.id, request.body),
    );

    r.delete(
      '/api/events/:id/rsvp',
      {
        ...guard,
        config: perMember('event-rsvp', 30),
        schema: {
          tags: ['events'],
          summary: 'Take my answer back (my spot goes to the first waiting)',
          params: IdParams,
          response: { 200: EventDetailSchema, ...errors },
        },
      },
      async (request) => events.cancelRsvp(me(request), request.params.id),
    );

    r.get(
      '/api/events/:id/attendees',
      {
        ...guard,
        schema: {
          tags: ['events'],
          summary: 'Who is going and interested (and, for the host, waiting), as the host allows',
          params: IdParams,
          response: { 200: EventAttendeesSchema, ...errors },
        },
      },
      async (request) => events.attendees(me(request), request.params.id),
    );

    r.post(
      '/api/events/:id/report',
      {
        ...guard,
        config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
        schema: {
          tags: ['events'],
          summary: "Report a member's event",
          params: IdParams,
          body: ContentReportBodySchema,
          response: { 201: z.object({ id: z.number().int() }), ...errors },
        },
      },
      async (request, reply) => {
        const id = await events.report(me(request), request.params.id, request.body);
        return reply.status(201).send({ id });
      },
    );
  };
}

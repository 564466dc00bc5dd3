import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BlockedMemberSchema, ErrorBodySchema, ReportBodySchema } from '@blaze/contracts';
import { perMember } from '../../http/rate-limit.ts';
import { memberOf } from '../../http/session-guard.ts';
import type { SafetyService } from './safety.service.ts';

const IdParams = z.strictObject({ id: z.string().min(1).max(100) });
const UserIdParams = z.strictObject({ userId: z.string().min(1).max(100) });
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  429: ErrorBodySchema,
};

/**
 * Blocks and unblocks together, per member (decision 004's member key): enough for anyone fending
 * off unwanted members, too few to probe what a block changes member by member (issue 35).
 */
export const BLOCKS_PER_HOUR = 30;
const blockLimit = perMember('blocks', BLOCKS_PER_HOUR, {
  timeWindow: '1 hour',
  refusal: (minutes) =>
    `You can block or unblock ${BLOCKS_PER_HOUR} members an hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
});

export function safetyRoutes(safety: SafetyService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { preParsing: app.requireMember };

    r.post(
      '/api/profiles/:id/block',
      {
        ...guard,
        config: blockLimit,
        schema: {
          tags: ['safety'],
          summary: 'Block a member: both vanish from each other',
          params: IdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await safety.block(memberOf(request).userId, request.params.id);
        return reply.status(204).send(null);
      },
    );

    r.delete(
      '/api/blocks/:userId',
      {
        ...guard,
        config: blockLimit,
        schema: {
          tags: ['safety'],
          summary: 'Unblock a member',
          params: UserIdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await safety.unblock(memberOf(request).userId, request.params.userId);
        return reply.status(204).send(null);
      },
    );

    r.get(
      '/api/blocks',
      {
        ...guard,
        schema: {
          tags: ['safety'],
          summary: 'Members I have blocked',
          response: { 200: z.array(BlockedMemberSchema), ...errors },
        },
      },
      async (request) => safety.listBlocked(memberOf(request).userId),
    );

    r.put(
      '/api/profiles/:id/mute',
      {
        ...guard,
        schema: {
          tags: ['safety'],
          summary: "Mute a member: his posts and stories leave my feeds (he isn't told)",
          params: IdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await safety.mute(memberOf(request).userId, request.params.id);
        return reply.status(204).send(null);
      },
    );

    r.delete(
      '/api/profiles/:id/mute',
      {
        ...guard,
        schema: {
          tags: ['safety'],
          summary: 'Unmute a member',
          params: IdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await safety.unmute(memberOf(request).userId, request.params.id);
        return reply.status(204).send(null);
      },
    );

    r.post(
      '/api/profiles/:id/report',
      {
        ...guard,
        config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
        schema: {
          tags: ['safety'],
          summary: 'Report a member to the safety team',
          params: IdParams,
          body: ReportBodySchema,
          response: { 201: z.object({ id: z.number().int() }), ...errors },
        },
      },
      async (request, reply) => {
        const id = await safety.report(memberOf(request).userId, request.params.id, request.body);
        return reply.status(201).send({ id });
      },
    );
  };
}

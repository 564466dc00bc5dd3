import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppealBodySchema,
  RestrictionAppealBodySchema,
  ErrorBodySchema,
  MemberModerationHistorySchema,
  ModerationActionBodySchema,
  ModerationActionResultSchema,
  NoticeSchema,
  OpenReportCountSchema,
  ReportDetailSchema,
  ReportQueuePageSchema,
  ReportQueueQuerySchema,
} from '@blaze/contracts';
import { memberOf } from '../../http/session-guard.ts';
import { staffOf } from '../../http/staff-guard.ts';
import type { ModerationService } from './moderation.service.ts';

const ReportParams = z.strictObject({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
const MemberParams = z.strictObject({ id: z.string().min(1).max(100) });
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

export function moderationRoutes(moderation: ModerationService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const moderator = { preParsing: app.requireStaff('moderator') };

    r.get(
      '/api/admin/reports',
      {
        ...moderator,
        schema: {
          tags: ['moderation'],
          summary:
            'The report queue: unreviewed oldest first, escalated, resolved, all (moderators)',
          querystring: ReportQueueQuerySchema,
          response: { 200: ReportQueuePageSchema, ...errors },
        },
      },
      async (request) => moderation.queue(request.query),
    );

    r.get(
      '/api/admin/reports/counts',
      {
        ...moderator,
        schema: {
          tags: ['moderation'],
          summary: 'Reports waiting, escalated and past the 24-hour promise (moderators)',
          response: { 200: OpenReportCountSchema, ...errors },
        },
      },
      async () => moderation.openReportCount(),
    );

    r.get(
      '/api/admin/reports/:id',
      {
        ...moderator,
        schema: {
          tags: ['moderation'],
          summary: 'A report as it was made, with the context the reporter saw and the history',
          params: ReportParams,
          response: { 200: ReportDetailSchema, ...errors },
        },
      },
      async (request) => moderation.detail(request.params.id),
    );

    r.post(
      '/api/admin/reports/:id/actions',
      {
        ...moderator,
        schema: {
          tags: ['moderation'],
          summary: 'Act on a report (dismiss, warn, remove, suspend, ban, lift, escalate, note)',
          params: ReportParams,
          body: ModerationActionBodySchema,
          response: { 200: ModerationActionResultSchema, ...errors },
        },
      },
      async (request) => moderation.actOnReport(staffOf(request), request.params.id, request.body),
    );

    r.post(
      '/api/admin/members/:id/actions',
      {
        ...moderator,
        schema: {
          tags: ['moderation'],
          summary: 'Act on a member directly (warn, suspend, ban, lift, note)',
          params: MemberParams,
          body: ModerationActionBodySchema,
          response: { 200: ModerationActionResultSchema, ...errors },
        },
      },
      async (request) => moderation.actOnMember(staffOf(request), request.params.id, request.body),
    );

    r.get(
      '/api/admin/members/:id/moderation',
      {
        ...moderator,
        schema: {
          tags: ['moderation'],
          summary: "A member's reports (about and by him), actions taken and restriction",
          params: MemberParams,
          response: { 200: MemberModerationHistorySchema, ...errors },
        },
      },
      async (request) => moderation.memberHistory(request.params.id),
    );

    r.get(
      '/api/me/notices',
      {
        preParsing: app.requireMember,
        schema: {
          tags: ['moderation'],
          summary: 'Statements of reasons about me and the outcomes of my reports',
          response: { 200: z.array(NoticeSchema), ...errors },
        },
      },
      async (request) => moderation.notices(memberOf(request).userId),
    );

    r.post(
      '/api/me/notices/:id/appeal',
      {
        preParsing: app.requireMember,
        config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
        schema: {
          tags: ['moderation'],
          summary: 'Appeal a decision once; it goes to the moderators',
          params: ReportParams,
          body: AppealBodySchema,
          response: { 200: z.array(NoticeSchema), ...errors },
        },
      },
      async (request) =>
        moderation.appeal(memberOf(request).userId, request.params.id, request.body.text),
    );

    r.post(
      '/api/auth/appeal',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
        schema: {
          tags: ['moderation'],
          summary:
            'A suspended or banned member appeals the decision with his e-mail and password (he cannot sign in)',
          body: RestrictionAppealBodySchema,
          response: { 202: z.object({ message: z.string() }), ...errors },
        },
      },
      async (request, reply) => {
        const { email, password, text } = request.body;
        await moderation.appealRestriction({ email, password, ip: request.ip }, text);
        return reply.status(202).send({
          message:
            'Your appeal is with our moderators. A moderator who did not make the decision will look again, usually within 24 hours; sign in afterwards to see the answer.',
        });
      },
    );
  };
}

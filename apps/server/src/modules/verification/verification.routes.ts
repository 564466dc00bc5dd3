import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminVerificationDetailSchema,
  AdminVerificationItemSchema,
  AdminVerificationListSchema,
  AdminVerificationQuerySchema,
  ErrorBodySchema,
  MemberVerificationHistorySchema,
  MyVerificationSchema,
  VerificationDecisionBodySchema,
} from '@blaze/contracts';
import { memberOf } from '../../http/session-guard.ts';
import { readUpload } from '../../http/upload.ts';
import { staffOf } from '../../http/staff-guard.ts';
import type { VerificationService } from './verification.service.ts';

const Id = z.string().min(1).max(100);
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};

export function verificationRoutes(verification: VerificationService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { preParsing: app.requireMember };
    const moderator = { preParsing: app.requireStaff('moderator') };

    r.get(
      '/api/me/verification',
      {
        ...member,
        schema: {
          tags: ['verification'],
          summary: 'My verification: none, pending, verified, declined (with the reason) or lapsed',
          response: { 200: MyVerificationSchema, ...errors },
        },
      },
      async (request) => verification.mine(memberOf(request).userId),
    );

    r.post(
      '/api/me/verification/start',
      {
        ...member,
        config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
        schema: {
          tags: ['verification'],
          summary: 'A random pose to copy in my selfie, valid for 15 minutes',
          response: { 200: MyVerificationSchema, ...errors },
        },
      },
      async (request) => verification.start(memberOf(request).userId),
    );

    r.post(
      '/api/me/verification',
      {
        ...member,
        config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
        schema: {
          tags: ['verification'],
          summary:
            'My selfie copying the pose (multipart field "file"; JPEG, PNG or WebP; 10 MB), for a moderator',
          consumes: ['multipart/form-data'],
          response: { 201: MyVerificationSchema, ...errors, 413: ErrorBodySchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await verification.submit(
              memberOf(request).userId,
              await readUpload(request, 'selfie'),
            ),
          ),
    );

    r.get(
      '/api/admin/verifications',
      {
        ...moderator,
        schema: {
          tags: ['admin'],
          summary: 'Verification requests, oldest first (moderators)',
          querystring: AdminVerificationQuerySchema,
          response: { 200: AdminVerificationListSchema, ...errors },
        },
      },
      async (request) => verification.list(request.query),
    );

    r.get(
      '/api/admin/verifications/:id',
      {
        ...moderator,
        schema: {
          tags: ['admin'],
          summary: 'A verification request: the selfie (a short-lived link), the pose, his photos',
          params: z.strictObject({ id: Id }),
          response: { 200: AdminVerificationDetailSchema, ...errors },
        },
      },
      async (request) => verification.detail(staffOf(request), request.params.id),
    );

    r.get(
      '/api/admin/verifications/:id/selfie/:file',
      {
        ...moderator,
        schema: {
          hide: true,
          params: z.strictObject({ id: Id, file: z.string().max(40) }),
          querystring: z.strictObject({ exp: z.coerce.number().int(), sig: z.string().max(100) }),
        },
      },
      async (request, reply) => {
        const { bytes, contentType } = await verification.selfie(
          staffOf(request),
          request.params.id,
          request.params.file,
          request.query.exp,
          request.query.sig,
        );
        reply.header('Cache-Control', 'private, no-store');
        reply.header('X-Content-Type-Options', 'nosniff');
        return reply.type(contentType).send(bytes);
      },
    );

    r.post(
      '/api/admin/verifications/:id/decide',
      {
        ...moderator,
        schema: {
          tags: ['admin'],
          summary: 'Approve or decline a verification request with a reason (moderators; audited)',
          params: z.strictObject({ id: Id }),
          body: VerificationDecisionBodySchema,
          response: { 200: AdminVerificationItemSchema, ...errors },
        },
      },
      async (request) => verification.decide(staffOf(request), request.params.id, request.body),
    );

    r.get(
      '/api/admin/members/:memberId/verification',
      {
        ...moderator,
        schema: {
          tags: ['admin'],
          summary: "A member's verification state and history (moderators)",
          params: z.strictObject({ memberId: Id }),
          response: { 200: MemberVerificationHistorySchema, ...errors },
        },
      },
      async (request) => verification.history(request.params.memberId),
    );
  };
}

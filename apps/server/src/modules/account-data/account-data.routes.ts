import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DataExportParamsSchema,
  DataExportSchema,
  DataExportStateSchema,
  DeleteAccountBodySchema,
  ErrorBodySchema,
} from '@blaze/contracts';
import { perMember } from '../../http/rate-limit.ts';
import { memberOf } from '../../http/session-guard.ts';
import type { AccountDataService } from './account-data.service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  410: ErrorBodySchema,
  429: ErrorBodySchema,
};

/** Password tries on the deletion, per member (the sign-in backoff of his address counts them too). */
const DELETE_TRIES_PER_MINUTE = 5;

export function accountDataRoutes(accountData: AccountDataService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { preParsing: app.requireMember };

    r.get(
      '/api/me/export',
      {
        ...guard,
        schema: {
          tags: ['account'],
          summary: 'My latest data export (its progress, or its download link and expiry)',
          response: { 200: DataExportStateSchema, ...errors },
        },
      },
      async (request) => accountData.state(memberOf(request).userId),
    );

    r.post(
      '/api/me/export',
      {
        ...guard,
        config: perMember('account-export', 10),
        schema: {
          tags: ['account'],
          summary: 'Start an export of all my data (a ZIP built in the background)',
          body: z.strictObject({}).nullish(),
          response: { 202: DataExportSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.code(202);
        return accountData.start(memberOf(request).userId);
      },
    );

    r.get(
      '/api/me/export/:id/download',
      {
        ...guard,
        schema: {
          tags: ['account'],
          summary: 'Download my export (my session only; it expires)',
          params: DataExportParamsSchema,
          response: { 200: z.any(), ...errors },
        },
      },
      async (request, reply) => {
        const file = await accountData.download(memberOf(request).userId, request.params.id);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('cache-control', 'private, no-store')
          .send(file.bytes);
      },
    );

    r.post(
      '/api/me/delete',
      {
        ...guard,
        config: perMember('account-delete', DELETE_TRIES_PER_MINUTE),
        schema: {
          tags: ['account'],
          summary:
            'Delete my account at once (password required): my profile, photos and content go, I am signed out everywhere',
          body: DeleteAccountBodySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await accountData.deleteAccount(memberOf(request), request.body.password, request.ip);
        return reply.status(204).send(null);
      },
    );
  };
}

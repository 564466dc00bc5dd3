import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BuilderSaveBodySchema,
  ErrorBodySchema,
  GenerateBodySchema,
  GenerateResponseSchema,
  OwnProfileSchema,
} from '@blaze/contracts';
import { memberOf } from '../../http/session-guard.ts';
import type { BuilderService } from './builder.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema };

export function builderRoutes(builder: BuilderService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/profile/generate',
      {
        preParsing: app.requireMember,
        config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
        schema: {
          tags: ['builder'],
          summary: 'Three profile texts written from the builder draft',
          body: GenerateBodySchema,
          response: { 200: GenerateResponseSchema, ...errors },
        },
      },
      async (request) => builder.generate(request.body.profileData, request.log),
    );
    r.put(
      '/api/profile/builder',
      {
        preParsing: app.requireMember,
        schema: {
          tags: ['builder'],
          summary: 'Save the builder: writes the builder columns of the profile',
          body: BuilderSaveBodySchema,
          response: { 200: OwnProfileSchema, ...errors },
        },
      },
      async (request) =>
        builder.save(memberOf(request).userId, request.body.draft, request.body.text),
    );
  };
}

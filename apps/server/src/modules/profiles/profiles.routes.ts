import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  LikeStateSchema,
  MemberProfileSchema,
  OwnProfileSchema,
  ProfileUpdateSchema,
} from '@blaze/contracts';
import { memberOf } from '../../http/session-guard.ts';
import type { ProfilesService } from './profiles.service.ts';

export const ProfileIdParams = z.strictObject({ id: z.string().min(1).max(100) });
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

export function profilesRoutes(profiles: ProfilesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { preParsing: app.requireMember };

    r.get(
      '/api/profiles/me',
      {
        ...guard,
        schema: {
          tags: ['profiles'],
          summary: 'My own profile, every field',
          response: { 200: OwnProfileSchema, ...errors },
        },
      },
      async (request) => {
        const own = await profiles.getOwn(memberOf(request).userId);
        if (!own) throw new Error('signed-in member without a profile');
        return own;
      },
    );

    r.patch(
      '/api/profiles/me',
      {
        ...guard,
        schema: {
          tags: ['profiles'],
          summary: 'Change my own profile (strict: unknown or protected fields are refused)',
          body: ProfileUpdateSchema,
          response: { 200: OwnProfileSchema, ...errors },
        },
      },
      async (request) => profiles.updateOwn(memberOf(request).userId, request.body),
    );

    r.get(
      '/api/profiles/:id',
      {
        ...guard,
        schema: {
          tags: ['profiles'],
          summary: "Another member's profile as I may see it",
          params: ProfileIdParams,
          response: { 200: MemberProfileSchema, ...errors },
        },
      },
      async (request) => profiles.viewProfile(memberOf(request).userId, request.params.id),
    );

    for (const [method, liked] of [
      ['POST', true],
      ['DELETE', false],
    ] as const) {
      r.route({
        method,
        url: '/api/profiles/:id/like',
        preParsing: app.requireMember,
        schema: {
          tags: ['profiles'],
          summary: liked ? 'Like a member' : 'Take a like back',
          params: ProfileIdParams,
          response: { 200: LikeStateSchema, ...errors },
        },
        handler: async (request) =>
          profiles.setLike(memberOf(request).userId, request.params.id, liked),
      });
    }
  };
}

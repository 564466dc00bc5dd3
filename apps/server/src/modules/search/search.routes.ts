import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  SEARCHES_PER_MINUTE,
  SearchPageSchema,
  SearchQuerySchema,
} from '@blaze/contracts';
import { perMember } from '../../http/rate-limit.ts';
import { memberOf } from '../../http/session-guard.ts';
import type { SearchService } from './search.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema };

export function searchRoutes(search: SearchService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/search',
      {
        preParsing: app.requireMember,
        config: perMember('search', SEARCHES_PER_MINUTE),
        schema: {
          tags: ['search'],
          summary:
            'Find members by name, posts by text or #tag, and events (no location in results)',
          querystring: SearchQuerySchema,
          response: { 200: SearchPageSchema, ...errors },
        },
      },
      async (request) => search.search(memberOf(request).userId, request.query),
    );
  };
}

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@blaze/contracts';
import type { Config } from '../config.ts';

const SESSION = 'session';
type Hooks = RouteOptions['preParsing'] | RouteOptions['preHandler'] | RouteOptions['onRequest'];

const hookList = (hooks: Hooks): unknown[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * `GET /api/conversations/:id/messages` -> `getConversationsByIdMessages`: derived from the route, so
 * every operation has a stable, unique id without one being written in each route file. A route may
 * still name its own (`schema.operationId`).
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((part) => part && part !== 'api')
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/**
 * The session a route asks for, as the document's `security`, read from its hooks: required behind
 * the session guard (`requireMember`), optional where it only loads the member, none otherwise (`[]`
 * says so explicitly, e.g. for sign-in).
 */
function securityOf(app: FastifyInstance, route: RouteOptions): Record<string, string[]>[] {
  const hooks = [route.onRequest, route.preParsing, route.preHandler].flatMap(hookList);
  if (hooks.includes(app.requireMember)) return [{ [SESSION]: [] }];
  if (hooks.includes(app.loadMember)) return [{ [SESSION]: [] }, {}];
  return [];
}

/**
 * The OpenAPI document at /api/docs/json (and its viewer when API_DOCS is on). It must stay clean
 * under a standard linter (`@redocly/cli lint`, recommended rules; api-docs.test.ts), so that client
 * generators and API tools work from it: every operation declares its id and its security, and every
 * API operation lists the 429 the global rate limit can answer.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  config: Config,
  version: string,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Blaze API',
        version,
        description: 'The API behind the Blaze web app.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Relative: the API is wherever this document was fetched from, behind any proxy or domain.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          [SESSION]: { type: 'apiKey', in: 'cookie', name: 'blaze.session_token' },
        },
      },
    },
    stripBasePath: false,
    transform: (document) => {
      const { route, url, schema } = document;
      if (!schema || schema.hide) return jsonSchemaTransform(document);
      const response = schema.response as Record<string, unknown> | undefined;
      const transformed = jsonSchemaTransform({
        ...document,
        schema: url.startsWith('/api/')
          ? { ...schema, response: { ...response, 429: ErrorBodySchema } }
          : schema,
      });
      const method = Array.isArray(route.method) ? route.method[0]! : route.method;
      return {
        ...transformed,
        schema: {
          operationId: operationIdOf(method, url),
          security: securityOf(app, route),
          ...transformed.schema,
        },
      };
    },
  });
  if (config.apiDocs)
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // Its own policy, with the hashes of its inline scripts, in place of the app's.
      staticCSP: true,
      transformStaticCSP: (header) => header.replace('upgrade-insecure-requests;', ''),
    });
}

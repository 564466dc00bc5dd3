import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssistantConfirmationIdParamsSchema,
  AssistantExchangeSchema,
  AssistantHistorySchema,
  AssistantMessageBodySchema,
  AssistantMessageSchema,
  AssistantPreferencesPatchSchema,
  AssistantPreferencesSchema,
  AssistantReplySchema,
  AssistantRequestSchema,
  ErrorBodySchema,
} from '@blaze/contracts';
import { AppError } from '../../lib/errors.ts';
import { perMember } from '../../http/rate-limit.ts';
import { memberOf } from '../../http/session-guard.ts';
import type { AssistantService } from './assistant.service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};
const tags = ['assistant'];

/** One server-sent event. */
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export function assistantRoutes(assistant: AssistantService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { preParsing: app.requireMember };
    const me = (request: Parameters<typeof memberOf>[0]) => memberOf(request).userId;
    // One bucket for everything that makes the assistant work (chat, requests, answers).
    const asks = perMember('assistant', 30);

    r.get(
      '/api/assistant/preferences',
      {
        ...guard,
        schema: {
          tags,
          summary: 'My assistant preferences (the defaults until I change one)',
          response: { 200: AssistantPreferencesSchema, ...errors },
        },
      },
      async (request) => assistant.preferences(me(request)),
    );

    r.patch(
      '/api/assistant/preferences',
      {
        ...guard,
        config: perMember('assistant-prefs', 60),
        schema: {
          tags,
          summary:
            'Change my assistant preferences (persona, voice, adult mode, the model switch…)',
          body: AssistantPreferencesPatchSchema,
          response: { 200: AssistantPreferencesSchema, ...errors },
        },
      },
      async (request) => assistant.updatePreferences(me(request), request.body),
    );

    r.get(
      '/api/assistant/messages',
      {
        ...guard,
        schema: {
          tags,
          summary: 'My conversation with the assistant, oldest first',
          response: { 200: AssistantHistorySchema, ...errors },
        },
      },
      async (request) => assistant.history(me(request)),
    );

    r.delete(
      '/api/assistant/messages',
      {
        ...guard,
        config: perMember('assistant-clear', 20),
        schema: {
          tags,
          summary: 'Clear my conversation with the assistant',
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await assistant.clearHistory(me(request));
        return reply.status(204).send(null);
      },
    );

    r.post(
      '/api/assistant/messages',
      {
        ...guard,
        config: asks,
        schema: {
          tags,
          summary:
            'Say something to the assistant: JSON, or server-sent events (delta, then done) with Accept: text/event-stream',
          body: AssistantMessageBodySchema,
          response: { 200: AssistantExchangeSchema, ...errors },
        },
      },
      async (request, reply) => {
        const userId = me(request);
        if (!/\btext\/event-stream\b/.test(request.headers.accept ?? ''))
          return assistant.ask(userId, request.body);
        const stream = new PassThrough();
        reply
          .header('cache-control', 'no-cache')
          .header('x-accel-buffering', 'no')
          .type('text/event-stream; charset=utf-8');
        // A stream is piped as it is (no serializer); the route's schema types only the JSON answer.
        void reply.send(stream as never);
        try {
          const exchange = await assistant.ask(userId, request.body, (text) =>
            stream.write(sse('delta', { text })),
          );
          stream.write(sse('done', exchange));
        } catch (err) {
          const known = err instanceof AppError && err.statusCode < 500;
          if (!known) request.log.error({ err }, 'assistant stream failed');
          stream.write(
            sse('error', {
              error: known
                ? { code: err.code, message: err.message }
                : { code: 'INTERNAL_ERROR', message: 'Something went wrong. Please try again.' },
            }),
          );
        }
        stream.end();
        return reply;
      },
    );

    r.post(
      '/api/assistant/requests',
      {
        ...guard,
        config: asks,
        schema: {
          tags,
          summary:
            "The assistant's request processor: { type, action, data } -> { success, message, nextStep, tip, cta }",
          body: AssistantRequestSchema,
          response: { 200: AssistantReplySchema, ...errors },
        },
      },
      async (request) => assistant.request(me(request), request.body),
    );

    r.post(
      '/api/assistant/confirmations/:id',
      {
        ...guard,
        config: asks,
        schema: {
          tags,
          summary: 'Yes: run the action the assistant held for me (once)',
          params: AssistantConfirmationIdParamsSchema,
          response: { 200: AssistantMessageSchema, ...errors },
        },
      },
      async (request) => assistant.confirm(me(request), request.params.id),
    );

    r.delete(
      '/api/assistant/confirmations/:id',
      {
        ...guard,
        config: asks,
        schema: {
          tags,
          summary: 'No: drop the action the assistant held for me',
          params: AssistantConfirmationIdParamsSchema,
          response: { 200: AssistantMessageSchema, ...errors },
        },
      },
      async (request) => assistant.decline(me(request), request.params.id),
    );
  };
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssistantConfigSchema,
  AssistantSpeechBodySchema,
  ErrorBodySchema,
} from '@blaze/contracts';
import { perMember } from '../../../http/rate-limit.ts';
import { memberOf } from '../../../http/session-guard.ts';
import type { SpeechService } from './speech.service.ts';

/** Spoken replies a member may ask for in a minute: a busy conversation, not a text-to-speech farm. */
export const SPEECH_PER_MINUTE = 30;

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  422: ErrorBodySchema,
  429: ErrorBodySchema,
  503: ErrorBodySchema,
};

export function speechRoutes(speech: SpeechService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { preParsing: app.requireMember };

    r.get(
      '/api/assistant/config',
      {
        ...guard,
        schema: {
          tags: ['assistant'],
          summary: 'What this server offers the assistant: a model, and which voice speaks',
          response: { 200: AssistantConfigSchema, ...errors },
        },
      },
      async (request) => speech.config(request.log),
    );

    r.post(
      '/api/assistant/speech',
      {
        ...guard,
        config: perMember('assistant-speech', SPEECH_PER_MINUTE),
        schema: {
          tags: ['assistant'],
          summary:
            "A reply spoken by the server voice (audio/mpeg); 503 TTS_UNAVAILABLE: use the browser's voice",
          body: AssistantSpeechBodySchema,
          response: { 200: z.any(), ...errors },
        },
      },
      async (request, reply) => {
        // The app drops the request when he turns voice output off; the provider stops too.
        const hangUp = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) hangUp.abort();
        });
        const audio = await speech.speak(
          memberOf(request).userId,
          request.body,
          request.log,
          hangUp.signal,
        );
        return reply
          .header('content-type', 'audio/mpeg')
          .header('cache-control', 'no-store')
          .send(audio);
      },
    );
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { BuilderDraft, GenerateResponse, OwnProfile, ProfileText } from '@blaze/contracts';
import { ProfileTextSchema } from '@blaze/contracts';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import { writeProfiles, writerInput, type WriterInput } from './profile-writer.ts';

const AI_TIMEOUT_MS = 15_000;
const AiReplySchema = z.object({ profiles: z.array(ProfileTextSchema).min(3) });

/** Calls an OpenAI-compatible chat endpoint. Only the writer input (no health, no match-only kinks) leaves. */
async function askAi(ai: NonNullable<Config['ai']>, input: WriterInput): Promise<ProfileText[]> {
  const res = await fetch(`${ai.baseUrl.replace(/\/$/, '')}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ai.apiKey}` },
    signal: AbortSignal.timeout(AI_TIMEOUT_MS),
    body: JSON.stringify({
      model: ai.model,
      response_format: { type: 'json_object' },
      messages: [
        {
          role: 'system',
          content:
            'You write dating profiles for gay men. Reply with JSON {"profiles":[{"aboutMe","whatImInto","lookingFor"}]} holding exactly three different options, each field at most 500 characters, in the tone(s) given. Never invent health information.',
        },
        { role: 'user', content: JSON.stringify(input) },
      ],
    }),
  });
  if (!res.ok) throw new Error(`AI provider answered ${res.status}`);
  const body = (await res.json()) as { choices?: Array<{ message?: { content?: string } }> };
  const content = body.choices?.[0]?.message?.content ?? '';
  return AiReplySchema.parse(JSON.parse(content)).profiles.slice(0, 3);
}

export function builderService(config: Config, profiles: ProfilesService) {
  return {
    async generate(draft: BuilderDraft, log: FastifyBaseLogger): Promise<GenerateResponse> {
      const input = writerInput(draft);
      if (config.ai) {
        try {
          return { profiles: await askAi(config.ai, input), source: 'ai' };
        } catch (err) {
          log.warn(
            { err: (err as Error).message },
            'AI profile generation failed; using the built-in writer',
          );
        }
      }
      return { profiles: writeProfiles(input), source: 'built-in' };
    },

    save: (userId: string, draft: BuilderDraft, text: ProfileText): Promise<OwnProfile> =>
      profiles.saveBuilder(userId, draft, text),
  };
}

export type BuilderService = ReturnType<typeof builderService>;

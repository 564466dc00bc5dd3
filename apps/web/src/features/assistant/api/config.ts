import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_TTS_VOICE, type AssistantConfig } from '@blaze/contracts/assistant';
import { api } from '@/lib/api-client';
import { assistantKeys } from '@/features/assistant/api/assistant-keys';

/** What a server without a model or a speech provider offers: the browser's own voice. */
export const BROWSER_ONLY_CONFIG: AssistantConfig = {
  modelAvailable: false,
  voiceProvider: 'browser',
  voices: [],
  defaultVoice: DEFAULT_TTS_VOICE,
};

export function getAssistantConfig(signal?: AbortSignal): Promise<AssistantConfig> {
  return api.get<AssistantConfig>('/api/assistant/config', { signal });
}

export function assistantConfigQueryOptions() {
  return queryOptions({
    queryKey: assistantKeys.config(),
    queryFn: ({ signal }) => getAssistantConfig(signal),
    // The server's set-up changes only with a restart.
    staleTime: 30 * 60_000,
  });
}

/** What this server offers; until it answers (or if it cannot), the browser's voice. */
export function useAssistantConfig(): AssistantConfig {
  return useQuery(assistantConfigQueryOptions()).data ?? BROWSER_ONLY_CONFIG;
}

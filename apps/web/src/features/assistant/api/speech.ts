import type { AssistantSpeechBody } from '@blaze/contracts/assistant';
import { apiResponse } from '@/lib/api-client';

/** The server voice (POST /api/assistant/speech): mp3 bytes; a 503 TTS_UNAVAILABLE throws. */
export async function fetchSpeech(body: AssistantSpeechBody, signal: AbortSignal): Promise<Blob> {
  const response = await apiResponse('/api/assistant/speech', {
    method: 'POST',
    body,
    signal,
    accept: 'audio/mpeg',
    timeoutMs: 20_000,
  });
  return response.blob();
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssistantExchange,
  AssistantHistory,
  AssistantMessage,
  AssistantMessageBody,
} from '@blaze/contracts/assistant';
import { ErrorCode } from '@blaze/contracts/error-codes';
import { api, apiResponse, ApiError, ClientErrorCode } from '@/lib/api-client';
import { assistantKeys } from '@/features/assistant/api/assistant-keys';
import { readEventStream } from '@/features/assistant/lib/event-stream';

export function getHistory(signal?: AbortSignal): Promise<AssistantHistory> {
  return api.get<AssistantHistory>('/api/assistant/messages', { signal });
}

export function historyQueryOptions() {
  return queryOptions({
    queryKey: assistantKeys.history(),
    queryFn: ({ signal }) => getHistory(signal),
    select: (history) => history.messages,
  });
}

/** His conversation with the assistant, oldest first (the greeting is not stored). */
export function useHistory() {
  return useQuery(historyQueryOptions());
}

/** Adds stored messages to the cached history, once each. */
export function appendToHistory(
  queryClient: ReturnType<typeof useQueryClient>,
  added: AssistantMessage[],
) {
  queryClient.setQueryData<AssistantHistory>(assistantKeys.history(), (history) => {
    const messages = history?.messages ?? [];
    const known = new Set(messages.map((message) => message.id));
    return { messages: [...messages, ...added.filter((message) => !known.has(message.id))] };
  });
}

/**
 * A refusal that arrived inside the stream (the status was already 200): a limit or a rule speaks in
 * the server's own words, anything else in the common ones.
 */
function streamFailure(error: { code?: string; message?: string } | undefined): ApiError {
  const code = error?.code ?? ErrorCode.internal;
  const known = code !== ErrorCode.internal && code !== 'INTERNAL' && error?.message;
  return new ApiError(
    known ? 400 : 500,
    code,
    known ? error.message! : 'Something went wrong on our side. Please try again in a moment.',
    error?.message,
  );
}

const badStream = () =>
  new ApiError(
    0,
    ClientErrorCode.badResponse,
    'Something went wrong on our side. Please try again in a moment.',
  );

/**
 * POST /api/assistant/messages asking for a stream: `onText` gets the reply's words as they arrive
 * (`delta` events), the promise the stored exchange (`done`). A server that answers with plain JSON
 * works too.
 */
export async function sendAssistantMessage(
  body: AssistantMessageBody,
  onText: (textSoFar: string) => void,
  signal?: AbortSignal,
): Promise<AssistantExchange> {
  const response = await apiResponse('/api/assistant/messages', {
    method: 'POST',
    body,
    signal,
    accept: 'text/event-stream, application/json',
  });
  if (!response.headers.get('content-type')?.includes('text/event-stream') || !response.body) {
    return (await response.json().catch(() => Promise.reject(badStream()))) as AssistantExchange;
  }
  let text = '';
  let exchange: AssistantExchange | null = null;
  let failure: ApiError | null = null;
  await readEventStream(response.body, ({ event, data }) => {
    let payload: unknown;
    try {
      payload = JSON.parse(data);
    } catch {
      return;
    }
    if (event === 'delta') {
      text += (payload as { text?: string }).text ?? '';
      onText(text);
    } else if (event === 'done') {
      exchange = payload as AssistantExchange;
    } else if (event === 'error') {
      failure = streamFailure((payload as { error?: { code?: string; message?: string } }).error);
    }
  });
  if (exchange) return exchange;
  throw failure ?? badStream();
}

/** Sends what he typed or said; the exchange joins the history once stored. */
export function useSendAssistantMessage(onText: (textSoFar: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssistantMessageBody) => sendAssistantMessage(body, onText),
    // Sending again could ask twice; he can press Send again himself.
    retry: false,
    // The chat shows the failure in words beside his message.
    meta: { errorToast: false },
    onSuccess: (exchange) => appendToHistory(queryClient, [exchange.message, exchange.reply]),
  });
}

export function clearHistory(): Promise<void> {
  return api.delete<void>('/api/assistant/messages');
}

export function useClearHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearHistory,
    onSuccess: () =>
      queryClient.setQueryData<AssistantHistory>(assistantKeys.history(), { messages: [] }),
  });
}

import OpenAI from 'openai';
import type {
  ChatCompletionFunctionTool,
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import type { Config } from '../../../config.ts';
import type { AssistantModel, ModelAnswer, ModelRequest } from '../assistant-model.ts';

/** Rounds of one answer: the model may call tools in the first three; the fourth must answer in words. */
export const MODEL_MAX_ROUNDS = 4;

/** Why the model gave no answer; the service answers with the built-in engine whatever the kind. */
export type ModelFailureKind =
  'status' | 'timeout' | 'aborted' | 'network' | 'cut-off' | 'empty' | 'rounds';

export class ModelFailure extends Error {
  constructor(
    readonly kind: ModelFailureKind,
    message: string,
    /** The HTTP status, for kind 'status'. */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ModelFailure';
  }
}

/** Only figures: never a prompt, a member's words or the model's. */
type ModelLog = {
  info: (obj: Record<string, unknown>, msg: string) => void;
  warn: (obj: Record<string, unknown>, msg: string) => void;
};

type PendingCall = { id: string; name: string; arguments: string };

/**
 * Gathers streamed tool call pieces by index: the id and name come first, the arguments in pieces. Some
 * servers (Ollama) send parallel calls all at index 0 with different ids, so a new id opens a new call.
 */
function toolCallCollector() {
  const calls: PendingCall[] = [];
  const slotOfIndex = new Map<number, number>();
  return {
    calls,
    add(piece: {
      index: number;
      id?: string;
      function?: { name?: string; arguments?: string };
    }): void {
      let slot = slotOfIndex.get(piece.index);
      const current = slot === undefined ? undefined : calls[slot];
      if (current === undefined || (piece.id && current.id && piece.id !== current.id)) {
        slot = calls.push({ id: '', name: '', arguments: '' }) - 1;
        slotOfIndex.set(piece.index, slot);
      }
      const call = calls[slot!]!;
      if (piece.id) call.id = piece.id;
      if (piece.function?.name) call.name += piece.function.name;
      if (piece.function?.arguments) call.arguments += piece.function.arguments;
    },
  };
}

/** A tool call's arguments as an object; a string telling the model what was wrong otherwise. */
function parseArguments(raw: string): { args: Record<string, unknown> } | { problem: string } {
  if (raw.trim() === '') return { args: {} };
  try {
    const args: unknown = JSON.parse(raw);
    if (args && typeof args === 'object' && !Array.isArray(args))
      return { args: args as Record<string, unknown> };
    return { problem: 'The arguments must be a JSON object. Call the tool again with an object.' };
  } catch {
    return {
      problem: 'The arguments were not valid JSON. Call the tool again with a JSON object.',
    };
  }
}

/** The client's failures, as the service's one kind of failure (and nothing of the request in it). */
function failureOf(
  err: unknown,
  deadline: AbortSignal,
  cancelled: AbortSignal | undefined,
  ai: NonNullable<Config['ai']>,
): ModelFailure {
  if (err instanceof ModelFailure) return err;
  if (deadline.aborted || err instanceof OpenAI.APIConnectionTimeoutError)
    return new ModelFailure('timeout', `The model did not answer within ${ai.timeoutMs} ms`);
  if (cancelled?.aborted || err instanceof OpenAI.APIUserAbortError)
    return new ModelFailure('aborted', 'The model request was cancelled');
  if (err instanceof OpenAI.APIError && typeof err.status === 'number')
    return new ModelFailure('status', `The model answered HTTP ${err.status}`, err.status);
  if (err instanceof OpenAI.APIConnectionError)
    return new ModelFailure('network', 'The model could not be reached');
  return new ModelFailure(
    'network',
    `The model's answer could not be read (${(err as Error).name})`,
  );
}

/**
 * The assistant's model over any OpenAI-compatible chat completions endpoint (OpenAI, Ollama's /v1,
 * llama.cpp's server), with the official client: streams the words to `onDelta`, runs the tools the
 * model calls through `runTool` and gives it their results, and answers within `ai.timeoutMs` in all.
 */
export function openAiModel(
  ai: NonNullable<Config['ai']>,
  options: { log?: ModelLog } = {},
): AssistantModel {
  const client = new OpenAI({
    baseURL: ai.baseUrl,
    apiKey: ai.apiKey,
    // Config is read once at boot: nothing from the client's own environment variables.
    adminAPIKey: null,
    organization: null,
    project: null,
    webhookSecret: null,
    timeout: ai.timeoutMs,
    // A retry would double his wait; the built-in engine answers instead.
    maxRetries: 0,
    // The client logs request bodies at debug level: never, whatever OPENAI_LOG says.
    logLevel: 'off',
  });

  return {
    async answer(request: ModelRequest): Promise<ModelAnswer> {
      const started = Date.now();
      const deadline = AbortSignal.timeout(ai.timeoutMs);
      const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
      const tools: ChatCompletionFunctionTool[] = request.tools.map((tool) => ({
        type: 'function',
        function: { name: tool.name, description: tool.description, parameters: tool.parameters },
      }));
      const known = new Set(request.tools.map((tool) => tool.name));
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: request.system },
        ...request.history.map((turn) => ({ role: turn.role, content: turn.content })),
      ];
      const toolCalls: ModelAnswer['toolCalls'] = [];
      const said: string[] = [];
      let rounds = 0;
      let toolError: unknown = null;

      try {
        // Each round answers in words (return), calls tools (next round) or fails (throw).
        for (;;) {
          rounds += 1;
          const mayUseTools = tools.length > 0 && rounds < MODEL_MAX_ROUNDS;
          const stream = await client.chat.completions.create(
            { model: ai.model, messages, stream: true, ...(mayUseTools && { tools }) },
            { signal },
          );
          const collector = toolCallCollector();
          let text = '';
          let finished = false;
          for await (const chunk of stream) {
            const choice = chunk.choices[0];
            if (choice?.finish_reason) finished = true;
            const delta = choice?.delta;
            if (!delta) continue;
            if (delta.content) {
              // Words after earlier rounds' words start a new paragraph, in the stream as in the text.
              if (text === '' && said.length > 0) request.onDelta?.('\n\n');
              text += delta.content;
              request.onDelta?.(delta.content);
            }
            for (const piece of delta.tool_calls ?? []) collector.add(piece);
          }
          // The client ends a stream quietly when it is aborted: a deadline mid-answer is a failure.
          signal.throwIfAborted();
          if (!finished) throw new ModelFailure('cut-off', 'The model stopped mid-answer');
          if (text !== '') said.push(text);

          const calls = collector.calls.filter((call) => call.name !== '');
          if (calls.length === 0) {
            const answer = said.join('\n\n').trim();
            if (answer === '') throw new ModelFailure('empty', 'The model gave an empty answer');
            options.log?.info(
              { durationMs: Date.now() - started, rounds, toolCalls: toolCalls.length },
              'assistant model answered',
            );
            return { text: answer, toolCalls };
          }

          if (!mayUseTools)
            throw new ModelFailure('rounds', `The model still called tools in round ${rounds}`);
          const withIds = calls.map((call, i) => ({
            ...call,
            id: call.id || `call_${rounds}_${i}`,
          }));
          messages.push({
            role: 'assistant',
            content: text || null,
            tool_calls: withIds.map((call): ChatCompletionMessageFunctionToolCall => ({
              id: call.id,
              type: 'function',
              function: { name: call.name, arguments: call.arguments },
            })),
          });
          for (const call of withIds) {
            const parsed = parseArguments(call.arguments);
            let content: string;
            if (!known.has(call.name)) {
              content = `There is no tool named ${JSON.stringify(call.name)}. Use one of: ${[...known].join(', ')}.`;
            } else if ('problem' in parsed) {
              content = parsed.problem;
            } else {
              const outcome = await request
                .runTool(call.name, parsed.args)
                .catch((err: unknown) => {
                  toolError = err;
                  throw err;
                });
              toolCalls.push({ name: call.name, args: parsed.args, outcome });
              content = outcome.forModel;
            }
            messages.push({ role: 'tool', tool_call_id: call.id, content });
          }
        }
      } catch (err) {
        if (err === toolError) {
          // A tool's bug is ours, not the model's: it goes on as it is.
          options.log?.warn(
            { durationMs: Date.now() - started, rounds, kind: 'tool' },
            'assistant tool failed',
          );
          throw err;
        }
        const failure = failureOf(err, deadline, request.signal, ai);
        options.log?.warn(
          {
            durationMs: Date.now() - started,
            rounds,
            kind: failure.kind,
            status: failure.status ?? undefined,
          },
          'assistant model failed',
        );
        throw failure;
      }
    },
  };
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in answers to one chat completions request. */
export type StandInAnswer =
  /** Words: streamed in pieces (one per word) when the request asks for a stream. */
  | { text: string }
  /**
   * One or more tool calls (finish_reason 'tool_calls'). `args` is sent as JSON, or as it is when it is a
   * string (to send arguments that are not JSON); `text` streams before them.
   */
  | { toolCalls: Array<{ name: string; args: unknown }>; text?: string }
  /** An HTTP error with OpenAI's error body. */
  | { status: number; message?: string }
  /** Never answers (a timeout), or sends `text`'s first words and then stops mid-stream. */
  | { hang: true; text?: string }
  /** Sends `text`'s first words, then closes the stream without finishing it (no finish_reason, no [DONE]). */
  | { cut: true; text: string }
  /** A stream that ends without any words or tool call. */
  | { empty: true };

/** An answer, or a function of the request body choosing one (e.g. text once a tool result is in). */
export type StandInScript = StandInAnswer | ((body: ChatRequestBody) => StandInAnswer);

/** The parts of a chat completions request body the tests read. */
export type ChatRequestBody = {
  model: string;
  stream?: boolean;
  messages: Array<{
    role: string;
    content?: string | null;
    tool_call_id?: string;
    tool_calls?: Array<{ id: string; type: string; function: { name: string; arguments: string } }>;
  }>;
  tools?: Array<{
    type: string;
    function: { name: string; description?: string; parameters?: unknown };
  }>;
  [key: string]: unknown;
};

export type RecordedRequest = {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** Exactly as received, for 'does this string appear anywhere' checks. */
  raw: string;
  body: ChatRequestBody;
};

/**
 * An OpenAI-compatible chat completions server on 127.0.0.1 (port 0): POST /v1/chat/completions, as JSON
 * or as server-sent events (`data: {chunk}` ... `data: [DONE]`), with streamed tool calls as OpenAI sends
 * them (id and name first, the arguments in pieces). It records every request it receives, so a test can
 * check what reached the model; answers are scripted in order (`answer`), then `otherwise`.
 */
export async function startOpenAiStandIn(options: { apiKey?: string; chunkDelayMs?: number } = {}) {
  const requests: RecordedRequest[] = [];
  const queue: StandInScript[] = [];
  let fallback: StandInScript = { text: 'Hello from the stand-in model.' };
  let n = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void handle(req, res, Buffer.concat(chunks).toString('utf8'));
    });
  });

  const sendError = (res: http.ServerResponse, status: number, message: string, type: string) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message, type, param: null, code: null } }));
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      sendError(res, 404, `No stand-in for ${req.method} ${path}`, 'invalid_request_error');
      return;
    }
    let body: ChatRequestBody;
    try {
      body = JSON.parse(raw) as ChatRequestBody;
    } catch {
      sendError(res, 400, 'The body is not JSON', 'invalid_request_error');
      return;
    }
    requests.push({ path, headers: req.headers, raw, body });
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      sendError(res, 401, 'Incorrect API key provided', 'invalid_request_error');
      return;
    }
    if (typeof body.model !== 'string' || !Array.isArray(body.messages)) {
      sendError(res, 400, 'model and messages are required', 'invalid_request_error');
      return;
    }
    const script = queue.shift() ?? fallback;
    const answer = typeof script === 'function' ? script(body) : script;
    n += 1;
    const id = `chatcmpl-standin${n}`;
    const created = Math.floor(Date.now() / 1000);

    if ('status' in answer) {
      sendError(res, answer.status, answer.message ?? 'The stand-in failed', 'server_error');
      return;
    }
    if ('hang' in answer && !body.stream) return; // never answers; closed with the server
    if ('cut' in answer && !body.stream) {
      res.socket?.destroy();
      return;
    }

    const toolCalls =
      'toolCalls' in answer
        ? answer.toolCalls.map((call, i) => ({
            id: `call_standin${n}_${i}`,
            name: call.name,
            arguments: typeof call.args === 'string' ? call.args : JSON.stringify(call.args),
          }))
        : [];
    const text = 'text' in answer ? (answer.text ?? '') : '';

    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model: body.model,
          choices: [
            {
              index: 0,
              message: {
                role: 'assistant',
                content: text || (toolCalls.length ? null : ''),
                ...(toolCalls.length && {
                  tool_calls: toolCalls.map((c) => ({
                    id: c.id,
                    type: 'function',
                    function: { name: c.name, arguments: c.arguments },
                  })),
                }),
              },
              finish_reason: toolCalls.length ? 'tool_calls' : 'stop',
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
      return;
    }

    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`;
    const write = async (data: string) => {
      res.write(data);
      if (options.chunkDelayMs) await new Promise((r) => setTimeout(r, options.chunkDelayMs));
    };

    await write(chunk({ role: 'assistant', content: '' }));
    const words = text.match(/\S+\s*|\s+/g) ?? [];
    if ('hang' in answer) {
      // The first half of the words, then silence: the client's deadline has to end it.
      for (const word of words.slice(0, Math.ceil(words.length / 2)))
        await write(chunk({ content: word }));
      return;
    }
    if ('cut' in answer) {
      for (const word of words.slice(0, Math.ceil(words.length / 2)))
        await write(chunk({ content: word }));
      res.end();
      return;
    }
    for (const word of words) await write(chunk({ content: word }));
    for (const [index, call] of toolCalls.entries()) {
      await write(
        chunk({
          tool_calls: [
            { index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } },
          ],
        }),
      );
      const half = Math.ceil(call.arguments.length / 2);
      for (const piece of [call.arguments.slice(0, half), call.arguments.slice(half)])
        if (piece) await write(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
    }
    await write(chunk({}, toolCalls.length ? 'tool_calls' : 'stop'));
    res.end('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** The base URL to configure (AI_BASE_URL): it ends in /v1 as OpenAI's does. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Every request body as received, joined: what reached the model. */
    everything: () => requests.map((r) => r.raw).join('\n'),
    /** Scripts the next answers, in order; after them `otherwise` answers. */
    answer(...scripts: StandInScript[]): void {
      queue.push(...scripts);
    },
    /** What every request gets once the scripted answers are used up. */
    otherwise(script: StandInScript): void {
      fallback = script;
    },
    /** Forgets the recorded requests and the scripted answers. */
    reset(): void {
      requests.length = 0;
      queue.length = 0;
      fallback = { text: 'Hello from the stand-in model.' };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type OpenAiStandIn = Awaited<ReturnType<typeof startOpenAiStandIn>>;

/** The answer of a tool-using turn: call the tool first, and answer `text` once its result is in. */
export const toolThenText =
  (name: string, args: unknown, text: string): StandInScript =>
  (body) =>
    body.messages.at(-1)?.role === 'tool' ? { text } : { toolCalls: [{ name, args }] };

import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What an OpenAI-compatible speech server was sent. */
export type SpeechRequest = {
  method: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
  body: Record<string, unknown>;
};

/** How the next request is answered instead of with audio. */
export type SpeechAnswer =
  | { status: number; body: string }
  | { empty: true }
  /** No answer for this long (the app's timeout should end the wait first). */
  | { hangMs: number };

/** Bytes that look like an MP3 (an ID3 tag, then frame headers), different for each input and voice. */
export function fakeMp3(input: string, voice: string): Buffer {
  const digest = createHash('sha256').update(`${voice}\n${input}`).digest();
  const frame = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), digest]);
  return Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), frame, frame]);
}

const OPENAI_VOICES = ['alloy', 'ash', 'coral', 'echo', 'fable', 'onyx', 'nova', 'sage', 'shimmer'];

/**
 * An OpenAI-compatible speech server on 127.0.0.1 (port 0), as OpenAI and Kokoro-FastAPI answer
 * POST /v1/audio/speech: `{ model, input, voice, response_format }` in, audio/mpeg out; a bearer key
 * when `apiKey` is given; OpenAI's `{ error: { message, type, param, code } }` for a bad request. Every
 * request is recorded; a test can queue other answers (a 500, an empty body, a hang).
 */
export async function startTtsStandIn({ apiKey = null }: { apiKey?: string | null } = {}) {
  const requests: SpeechRequest[] = [];
  const answers: SpeechAnswer[] = [];
  const hanging = new Set<http.ServerResponse>();
  /** Held requests whose caller went away before an answer. */
  let hungUp = 0;

  const fail = (res: http.ServerResponse, status: number, message: string, param: string | null) =>
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(
        JSON.stringify({ error: { message, type: 'invalid_request_error', param, code: null } }),
      );

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<
          string,
          unknown
        >;
      } catch {
        fail(res, 400, 'We could not parse the JSON body of your request.', null);
        return;
      }
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization ?? null,
        contentType: req.headers['content-type'] ?? null,
        body,
      });
      if (req.method !== 'POST' || req.url !== '/v1/audio/speech') {
        res.writeHead(404).end();
        return;
      }
      if (apiKey && req.headers.authorization !== `Bearer ${apiKey}`) {
        fail(res, 401, 'Incorrect API key provided.', null);
        return;
      }
      const answer = answers.shift();
      if (answer && 'hangMs' in answer) {
        hanging.add(res);
        res.on('close', () => {
          if (!res.writableEnded && hanging.delete(res)) hungUp += 1;
        });
        setTimeout(() => {
          hanging.delete(res);
          if (!res.writableEnded) res.writeHead(200, { 'content-type': 'audio/mpeg' }).end();
        }, answer.hangMs).unref();
        return;
      }
      if (answer && 'status' in answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
        return;
      }
      if (answer) {
        res.writeHead(200, { 'content-type': 'audio/mpeg' }).end();
        return;
      }
      const { model, input, voice, response_format: format } = body;
      if (typeof model !== 'string' || !model) return fail(res, 400, 'model is required', 'model');
      if (typeof input !== 'string' || !input) return fail(res, 400, 'input is required', 'input');
      if (typeof voice !== 'string' || !OPENAI_VOICES.includes(voice))
        return fail(res, 400, `Invalid value for 'voice'.`, 'voice');
      if (format !== undefined && format !== 'mp3')
        return fail(res, 400, 'This stand-in speaks mp3 only.', 'response_format');
      res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(fakeMp3(input, voice));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** TTS_BASE_URL for it ('/v1' included, as for OpenAI). */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** How many held requests (`hangMs`) the caller gave up on before an answer. */
    hungUp: () => hungUp,
    /** The next requests get these answers, in order (then audio again). */
    answer: (...next: SpeechAnswer[]) => void answers.push(...next),
    close: async () => {
      for (const res of [...hanging]) {
        hanging.delete(res);
        res.destroy();
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TtsStandIn = Awaited<ReturnType<typeof startTtsStandIn>>;

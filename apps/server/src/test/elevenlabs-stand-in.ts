import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeMp3, type SpeechAnswer } from './tts-stand-in.ts';

/** What the ElevenLabs stand-in was sent. */
export type ElevenLabsRequest = {
  method: string;
  /** Without the query. */
  path: string;
  query: Record<string, string>;
  apiKey: string | null;
  body: Record<string, unknown> | null;
};

/** The account's voices, as GET /v1/voices lists them (a part of the real fields). */
export const STAND_IN_VOICES = [
  {
    voice_id: 'JBFqnCBsd6RMkjVDRZzb',
    name: 'George',
    category: 'premade',
    labels: { accent: 'british' },
  },
  {
    voice_id: 'IKne3meq5aSn9XLyUdCD',
    name: 'Charlie',
    category: 'premade',
    labels: { accent: 'australian' },
  },
  {
    voice_id: 'cjVigY5qzO86Huf0OWal',
    name: 'Eric',
    category: 'premade',
    labels: { accent: 'american' },
  },
];

/**
 * ElevenLabs on 127.0.0.1 (port 0), speaking its real protocol: the `xi-api-key` header on every call;
 * GET /v1/voices -> `{ voices: [...] }`; POST /v1/text-to-speech/{voice_id}?output_format=... with
 * `{ text, model_id, voice_settings }` -> audio/mpeg. Its errors have ElevenLabs' shapes:
 * `{ detail: { status, message } }`, and FastAPI's `{ detail: [{ loc, msg, type }] }` for a bad body.
 */
export async function startElevenLabsStandIn({ apiKey }: { apiKey: string }) {
  const requests: ElevenLabsRequest[] = [];
  const answers: SpeechAnswer[] = [];
  const hanging = new Set<http.ServerResponse>();
  let voices = STAND_IN_VOICES;

  const detail = (res: http.ServerResponse, status: number, detailBody: unknown) =>
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ detail: detailBody }));

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> | null = null;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        apiKey: (req.headers['xi-api-key'] as string | undefined) ?? null,
        body,
      });
      if (req.headers['xi-api-key'] !== apiKey) {
        detail(res, 401, { status: 'invalid_api_key', message: 'Invalid API key' });
        return;
      }
      if (req.method === 'GET' && url.pathname === '/v1/voices') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ voices }));
        return;
      }
      const voiceId = /^\/v1\/text-to-speech\/([^/]+)$/.exec(url.pathname)?.[1];
      if (req.method !== 'POST' || !voiceId) {
        detail(res, 404, 'Not Found');
        return;
      }
      const answer = answers.shift();
      if (answer && 'hangMs' in answer) {
        hanging.add(res);
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
      const missing = ['text', 'model_id'].filter((k) => typeof body?.[k] !== 'string');
      if (missing.length) {
        detail(
          res,
          422,
          missing.map((k) => ({ loc: ['body', k], msg: 'Field required', type: 'missing' })),
        );
        return;
      }
      if (!voices.some((v) => v.voice_id === voiceId)) {
        detail(res, 404, {
          status: 'voice_not_found',
          message: `A voice with the voice_id ${voiceId} was not found.`,
        });
        return;
      }
      res
        .writeHead(200, { 'content-type': 'audio/mpeg' })
        .end(fakeMp3(body!.text as string, voiceId));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** ELEVENLABS_API_URL for it. */
    apiUrl: `http://127.0.0.1:${port}`,
    requests,
    /** The next text-to-speech requests get these answers, in order (then audio again). */
    answer: (...next: SpeechAnswer[]) => void answers.push(...next),
    /** The account's voices from now on. */
    setVoices: (next: typeof STAND_IN_VOICES) => {
      voices = next;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type ElevenLabsStandIn = Awaited<ReturnType<typeof startElevenLabsStandIn>>;

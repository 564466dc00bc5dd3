import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssistantExchange } from '@blaze/contracts/assistant';
import { ApiError } from '@/lib/api-client';
import { sendAssistantMessage } from '@/features/assistant/api/messages';

const at = '2026-11-26T12:00:00.000Z';
const exchange: AssistantExchange = {
  message: {
    id: '7f1d6f1e-39b4-4c3f-9b36-0c6f0d2f1a01',
    role: 'user',
    content: "who's hot near me?",
    timestamp: at,
    response: null,
  },
  reply: {
    id: '7f1d6f1e-39b4-4c3f-9b36-0c6f0d2f1a02',
    role: 'assistant',
    content: 'Three blokes nearby, mate.',
    timestamp: at,
    response: {
      success: true,
      message: 'Three blokes nearby, mate.',
      nextStep: null,
      tip: null,
      cta: null,
      source: 'built-in',
    },
  },
};

/** A server-sent event stream that arrives in the given pieces. */
function streamOf(pieces: string[], status = 200) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('sendAssistantMessage', () => {
  it('asks for a stream, hands over the words as they arrive and returns the stored exchange', async () => {
    const done = `event: done\ndata: ${JSON.stringify(exchange)}\n\n`;
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      streamOf([
        'event: delta\ndata: {"text":"Three blokes"}\n\nevent: del',
        'ta\ndata: {"text":" nearby, mate."}\n\n',
        done.slice(0, 40),
        done.slice(40),
      ]),
    );
    vi.stubGlobal('fetch', fetch);
    const seen: string[] = [];
    const result = await sendAssistantMessage({ text: "who's hot near me?", spoken: true }, (t) =>
      seen.push(t),
    );
    expect(result).toEqual(exchange);
    expect(seen).toEqual(['Three blokes', 'Three blokes nearby, mate.']);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/assistant/messages');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Accept).toContain('text/event-stream');
    expect(JSON.parse(String(init?.body))).toEqual({ text: "who's hot near me?", spoken: true });
  });

  it('takes a plain JSON answer too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(exchange), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    await expect(sendAssistantMessage({ text: 'hi' }, () => undefined)).resolves.toEqual(exchange);
  });

  it('turns a refusal inside the stream into member words, never a raw code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        streamOf([
          'event: error\ndata: {"error":{"code":"INTERNAL_ERROR","message":"db down at pg.ts:12"}}\n\n',
        ]),
      ),
    );
    const failure = await sendAssistantMessage({ text: 'hi' }, () => undefined).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.message).toBe('Something went wrong on our side. Please try again in a moment.');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        streamOf([
          'event: error\ndata: {"error":{"code":"RATE_LIMITED","message":"Slow down: try again in a minute."}}\n\n',
        ]),
      ),
    );
    await expect(sendAssistantMessage({ text: 'hi' }, () => undefined)).rejects.toThrow(
      'Slow down: try again in a minute.',
    );
  });

  it('a stream that ends without its exchange fails in words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => streamOf(['event: delta\ndata: {"text":"Hal"}\n\n'])),
    );
    await expect(sendAssistantMessage({ text: 'hi' }, () => undefined)).rejects.toThrow(
      'Something went wrong on our side',
    );
  });

  it('a refused request (429) keeps the common words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many.' } }), {
            status: 429,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const failure = await sendAssistantMessage({ text: 'hi' }, () => undefined).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(429);
    expect(failure.message).not.toContain('RATE_LIMITED');
  });
});

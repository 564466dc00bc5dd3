import { describe, expect, it } from 'vitest';
import {
  createEventStreamParser,
  readEventStream,
  type ServerSentEvent,
} from '@/features/assistant/lib/event-stream';

function parse(chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = createEventStreamParser((e) => events.push(e));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

describe('the event-stream parser', () => {
  it('reads named events with their data', () => {
    expect(
      parse(['event: delta\ndata: {"text":"Hey"}\n\nevent: done\ndata: {"ok":true}\n\n']),
    ).toEqual([
      { event: 'delta', data: '{"text":"Hey"}' },
      { event: 'done', data: '{"ok":true}' },
    ]);
  });

  it('joins an event split anywhere across chunks, CRLF included', () => {
    const whole = 'event: delta\r\ndata: {"text":"mate"}\r\n\r\nevent: done\r\ndata: 1\r\n\r\n';
    for (let cut = 1; cut < whole.length; cut++) {
      expect(parse([whole.slice(0, cut), whole.slice(cut)])).toEqual([
        { event: 'delta', data: '{"text":"mate"}' },
        { event: 'done', data: '1' },
      ]);
    }
  });

  it('skips comments, joins data lines, names an unnamed event message, keeps an unclosed last one', () => {
    expect(parse([': keep-alive\n\ndata: a\ndata: b\n\nevent: done\ndata: last'])).toEqual([
      { event: 'message', data: 'a\nb' },
      { event: 'done', data: 'last' },
    ]);
  });

  it('ignores events without data and keeps the space after the colon only once', () => {
    expect(parse(['event: ping\n\ndata:  two spaces\n\n'])).toEqual([
      { event: 'message', data: ' two spaces' },
    ]);
  });

  it('reads a response body as it streams', async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('event: delta\ndata: {"text":"G\'day'));
        controller.enqueue(encoder.encode(' 🔥"}\n\n'));
        controller.close();
      },
    });
    const events: ServerSentEvent[] = [];
    await readEventStream(body, (e) => events.push(e));
    expect(events).toEqual([{ event: 'delta', data: '{"text":"G\'day 🔥"}' }]);
  });
});

/** One server-sent event: its name ('message' when the server gave none) and its data lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * The text/event-stream format (WHATWG HTML, "server-sent events"), fed chunk by chunk as the body
 * arrives: events end at a blank line; `event:` names one, `data:` lines add to it, `:` lines are
 * comments. A chunk may end anywhere, even between the two characters of a CRLF.
 */
export function createEventStreamParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  function dispatch() {
    if (data.length) onEvent({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  }

  function line(text: string) {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }

  return {
    push(chunk: string) {
      buffer += chunk;
      // A lone CR at the very end may be the first half of a CRLF: keep it for the next chunk.
      const held = buffer.endsWith('\r') ? '\r' : '';
      const text = (held ? buffer.slice(0, -1) : buffer).replace(/\r\n?/g, '\n');
      const lines = text.split('\n');
      buffer = lines.pop()! + held;
      for (const each of lines) line(each);
    },
    /** The stream ended: an event the server did not close with a blank line still counts. */
    end() {
      if (buffer) line(buffer.replace(/\r$/, ''));
      buffer = '';
      dispatch();
    },
  };
}

/** Reads a response body as server-sent events until it ends. */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ServerSentEvent) => void,
): Promise<void> {
  const parser = createEventStreamParser(onEvent);
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // `stream: true` keeps a character split between two chunks whole.
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  parser.end();
}

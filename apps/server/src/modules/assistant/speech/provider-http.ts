import { SpeechError } from '../speech-port.ts';

/** Longest piece of a provider's error body kept in an error text. */
const DETAIL_MAX = 160;

/**
 * A provider call with a deadline: the caller's signal (if any) and `timeoutMs`, whichever ends first,
 * cover the whole exchange, body included. A timeout or a refused connection becomes a SpeechError
 * whose text starts with `prefix` ('TTS service error', 'ElevenLabs API error').
 */
export async function callProvider(
  prefix: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<{ response: Response; body: Buffer }> {
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      ...init,
      redirect: 'error',
      signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
    });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  } catch (err) {
    if (deadline.aborted)
      throw new SpeechError(`${prefix}: timeout - no answer in ${timeoutMs} ms`);
    if (signal?.aborted) throw new SpeechError(`${prefix}: cancelled`);
    throw new SpeechError(`${prefix}: unreachable - ${reasonOf(err)}`);
  }
}

/** The network reason of a failed fetch ('ECONNREFUSED'), never a URL or a body. */
function reasonOf(err: unknown): string {
  const cause = (err as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : 'network error';
}

/**
 * The readable part of a provider's error body: OpenAI's `{ error: { message } }`, ElevenLabs'
 * `{ detail: { status, message } }` or `{ detail: [{ msg }] }`, Kokoro's `{ detail: { message } }`,
 * or plain text; short, on one line, and with the spoken text cut out (some providers echo their
 * input in validation errors, and a log line must never carry what the member was told).
 */
export function errorDetail(body: Buffer, response: Response, spoken: string): string {
  const raw = body.toString('utf8');
  let detail = raw;
  try {
    detail = readableError(JSON.parse(raw) as unknown) ?? raw;
  } catch {
    // Not JSON: the text as it came.
  }
  detail = detail.replace(/\s+/g, ' ').trim();
  if (spoken.trim()) detail = detail.split(spoken.trim()).join('[text]');
  if (detail.length > DETAIL_MAX) detail = `${detail.slice(0, DETAIL_MAX)}…`;
  return detail || response.statusText || 'no detail';
}

function readableError(json: unknown): string | null {
  if (typeof json === 'string') return json;
  if (!json || typeof json !== 'object') return null;
  const o = json as Record<string, unknown>;
  if (Array.isArray(o.detail))
    return o.detail
      .map((d) => (d && typeof d === 'object' ? (d as { msg?: unknown }).msg : d))
      .filter((m): m is string => typeof m === 'string')
      .join('; ');
  for (const key of ['detail', 'error'] as const) {
    const inner = o[key];
    if (typeof inner === 'string') return inner;
    if (inner && typeof inner === 'object') {
      const { message, status } = inner as { message?: unknown; status?: unknown };
      if (typeof message === 'string') return message;
      if (typeof status === 'string') return status;
    }
  }
  return typeof o.message === 'string' ? o.message : null;
}

import webPush from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';

/** How long a push service has to answer. */
const TIMEOUT_MS = 10_000;

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * 'sent'; 'gone': the subscription no longer exists (404, 410), forget it; 'retry': the push service is
 * busy or down (429, 5xx, no answer), try again later; 'refused': it will never take this one (400,
 * 403, 413), drop it without retrying.
 */
export type PushOutcome = { result: 'sent' | 'gone' | 'retry' | 'refused'; status: number | null };

/**
 * One push, per RFC 8030 with VAPID (RFC 8292) and an aes128gcm body (RFC 8291): web-push builds the
 * request (encrypts, signs), we POST it ourselves, never following a redirect, with a time limit.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  options: { keys: VapidKeys; subject: string; ttlSeconds: number; urgency: 'normal' | 'high' },
): Promise<PushOutcome> {
  const request = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: {
        subject: options.subject,
        publicKey: options.keys.publicKey,
        privateKey: options.keys.privateKey,
      },
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
    },
  );
  let status: number;
  try {
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = res.status;
    await res.body?.cancel();
  } catch {
    return { result: 'retry', status: null };
  }
  if (status >= 200 && status < 300) return { result: 'sent', status };
  if (status === 404 || status === 410) return { result: 'gone', status };
  if (status === 429 || status >= 500) return { result: 'retry', status };
  return { result: 'refused', status };
}

import {
  createECDH,
  createHmac,
  createDecipheriv,
  createPublicKey,
  randomBytes,
  verify,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushPayload } from '@blaze/contracts';

/** A browser's side of one subscription: its P-256 key pair and auth secret, as PushManager makes them. */
export type StandInDevice = {
  id: string;
  endpoint: string;
  /** PushSubscription.toJSON(): what the app posts to /api/push/subscriptions. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
};

/** One push the stand-in took: its decrypted payload and the headers the protocol requires. */
export type Received = {
  payload: PushPayload;
  ttl: number;
  urgency: string | null;
  /** The VAPID public key it was signed with (`k=`). */
  vapidKey: string;
};

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 (aes128gcm, RFC 8188) decryption with the browser's private key and auth secret. */
function decrypt(body: Buffer, ua: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const records = body.subarray(21 + idlen);
  if (idlen !== 65 || records.length > rs) throw new Error('unexpected aes128gcm header');
  const uaPublic = ua.getPublicKey();
  const ecdhSecret = ua.computeSecret(asPublic);
  const prkKey = hmac(authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    uaPublic,
    asPublic,
    Buffer.from([1]),
  ]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([
    decipher.update(records.subarray(0, records.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): an ES256 JWT for this origin, unexpired. */
function checkVapid(header: string | undefined, origin: string): string {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!m) throw new Error('no vapid authorization');
  const [, jwt, k] = m as unknown as [string, string, string];
  const [h, p, s] = jwt.split('.') as [string, string, string];
  const head = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string };
  if (head.alg !== 'ES256') throw new Error('not ES256');
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('bad vapid key');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  if (!ok) throw new Error('bad vapid signature');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== origin) throw new Error('wrong aud');
  if (!claims.exp || claims.exp * 1000 <= Date.now() || claims.exp * 1000 > Date.now() + 86_400_000)
    throw new Error('bad exp');
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) throw new Error('bad sub');
  return k;
}

/**
 * A push service on 127.0.0.1 (port 0) speaking the real protocol (RFC 8030, 8291, 8292): each device
 * it hands out has its own key pair and auth secret; a push to it must carry a valid VAPID JWT and an
 * aes128gcm body those keys decrypt. Answers 201, or the statuses a test queued (410, 404, 429, 500).
 */
export async function startPushStandIn() {
  const devices = new Map<
    string,
    { ecdh: ReturnType<typeof createECDH>; auth: Buffer; received: Received[]; answers: number[] }
  >();
  /** Requests it refused as malformed (bad VAPID, undecryptable): a test expects none. */
  const rejected: string[] = [];
  /** Every request, answered or not, by device id (retries included). */
  const attempts = new Map<string, number>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const device = devices.get(id);
      if (req.method !== 'POST' || !device) {
        res.writeHead(404).end();
        return;
      }
      attempts.set(id, (attempts.get(id) ?? 0) + 1);
      const queued = device.answers.shift();
      if (queued !== undefined && queued !== 201) {
        res.writeHead(queued).end();
        return;
      }
      try {
        const vapidKey = checkVapid(req.headers.authorization, `http://${req.headers.host}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL');
        const text = decrypt(Buffer.concat(chunks), device.ecdh, device.auth);
        device.received.push({
          payload: JSON.parse(text) as PushPayload,
          ttl,
          urgency: (req.headers.urgency as string | undefined) ?? null,
          vapidKey,
        });
        res.writeHead(201, { location: `/message/${device.received.length}` }).end();
      } catch (err) {
        rejected.push((err as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let n = 0;

  return {
    /** host:port, for PUSH_EXTRA_HOSTS. */
    host: `127.0.0.1:${port}`,
    rejected,

    /** A new browser subscription (a device). */
    device(): StandInDevice {
      n += 1;
      const id = `d${n}${randomBytes(4).toString('hex')}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, received: [], answers: [] });
      const endpoint = `http://127.0.0.1:${port}/push/${id}`;
      return {
        id,
        endpoint,
        subscription: {
          endpoint,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: auth.toString('base64url'),
          },
        },
      };
    },

    received: (device: StandInDevice): Received[] => devices.get(device.id)?.received ?? [],
    attempts: (device: StandInDevice): number => attempts.get(device.id) ?? 0,

    /** The statuses the next pushes to this device get (then 201 again). */
    answer(device: StandInDevice, ...statuses: number[]): void {
      devices.get(device.id)?.answers.push(...statuses);
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushStandIn = Awaited<ReturnType<typeof startPushStandIn>>;

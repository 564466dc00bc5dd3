import { APP_LOCK } from '@blaze/contracts/constants';

/**
 * The PIN's salted slow hash (decision 036): PBKDF2-SHA-256 through WebCrypto, a fresh 16-byte
 * salt per PIN, 32 bytes out. The PIN itself is never stored or sent anywhere.
 */

export interface PinHash {
  /** base64 */
  salt: string;
  /** base64 */
  hash: string;
  iterations: number;
}

const SALT_BYTES = 16;
const HASH_BITS = 256;

export function isValidPin(pin: string): boolean {
  return new RegExp(`^\\d{${APP_LOCK.pinMinDigits},${APP_LOCK.pinMaxDigits}}$`).test(pin);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function derive(pin: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** Hashes a new PIN with a fresh random salt. */
export async function hashPin(
  pin: string,
  iterations: number = APP_LOCK.pbkdf2Iterations,
): Promise<PinHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(pin, salt, iterations);
  return { salt: toBase64(salt), hash: toBase64(hash), iterations };
}

/** Whether `pin` is the one hashed, compared over every byte (no early exit). */
export async function verifyPin(pin: string, stored: PinHash): Promise<boolean> {
  const expected = fromBase64(stored.hash);
  const actual = await derive(pin, fromBase64(stored.salt), stored.iterations);
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < actual.length; i++) difference |= actual[i]! ^ expected[i]!;
  return difference === 0;
}

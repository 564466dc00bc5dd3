import { AppError } from './errors.ts';

/**
 * Whether a parsed request value (body, query, route params, a WebSocket frame) holds the NUL
 * character anywhere, in a string or a key. PostgreSQL text cannot store it, so without this check the
 * write fails deep down and the member gets a 500 instead of a clear answer.
 */
export function hasNullChar(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value))
    return false;
  if (Array.isArray(value)) return value.some((item) => hasNullChar(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || hasNullChar(item, depth + 1)) return true;
  }
  return false;
}

export const nullCharRefused = () =>
  new AppError(
    400,
    'BAD_REQUEST',
    'This text holds an invisible null character that cannot be saved. Remove it and try again.',
  );

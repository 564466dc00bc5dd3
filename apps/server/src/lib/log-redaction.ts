/**
 * Paths pino removes from every log line. Passwords, tokens, cookies, e-mail addresses, sign-up codes and
 * health fields must never reach a log.
 * Health field names are the spec's (section 3) in both the column and the API spelling.
 */
const SENSITIVE_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'secret',
  'cookie',
  'authorization',
  'email',
  'otp',
  'hivStatus',
  'hiv_status',
  'onPrep',
  'on_prep',
  'lastTested',
  'last_tested',
  'stiTransparency',
  'sti_transparency',
  'healthTags',
  'health_tags',
  'drugChem',
  'drug_chem',
  // The built-in payment provider's card form (only the last 4 digits are ever kept).
  'cardNumber',
  'cvc',
  'stripe-signature',
];

export const logRedactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  ...SENSITIVE_KEYS.map((k) => `*.${k}`),
  ...SENSITIVE_KEYS.map((k) => `*.*.${k}`),
  ...SENSITIVE_KEYS.map((k) => `*.*.*.${k}`),
];

/** Drops sensitive keys (at any depth) from client-sent data before it is logged. */
export function scrubSensitive(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => scrubSensitive(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (SENSITIVE_KEYS.some((s) => s.toLowerCase() === k.toLowerCase())) continue;
    out[k] = scrubSensitive(v, depth + 1);
  }
  return out;
}

/*
 * The few numbers of the messaging contract that the realtime chunk needs, copied from
 * @blaze/contracts/messaging. Importing that module at runtime pulls its zod schemas (and zod,
 * ~26 KB gzipped) into the chunk the shell loads on every start: the chained schema calls are not
 * tree-shaken. protocol.test.ts fails as soon as a copy differs from the contract.
 */

export const WS_PATH = '/api/ws';

export const PROTOCOL_LIMITS = {
  typingTtlMs: 6_000,
  typingThrottleMs: 2_500,
  resumeMax: 500,
  textMax: 4_000,
} as const;

export const OUTBOX_TIMING = {
  successRemoveMs: 5_000,
  retryBaseMs: 1_000,
  retryMaxMs: 30_000,
} as const;

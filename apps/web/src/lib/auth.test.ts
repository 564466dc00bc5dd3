import { describe, expect, it } from 'vitest';
import { TIMEOUTS } from '@blaze/contracts/constants';
import { ApiError } from './api-client';
import { retrySession } from './auth';

// A session read that is refused for now must not read as signed out (the sign-in form for a member
// who is signed in): only a 401 says that, and getMe answers null for it without an error.
describe('the session read', () => {
  const refused = (status: number) => new ApiError(status, `HTTP_${status}`, 'refused');

  it('is asked again after a 429, a server fault or a dropped connection', () => {
    expect(retrySession(0, refused(429))).toBe(true);
    expect(retrySession(0, refused(503))).toBe(true);
    expect(retrySession(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('is not asked again after another refusal', () => {
    expect(retrySession(0, refused(403))).toBe(false);
    expect(retrySession(0, refused(400))).toBe(false);
  });

  it('stops at the deadline: a second apart, no more tries than it has seconds', () => {
    const tries = TIMEOUTS.sessionLoadMs / 1000;
    expect(retrySession(tries - 1, refused(429))).toBe(true);
    expect(retrySession(tries, refused(429))).toBe(false);
  });
});

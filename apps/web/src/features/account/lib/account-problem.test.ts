import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { accountProblem } from '@/features/account/lib/account-problem';

describe('accountProblem', () => {
  it("shows the server's words for a refused change", () => {
    const error = new ApiError(
      400,
      'CODE_INVALID',
      'Check the newest e-mail',
      'That code is not right.',
    );
    expect(accountProblem(error)).toBe('That code is not right.');
  });

  it('keeps the common words for a signed-out session, a server failure and other errors', () => {
    expect(
      accountProblem(new ApiError(401, 'UNAUTHORIZED', 'Please sign in again.', 'Sign in')),
    ).toBe('Please sign in again.');
    expect(accountProblem(new ApiError(500, 'INTERNAL_ERROR', 'Our side.', 'boom'))).toBe(
      'Our side.',
    );
    expect(accountProblem(new Error('x'))).toBe('Something went wrong. Please try again.');
  });
});

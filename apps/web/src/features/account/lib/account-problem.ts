import { ApiError, friendlyMessage } from '@/lib/api-client';

/**
 * Words for a refused account change. The account routes word their refusals for the member (a wrong
 * current password, a code that is not right, two-factor already on), and the common words would be
 * about sign-up's e-mail code, so the server's own wording wins for a 4xx that carries one.
 */
export function accountProblem(error: unknown): string {
  if (
    error instanceof ApiError &&
    error.isClientError &&
    error.status !== 401 &&
    error.serverMessage
  )
    return error.serverMessage;
  return friendlyMessage(error);
}

import { describe, expect, it, vi } from 'vitest';
import { QUERY_DEFAULTS } from '@blaze/contracts/constants';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';
import type { Logger } from './logger';

function fakeLogger() {
  return { warn: vi.fn(), error: vi.fn() } as unknown as Logger & {
    warn: ReturnType<typeof vi.fn>;
    error: ReturnType<typeof vi.fn>;
  };
}

describe('createQueryClient', () => {
  it('uses the spec defaults: no refetch on focus, 5 minute stale time', () => {
    const options = createQueryClient(fakeLogger()).getDefaultOptions();
    expect(options.queries?.refetchOnWindowFocus).toBe(false);
    expect(options.queries?.staleTime).toBe(QUERY_DEFAULTS.staleTimeMs);
  });

  it('retries queries 3 times and mutations 2 times, but never a refused (4xx) request', () => {
    const options = createQueryClient(fakeLogger()).getDefaultOptions();
    const queryRetry = options.queries?.retry as (count: number, error: unknown) => boolean;
    const mutationRetry = options.mutations?.retry as (count: number, error: unknown) => boolean;
    const serverError = new ApiError(503, 'INTERNAL_ERROR', 'x');
    const refused = new ApiError(404, 'NOT_FOUND', 'x');

    expect(queryRetry(2, serverError)).toBe(true);
    expect(queryRetry(3, serverError)).toBe(false);
    expect(queryRetry(0, refused)).toBe(false);
    expect(mutationRetry(1, serverError)).toBe(true);
    expect(mutationRetry(2, serverError)).toBe(false);
    expect(mutationRetry(0, refused)).toBe(false);
  });

  it("logs a failed query as WARN 'React Query failure' and a failed mutation as ERROR 'Mutation failure'", async () => {
    const logger = fakeLogger();
    const client = createQueryClient(logger);
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Bad', 'Bad input');

    await client
      .fetchQuery({ queryKey: ['thing'], queryFn: () => Promise.reject(error), retry: false })
      .catch(() => undefined);
    expect(logger.warn).toHaveBeenCalledWith(
      'React Query failure',
      expect.objectContaining({ queryKey: ['thing'], status: 400, code: 'VALIDATION_FAILED' }),
    );

    const mutation = client.getMutationCache().build(client, {
      mutationKey: ['save'],
      mutationFn: () => Promise.reject(error),
      retry: false,
      meta: { errorToast: false },
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(logger.error).toHaveBeenCalledWith(
      'Mutation failure',
      expect.objectContaining({ mutationKey: ['save'], status: 400 }),
    );
  });
});

import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '@blaze/contracts/constants';
import { ApiError, friendlyMessage } from '@/lib/api-client';
import { logger as appLogger, type Logger } from '@/lib/logger';
import { notifyError } from '@/lib/notify';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** false when the screen shows the error itself (for example next to a form). */
      errorToast?: boolean;
    };
  }
}

function errorData(error: unknown): Record<string, unknown> {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      code: error.code,
      message: error.serverMessage ?? error.message,
    };
  }
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { message: String(error) };
}

/** A refused request (4xx) is not retried: sending it again gives the same answer. */
function retryUnlessRefused(limit: number) {
  return (failureCount: number, error: unknown) =>
    !(error instanceof ApiError && error.isClientError) && failureCount < limit;
}

/** The TanStack Query client with the spec's defaults (section 9) and failure logging (section 8). */
export function createQueryClient(logger: Logger = appLogger): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        logger.warn('React Query failure', { queryKey: query.queryKey, ...errorData(error) });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        logger.error('Mutation failure', {
          mutationKey: mutation.options.mutationKey,
          ...errorData(error),
        });
        if (mutation.meta?.errorToast !== false) notifyError(friendlyMessage(error));
      },
    }),
    defaultOptions: {
      queries: {
        retry: retryUnlessRefused(QUERY_DEFAULTS.queryRetries),
        refetchOnWindowFocus: QUERY_DEFAULTS.refetchOnWindowFocus,
        staleTime: QUERY_DEFAULTS.staleTimeMs,
      },
      mutations: {
        retry: retryUnlessRefused(QUERY_DEFAULTS.mutationRetries),
      },
    },
  });
}

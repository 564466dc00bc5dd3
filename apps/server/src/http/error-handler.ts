import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@blaze/contracts';
import { AppError } from '../lib/errors.ts';

function body(code: ErrorCode | string, message: string, requestId: string): ErrorBody {
  return { error: { code, message, requestId } };
}

const fieldLabel = (path: Array<string | number>) => path.filter((p) => p !== 'body').join('.');

/** One handler turns every failure into `{ error: { code, message } }` with the right status. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      // A service's 5xx names what failed for the member; its cause still belongs in the log.
      if (err.statusCode >= 500) request.log.error({ err: err.cause ?? err }, err.message);
      return reply.status(err.statusCode).send(body(err.code, err.message, request.id));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first ? fieldLabel((first.instancePath || '').split('/').filter(Boolean)) : '';
      const message = first?.message ?? 'Invalid request';
      return reply
        .status(400)
        .send(body('VALIDATION_FAILED', field ? `${field}: ${message}` : message, request.id));
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
      return reply
        .status(413)
        .send(body('PAYLOAD_TOO_LARGE', 'That request is too large.', request.id));
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(400)
        .send(body('BAD_REQUEST', 'Send the request body as JSON.', request.id));
    }
    if (err.statusCode === 429) {
      return reply
        .status(429)
        .send(
          body(
            'RATE_LIMITED',
            'Too many attempts. Please wait a minute and try again.',
            request.id,
          ),
        );
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply
        .status(err.statusCode)
        .send(body('BAD_REQUEST', err.message || 'Bad request', request.id));
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .status(500)
      .send(
        body('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.', request.id),
      );
  });
}

import { z } from 'zod';

/** The one error shape every endpoint answers with. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    requestId: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Stable error codes the web app may branch on. */
export { ErrorCode } from './error-codes.ts';

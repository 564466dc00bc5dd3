import { z } from 'zod';
import { LOG_LIMITS } from './constants.ts';

export const LOG_LEVELS = ['ERROR', 'WARN', 'INFO', 'DEBUG'] as const;
export const LogLevelSchema = z.enum(LOG_LEVELS);
export type LogLevel = z.infer<typeof LogLevelSchema>;

export const LogEntrySchema = z.strictObject({
  level: LogLevelSchema,
  message: z.string().min(1).max(LOG_LIMITS.maxMessageChars),
  data: z.record(z.string(), z.unknown()).optional(),
  timestamp: z.iso.datetime(),
  sessionId: z
    .string()
    .regex(/^sess_[A-Za-z0-9_]+$/, 'sessionId must look like sess_…')
    .max(80),
  url: z.string().max(2_000),
  userAgent: z.string().max(500),
  userId: z.string().max(100).nullable().optional(),
});
export type LogEntry = z.infer<typeof LogEntrySchema>;

export const LogBatchSchema = z.strictObject({
  logs: z.array(LogEntrySchema).min(1).max(LOG_LIMITS.maxEntriesPerBatch),
});
export type LogBatch = z.infer<typeof LogBatchSchema>;

export const LogBatchAcceptedSchema = z.object({ accepted: z.number().int() });

export const ErrorReportSchema = z.strictObject({
  errorId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{6,64}$/, 'errorId must be 6..64 letters, digits, - or _'),
  message: z.string().max(LOG_LIMITS.maxMessageChars),
  stack: z.string().max(LOG_LIMITS.maxStackChars).nullable().optional(),
  componentStack: z.string().max(LOG_LIMITS.maxStackChars).nullable().optional(),
  timestamp: z.iso.datetime(),
  userAgent: z.string().max(500),
  url: z.string().max(2_000),
});
export type ErrorReport = z.infer<typeof ErrorReportSchema>;

export const ErrorReportAcceptedSchema = z.object({ errorId: z.string() });

import { describe, expect, it } from 'vitest';
import { ErrorReportSchema } from '@blaze/contracts/logs';
import { createErrorId } from './error-id';

describe('createErrorId', () => {
  it('starts with err_ and fits the error report contract', () => {
    const id = createErrorId(1_767_225_600_000, () => 0.123456);
    expect(id).toMatch(/^err_[a-z0-9]+_[a-z0-9]{6}$/);
    const report = {
      errorId: id,
      message: 'boom',
      timestamp: new Date().toISOString(),
      userAgent: 'x',
      url: 'https://blaze.test/',
    };
    expect(ErrorReportSchema.safeParse(report).success).toBe(true);
  });

  it('differs between two errors in the same millisecond', () => {
    expect(createErrorId(1, () => 0.1)).not.toBe(createErrorId(1, () => 0.2));
  });
});

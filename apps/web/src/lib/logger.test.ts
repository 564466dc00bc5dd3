import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_LOGGING } from '@blaze/contracts/constants';
import { LogBatchSchema, LogEntrySchema, type LogEntry } from '@blaze/contracts/logs';
import { createLogger, sanitiseLogData, type LoggerEnvironment } from './logger';

const START = Date.parse('2026-01-02T03:04:05.000Z');

function setup(overrides: Partial<LoggerEnvironment> = {}) {
  const sent: Array<{ entries: LogEntry[]; keepalive: boolean }> = [];
  let online = true;
  const send = vi.fn(async (entries: LogEntry[], options: { keepalive: boolean }) => {
    sent.push({ entries, keepalive: options.keepalive });
  });
  const logger = createLogger({
    transport: { send },
    now: () => Date.now(),
    random: () => 0.5,
    isOnline: () => online,
    context: () => ({ url: 'https://blaze.test/dashboard', userAgent: 'TestAgent/1.0' }),
    ...overrides,
  });
  return {
    logger,
    send,
    sent,
    setOnline: (value: boolean) => {
      online = value;
    },
  };
}

/** Lets queued promise callbacks (the async send loop) run. */
async function settle() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('client logger entries', () => {
  it('builds entries with the contract shape and a sess_ session id', () => {
    const { logger } = setup();
    logger.setUserId('user-1');
    logger.info('Opened dashboard', { tab: 'feed' });

    const [entry] = logger.pending();
    expect(logger.sessionId).toMatch(/^sess_\d+_[a-z0-9]+$/);
    expect(logger.sessionId.startsWith(`sess_${START}_`)).toBe(true);
    expect(entry).toEqual({
      level: 'INFO',
      message: 'Opened dashboard',
      data: { tab: 'feed' },
      timestamp: '2026-01-02T03:04:05.000Z',
      sessionId: logger.sessionId,
      url: 'https://blaze.test/dashboard',
      userAgent: 'TestAgent/1.0',
      userId: 'user-1',
    });
    expect(LogEntrySchema.safeParse(entry).success).toBe(true);
  });

  it('never keeps passwords, tokens, secrets or health fields, at any depth', () => {
    const { logger } = setup();
    logger.warn('Sign-in failed', {
      email: 'a@b.test',
      password: 'hunter22',
      Token: 'abc',
      nested: { client_secret: 'x', hivStatus: 'negative', hiv_status: 'positive', keep: 1 },
      list: [{ accessToken: 't', ok: true }],
    });

    expect(logger.pending()[0]?.data).toEqual({
      email: 'a@b.test',
      nested: { keep: 1 },
      list: [{ ok: true }],
    });
    expect(JSON.stringify(logger.pending())).not.toMatch(/hunter22|negative|positive/);
  });

  it('turns an Error into name, message and stack', () => {
    const data = sanitiseLogData({ error: new TypeError('boom') });
    expect(data?.error).toMatchObject({ name: 'TypeError', message: 'boom' });
  });

  it('maps security severity high to ERROR, medium to WARN, anything else to INFO', () => {
    const { logger, setOnline } = setup();
    setOnline(false);
    logger.security('csrf_mismatch', 'high');
    logger.security('many_failed_logins', 'medium', { attempts: 5 });
    logger.security('password_shown', 'low');

    expect(logger.pending().map((entry) => entry.level)).toEqual(['ERROR', 'WARN', 'INFO']);
    expect(logger.pending()[1]).toMatchObject({
      message: 'Security event: many_failed_logins',
      data: { attempts: 5, event: 'many_failed_logins', severity: 'medium' },
    });
  });

  it('drops entries below the minimum level', () => {
    const { logger } = setup({ minLevel: 'INFO' });
    logger.debug('noise');
    logger.info('kept');
    expect(logger.pending().map((entry) => entry.message)).toEqual(['kept']);
  });
});

describe('client logger queue and sending', () => {
  it('keeps at most 100 entries, dropping the oldest', () => {
    const { logger, setOnline } = setup();
    setOnline(false);
    for (let i = 0; i < CLIENT_LOGGING.queueMax + 5; i += 1) logger.info(`entry ${i}`);

    expect(logger.pending()).toHaveLength(CLIENT_LOGGING.queueMax);
    expect(logger.pending()[0]?.message).toBe('entry 5');
  });

  it('sends once 10 entries are queued, in one batch of 10', async () => {
    const { logger, sent } = setup();
    for (let i = 0; i < CLIENT_LOGGING.batchSize - 1; i += 1) logger.info(`entry ${i}`);
    await settle();
    expect(sent).toHaveLength(0);

    logger.info('entry 9');
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.entries).toHaveLength(CLIENT_LOGGING.batchSize);
    expect(LogBatchSchema.safeParse({ logs: sent[0]?.entries }).success).toBe(true);
    expect(logger.pending()).toHaveLength(0);
  });

  it('sends what is queued every 30 seconds', async () => {
    const { logger, sent } = setup();
    const stop = logger.start();
    logger.info('one');
    logger.debug('two');

    await vi.advanceTimersByTimeAsync(CLIENT_LOGGING.flushIntervalMs - 1);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.entries.map((entry) => entry.message)).toEqual(['one', 'two']);
    stop();
  });

  it('sends at once when an ERROR is logged', async () => {
    const { logger, sent } = setup();
    logger.info('before');
    logger.error('Mutation failure', { code: 'INTERNAL_ERROR' });
    await settle();

    expect(sent).toHaveLength(1);
    expect(sent[0]?.entries.map((entry) => entry.level)).toEqual(['INFO', 'ERROR']);
    expect(sent[0]?.keepalive).toBe(false);
  });

  it('pauses while offline and sends when the connection comes back', async () => {
    const { logger, sent, setOnline } = setup();
    const stop = logger.start();
    setOnline(false);
    logger.error('Global Error');
    for (let i = 0; i < 12; i += 1) logger.info(`offline ${i}`);
    await vi.advanceTimersByTimeAsync(CLIENT_LOGGING.flushIntervalMs);
    expect(sent).toHaveLength(0);
    expect(logger.pending()).toHaveLength(13);

    setOnline(true);
    logger.handleOnline();
    await settle();
    expect(sent.map((batch) => batch.entries.length)).toEqual([10, 3]);
    expect(sent[0]?.entries[0]?.message).toBe('Global Error');
    expect(logger.pending()).toHaveLength(0);
    stop();
  });

  it('puts a failed batch back at the front of the queue', async () => {
    const { logger, send } = setup();
    send.mockRejectedValueOnce(new Error('network down'));
    logger.info('first');
    logger.error('second');
    await settle();
    expect(send).toHaveBeenCalledTimes(1);

    logger.info('third');
    expect(logger.pending().map((entry) => entry.message)).toEqual(['first', 'second', 'third']);

    await logger.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0].map((entry) => entry.message)).toEqual([
      'first',
      'second',
      'third',
    ]);
    expect(logger.pending()).toHaveLength(0);
  });

  it('on page exit sends everything left with keepalive, in batches of 10', () => {
    const { logger, sent, setOnline } = setup();
    setOnline(false);
    for (let i = 0; i < 23; i += 1) logger.info(`entry ${i}`);
    setOnline(true);

    logger.flushOnExit();
    expect(sent.map((batch) => batch.entries.length)).toEqual([10, 10, 3]);
    expect(sent.every((batch) => batch.keepalive)).toBe(true);
    expect(logger.pending()).toHaveLength(0);
  });

  it('does not start a second send while one is in flight', async () => {
    let release: () => void = () => undefined;
    const send = vi.fn(
      (_entries: LogEntry[]) =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const { logger } = setup({ transport: { send } });
    logger.error('one');
    logger.error('two');
    expect(send).toHaveBeenCalledTimes(1);

    release();
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0]).toHaveLength(1);
  });
});

import { CLIENT_LOGGING, LOG_LIMITS } from '@blaze/contracts/constants';
import type { LogEntry, LogLevel } from '@blaze/contracts/logs';
import { api } from '@/lib/api-client';

/**
 * The client logger of spec sections 4 and 9: entries queue up (at most 100, oldest dropped) and go
 * to POST /api/logs in batches of 10, every 30 s, at once for an ERROR, when the connection comes
 * back, and with keepalive when the page goes away. Sending pauses while offline. A batch that fails
 * goes back to the front of the queue.
 */

export type LogData = Record<string, unknown>;

export interface LogTransport {
  send(entries: LogEntry[], options: { keepalive: boolean }): Promise<void>;
}

export interface LoggerEnvironment {
  transport: LogTransport;
  now: () => number;
  random: () => number;
  isOnline: () => boolean;
  /** The page's address and browser, read when an entry is made. */
  context: () => { url: string; userAgent: string };
  /** Also print entries to the console (development). */
  echo?: (level: LogLevel, message: string, data: LogData | undefined) => void;
  /** Entries below this level are dropped. Order: ERROR > WARN > INFO > DEBUG. */
  minLevel?: LogLevel;
}

export type SecuritySeverity = 'low' | 'medium' | 'high';

const LEVEL_RANK: Record<LogLevel, number> = { ERROR: 0, WARN: 1, INFO: 2, DEBUG: 3 };

/** Keys never sent, at any depth: credentials and health data. Compared without case, '_' or '-'. */
const SENSITIVE_KEYS = [
  'password',
  'newpassword',
  'currentpassword',
  'passwd',
  'token',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'csrftoken',
  'secret',
  'clientsecret',
  'apikey',
  'authorization',
  'cookie',
  'setcookie',
  'hivstatus',
  'onprep',
  'healthtags',
];

const MAX_DATA_CHARS = 8_000;
const MAX_DEPTH = 5;

function isSensitiveKey(key: string): boolean {
  const normalised = key.toLowerCase().replace(/[_-]/g, '');
  return SENSITIVE_KEYS.includes(normalised);
}

function clean(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack };
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[Truncated]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (isSensitiveKey(key)) continue;
    const cleaned = clean(item, depth + 1, seen);
    if (cleaned !== undefined) out[key] = cleaned;
  }
  return out;
}

/** Removes passwords, tokens, secrets and health fields; keeps the rest small enough to send. */
export function sanitiseLogData(data: LogData | undefined): LogData | undefined {
  if (data === undefined) return undefined;
  const cleaned = clean(data, 0, new WeakSet()) as LogData;
  const size = JSON.stringify(cleaned).length;
  if (size > MAX_DATA_CHARS) return { truncated: true, originalChars: size };
  return cleaned;
}

function truncate(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

export function createSessionId(now: number, random: () => number): string {
  const part = Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0');
  return `sess_${now}_${part}`;
}

export interface Logger {
  readonly sessionId: string;
  error(message: string, data?: LogData): void;
  warn(message: string, data?: LogData): void;
  info(message: string, data?: LogData): void;
  debug(message: string, data?: LogData): void;
  security(event: string, severity: SecuritySeverity, data?: LogData): void;
  setUserId(userId: string | null): void;
  /** Sends what is queued now (no-op while offline). Resolves when done. */
  flush(): Promise<void>;
  /** The page is going away: send everything with keepalive, without waiting. */
  flushOnExit(): void;
  /** The browser came back online. */
  handleOnline(): void;
  /** Starts the 30 s timer. Returns a stop function. */
  start(): () => void;
  /** Entries waiting to be sent (for tests and diagnostics). */
  pending(): readonly LogEntry[];
}

export function createLogger(env: LoggerEnvironment): Logger {
  const sessionId = createSessionId(env.now(), env.random);
  const minRank = LEVEL_RANK[env.minLevel ?? 'DEBUG'];
  let queue: LogEntry[] = [];
  let userId: string | null = null;
  let inFlight: Promise<void> | null = null;
  let flushAgain = false;

  function trimQueue() {
    if (queue.length > CLIENT_LOGGING.queueMax) queue = queue.slice(-CLIENT_LOGGING.queueMax);
  }

  async function sendAll(): Promise<void> {
    while (queue.length > 0 && env.isOnline()) {
      const batch = queue.splice(0, CLIENT_LOGGING.batchSize);
      try {
        await env.transport.send(batch, { keepalive: false });
      } catch {
        queue = [...batch, ...queue];
        trimQueue();
        return;
      }
    }
  }

  function flush(): Promise<void> {
    if (!env.isOnline() || queue.length === 0) return inFlight ?? Promise.resolve();
    if (inFlight) {
      flushAgain = true;
      return inFlight;
    }
    inFlight = sendAll().finally(() => {
      inFlight = null;
      if (flushAgain) {
        flushAgain = false;
        void flush();
      }
    });
    return inFlight;
  }

  function log(level: LogLevel, message: string, data?: LogData) {
    if (LEVEL_RANK[level] > minRank) return;
    const safeData = sanitiseLogData(data);
    env.echo?.(level, message, safeData);
    const { url, userAgent } = env.context();
    queue.push({
      level,
      message: truncate(message || '(empty message)', LOG_LIMITS.maxMessageChars),
      ...(safeData ? { data: safeData } : {}),
      timestamp: new Date(env.now()).toISOString(),
      sessionId,
      url: truncate(url, 2_000),
      userAgent: truncate(userAgent, 500),
      userId,
    });
    trimQueue();
    if (level === 'ERROR' || queue.length >= CLIENT_LOGGING.batchSize) void flush();
  }

  return {
    sessionId,
    error: (message, data) => log('ERROR', message, data),
    warn: (message, data) => log('WARN', message, data),
    info: (message, data) => log('INFO', message, data),
    debug: (message, data) => log('DEBUG', message, data),
    security(event, severity, data) {
      const level: LogLevel =
        severity === 'high' ? 'ERROR' : severity === 'medium' ? 'WARN' : 'INFO';
      log(level, `Security event: ${event}`, { ...data, event, severity });
    },
    setUserId(id) {
      userId = id;
    },
    flush,
    flushOnExit() {
      if (queue.length === 0 || !env.isOnline()) return;
      const rest = queue;
      queue = [];
      for (let i = 0; i < rest.length; i += CLIENT_LOGGING.batchSize) {
        const batch = rest.slice(i, i + CLIENT_LOGGING.batchSize);
        env.transport.send(batch, { keepalive: true }).catch(() => undefined);
      }
    },
    handleOnline() {
      void flush();
    },
    start() {
      const timer = setInterval(() => void flush(), CLIENT_LOGGING.flushIntervalMs);
      return () => clearInterval(timer);
    },
    pending: () => queue,
  };
}

const httpTransport: LogTransport = {
  async send(entries, { keepalive }) {
    await api.post('/api/logs', { logs: entries }, { keepalive, skipAuthRedirect: true });
  },
};

function browserContext() {
  return { url: window.location.href, userAgent: navigator.userAgent };
}

function consoleEcho(level: LogLevel, message: string, data: LogData | undefined) {
  const method = level === 'ERROR' ? 'error' : level === 'WARN' ? 'warn' : 'info';
  console[method](`[${level}] ${message}`, data ?? '');
}

/** The app's one logger. */
export const logger: Logger = createLogger({
  transport: httpTransport,
  now: () => Date.now(),
  random: Math.random,
  isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
  context: browserContext,
  echo: import.meta.env.DEV ? consoleEcho : undefined,
  minLevel: import.meta.env.DEV ? 'DEBUG' : 'INFO',
});

/** Wires the logger to the page: the 30 s timer, 'online', and pagehide. Returns an undo. */
export function installLogger(target: Logger = logger): () => void {
  const stop = target.start();
  const onOnline = () => target.handleOnline();
  const onExit = () => target.flushOnExit();
  const onHidden = () => {
    if (document.visibilityState === 'hidden') target.flushOnExit();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('pagehide', onExit);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    stop();
    window.removeEventListener('online', onOnline);
    window.removeEventListener('pagehide', onExit);
    document.removeEventListener('visibilitychange', onHidden);
  };
}

import { ErrorCode } from '@blaze/contracts/error-codes';
import { PRODUCT_NAME } from '@blaze/contracts/constants';
import { paths } from '@/config/paths';

/** Codes the client makes up itself when no server answer arrived. */
export const ClientErrorCode = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  badResponse: 'BAD_RESPONSE',
} as const;

/** Every failed API call throws one of these. `message` is always fit to show a member. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The server's own wording, kept for logs. */
    readonly serverMessage?: string,
  ) {
    super(message);
  }

  /** 4xx: the request itself was refused, so sending it again cannot help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

const FRIENDLY_BY_CODE: Readonly<Record<string, string>> = {
  [ErrorCode.rateLimited]: 'Too many attempts. Please wait a minute and try again.',
  [ErrorCode.invalidCredentials]: "That e-mail and password don't match. Check them and try again.",
  [ErrorCode.emailTaken]: 'An account with this e-mail already exists. Try signing in instead.',
  [ErrorCode.usernameTaken]: 'That username is already taken. Try another one.',
  [ErrorCode.weakPassword]: 'Choose a stronger password: longer, and harder to guess.',
  [ErrorCode.codeInvalid]:
    "That code isn't right, or it has expired. Check the newest e-mail from Blaze, or send a new code.",
  [ErrorCode.emailNotVerified]: 'Confirm your e-mail first: we sent you a new code.',
  [ErrorCode.validation]: 'Some details are not valid. Check them and try again.',
  [ErrorCode.badRequest]: 'Some details are not valid. Check them and try again.',
  [ErrorCode.unauthorized]: 'Your session has ended. Please sign in again.',
  [ErrorCode.forbidden]: "You don't have access to this.",
  [ErrorCode.notFound]: "We couldn't find what you were looking for.",
  [ErrorCode.payloadTooLarge]: 'That is too large to send.',
  [ErrorCode.mailUnavailable]:
    "We couldn't send the e-mail just now. Please try again in a few minutes.",
  [ErrorCode.internal]: 'Something went wrong on our side. Please try again in a moment.',
  [ClientErrorCode.network]: `Can't reach ${PRODUCT_NAME}. Check your connection and try again.`,
  [ClientErrorCode.timeout]: `${PRODUCT_NAME} is taking too long to answer. Please try again.`,
  [ClientErrorCode.badResponse]: 'Something went wrong on our side. Please try again in a moment.',
};

/**
 * Codes whose server wording is specific enough to show as it is: which rule a field broke, and how long
 * a limit holds him back (a sign-in lock can be 15 minutes, a location jump hours).
 */
const SHOW_SERVER_WORDING = new Set<string>([
  ErrorCode.weakPassword,
  ErrorCode.validation,
  ErrorCode.rateLimited,
  ErrorCode.newChatLimit,
  // Why and until when (decision 027).
  ErrorCode.accountSuspended,
  ErrorCode.accountBanned,
]);

function friendlyFor(status: number, code: string, serverMessage: string | undefined): string {
  if (serverMessage && SHOW_SERVER_WORDING.has(code)) return serverMessage;
  const byCode = FRIENDLY_BY_CODE[code];
  if (byCode) return byCode;
  if (status === 429) return FRIENDLY_BY_CODE[ErrorCode.rateLimited]!;
  if (status >= 500) return FRIENDLY_BY_CODE[ErrorCode.internal]!;
  return serverMessage ?? 'Something went wrong. Please try again.';
}

/** Words a member can act on, for any thrown value. */
export function friendlyMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Something went wrong. Please try again.';
}

type UnauthorizedHandler = (returnTo: string) => void;

let onUnauthorized: UnauthorizedHandler = (returnTo) => {
  window.location.assign(paths.auth.to(returnTo));
};

/** Lets the app send signed-out members to /auth through the router instead of a full reload. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

let endedReason: string | null = null;

/** Why the session ended, when the server said (a suspension or a ban, decision 027); /auth shows it. */
export function signedOutReason(): string | null {
  return endedReason;
}

export function clearSignedOutReason(): void {
  endedReason = null;
}

/**
 * The session ended elsewhere (the realtime gateway's 4401: signed out everywhere, or suspended):
 * to /auth at once, as a 401 would, coming back here after signing in. `reason`: the server's words
 * for a suspension or a ban (why, until when), kept for /auth to show.
 */
export function sessionEnded(reason: string | null = null): void {
  endedReason = reason;
  onUnauthorized(`${window.location.pathname}${window.location.search}${window.location.hash}`);
}

/** The session probe and the auth calls answer 401 as a normal outcome, not as "session ended". */
function handles401Itself(path: string): boolean {
  return path === '/api/me' || path.startsWith('/api/auth/');
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the request outlive the page (used by the logger on pagehide). */
  keepalive?: boolean;
  timeoutMs?: number;
  /** A 401 here must not send the member to /auth (logs, error reports). */
  skipAuthRedirect?: boolean;
}

function readErrorBody(body: unknown): { code?: string; message?: string } {
  if (typeof body !== 'object' || body === null || !('error' in body)) return {};
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return {};
  const { code, message } = error as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}

/**
 * Words for this endpoint's own refusals, asked before the common ones (an upload's 413 is about the
 * photo's size, not 'too large to send'). Undefined: the common words.
 */
export type EndpointMessages = (refusal: {
  status: number;
  code: string;
  serverMessage: string | undefined;
}) => string | undefined;

function combineSignals(signal: AbortSignal | undefined, timeoutMs: number | undefined) {
  if (!timeoutMs) return signal;
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/** The one fetch: same-origin cookies, a JSON body, and a network failure or timeout as an ApiError. */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, signal, keepalive, timeoutMs } = options;
  const headers: Record<string, string> = { Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: combineSignals(signal, timeoutMs),
      keepalive,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const code = timedOut ? ClientErrorCode.timeout : ClientErrorCode.network;
    throw new ApiError(0, code, friendlyFor(0, code, undefined));
  }
}

/** The only JSON wrapper: same-origin cookies, JSON both ways, one error type. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  const text = await response.text().catch(() => '');
  return settle<T>(path, response.status, text, { skipAuthRedirect: options.skipAuthRedirect });
}

/**
 * The raw answer of a successful call, for bodies that are not JSON (a server-sent event stream, audio):
 * the same cookies, network errors, refusals and 401 handling as `apiRequest`; the caller reads the body.
 */
export async function apiResponse(
  path: string,
  options: RequestOptions & { accept: string },
): Promise<Response> {
  const response = await send(path, options, options.accept);
  if (response.ok) return response;
  const text = await response.text().catch(() => '');
  return settle<never>(path, response.status, text, {
    skipAuthRedirect: options.skipAuthRedirect,
  });
}

/** One answer, however it travelled (fetch or an upload): its body, or the ApiError it means. */
function settle<T>(
  path: string,
  status: number,
  text: string,
  options: { skipAuthRedirect?: boolean; messages?: EndpointMessages },
): T {
  let payload: unknown = undefined;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
  }

  if (status < 200 || status >= 300) {
    const { code: serverCode, message: serverMessage } = readErrorBody(payload);
    const code = serverCode ?? (status >= 500 ? ErrorCode.internal : `HTTP_${status}`);
    if (status === 401 && !options.skipAuthRedirect && !handles401Itself(path)) {
      onUnauthorized(`${window.location.pathname}${window.location.search}${window.location.hash}`);
    }
    const words =
      options.messages?.({ status, code, serverMessage }) ??
      friendlyFor(status, code, serverMessage);
    throw new ApiError(status, code, words, serverMessage);
  }

  if (text && payload === undefined) {
    throw new ApiError(
      status,
      ClientErrorCode.badResponse,
      friendlyFor(status, ClientErrorCode.badResponse, undefined),
    );
  }
  return payload as T;
}

export interface UploadOptions {
  /** Called as the body goes out, with the part sent (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  messages?: EndpointMessages;
}

/**
 * POST of a multipart form, with upload progress: fetch cannot report it, so this one transport is
 * XMLHttpRequest. Same cookies, same answers, same errors and 401 handling as every other call.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const { onProgress, signal, messages } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    xhr.onabort = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    xhr.onerror = () =>
      reject(
        new ApiError(
          0,
          ClientErrorCode.network,
          friendlyFor(0, ClientErrorCode.network, undefined),
        ),
      );
    xhr.onload = () => {
      try {
        resolve(settle<T>(path, xhr.status, xhr.responseText, { messages }));
      } catch (error) {
        reject(error);
      }
    };
    xhr.send(form);
  });
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  upload: apiUpload,
};

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, friendlyMessage, setUnauthorizedHandler } from './api-client';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with same-origin cookies and returns the parsed body', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await expect(apiRequest('/api/thing', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/thing');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('returns undefined for 204', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/auth/sign-out', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('throws an ApiError with status, code and member-friendly words', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid login' } }),
    );
    const error = await apiRequest('/api/auth/sign-in').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: "That e-mail and password don't match. Check them and try again.",
      serverMessage: 'Invalid login',
    });
    expect((error as ApiError).isClientError).toBe(true);
  });

  it("tells a member who is held back how long to wait, in the server's words", async () => {
    const wait = 'Too many attempts. Please wait 12 minute(s) and try again.';
    fetchMock.mockResolvedValueOnce(
      jsonResponse(429, { error: { code: 'RATE_LIMITED', message: wait } }),
    );
    const error = await apiRequest('/api/auth/sign-in').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: wait });
  });

  it("tells a new account why he can't start another chat today, in the server's words", async () => {
    const words =
      'New accounts can start 20 new chats a day. You can message more people tomorrow.';
    fetchMock.mockResolvedValueOnce(
      jsonResponse(429, { error: { code: 'NEW_CHAT_LIMIT', message: words } }),
    );
    const error = await apiRequest('/api/conversations', { method: 'POST' }).catch((e) => e);
    expect(friendlyMessage(error)).toBe(words);
  });

  it('explains a network failure in words', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await apiRequest('/api/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(friendlyMessage(error)).toBe("Can't reach Blaze. Check your connection and try again.");
  });

  it('shows the server wording for a weak password', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { error: { code: 'WEAK_PASSWORD', message: 'Add another word or two.' } }),
    );
    await expect(apiRequest('/api/auth/sign-up')).rejects.toMatchObject({
      message: 'Add another word or two.',
    });
  });

  it('sends the member to sign in on a 401 from a data call, with where they were', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    window.history.pushState({}, '', '/app/messages?tab=unread');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { error: { code: 'UNAUTHORIZED', message: 'Sign in' } }),
    );
    await expect(apiRequest('/api/dashboard')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledWith('/app/messages?tab=unread');
  });

  it('lets /api/me and auth calls answer 401 without a redirect', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockImplementation(async () =>
      jsonResponse(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid' } }),
    );
    await expect(apiRequest('/api/me')).rejects.toMatchObject({ status: 401 });
    await expect(apiRequest('/api/auth/sign-in')).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(handler).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SignInForm } from './sign-in-form';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
const bodiesTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const ME = {
  user: { id: 'u1', email: 'jake@example.com', createdAt: '2026-01-01T00:00:00.000Z' },
  profile: { id: 'u1' },
};
const NEW_PASSWORD = 'lantern-harbour-swims-81';

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
    if (url.endsWith('/api/auth/forgot-password'))
      return json(202, { status: 'code-sent', email: body.email });
    if (url.endsWith('/api/auth/reset-password'))
      return body.code === '123456'
        ? json(200, { status: 'password-reset' })
        : json(400, { error: { code: 'CODE_INVALID', message: 'That code is not right.' } });
    if (url.endsWith('/api/auth/sign-in'))
      return body.password === NEW_PASSWORD
        ? json(200, ME)
        : json(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Wrong.' } });
    return json(204, {});
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SignInForm />
    </QueryClientProvider>,
  );
  return client;
}

describe("'Forgot password?'", () => {
  it('sends a code to the typed address, sets the new password with it and signs in', async () => {
    const client = renderForm();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' Jake@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('Jake@Example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(bodiesTo('/api/auth/forgot-password')).toEqual([{ email: 'jake@example.com' }]);
    expect(screen.getByText('jake@example.com')).toBeTruthy();

    // Checked before anything is sent.
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/6-digit code from the e-mail/)).toBeTruthy();
    expect(screen.getByText(/at least 8 characters/)).toBeTruthy();
    expect(bodiesTo('/api/auth/reset-password')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '654321' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: NEW_PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/code isn't right/);

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await vi.waitFor(() => expect(client.getQueryData(['me'])).toEqual(ME));
    expect(bodiesTo('/api/auth/reset-password').at(-1)).toEqual({
      email: 'jake@example.com',
      code: '123456',
      newPassword: NEW_PASSWORD,
    });
    expect(bodiesTo('/api/auth/sign-in')).toEqual([
      { email: 'jake@example.com', password: NEW_PASSWORD },
    ]);
    expect(screen.getByRole('status').textContent).toMatch(/password is changed/);
  });

  it('goes back to sign in, and sends a new code on demand', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'jake@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(/Only the newest one works/)).toBeTruthy();
    expect(bodiesTo('/api/auth/forgot-password')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});

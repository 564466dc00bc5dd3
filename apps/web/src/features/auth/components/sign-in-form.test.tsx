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

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/auth/sign-in'))
      return json(403, {
        error: {
          code: 'TWO_FACTOR_REQUIRED',
          message: 'Enter the 6-digit code from your authenticator app.',
        },
      });
    if (url.endsWith('/api/auth/sign-in/two-factor')) {
      const { code } = JSON.parse(String(init?.body)) as { code: string };
      return code === '123456' || code === 'abcde-12345'
        ? json(200, ME)
        : json(400, {
            error: { code: 'CODE_INVALID', message: 'That code is not right. Check your app.' },
          });
    }
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

describe('sign-in with two-factor', () => {
  it("asks for the app's code after the password, explains a wrong one, and signs in with a right one", async () => {
    const client = renderForm();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jake@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), {
      target: { value: 'velvet-otter-rides-42' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeTruthy();

    const code = screen.getByLabelText('Code');
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText(/Enter the 6-digit code from your authenticator app, or/),
    ).toBeTruthy();
    expect(bodiesTo('/api/auth/sign-in/two-factor')).toHaveLength(0);

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/That code is not right/);

    fireEvent.change(code, { target: { value: ' abcde-12345 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(client.getQueryData(['me'])).toEqual(ME));
    expect(bodiesTo('/api/auth/sign-in/two-factor').at(-1)).toEqual({ code: 'abcde-12345' });
  });

  it('goes back to e-mail and password', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jake@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back to e-mail and password' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jake@example.com');
  });
});

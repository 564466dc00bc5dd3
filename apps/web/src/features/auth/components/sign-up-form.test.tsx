import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SignUpForm } from './sign-up-form';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
const calls = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/api/auth/sign-up') || url.endsWith('/api/auth/resend-code'))
      return json(202, { status: 'code-sent', email: 'jake@example.com' });
    if (url.endsWith('/api/auth/verify-email'))
      return json(400, { error: { code: 'CODE_INVALID', message: 'server words' } });
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
      <SignUpForm />
    </QueryClientProvider>,
  );
}

describe('sign-up code step', () => {
  it('asks for the code sent to the address, explains a wrong one, resends, and goes back', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' Jake@Example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), {
      target: { value: 'velvet-otter-rides-42' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(screen.getByText('jake@example.com')).toBeTruthy();

    const code = screen.getByLabelText('Code');
    fireEvent.change(code, { target: { value: '12a' } });
    expect((code as HTMLInputElement).value).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the 6-digit code from the e-mail.')).toBeTruthy();
    expect(calls().filter((u) => u.endsWith('/verify-email'))).toHaveLength(0);

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/That code isn't right/);

    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(/We sent a new code/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Use a different e-mail' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('Jake@Example.com');
  });
});

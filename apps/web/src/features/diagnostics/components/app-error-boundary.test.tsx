import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ErrorReportSchema } from '@blaze/contracts/logs';
import { AppErrorBoundary } from './app-error-boundary';

const fetchMock = vi.fn<typeof fetch>();
let shouldThrow = true;

function Fragile() {
  if (shouldThrow) throw new Error('Profile card exploded');
  return <p>All good</p>;
}

beforeEach(() => {
  shouldThrow = true;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(null, { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
  // React reports caught render errors on the console; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppErrorBoundary', () => {
  it('shows the error screen with an Error ID and reports it to /api/errors', async () => {
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText("We've encountered an unexpected error. Our team has been notified."),
    ).toBeTruthy();
    expect(screen.getByText('Please include this ID when reporting the issue.')).toBeTruthy();
    const errorId = screen.getByText(/^err_/).textContent ?? '';
    for (const name of ['Try Again', 'Go Home', 'Reload Page']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }

    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/errors')).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/errors')!;
    const body = JSON.parse(String(init?.body)) as unknown;
    const report = ErrorReportSchema.parse(body);
    expect(report).toMatchObject({ errorId, message: 'Profile card exploded' });
    expect(report.componentStack).toContain('Fragile');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/errors')).toHaveLength(1);
  });

  it('Try Again renders the children again', () => {
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('All good')).toBeTruthy();
  });
});

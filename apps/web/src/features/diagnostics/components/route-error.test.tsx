import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RouteErrorBoundary } from './route-error';

let failWith: unknown = null;

function Page() {
  if (failWith !== null) throw failWith;
  return <p>Page content</p>;
}

beforeEach(() => {
  failWith = null;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 202 })),
  );
});

describe('RouteErrorBoundary', () => {
  it("shows 'Something went wrong' with the error's message", () => {
    failWith = new Error('Could not draw the grid');
    render(
      <RouteErrorBoundary resetKey="a">
        <Page />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Could not draw the grid')).toBeTruthy();
  });

  it("falls back to 'An unexpected error occurred', and recovers on another page", () => {
    failWith = 'not an Error';
    const { rerender } = render(
      <RouteErrorBoundary resetKey="a">
        <Page />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('An unexpected error occurred')).toBeTruthy();

    failWith = null;
    rerender(
      <RouteErrorBoundary resetKey="b">
        <Page />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Page content')).toBeTruthy();
  });
});

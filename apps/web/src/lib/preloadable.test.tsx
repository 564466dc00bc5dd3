import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadable } from '@/lib/preloadable';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadable', () => {
  it('renders at once, without its fallback, once its code was fetched ahead', async () => {
    let loads = 0;
    const Page = preloadable(() => {
      loads += 1;
      return Promise.resolve({ default: Hello });
    });
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Page name="Dan" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Dan')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    await Page.preload();
    expect(loads).toBe(1);
  });

  it('suspends like React.lazy when its code is not here yet', async () => {
    const Page = preloadable(() => Promise.resolve({ default: Hello }));
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Page name="Sam" />
      </Suspense>,
    );
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('Hello Sam')).toBeTruthy();
  });
});

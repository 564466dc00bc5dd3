import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useDeferredFirst } from './use-deferred-first';

function Shows({ value }: { value: string | undefined }) {
  const shown = useDeferredFirst(value);
  return <p>{shown ?? 'loading'}</p>;
}

describe('useDeferredFirst', () => {
  it('renders data present at mount after a first render without it, then changes once and at once', async () => {
    const seen: string[] = [];
    function Recorder({ value }: { value: string | undefined }) {
      const shown = useDeferredFirst(value);
      seen.push(shown ?? 'loading');
      return <p>{shown ?? 'loading'}</p>;
    }
    const { rerender } = render(<Recorder value="feed" />);
    await act(async () => undefined);
    expect(seen[0]).toBe('loading');
    expect(screen.getByText('feed')).toBeTruthy();
    seen.length = 0;
    rerender(<Recorder value="feed, liked" />);
    await act(async () => undefined);
    // A change renders once, at once: no second, deferred pass (a sent message re-rendered the
    // whole thread twice).
    expect(seen).toEqual(['feed, liked']);
  });

  it('shows nothing until the data arrives, then the data', async () => {
    const { rerender } = render(<Shows value={undefined} />);
    expect(screen.getByText('loading')).toBeTruthy();
    rerender(<Shows value="inbox" />);
    await act(async () => undefined);
    expect(screen.getByText('inbox')).toBeTruthy();
  });
});

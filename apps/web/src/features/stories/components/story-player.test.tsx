import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Story } from '@blaze/contracts/stories';
import { StoryPlayer } from '@/features/stories/components/story-player';

vi.mock('@/lib/notify', () => ({ notifyError: vi.fn(), notify: vi.fn() }));

const author = {
  id: 'author-1',
  username: 'bruno',
  displayName: 'Bruno',
  avatarUrl: null,
  isCreator: false,
  isVerified: false,
};
const story = (n: number, over: Partial<Story> = {}): Story => ({
  id: `story-${n}`,
  slug: `slug-${n}`,
  author,
  photo: { id: `photo-${n}`, url: `/p/${n}.webp`, thumbUrl: `/p/${n}-t.webp`, width: 3, height: 4 },
  text: `Story text ${n}`,
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  seen: false,
  isOwn: false,
  viewCount: null,
  ...over,
});

let posted: string[];
beforeEach(() => {
  posted = [];
  // The clock is driven by the test, not by frames.
  vi.stubGlobal('requestAnimationFrame', () => 0);
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      posted.push(url);
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPlayer(stories: Story[]) {
  const handlers = { onNextGroup: vi.fn(), onPrevGroup: vi.fn(), onClose: vi.fn() };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StoryPlayer stories={stories} {...handlers} />
    </QueryClientProvider>,
  );
  return handlers;
}
const shown = () => screen.getByRole('img', { name: /^Story: / }).getAttribute('alt');

describe('StoryPlayer', () => {
  it('taps right for the next story and left for the previous, and counts each story shown once', async () => {
    const h = renderPlayer([story(1), story(2, { seen: true })]);
    expect(shown()).toBe('Story: Story text 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next story' }));
    expect(shown()).toBe('Story: Story text 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next story' }));
    expect(h.onNextGroup).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Previous story' }));
    expect(shown()).toBe('Story: Story text 1');
    fireEvent.click(screen.getByRole('button', { name: 'Previous story' }));
    expect(h.onPrevGroup).toHaveBeenCalledOnce();
    // Only the unseen one was reported, once.
    await waitFor(() => expect(posted).toEqual(['/api/stories/story-1/view']));
  });

  it('pauses while held, and the release after a hold does not skip the story', async () => {
    renderPlayer([story(1), story(2)]);
    const photo = screen.getByTestId('story-photo');
    fireEvent.pointerDown(photo, { clientX: 300, clientY: 300 });
    expect(screen.getByText('Story 1 of 2, paused')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    fireEvent.pointerUp(photo, { clientX: 300, clientY: 300 });
    fireEvent.click(screen.getByRole('button', { name: 'Next story' }));
    expect(shown()).toBe('Story: Story text 1');
    expect(screen.getByText('Story 1 of 2')).toBeTruthy();
  });

  it('closes on a swipe down', () => {
    const h = renderPlayer([story(1)]);
    const photo = screen.getByTestId('story-photo');
    fireEvent.pointerDown(photo, { clientX: 200, clientY: 100 });
    fireEvent.pointerMove(photo, { clientX: 205, clientY: 260 });
    fireEvent.pointerUp(photo, { clientX: 205, clientY: 260 });
    expect(h.onClose).toHaveBeenCalledOnce();
  });

  it('offers a reply and reactions on his story, and who watched on my own', () => {
    renderPlayer([story(1, { isOwn: true, seen: true, viewCount: 3 })]);
    expect(screen.getByRole('button', { name: 'Seen by 3' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Reply to Bruno' })).toBeNull();
  });
});

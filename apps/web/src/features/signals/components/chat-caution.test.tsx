import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAUTION_TEXTS, type ChatCautions } from '@blaze/contracts/signals';
import { announceCautionFrame } from '@/lib/caution-events';
import { ChatCaution } from '@/features/signals/components/chat-caution';

function setup(initial: ChatCautions['cautions']) {
  const calls: Array<{ url: string; method: string }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET' });
      const body: ChatCautions = {
        conversationId: 'c1',
        cautions: init?.method === 'POST' ? [] : initial,
      };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ChatCaution conversationId="c1" />
    </QueryClientProvider>,
  );
  return { calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('ChatCaution', () => {
  it('shows nothing when there is no caution, then the one a frame brings for this chat', async () => {
    const { calls } = setup([]);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Safety caution' })).toBeNull();

    act(() =>
      announceCautionFrame({
        conversationId: 'other',
        caution: { rule: 'link', text: CAUTION_TEXTS.link },
      }),
    );
    expect(screen.queryByText(CAUTION_TEXTS.link)).toBeNull();
    act(() =>
      announceCautionFrame({
        conversationId: 'c1',
        caution: { rule: 'money', text: CAUTION_TEXTS.money },
      }),
    );
    expect(await screen.findByText(CAUTION_TEXTS.money)).toBeTruthy();
  });

  it('hides a caution at once when he dismisses it, and tells the server', async () => {
    const { calls } = setup([{ rule: 'money', text: CAUTION_TEXTS.money }]);
    expect(await screen.findByText(CAUTION_TEXTS.money)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss this caution' }));
    await waitFor(() => expect(screen.queryByText(CAUTION_TEXTS.money)).toBeNull());
    expect(calls).toContainEqual({
      url: '/api/conversations/c1/cautions/money/dismiss',
      method: 'POST',
    });
  });
});

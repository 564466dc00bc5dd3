import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ASSISTANT_GREETINGS,
  DEFAULT_ASSISTANT_PREFERENCES,
  type AssistantExchange,
  type AssistantPreferences,
} from '@blaze/contracts/assistant';
import { AssistantChat } from '@/features/assistant/components/assistant-chat';

const at = '2026-11-26T12:00:00.000Z';
const sebastian = {
  id: 'm-sebastian',
  username: 'sebastian.syd',
  displayName: 'Sebastian',
  age: 33,
  avatarUrl: null,
  isOnline: true,
  profileType: 'dating',
  tribe: null,
  bodyType: null,
  isVerified: false,
  distance: '2 km',
  area: null,
  lastActive: null,
  isFavourite: false,
  isNew: false,
  visitingFrom: null,
  isBoosted: false,
} as const;
const exchange: AssistantExchange = {
  message: {
    id: '00000000-0000-4000-8000-000000000001',
    role: 'user',
    content: "Who's hot near me?",
    timestamp: at,
    response: null,
  },
  reply: {
    id: '00000000-0000-4000-8000-000000000002',
    role: 'assistant',
    content: 'Here is who is about, mate.',
    timestamp: at,
    response: {
      success: true,
      message: 'Here is who is about, mate.',
      nextStep: null,
      tip: 'Online guys answer fastest.',
      cta: { label: 'See everyone nearby', to: '/discovery' },
      members: [sebastian],
      source: 'built-in',
    },
  },
};

function setup(preferences: Partial<AssistantPreferences> = {}) {
  let answer: (response: Response) => void = () => undefined;
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return new Promise<Response>((resolve) => (answer = resolve));
      }
      return new Response(JSON.stringify({ messages: [] }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const say = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AssistantChat
          preferences={{
            ...DEFAULT_ASSISTANT_PREFERENCES,
            hasCompletedOnboarding: true,
            ...preferences,
          }}
          say={say}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const reply = () =>
    answer(
      new Response(JSON.stringify(exchange), { headers: { 'content-type': 'application/json' } }),
    );
  return { posts, say, reply };
}

// jsdom lays nothing out, so it has no scrolling.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => vi.unstubAllGlobals());

describe('the assistant chat', () => {
  it('greets, offers the quick actions, and ignores blank input', async () => {
    const { posts } = setup();
    expect(screen.getByText(ASSISTANT_GREETINGS.aussie)).toBeTruthy();
    const chips = await screen.findByRole('list', { name: 'Quick actions' });
    expect(within(chips).getAllByRole('button')).toHaveLength(4);
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    const input = screen.getByLabelText('Message HOTTIE');
    expect(send.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.submit(input.closest('form')!);
    expect(posts).toEqual([]);
  });

  it('a chip asks, shows typing while waiting, then the reply with cards; chips go', async () => {
    const { posts, say, reply } = setup();
    const chips = await screen.findByRole('list', { name: 'Quick actions' });
    fireEvent.click(within(chips).getByRole('button', { name: "Who's hot near me?" }));
    await waitFor(() => expect(posts).toEqual([{ text: "Who's hot near me?" }]));
    expect(screen.getByText('HOTTIE is typing…')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Quick actions' })).toBeNull();
    reply();
    const card = await screen.findByRole('link', { name: 'Sebastian 33, 2 km away, online' });
    expect(card.getAttribute('href')).toBe('/app/profile/m-sebastian');
    expect(screen.getByRole('link', { name: /See everyone nearby/ }).getAttribute('href')).toBe(
      '/discovery',
    );
    expect(screen.queryByText('HOTTIE is typing…')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Quick actions' })).toBeNull();
    // Voice output is off and he typed: nothing is said.
    expect(say).not.toHaveBeenCalled();
  });

  it('with voice output on, the reply is said', async () => {
    const { posts, say, reply } = setup({ preferVoice: true });
    const input = screen.getByLabelText('Message HOTTIE');
    fireEvent.change(input, { target: { value: "who's hot near me?" } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    reply();
    await waitFor(() => expect(say).toHaveBeenCalledWith('Here is who is about, mate.'));
  });
});

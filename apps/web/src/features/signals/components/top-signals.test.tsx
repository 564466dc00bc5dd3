import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TopSignals as Top } from '@blaze/contracts/signals';
import { TopSignals } from '@/features/signals/components/top-signals';

afterEach(() => vi.unstubAllGlobals());

describe('TopSignals', () => {
  it('lists members with their totals, through the slot for each member', async () => {
    const reply: Top = {
      members: [
        { memberId: 'm1', username: 'scammer', total: 6, counts: [] },
        { memberId: 'm2', username: null, total: 1, counts: [] },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(reply), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TopSignals
          member={({ memberId, name }) => <a href={`/admin/members/${memberId}`}>{name}</a>}
        />
      </QueryClientProvider>,
    );
    const link = await screen.findByRole('link', { name: '@scammer' });
    expect(link.getAttribute('href')).toBe('/admin/members/m1');
    expect(link.closest('li')!.textContent).toContain('6 signals');
    expect(screen.getByText('Former member').closest('li')!.textContent).toContain('1 signal');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNAL_RULE_LABELS, type MemberSignals as Signals } from '@blaze/contracts/signals';
import { MemberSignals } from '@/features/signals/components/member-signals';

function setup(reply: Signals | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      reply
        ? new Response(JSON.stringify(reply), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response(
            JSON.stringify({
              error: { code: 'FORBIDDEN', message: 'Your admin role does not allow this.' },
            }),
            { status: 403, headers: { 'Content-Type': 'application/json' } },
          ),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemberSignals memberId="m1" />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

const at = '2026-11-20T10:00:00.000Z';

describe('MemberSignals', () => {
  it('shows the count per rule in words', async () => {
    setup({
      memberId: 'm1',
      total: 4,
      counts: [
        { rule: 'money', count: 3, lastAt: at },
        { rule: 'reports', count: 1, lastAt: at },
      ],
      signals: [
        { id: 's1', rule: 'money', reason: 'money', conversationId: 'c1', messageId: 'x', at },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Signals per rule' });
    const money = within(list).getByText(SIGNAL_RULE_LABELS.money).closest('li')!;
    expect(money.textContent).toContain('3');
    expect(within(list).getByText(SIGNAL_RULE_LABELS.reports)).toBeTruthy();
  });

  it('says so when there are none', async () => {
    setup({ memberId: 'm1', total: 0, counts: [], signals: [] });
    expect(await screen.findByText('No signals on this member.')).toBeTruthy();
  });

  it('shows a refusal in words', async () => {
    setup(null);
    expect((await screen.findByRole('alert')).textContent).toBe("You don't have access to this.");
  });
});

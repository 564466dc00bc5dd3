import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntitlementsSummary } from '@blaze/contracts/entitlements';
import { RightNowForm } from '@/features/right-now/components/right-now-form';

vi.mock('@/lib/notify', () => ({ notifyError: vi.fn(), notify: vi.fn() }));

type Allowance = EntitlementsSummary['rightNow'];
const allowance = (over: Partial<Allowance> = {}): Allowance => ({
  freeLeft: 2,
  freePerDay: 2,
  nextFreeAt: null,
  packLeft: 0,
  unlimited: false,
  ...over,
});

let sent: Array<{ url: string; body: unknown }>;
let answer: Response;
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer.clone();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(a: Allowance) {
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <RightNowForm allowance={a} photoPicker={() => null} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('RightNowForm', () => {
  it('says what is left, and sends the words and what suits him once both are given', async () => {
    answer = new Response(JSON.stringify({ error: { code: 'X', message: 'x' } }), { status: 500 });
    renderForm(allowance({ freeLeft: 1, packLeft: 4 }));
    expect(screen.getByText(/1 free left today, 4 left in your pack\./)).toBeTruthy();
    const go = screen.getByRole('button', { name: 'Go live for 60 minutes' });
    expect((go as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('What are you up for?'), {
      target: { value: '  Hosting now  ' },
    });
    expect((go as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Hosting' }));
    fireEvent.click(go);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/right-now',
      body: { text: 'Hosting now', suits: ['hosting'], photoId: null },
    });
  });

  it('shows the offer instead of the form when nothing is left, with links to the checkout', () => {
    renderForm(allowance({ freeLeft: 0, nextFreeAt: '2026-11-26T14:05:00Z' }));
    expect(screen.getByRole('heading', { name: 'No free Right Now posts left' })).toBeTruthy();
    expect(screen.queryByLabelText('What are you up for?')).toBeNull();
    expect(screen.getByRole('link', { name: 'Get a Right Now pack' }).getAttribute('href')).toBe(
      '/app/checkout?product=right_now_pack&return=%2Fapp%2Fright-now',
    );
    expect(screen.getByRole('link', { name: 'Get Blaze Plus' }).getAttribute('href')).toBe(
      '/app/checkout?product=plus_monthly&return=%2Fapp%2Fright-now',
    );
  });

  it("turns into the offer, with the server's words, when the server refuses for no allowance", async () => {
    answer = new Response(
      JSON.stringify({
        error: { code: 'NO_ALLOWANCE', message: 'No free Right Now posts left today.' },
      }),
      { status: 403, headers: { 'content-type': 'application/json' } },
    );
    renderForm(allowance({ freeLeft: 1 }));
    fireEvent.change(screen.getByLabelText('What are you up for?'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'At a venue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go live for 60 minutes' }));
    expect(
      await screen.findByRole('heading', { name: 'No free Right Now posts left' }),
    ).toBeTruthy();
    expect(screen.getByText(/No free Right Now posts left today\./)).toBeTruthy();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataExport, DataExportState } from '@blaze/contracts/account-data';
import { DeleteAccountCard } from '@/features/account-data/components/delete-account-card';
import { ExportDataCard } from '@/features/account-data/components/export-data-card';

const running: DataExport = {
  id: 'x1',
  status: 'running',
  progress: { done: 4, total: 17 },
  createdAt: '2026-11-26T08:00:00.000Z',
  finishedAt: null,
  expiresAt: null,
  sizeBytes: null,
  downloadUrl: null,
};
const ready: DataExport = {
  ...running,
  status: 'ready',
  progress: { done: 17, total: 17 },
  finishedAt: '2026-11-26T08:00:05.000Z',
  expiresAt: '2026-11-27T08:00:05.000Z',
  sizeBytes: 2_400_000,
  downloadUrl: '/api/me/export/x1/download',
};
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

function renderWith(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/app/settings']}>
        <Routes>
          <Route path="/app/settings" element={ui} />
          <Route path="/auth" element={<h1>Welcome</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Export your data', () => {
  it('requests an export, shows its progress, then the download and its expiry', async () => {
    let state: DataExportState = { export: null, startsLeftToday: 3 };
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (url === '/api/me/export' && init?.method === 'POST') {
          state = { export: running, startsLeftToday: 2 };
          return json(running, 202);
        }
        if (url === '/api/me/export') return json(state);
        throw new Error(`unexpected ${url}`);
      }),
    );
    renderWith(<ExportDataCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Request export' }));
    const bar = await screen.findByRole('progressbar', { name: 'Export progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('24');
    expect(screen.getByText('4 of 17 parts')).toBeTruthy();
    state = { export: ready, startsLeftToday: 2 };
    const link = await screen.findByRole('link', { name: 'Download' }, { timeout: 4_000 });
    expect(link.getAttribute('href')).toBe('/api/me/export/x1/download');
    expect(screen.getByText(/The link works until/)).toBeTruthy();
    expect(screen.getByText(/2\.3 MB/)).toBeTruthy();
  });

  it('says when the exports of the day are used up', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        json({ export: { ...ready, status: 'expired', downloadUrl: null }, startsLeftToday: 0 }),
      ),
    );
    renderWith(<ExportDataCard />);
    expect(await screen.findByText(/used your exports for today/)).toBeTruthy();
    expect(screen.getByText(/has expired and was deleted/)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Request export' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe('Delete your account', () => {
  it('asks for the password, shows a refusal in words, and signs out to the welcome screen', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (url === '/api/me/delete') {
          const body = JSON.parse(String(init?.body)) as { password: string };
          bodies.push(body);
          return body.password === 'right-one'
            ? Promise.resolve(new Response(null, { status: 204 }))
            : json(
                {
                  error: {
                    code: 'WRONG_PASSWORD',
                    message: 'That password is not right. Try again.',
                  },
                },
                403,
              );
        }
        throw new Error(`unexpected ${url}`);
      }),
    );
    renderWith(<DeleteAccountCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    expect(within(dialog).getByText(/Deleted member/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(within(dialog).getByLabelText('Your password'), {
      target: { value: 'wrong-one' },
    });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('That password is not right. Try again.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Your password'), {
      target: { value: 'right-one' },
    });
    fireEvent.click(confirm);
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    await waitFor(() =>
      expect(bodies).toEqual([{ password: 'wrong-one' }, { password: 'right-one' }]),
    );
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminMeResponse } from '@blaze/contracts/me';
import { AdminLayout } from '@/features/admin/components/admin-layout';

function renderAs(me: AdminMeResponse, min: 'moderator' | 'admin' | 'superadmin' = 'moderator') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(me), { status: 200 })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/roles']}>
        <AdminLayout title="Roles" min={min}>
          <p>The roles screen</p>
        </AdminLayout>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const sections = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
  await within(nav).findByRole('link', { name: 'Overview' });
  return within(nav)
    .getAllByRole('link')
    .map((l) => l.textContent);
};

afterEach(() => vi.unstubAllGlobals());

describe('AdminLayout', () => {
  it('shows a moderator only his sections, and refuses a screen above his role in words', async () => {
    renderAs({ isAdmin: true, role: 'moderator', isSuperadmin: false }, 'superadmin');
    expect(await sections()).toEqual(['Overview', 'Reports', 'Members', 'Verification']);
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeTruthy();
    expect(screen.queryByText('The roles screen')).toBeNull();
  });

  it('shows a superadmin every section, Roles marked as the one open', async () => {
    renderAs({ isAdmin: true, role: 'admin', isSuperadmin: true }, 'superadmin');
    expect(await sections()).toEqual([
      'Overview',
      'Reports',
      'Approvals',
      'Members',
      'Verification',
      'Promotions',
      'Audit log',
      'Roles',
    ]);
    expect(screen.getByRole('link', { name: 'Roles' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('The roles screen')).toBeTruthy();
  });
});

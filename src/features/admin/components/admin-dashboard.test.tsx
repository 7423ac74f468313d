// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { mockedApi } from '@/testing/supabase-mock';
import { seedAccounts } from '../../../../supabase/embedded/index';
import {
  createTestClient,
  startTestServer,
  type TestServer,
} from '../../../../supabase/embedded/testing';
import { AdminDashboard } from './admin-dashboard';

/**
 * The dashboard's two views, rendered in full over the seed (the embedded backend, real
 * supabase-js, signed in as the admin): every row's actions and badges render, which is also
 * where development's class check (cn) catches two utilities setting one property.
 */
vi.mock('@/lib/supabase', async () => (await import('@/testing/supabase-mock')).supabaseModule);
vi.mock('@/lib/supabase-lazy', async () => (await import('@/testing/supabase-mock')).lazyModule);

const admin = {
  status: 'signed-in' as const,
  user: { id: seedAccounts.admin.id, email: seedAccounts.admin.email },
};

describe('the admin dashboard', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    const token = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
    mockedApi.client = createTestClient(server.url, { accessToken: token });
  }, 60_000);
  afterAll(() => server?.destroy());

  it('lists the posts with their view, edit and delete actions', async () => {
    renderWithProviders(<AdminDashboard />, { path: '/admin', queryClient: true, auth: admin });
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    const rows = await within(table).findAllByRole('row');
    expect(rows.length).toBeGreaterThan(5);
    expect(within(table).getAllByRole('button', { name: /^Delete “/ }).length).toBe(
      rows.length - 1,
    );
    expect(within(table).getAllByRole('link', { name: /^(View|Preview) “/ }).length).toBe(
      rows.length - 1,
    );
  });

  it('shows each original with its languages in the Languages view', async () => {
    renderWithProviders(<AdminDashboard />, {
      path: '/admin?view=languages',
      queryClient: true,
      auth: admin,
    });
    const rows = await screen.findAllByTestId('coverage-row', {}, { timeout: 15_000 });
    expect(rows.length).toBeGreaterThan(0);
    expect(within(rows[0]!).getByText('Original', { exact: false })).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startComponentTestServer } from '@/testing/backend';
import { renderWithProviders } from '@/testing/render';
import { mockedApi } from '@/testing/supabase-mock';
import { de } from '@/i18n/locales/de';
import { seedAccounts } from '../../../../supabase/embedded';
import { createTestClient, type TestServer } from '../../../../supabase/embedded/testing';
import { EditingPresenceNotice } from './editing-presence-notice';

/**
 * The presence notice against the embedded backend, signed in as the seed's admin: it holds
 * this window's lease while mounted, names the others who hold one, in the admin's language, in
 * a polite live region that takes no focus, and gives its lease up when the editor closes.
 */
vi.mock('@/lib/supabase', async () => (await import('@/testing/supabase-mock')).supabaseModule);
vi.mock('@/lib/supabase-lazy', async () => (await import('@/testing/supabase-mock')).lazyModule);

let server: TestServer;
/** The URLs the app asked, in order. */
const requests: string[] = [];
const admin = { id: seedAccounts.admin.id, email: seedAccounts.admin.email };

const sql = async <Row,>(text: string, params: unknown[] = []) =>
  (await server.backend.database.query<Row>(text, params)).rows;

beforeAll(async () => {
  server = await startComponentTestServer();
  const token = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
  mockedApi.client = createTestClient(server.url, {
    accessToken: token,
    fetch: (input, init) => {
      requests.push(new Request(input, init).url);
      return fetch(input, init);
    },
  });
}, 180_000);

afterAll(async () => {
  await server?.destroy();
});

async function post() {
  const [row] = await sql<{ id: string }>(
    `insert into public.blog_posts (title, slug, content_markdown) values ('Open', $1, 'Body') returning id`,
    [`presence-${crypto.randomUUID()}`],
  );
  return row!.id;
}

const leases = (postId: string) =>
  sql<{ user_id: string }>('select user_id from public.blog_post_editors where post_id = $1', [
    postId,
  ]);

function renderNotice(postId: string | null, language: 'en' | 'de' = 'en') {
  return renderWithProviders(<EditingPresenceNotice postId={postId} />, {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    auth: { status: 'signed-in', user: admin },
    language,
    ...(language === 'de' ? { messages: de } : {}),
  });
}

describe('EditingPresenceNotice', () => {
  it('holds a lease while open, names the others, and lets go on close', async () => {
    const postId = await post();
    await sql(
      `insert into public.blog_post_editors (post_id, user_id, session_id, display_name)
       values ($1, 'user_ana', $2, 'ana@example.com')`,
      [postId, crypto.randomUUID()],
    );
    const view = renderNotice(postId);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(region).toHaveTextContent(/^Also editing: ana@example\.com since/));
    expect(region).toHaveTextContent('You can keep editing.');
    expect(document.activeElement).toBe(document.body);
    await waitFor(async () =>
      expect((await leases(postId)).map((row) => row.user_id).sort()).toEqual([
        'user_ana',
        seedAccounts.admin.id,
      ]),
    );

    view.unmount();
    await waitFor(async () =>
      expect((await leases(postId)).map((row) => row.user_id)).toEqual(['user_ana']),
    );
  });

  it('is an empty region, out of the layout, while nobody else is there', async () => {
    const postId = await post();
    const view = renderNotice(postId);
    await waitFor(async () => expect(await leases(postId)).toHaveLength(1));
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    expect(region).toHaveClass('sr-only');
    view.unmount();
    await waitFor(async () => expect(await leases(postId)).toHaveLength(0));
  });

  it('names the same admin in another window, in German', async () => {
    const postId = await post();
    await sql(
      `insert into public.blog_post_editors (post_id, user_id, session_id, display_name)
       values ($1, $2, $3, $4)`,
      [postId, admin.id, crypto.randomUUID(), admin.email],
    );
    const view = renderNotice(postId, 'de');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Ebenfalls in Bearbeitung durch: admin@example.com (Sie, in einem anderen Fenster) seit',
      ),
    );
    await waitFor(async () => expect(await leases(postId)).toHaveLength(2));
    view.unmount();
    await waitFor(async () => expect(await leases(postId)).toHaveLength(1));
  });

  it('does nothing for a new post', async () => {
    requests.length = 0;
    const view = renderNotice(null);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requests.filter((url) => url.includes('editors'))).toEqual([]);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    view.unmount();
  });
});

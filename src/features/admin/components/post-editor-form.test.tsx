import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleContext, type LocaleContextValue } from '@/i18n/locale-context';
import { en } from '@/i18n/locales/en';
import type { PostRow } from '@/lib/posts/types';
import { draftKey, readDraft } from '../lib/draft-storage';
import { PostEditorForm } from './post-editor-form';

/**
 * The editor's own behaviour, without a backend: the slug following the title, counters, the
 * local draft and the refusal to overwrite a newer version. supabase-js is replaced by a fake
 * that answers like PostgREST does for a row that changed since it was loaded.
 */
const supabaseCalls: string[] = [];
vi.mock('@/lib/supabase', () => {
  // A chainable stand-in for supabase-js's query builder.
  function builder(result: () => unknown) {
    const chain: Record<string, unknown> = {};
    for (const name of ['update', 'insert', 'eq', 'select']) {
      chain[name] = (...args: unknown[]) => {
        supabaseCalls.push(`${name}(${args.map((arg) => JSON.stringify(arg)).join(',')})`);
        return chain;
      };
    }
    chain.maybeSingle = async () => ({ data: { id: 'post-1' }, error: null });
    chain.then = (resolve: (value: unknown) => void) => resolve(result());
    return chain;
  }
  return {
    getSupabase: () => ({
      // PATCH … &updated_at=eq.<loaded> matched no row: someone saved in between.
      from: () => builder(() => ({ data: [], error: null })),
    }),
  };
});

const locale: LocaleContextValue = {
  language: 'en',
  messages: en,
  isLoading: false,
  setLanguage: async () => {},
  localizePath: (path) => path,
};

const existingPost: PostRow = {
  id: 'post-1',
  title: 'Saved title',
  slug: 'saved-title',
  excerpt: 'Saved excerpt',
  content_html: '<p>Saved body</p>',
  content_markdown: 'Saved body',
  author: 'Ada',
  published_at: '2026-11-01T10:00:00.000+00:00',
  created_at: '2026-11-01T10:00:00.000+00:00',
  updated_at: '2026-11-01T10:00:00.000+00:00',
  category: 'Product',
  tags: ['a', 'b'],
  meta_description: '',
  featured_image: null,
  read_time: 4,
  outrank_id: 'post-1',
  language: 'en',
  translation_of: null,
};

function renderEditor(post: PostRow | null = null) {
  const onReload = vi.fn(async () => {});
  const path = post ? `/admin/post/${post.id}` : '/admin/post/new';
  const router = createMemoryRouter(
    [
      {
        path,
        element: <PostEditorForm postId={post?.id ?? null} post={post} onReload={onReload} />,
      },
      { path: '/admin', element: <p>Dashboard</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <LocaleContext value={locale}>
        <RouterProvider router={router} />
      </LocaleContext>
    </QueryClientProvider>,
  );
  return { ...view, onReload, router };
}

describe('PostEditorForm', () => {
  beforeEach(() => {
    localStorage.clear();
    supabaseCalls.length = 0;
  });

  it('starts with the spec defaults', () => {
    renderEditor();
    expect(screen.getByLabelText(/^Author/)).toHaveValue('Demoly Team');
    expect(screen.getByLabelText(/^Category/)).toHaveValue('General');
    expect(screen.getByLabelText(/^Read time/)).toHaveValue(5);
    expect(screen.getByLabelText(/^Tags/)).toHaveValue('');
    expect(screen.getByLabelText(/^Featured image/)).toHaveAttribute('accept', 'image/*');
  });

  it('lets the slug follow the title until it is typed by hand', async () => {
    const user = userEvent.setup();
    renderEditor();
    const title = screen.getByLabelText(/^Title/);
    const slug = screen.getByLabelText(/^Slug/);
    await user.type(title, 'Crème brûlée: 3 AI demos!');
    expect(slug).toHaveValue('creme-brulee-3-ai-demos');

    await user.clear(slug);
    await user.type(slug, 'my-own-slug');
    await user.type(title, ' more');
    expect(slug).toHaveValue('my-own-slug');

    // Typed by hand but not URL-safe: cleaned up when leaving the field.
    await user.clear(slug);
    await user.type(slug, 'Hello World');
    await user.tab();
    expect(slug).toHaveValue('hello-world');
  });

  it('keeps the published slug of an existing post when the title changes', async () => {
    const user = userEvent.setup();
    renderEditor(existingPost);
    await user.type(screen.getByLabelText(/^Title/), ' (updated)');
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('saved-title');
  });

  it('counts characters for the excerpt and meta description', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.type(screen.getByLabelText(/^Excerpt/), 'Hello');
    expect(screen.getByText('5 / 500 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Meta description/), 'Hi');
    expect(screen.getByText('2 / 160 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Meta description/)).toHaveAccessibleDescription(
      /2 \/ 160 characters/,
    );
  });

  it('keeps a local draft and offers it back, with a way to discard it', async () => {
    const user = userEvent.setup();
    const first = renderEditor();
    await user.type(screen.getByLabelText(/^Title/), 'Unsaved idea');
    await waitFor(() =>
      expect(readDraft(localStorage, draftKey(null))?.values.title).toBe('Unsaved idea'),
    );
    first.unmount();

    renderEditor();
    expect(screen.getByRole('status')).toHaveTextContent(
      /We restored the unsaved changes you made on this device/,
    );
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Unsaved idea');
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('unsaved-idea');

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
    expect(readDraft(localStorage, draftKey(null))).toBeNull();
  });

  it('refuses to overwrite a newer version and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { onReload } = renderEditor(existingPost);
    const content = screen.getByLabelText(/^Content/);
    await user.clear(content);
    await user.type(content, 'My rewrite');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This post was changed by someone else');
    expect(content).toHaveValue('My rewrite');
    // The write was conditional on the version the editor loaded.
    expect(supabaseCalls).toContain(`eq("updated_at","${existingPost.updated_at}")`);
    expect(supabaseCalls).toContain('eq("id","post-1")');

    await user.click(screen.getByRole('button', { name: 'Reload post' }));
    await waitFor(() => expect(onReload).toHaveBeenCalledTimes(1));
  });
});

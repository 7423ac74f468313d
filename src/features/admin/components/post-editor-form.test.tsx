// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { EditorView } from '@codemirror/view';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import type { PostPayload, PostRow } from '@/lib/posts/types';
import { startComponentTestServer } from '@/testing/backend';
import { renderWithProviders } from '@/testing/render';
import { mockedApi } from '@/testing/supabase-mock';
import { createTestClient, type TestServer } from '../../../../supabase/embedded/testing';
import { createPost } from '@/lib/posts/create-post';
import { getPostForEdit } from '@/lib/posts/get-post-for-edit';
import { updatePost } from '@/lib/posts/update-post';
import { draftKey, readDraft } from '../lib/draft-storage';
import { PostEditorForm } from './post-editor-form';

/**
 * The editor against the real thing where it saves: our fetchers and supabase-js, signed in as
 * the seed's admin, talking HTTP to the embedded backend (PGlite, the migrations, row-level
 * security). The rest (the slug following the title, counters, the local draft) needs no backend.
 */
const api = { requests: [] as { method: string; url: URL }[] };
vi.mock('@/lib/supabase', async () => (await import('@/testing/supabase-mock')).supabaseModule);
vi.mock('@/lib/supabase-lazy', async () => (await import('@/testing/supabase-mock')).lazyModule);

let server: TestServer;

beforeAll(async () => {
  server = await startComponentTestServer();
  const token = await server.signIn('admin@example.com', 'admin-password');
  mockedApi.client = createTestClient(server.url, {
    accessToken: token,
    fetch: (input, init) => {
      const request = new Request(input, init);
      api.requests.push({ method: request.method, url: new URL(request.url) });
      return fetch(input, init);
    },
  });
});

afterAll(async () => {
  await server?.destroy();
});

const payload: PostPayload = {
  title: 'Saved title',
  slug: 'saved-title',
  excerpt: 'Saved excerpt',
  content_html: '<p>Saved body</p>',
  content_markdown: 'Saved body',
  author: 'Ada',
  published_at: '2026-11-01T10:00:00.000+00:00',
  category: 'Product',
  tags: ['a', 'b'],
  meta_description: '',
  seo_title: null,
  featured_image: null,
  featured_image_alt: null,
  read_time: 4,
  outrank_id: 'saved-title',
  language: 'en',
  translation_of: null,
  status: 'published',
};

/** A post saved through the app's own fetchers, as the editor would load it. */
async function savedPost(slug = payload.slug): Promise<PostRow> {
  await createPost({ ...payload, slug });
  const { data, error } = await mockedApi.client
    .from('blog_posts')
    .select('id')
    .eq('slug', slug)
    .single();
  if (error) throw error;
  return getPostForEdit(data.id);
}

const existingPost: PostRow = {
  id: 'post-1',
  ...payload,
  created_at: '2026-11-01T10:00:00.000+00:00',
  updated_at: '2026-11-01T10:00:00.000+00:00',
  content_version: 1,
  source_version: null,
};

function renderEditor(post: PostRow | null = null) {
  const path = post ? `/admin/post/${post.id}` : '/admin/post/new';
  const view = renderWithProviders(null, {
    queryClient: new QueryClient(),
    path,
    routes: [
      {
        path,
        element: <PostEditorForm postId={post?.id ?? null} post={post} />,
      },
      { path: '/admin', element: <p>Dashboard</p> },
    ],
  });
  return { ...view, router: view.router! };
}

describe('PostEditorForm', () => {
  beforeEach(() => {
    localStorage.clear();
    api.requests.length = 0;
  });

  it('starts with the spec defaults', () => {
    renderEditor();
    expect(screen.getByLabelText(/^Author/)).toHaveValue('Demoly Team');
    expect(screen.getByLabelText(/^Category/)).toHaveValue('General');
    expect(screen.getByLabelText(/^Read time/)).toHaveValue(5);
    expect(screen.getByLabelText(/^Tags/)).toHaveValue('');
    expect(screen.getByLabelText(/^Featured image/)).toHaveAttribute('accept', 'image/*');
  });

  it('says what the primary button will do: publish at once, or at the time set', async () => {
    const user = userEvent.setup();
    renderEditor();
    const note = screen.getByTestId('publishing-note');
    expect(note).toHaveTextContent(/^Create Post publishes it at once/);
    expect(screen.getByRole('button', { name: 'Create Post' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'At a set time' }));
    expect(note).toHaveTextContent(/^Schedule publishes it by itself at the time you set/);
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
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

  it('shows under the slug where the post will be read, in the post’s own language', async () => {
    const user = userEvent.setup();
    renderEditor();
    const slug = screen.getByLabelText(/^Slug/);
    await user.type(screen.getByLabelText(/^Title/), 'Hello world');
    expect(slug).toHaveAccessibleDescription(
      `The address of the post: ${site.origin}/resources/blog/hello-world`,
    );
    await user.selectOptions(screen.getByLabelText(/^Language/), 'de');
    expect(slug).toHaveAccessibleDescription(
      `The address of the post: ${site.origin}/de/resources/blog/hello-world`,
    );
  });

  it('keeps the published slug of an existing post when the title changes', async () => {
    const user = userEvent.setup();
    renderEditor(existingPost);
    await user.type(screen.getByLabelText(/^Title/), ' (updated)');
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('saved-title');
  });

  it('offers the blog’s categories by name; a new one is created with its names in every language', async () => {
    const user = userEvent.setup();
    renderEditor();
    const select = screen.getByLabelText(/^Category/);
    expect(await within(select).findByRole('option', { name: 'Product' })).toBeInTheDocument();
    await user.selectOptions(select, 'Product');
    expect(select).toHaveValue('Product');
    // The seed's categories have all ten names: nothing to fill in.
    expect(select).not.toHaveAccessibleDescription(/No name yet/);

    const key = `Webinars ${Date.now()}`;
    await user.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    // English is required: an empty form says so and saves nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(await within(dialog).findByText('The English name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^English/), key);
    await user.type(within(dialog).getByLabelText(/^German/), 'Webinare');
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(select).toHaveValue(key);
    // The post's own form was not submitted by the dialog's.
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
    const { data } = await mockedApi.client
      .from('blog_category_names')
      .select('names')
      .eq('category', key)
      .single();
    expect(data?.names).toEqual({ en: key, de: 'Webinare' });
    // Eight languages still show the English name, and the hint says which.
    await waitFor(() => expect(select).toHaveAccessibleDescription(/No name yet in .*French/));
    expect(select).not.toHaveAccessibleDescription(/German/);

    // A second category with the same English name is refused where the admin is typing.
    await user.click(screen.getByRole('button', { name: 'New category' }));
    const again = await screen.findByRole('dialog', { name: 'New category' });
    await user.type(within(again).getByLabelText(/^English/), key);
    await user.click(within(again).getByRole('button', { name: 'Create category' }));
    expect(await within(again).findByText(/already exists/)).toBeInTheDocument();
    expect(within(again).getByLabelText(/^English/)).toHaveFocus();
  });

  it('Save draft keeps the editor open on the saved version, with nothing left unsaved', async () => {
    const loaded = await savedPost('saved-as-draft');
    const user = userEvent.setup();
    const { router } = renderEditor(loaded);
    await user.clear(screen.getByLabelText(/^Title/));
    await user.type(screen.getByLabelText(/^Title/), 'Second draft');
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(async () => expect((await getPostForEdit(loaded.id)).title).toBe('Second draft'));
    await waitFor(() => expect(screen.getByTestId('saved-at')).toHaveTextContent(/Saved at/));
    expect(router.state.location.pathname).toBe(`/admin/post/${loaded.id}`);
    // Nothing unsaved: leaving goes straight to the dashboard.
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });

  it('saves once for a double press: the save starts after the press is painted', async () => {
    const loaded = await savedPost('pressed-twice');
    const user = userEvent.setup();
    renderEditor(loaded);
    await user.clear(screen.getByLabelText(/^Title/));
    await user.type(screen.getByLabelText(/^Title/), 'Pressed twice');
    api.requests.length = 0;
    await user.dblClick(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(screen.getByTestId('saved-at')).toHaveTextContent(/Saved at/));
    const saves = api.requests.filter(
      (request) => request.method === 'PATCH' && request.url.pathname.endsWith('/blog_posts'),
    );
    expect(saves).toHaveLength(1);
    expect((await getPostForEdit(loaded.id)).title).toBe('Pressed twice');
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
    const notice = screen.getByText(/We restored the unsaved changes you made on this device/);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Unsaved idea');
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('unsaved-idea');

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
    expect(readDraft(localStorage, draftKey(null))).toBeNull();
  });

  it('merges a newer version three ways: what only they changed is taken, and the save completes', async () => {
    const loaded = await savedPost('merged-by-itself');
    // Someone else saves the post after this editor loaded it: the database bumps updated_at.
    await updatePost({
      id: loaded.id,
      payload: { ...payload, slug: loaded.slug, title: 'Their title', excerpt: 'Their excerpt' },
      expectedUpdatedAt: loaded.updated_at,
    });
    api.requests.length = 0;

    const user = userEvent.setup();
    renderEditor(loaded);
    // The body is a CodeMirror editor: a change goes in as a transaction, as typing would.
    const content = EditorView.findFromDOM(screen.getByLabelText(/^Content/))!;
    act(() =>
      content.dispatch({
        changes: { from: 0, to: content.state.doc.length, insert: 'My rewrite' },
        userEvent: 'input.type',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Update Post' }));

    await waitFor(async () =>
      expect(await getPostForEdit(loaded.id)).toMatchObject({
        title: 'Their title',
        excerpt: 'Their excerpt',
        content_markdown: 'My rewrite',
      }),
    );
    // The first write was conditional on the version the editor loaded and was refused; the
    // second went over the newer one, with nothing asked.
    const writes = api.requests.filter((request) => request.method === 'PATCH');
    expect(writes.map((write) => write.url.searchParams.get('updated_at'))).toEqual([
      `eq.${loaded.updated_at}`,
      expect.not.stringContaining(loaded.updated_at),
    ]);
    expect(screen.queryByTestId('conflict')).toBeNull();
  });

  it('asks only about what both changed, and saves exactly what was chosen', async () => {
    const loaded = await savedPost('asked-about-both');
    await updatePost({
      id: loaded.id,
      payload: { ...payload, slug: loaded.slug, title: 'Their title', excerpt: 'Their excerpt' },
      expectedUpdatedAt: loaded.updated_at,
    });

    const user = userEvent.setup();
    renderEditor(loaded);
    const title = screen.getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'My title');
    const content = EditorView.findFromDOM(screen.getByLabelText(/^Content/))!;
    act(() =>
      content.dispatch({
        changes: { from: content.state.doc.length, insert: ' and more' },
        userEvent: 'input.type',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Update Post' }));

    const conflict = await screen.findByTestId('conflict');
    expect(conflict).toHaveTextContent('This post was changed by someone else');
    // Focus moves to the refusal, where the admin is looking; what was typed is still there.
    expect(within(conflict).getByRole('heading')).toHaveFocus();
    expect(title).toHaveValue('My title');
    // Only the title is asked about; their excerpt is taken without asking.
    const items = await waitFor(() => {
      const found = conflict.querySelectorAll('li[data-field]');
      expect(found).toHaveLength(1);
      return found;
    });
    expect(items[0]).toHaveAttribute('data-field', 'title');
    expect(items[0]).toHaveTextContent('Their title');
    expect(conflict).toHaveTextContent('Already taken from their version: Excerpt.');

    // Saving with nothing chosen asks for a choice first.
    await user.click(within(conflict).getByRole('button', { name: 'Save with these choices' }));
    expect(within(conflict).getByRole('alert')).toHaveTextContent('Choose a version for each');
    expect(
      within(items[0] as HTMLElement).getByRole('radio', { name: 'Use theirs' }),
    ).toHaveFocus();

    await user.click(within(items[0] as HTMLElement).getByRole('radio', { name: 'Edit' }));
    const edit = within(conflict).getByLabelText('Your text');
    await user.clear(edit);
    await user.type(edit, 'Our title');
    await user.click(within(conflict).getByRole('button', { name: 'Save with these choices' }));
    await waitFor(async () =>
      expect(await getPostForEdit(loaded.id)).toMatchObject({
        title: 'Our title',
        excerpt: 'Their excerpt',
        content_markdown: 'Saved body and more',
      }),
    );
  });
});

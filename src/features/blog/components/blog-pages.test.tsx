// @vitest-environment jsdom
/**
 * The blog pages against the real thing: our fetchers and supabase-js talking HTTP to the
 * embedded backend (PGlite, the migrations and row-level security), with rows of our own.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { de } from '@/i18n/locales/de';
import { startComponentTestServer } from '@/testing/backend';
import { mockedApi } from '@/testing/supabase-mock';
import type { TestServer } from '../../../../supabase/embedded/testing';
import { readBlogListParams } from '../lib/list-params';
import {
  api,
  expectConsoleErrors,
  recordingClient,
  renderPage,
  restoreNavigator,
  seedBlogPosts,
  setNavigator,
  unreachableBackend,
} from './blog-page-fixtures';
import { BlogListPage } from './blog-list-page';
import { BlogPostPage } from './blog-post-page';

vi.mock('@/lib/supabase', async () => (await import('@/testing/supabase-mock')).supabaseModule);
vi.mock('@/lib/supabase-lazy', async () => (await import('@/testing/supabase-mock')).lazyModule);

let server: TestServer;

beforeAll(async () => {
  server = await startComponentTestServer();
  await seedBlogPosts(server);
});

afterAll(async () => {
  await server?.destroy();
});

beforeEach(() => {
  mockedApi.client = recordingClient(server.url);
  api.requests = [];
});

afterEach(restoreNavigator);

const listPage = (url = '/resources/blog') => (
  <BlogListPage rendered={readBlogListParams(new URL(url, 'http://localhost').searchParams)} />
);

describe('BlogListPage', () => {
  it('shows Loading..., then the first 12 posts, the total and a link to page 2', async () => {
    renderPage(listPage());
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(12);
    expect(screen.getByTestId('result-count')).toHaveTextContent('14 articles');
    const top = within(cards[0] as HTMLElement);
    expect(top.getByRole('link', { name: 'First post' })).toHaveAttribute(
      'href',
      '/resources/blog/first',
    );
    // The card's picture is decoration beside its linked title, fetched at once at the top.
    expect(top.getByRole('presentation')).toHaveAttribute('loading', 'eager');
    expect(top.getByTestId('post-date')).toHaveTextContent('Nov 21, 2026');
    expect(within(cards[1] as HTMLElement).getByTestId('post-date')).toHaveTextContent(
      'Mar 5, 2026',
    );
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/resources/blog?page=2',
    );
    // Cards read their columns only, never the body.
    const list = api.requests.find((url) => url.pathname.endsWith('/blog_listings'));
    expect(list?.searchParams.get('select')).not.toMatch(/content/);
    expect(list?.searchParams.get('limit')).toBe('12');
  });

  it('lists every category that has posts with its count, also those not on this page', async () => {
    renderPage(listPage());
    await screen.findAllByRole('article');
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    await waitFor(() =>
      expect(
        within(categories)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Latest', 'Archive1', 'Guides11', 'Product1', 'Sales1']),
    );
  });

  it('pages forward and back through the URL', async () => {
    const user = userEvent.setup();
    renderPage(listPage());
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByTestId('location')).toHaveTextContent('/resources/blog?page=2');
    expect(screen.getByRole('link', { name: 'Older post 11' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/resources/blog',
    );
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
  });

  it('filters by category and by search text in the database and keeps both in the URL', async () => {
    const user = userEvent.setup();
    renderPage(listPage());
    await screen.findAllByRole('article');

    await user.click(await screen.findByRole('button', { name: /^Product/ }));
    expect(screen.getByRole('button', { name: /^Product/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByTestId('result-count')).toHaveTextContent('1 article');
    expect(screen.getByTestId('location')).toHaveTextContent('/resources/blog?category=Product');

    await user.click(screen.getByRole('button', { name: 'Latest' }));
    // Found through a tag ('CRM'), case-insensitively.
    await user.type(screen.getByLabelText('Search articles'), 'crm');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/resources/blog?q=crm'),
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'First post' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search articles'));
    await user.type(screen.getByLabelText('Search articles'), 'nothing like this');
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
    expect(screen.getByText('Try selecting a different category')).toBeInTheDocument();
  });

  it('sends one request per pause in typing, not one per key', async () => {
    const user = userEvent.setup();
    renderPage(listPage());
    await screen.findAllByRole('article');
    const before = api.requests.length;
    await user.type(screen.getByLabelText('Search articles'), 'archive');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/resources/blog?q=archive'),
    );
    const searches = api.requests.slice(before).filter((url) => url.search.includes('ilike'));
    expect(searches).toHaveLength(1);
  });

  it('starts from the filters in the URL', async () => {
    const url = '/resources/blog?category=Sales&q=first';
    renderPage(listPage(url), { url });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByLabelText('Search articles')).toHaveValue('first');
    expect(await screen.findByRole('button', { name: /^Sales/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers the first page on a page past the last one', async () => {
    const url = '/resources/blog?page=9';
    renderPage(listPage(url), { url });
    expect(await screen.findByText('There are no articles on this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute(
      'href',
      '/resources/blog',
    );
  });

  it('logs a failed request, ends loading and shows no posts', async () => {
    unreachableBackend();
    const error = expectConsoleErrors();
    renderPage(listPage());
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Loading the blog posts failed.', expect.anything());
  });

  it('renders the chrome and the dates in German', async () => {
    renderPage(listPage(), { messages: de, language: 'de', url: '/de/resources/blog' });
    const cards = await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: 'Neueste' })).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('14 Artikel');
    // An English post standing in for a German one: its date is the reader's, and says so.
    const date = within(cards[0] as HTMLElement).getByTestId('post-date');
    expect(date).toHaveTextContent('21. November 2026');
    expect(date).toHaveAttribute('lang', 'de');
    expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/de/resources/blog/first',
    );
  });
});

describe('BlogPostPage', () => {
  it('finds a post by slug and shows its fields and sanitized body', async () => {
    renderPage(<BlogPostPage slugOrId="first" />, { url: '/resources/blog/first' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'First post' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('post-read-time')).toHaveTextContent('7 min read');
    expect(screen.getByTestId('post-date')).toHaveTextContent('November 21, 2026');
    const body = screen.getByTestId('post-content');
    expect(body).toHaveTextContent('Hello');
    expect(body.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/#contact');
    // The post by its slug, then its translation group (for hreflang and "Also in"); the
    // categories' names come alongside.
    const posts = api.requests.filter((url) => url.pathname.endsWith('/blog_posts'));
    expect(posts.map((url) => url.searchParams.get('slug'))[0]).toBe('eq.first');
    expect(posts[1]?.searchParams.get('or')).toBe(
      '(id.eq.11111111-1111-4111-8111-111111111111,translation_of.eq.11111111-1111-4111-8111-111111111111)',
    );
  });

  it('on a German page, says an English-only post is English and keeps its JSON-LD English', async () => {
    renderPage(<BlogPostPage slugOrId="first" />, {
      url: '/de/resources/blog/first',
      messages: de,
      language: 'de',
    });
    await screen.findByRole('heading', { level: 1, name: 'First post' });
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(de.blog.post.onlyInEnglish);
    expect(note).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
    // The badge speaks the page's language; the structured data the article's.
    await waitFor(() => expect(screen.getByTestId('post-category')).toHaveTextContent('Vertrieb'));
    const script = document.querySelector(
      'script[type="application/ld+json"]:not([data-page-json-ld])',
    );
    expect(JSON.parse(script!.textContent!)).toMatchObject({
      headline: 'First post',
      articleSection: 'Sales',
      inLanguage: 'en',
      dateModified: '2026-11-22T00:00:00+00:00',
    });
  });

  it('shows no language note on the post’s own language page', async () => {
    renderPage(<BlogPostPage slugOrId="first" />, { url: '/resources/blog/first' });
    await screen.findByRole('heading', { level: 1, name: 'First post' });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('finds a post by id when the link carried the id', async () => {
    renderPage(<BlogPostPage slugOrId="22222222-2222-4222-8222-222222222222" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Second post' }),
    ).toBeInTheDocument();
    expect(api.requests[0]?.searchParams.get('id')).toBe('eq.22222222-2222-4222-8222-222222222222');
  });

  it('shows Post Not Found for an unknown slug', async () => {
    renderPage(<BlogPostPage slugOrId="missing" />);
    expect(await screen.findByRole('heading', { name: 'Post Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The blog post you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute(
      'href',
      '/resources/blog',
    );
  });

  it('logs a failed request and shows Post Not Found', async () => {
    unreachableBackend();
    const error = expectConsoleErrors();
    renderPage(<BlogPostPage slugOrId="first" />);
    expect(await screen.findByRole('heading', { name: 'Post Not Found' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Loading blog post "first" failed.', expect.anything());
  });

  it('copies the URL and says so when the Web Share API is missing', async () => {
    const writeText = vi.fn(async () => {});
    const user = userEvent.setup();
    setNavigator({ share: undefined, clipboard: { writeText } });
    renderPage(<BlogPostPage slugOrId="first" />);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
  });

  it('says so when copying fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    setNavigator({
      share: undefined,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    renderPage(<BlogPostPage slugOrId="first" />);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText(/Could not copy the link/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('uses the Web Share API when the browser has it', async () => {
    const share = vi.fn(async () => {});
    const user = userEvent.setup();
    setNavigator({ share });
    renderPage(<BlogPostPage slugOrId="first" />);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'First post',
      url: window.location.href,
    });
  });
});

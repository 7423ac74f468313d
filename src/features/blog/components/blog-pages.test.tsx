import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { localizePath } from '@/config/paths';
import { LocaleContext } from '@/i18n/locale-context';
import { de } from '@/i18n/locales/de';
import { en } from '@/i18n/locales/en';
import type { Messages } from '@/i18n/messages';
import { makeRow } from '../lib/test-rows';
import type { BlogPostRow } from '../types';
import { BlogListPage } from './blog-list-page';
import { BlogPostPage } from './blog-post-page';

/** What the fake backend answers: rows, or an error as supabase-js reports it. */
const backend = vi.hoisted(() => ({
  rows: [] as unknown[],
  error: null as { message: string } | null,
  requests: [] as string[],
}));

// A stand-in for supabase-js' query builder: records the call, answers from `backend`.
vi.mock('@/lib/supabase', () => ({
  getSupabase: () => ({
    from: (table: string) => {
      const filters: [string, string][] = [];
      const answer = () => {
        backend.requests.push(
          `${table}${filters.map(([column, value]) => ` ${column}=${value}`).join('')}`,
        );
        const rows = (backend.rows as Record<string, string>[]).filter((row) =>
          filters.every(([column, value]) => row[column] === value),
        );
        return backend.error ? { data: null, error: backend.error } : { data: rows, error: null };
      };
      const builder = {
        select: () => builder,
        retry: () => builder,
        order: async () => answer(),
        eq: (column: string, value: string) => {
          filters.push([column, value]);
          return builder;
        },
        maybeSingle: async () => {
          const { data, error } = answer();
          return { data: data?.[0] ?? null, error };
        },
      };
      return builder;
    },
  }),
}));

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(
  page: ReactNode,
  { url = '/resources/blog', messages = en as Messages, language = 'en' as 'en' | 'de' } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <LocaleContext
          value={{
            language,
            messages,
            isLoading: false,
            setLanguage: async () => {},
            localizePath: (path) => localizePath(path, language),
          }}
        >
          {page}
          <LocationProbe />
          <Toaster />
        </LocaleContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rows: BlogPostRow[] = [
  makeRow({
    id: '11111111-1111-4111-8111-111111111111',
    slug: 'first',
    title: 'First post',
    category: 'Sales',
    tags: ['CRM'],
  }),
  makeRow({
    id: '22222222-2222-4222-8222-222222222222',
    slug: 'second',
    title: 'Second post',
    excerpt: 'About analytics',
    category: 'Product',
    featured_image: null,
    published_at: '2026-03-05T10:00:00Z',
  }),
];

beforeEach(() => {
  backend.rows = rows;
  backend.error = null;
  backend.requests = [];
});

/** Gives this browser (or takes away) navigator.share and navigator.clipboard. */
function setNavigator(values: { share?: unknown; clipboard?: unknown }) {
  for (const [name, value] of Object.entries(values)) {
    Object.defineProperty(window.navigator, name, { value, configurable: true });
  }
}

afterEach(() => {
  // Own properties shadow the prototype's; deleting them restores jsdom's navigator.
  for (const name of ['share', 'clipboard']) {
    Reflect.deleteProperty(window.navigator, name);
  }
});

/** The test expects console.error: take it over from the setup, which fails on any call. */
function expectConsoleErrors() {
  return vi.mocked(console.error).mockImplementation(() => {});
}

describe('BlogListPage', () => {
  it('shows Loading..., then a card per post with its fields', async () => {
    renderPage(<BlogListPage />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'First post' })).toHaveAttribute(
      'href',
      '/resources/blog/first',
    );
    expect(first.getByRole('img', { name: 'First post' })).toHaveAttribute('loading', 'eager');
    expect(first.getByTestId('post-date')).toHaveTextContent('Nov 21, 2026');
    expect(within(cards[1] as HTMLElement).getByTestId('post-date')).toHaveTextContent(
      'Mar 5, 2026',
    );
    expect(backend.requests).toEqual(['blog_posts']);
  });

  it('filters by category and search text and keeps both in the URL', async () => {
    const user = userEvent.setup();
    renderPage(<BlogListPage />);
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('button', { name: 'Product' }));
    expect(screen.getByRole('button', { name: 'Product' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/resources/blog?category=Product');

    await user.click(screen.getByRole('button', { name: 'Latest' }));
    await user.type(screen.getByLabelText('Search articles'), 'crm');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'First post' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/resources/blog?q=crm'),
    );

    await user.clear(screen.getByLabelText('Search articles'));
    await user.type(screen.getByLabelText('Search articles'), 'nothing like this');
    expect(screen.getByText('No articles found')).toBeInTheDocument();
    expect(screen.getByText('Try selecting a different category')).toBeInTheDocument();
  });

  it('starts from the filters in the URL', async () => {
    renderPage(<BlogListPage />, { url: '/resources/blog?category=Sales&q=first' });
    await screen.findAllByRole('article');
    expect(screen.getByLabelText('Search articles')).toHaveValue('first');
    expect(screen.getByRole('button', { name: 'Sales' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('logs a failed request, ends loading and shows no posts (spec §8)', async () => {
    backend.error = { message: 'boom' };
    const error = expectConsoleErrors();
    renderPage(<BlogListPage />);
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Loading the blog posts failed.', backend.error);
  });

  it('renders the chrome in German and keeps dates in US English', async () => {
    renderPage(<BlogListPage />, { messages: de, language: 'de', url: '/de/resources/blog' });
    const cards = await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: 'Neueste' })).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByTestId('post-date')).toHaveTextContent(
      'Nov 21, 2026',
    );
    expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/de/resources/blog/first',
    );
  });
});

describe('BlogPostPage', () => {
  it('finds a post by slug and shows its fields and sanitized body', async () => {
    backend.rows = [
      makeRow({ slug: 'first', content_html: '<p>Hello<img src=x onerror="alert(1)"></p>' }),
    ];
    renderPage(<BlogPostPage slugOrId="first" />, { url: '/resources/blog/first' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How agencies run AI demos' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('post-read-time')).toHaveTextContent('7 min read');
    expect(screen.getByTestId('post-date')).toHaveTextContent('November 21, 2026');
    const body = screen.getByTestId('post-content');
    expect(body).toHaveTextContent('Hello');
    expect(body.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/#contact');
    expect(backend.requests).toEqual(['blog_posts slug=first']);
  });

  it('finds a post by id when the link carried the id', async () => {
    backend.rows = rows;
    renderPage(<BlogPostPage slugOrId="22222222-2222-4222-8222-222222222222" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Second post' }),
    ).toBeInTheDocument();
    expect(backend.requests).toEqual(['blog_posts id=22222222-2222-4222-8222-222222222222']);
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

  it('logs a failed request and shows Post Not Found (spec §8)', async () => {
    backend.error = { message: 'boom' };
    const error = expectConsoleErrors();
    renderPage(<BlogPostPage slugOrId="first" />);
    expect(await screen.findByRole('heading', { name: 'Post Not Found' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Loading blog post "first" failed.', backend.error);
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

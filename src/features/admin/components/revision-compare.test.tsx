// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { de } from '@/i18n/locales/de';
import { postQueries } from '@/lib/posts/query-keys';
import type { PostRevision } from '@/lib/posts/revision-types';
import type { PostRow } from '@/lib/posts/types';
import { renderWithProviders } from '@/testing/render';
import { RevisionCompare } from './revision-compare';

const post = {
  id: 'p1',
  title: 'Launch week',
  slug: 'launch',
  excerpt: 'A stale copy.',
  content_markdown: 'Body.',
  content_html: '<p>Body.</p>',
  author: 'Mara',
  category: 'News',
  tags: ['launch', 'agents'],
  meta_description: '',
  featured_image: null,
  featured_image_alt: null,
  read_time: 6,
  language: 'en',
  translation_of: null,
} as unknown as PostRow;

const revision: PostRevision = {
  id: 7,
  post_id: 'p1',
  saved_at: '2026-11-28T10:00:00Z',
  saved_by: null,
  saved_by_email: null,
  changed_fields: ['excerpt'],
  autosave: false,
  fields: {
    title: 'Launch week',
    slug: 'launch',
    excerpt: 'The excerpt a colleague wrote.',
    content_markdown: 'Body.',
    tags: ['launch'],
    read_time: 4,
    meta_description: null,
  },
};

/** The category names already loaded, so nothing is fetched. */
function loadedClient() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(postQueries.adminCategoryNames(), {});
  return queryClient;
}

describe('RevisionCompare', () => {
  it('shows every differing field with its own restore, and only those', async () => {
    const onRestoreField = vi.fn();
    renderWithProviders(
      <RevisionCompare
        post={post}
        revision={revision}
        busy={false}
        onRestoreField={onRestoreField}
      />,
      { queryClient: loadedClient() },
    );
    const restores = screen.getAllByRole('button', { name: /^Restore this field/ });
    expect(restores.map((button) => button.textContent)).toEqual([
      'Restore this field: Excerpt',
      'Restore this field: Tags',
      'Restore this field: Read time',
    ]);
    expect(screen.getByTestId('compare-tags').querySelector('del')?.textContent).toBe('agents');
    expect(screen.getByTestId('compare-read_time').textContent).toContain('4 minutes');
    await userEvent.click(screen.getByRole('button', { name: /^Restore this field\s?: Excerpt$/ }));
    expect(onRestoreField).toHaveBeenCalledWith('excerpt');
  });

  it('says when every field is the same, in the admin language', () => {
    renderWithProviders(
      <RevisionCompare
        post={post}
        revision={{ ...revision, fields: { title: 'Launch week', tags: ['launch', 'agents'] } }}
        busy={false}
        onRestoreField={() => {}}
      />,
      { language: 'de', messages: de, queryClient: loadedClient() },
    );
    expect(screen.getByText(de.admin.versions.sameAsCurrent)).toBeInTheDocument();
  });
});

import type { LanguageCode } from '@/config/languages';
import type { PostState } from './types';

/** A page of the public list: its language, and the filters read from its URL. */
export interface PostListFilters {
  category: string | null;
  search: string;
  page: number;
}

/** A page of the admin table. */
export interface AdminListFilters {
  page: number;
  /** Only posts written in this language; null for all. */
  language: LanguageCode | null;
  /** Contained, case-insensitively, in the title or the slug; '' for every post. */
  search: string;
  /** Only posts in this state now; null for all. */
  state: PostState | null;
  /** By publication date: newest first (drafts, which have none, on top) or oldest first. */
  sort: 'newest' | 'oldest';
}

/** A page of the translation coverage view. */
export interface CoverageFilters {
  page: number;
  /** Only originals without a version in this language; null for all. */
  missing: LanguageCode | null;
  /** Only originals with at least one outdated translation. */
  outdated: boolean;
}

/**
 * The one query-key factory for posts, the blog's and the admin's alike. Everything cached about
 * posts lives under ['posts'], so a write (the admin editor) refreshes every list, page and
 * lookup by invalidating that prefix, and the public blog never shows a stale list in the same
 * tab. The admin's own views sit under ['posts', 'admin'], dropped on sign-out.
 */
export const postQueries = {
  all: () => ['posts'] as const,
  page: ({ language, category, search, page }: PostListFilters & { language: LanguageCode }) =>
    [...postQueries.all(), 'page', { language, category, search, page }] as const,
  categories: (language: LanguageCode) => [...postQueries.all(), 'categories', language] as const,
  /** The names of the categories the public may read. */
  categoryNames: () => [...postQueries.all(), 'category-names'] as const,
  /** A post at its address: a slug is unique within its language only. */
  detail: (language: LanguageCode, slugOrId: string) =>
    [...postQueries.all(), 'detail', language, slugOrId] as const,
  translations: (groupId: string) => [...postQueries.all(), 'translations', groupId] as const,
  admin: () => [...postQueries.all(), 'admin'] as const,
  adminPage: ({ page, language, search, state, sort }: AdminListFilters) =>
    [...postQueries.admin(), 'page', { page, language, search, state, sort }] as const,
  /** A draft or scheduled post as the admin previews it at its own address. */
  preview: (language: LanguageCode, slugOrId: string) =>
    [...postQueries.admin(), 'preview', language, slugOrId] as const,
  /** Every category's names, also those no public post uses yet. */
  adminCategoryNames: () => [...postQueries.admin(), 'category-names'] as const,
  titleSearch: (search: string) => [...postQueries.admin(), 'title-search', search] as const,
  forEdit: (id: string) => [...postQueries.admin(), 'edit', id] as const,
  revisions: (postId: string) => [...postQueries.admin(), 'revisions', postId] as const,
  revision: (id: number) => [...postQueries.admin(), 'revision', id] as const,
  translationStatus: (id: string) => [...postQueries.admin(), 'translation-status', id] as const,
  /** What a revision that marked a translation up to date compared with. */
  translationMark: (revisionId: number) =>
    [...postQueries.admin(), 'translation-mark', revisionId] as const,
  /** The admin's translation groups of one original (its languages, states, outdated). */
  group: (originalId: string) => [...postQueries.admin(), 'group', originalId] as const,
  coverage: ({ page, missing, outdated }: CoverageFilters) =>
    [...postQueries.admin(), 'coverage', { page, missing, outdated }] as const,
};

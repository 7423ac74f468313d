import { z } from 'zod';
import { languageCodes, languages, type LanguageCode } from '@/config/languages';
import { site } from '@/config/site';
import type { Messages } from '@/i18n/messages';
import { maxSlugLength, slugPattern } from './lib/slugify';

type ValidationMessages = Messages['admin']['editor']['validation'];

/** Field limits of the post form (the database enforces the same ones). */
export const postLimits = {
  title: 200,
  slug: maxSlugLength,
  excerpt: 500,
  metaDescription: 160,
  seoTitle: 60,
  imageAlt: 200,
};

/** One of the site's ten languages (a post's `language`). */
export const languageCodeSchema = z.enum(
  languages.map((language) => language.code) as [LanguageCode, ...LanguageCode[]],
);

/** Postgres text cannot hold U+0000: caught here with a message rather than as a failed save. */
const hasNoNul = (value: string) => !value.includes('\u0000');

/**
 * What a save is for. A draft is work in progress only admins read: it needs a title (and the
 * slug that follows it) and nothing more. Publishing or scheduling puts it in front of readers:
 * then everything the spec requires must be there.
 */
export type PostFormMode = 'draft' | 'publish';

/** Defaults a draft falls back to when a field it does not require was emptied (the editor's). */
const draftDefaults = { author: site.teamName, category: 'General', readTime: 5 };

/**
 * The post form, schema first. Messages come from the active language's catalogue;
 * in English they are the spec's exact wording ("Title is required", ...).
 * In `draft` mode only the title and slug are required (an emptied author, category or read
 * time saves as the editor's default); limits and formats hold in both modes, since the
 * database enforces them for every row.
 */
export function createPostFormSchema(messages: ValidationMessages, mode: PostFormMode = 'publish') {
  const draft = mode === 'draft';
  const string = () => z.string({ error: messages.notText });
  const required = (message: string) => string().trim().min(1, message);
  // Required to publish; in a draft, empty falls back to `fallback`.
  const requiredToPublish = (message: string, fallback: string) =>
    draft
      ? string()
          .trim()
          .transform((value) => value || fallback)
      : required(message);
  const readTime = z
    .number({ error: messages.readTimeInvalid })
    .int(messages.readTimeInvalid)
    .min(1, messages.readTimeMin);
  return (
    z
      .object({
        title: required(messages.titleRequired)
          .max(postLimits.title, messages.titleTooLong)
          .refine(hasNoNul, messages.nulCharacter),
        slug: required(messages.slugRequired)
          .max(postLimits.slug, messages.slugTooLong)
          // Empty is already "Slug is required"; the format message is for what was typed.
          .refine((slug) => slug === '' || slugPattern.test(slug), messages.slugFormat),
        excerpt: string()
          .max(postLimits.excerpt, messages.excerptTooLong)
          .refine(hasNoNul, messages.nulCharacter),
        content_markdown: (draft ? string() : required(messages.contentRequired)).refine(
          hasNoNul,
          messages.nulCharacter,
        ),
        author: requiredToPublish(messages.authorRequired, draftDefaults.author).refine(
          hasNoNul,
          messages.nulCharacter,
        ),
        category: requiredToPublish(messages.categoryRequired, draftDefaults.category).refine(
          hasNoNul,
          messages.nulCharacter,
        ),
        tags: string().refine(hasNoNul, messages.nulCharacter),
        meta_description: string()
          .max(postLimits.metaDescription, messages.metaDescriptionTooLong)
          .refine(hasNoNul, messages.nulCharacter),
        seo_title: string()
          .max(postLimits.seoTitle, messages.seoTitleTooLong)
          .refine(hasNoNul, messages.nulCharacter),
        // An emptied field holds NaN: a draft saves the default instead.
        read_time: draft
          ? z
              .union([z.nan(), z.number({ error: messages.readTimeInvalid })])
              .transform((value) => (Number.isNaN(value) ? draftDefaults.readTime : value))
              .pipe(readTime)
          : readTime,
        featured_image: string().nullable(),
        featured_image_alt: string()
          .trim()
          .max(postLimits.imageAlt, messages.imageAltTooLong)
          .refine(hasNoNul, messages.nulCharacter),
        // The language the post is written in, and the original it translates (if any).
        language: languageCodeSchema,
        translation_of: z.uuid().nullable(),
      })
      // An image needs words for those who cannot see it, in the post's language, before
      // readers see it; a draft may add them later.
      .refine((post) => draft || !post.featured_image || post.featured_image_alt !== '', {
        message: messages.imageAltRequired,
        path: ['featured_image_alt'],
      })
  );
}

export type PostFormSchema = ReturnType<typeof createPostFormSchema>;

/** A category's name in one language, at most (the database enforces the same). */
export const categoryNameLimit = 60;

type CategoryMessages = Messages['admin']['editor']['category'];

/**
 * A category's names, one field per language: English required (a new category's key is its
 * English name), the others optional (the blog shows the English name where one is empty).
 */
export function createCategoryNamesSchema(messages: CategoryMessages) {
  const name = () =>
    z
      .string()
      .trim()
      .max(categoryNameLimit, messages.nameTooLong)
      .refine(hasNoNul, messages.nameNul);
  const shape = Object.fromEntries(
    languageCodes.map((code) => [
      code,
      code === 'en' ? name().min(1, messages.nameRequired) : name(),
    ]),
  ) as Record<LanguageCode, ReturnType<typeof name>>;
  return z.object(shape);
}

export type CategoryNamesValues = z.input<ReturnType<typeof createCategoryNamesSchema>>;
/** What the fields hold while editing. */
export type PostFormValues = z.input<PostFormSchema>;
/** What a valid submit yields (strings trimmed). */
export type PostFormOutput = z.output<PostFormSchema>;

/**
 * The editor's defaults: the product's team as author, category General, 5 minutes, no tags,
 * written in `language` (the admin's own: a German admin starts a German post).
 */
export function emptyPostForm(language: LanguageCode = 'en'): PostFormValues {
  return {
    title: '',
    slug: '',
    excerpt: '',
    content_markdown: '',
    author: site.teamName,
    category: 'General',
    tags: '',
    meta_description: '',
    seo_title: '',
    read_time: 5,
    featured_image: null,
    featured_image_alt: '',
    language,
    translation_of: null,
  };
}

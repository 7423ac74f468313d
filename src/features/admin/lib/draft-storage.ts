import { z } from 'zod';
import { adminStorageKeys } from '@/config/stored-items';
import { languageCodeSchema, type PostFormValues } from '../schemas';

/**
 * Unsaved editor work, kept in localStorage so it survives a failed save, a reload or a closed
 * tab. One draft per post ("new" for a post not created yet), cleared after a successful save.
 */
export interface PostDraft {
  values: PostFormValues;
  /** Epoch ms of the last change. */
  savedAt: number;
  /** The post's updated_at when editing began: saving a stale draft must not overwrite newer work. */
  baseUpdatedAt: string | null;
  /**
   * The post's values when editing began (the base a save merges against, when someone else
   * saved since); null when unknown (drafts kept before bases were).
   */
  baseValues?: PostFormValues | null;
  /** Whether the author typed the slug by hand (so it no longer follows the title). */
  slugEdited: boolean;
}

const storedValues = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content_markdown: z.string(),
  author: z.string(),
  category: z.string(),
  tags: z.string(),
  meta_description: z.string(),
  // Drafts saved before posts had an SEO title have none.
  seo_title: z.string().default(''),
  // JSON turns NaN (an emptied number field) into null.
  read_time: z
    .number()
    .nullable()
    .transform((value) => value ?? Number.NaN),
  featured_image: z.string().nullable(),
  // Drafts saved before images had alt text have none yet.
  featured_image_alt: z.string().default(''),
  // Drafts saved before posts had a language are English originals.
  language: languageCodeSchema.default('en'),
  translation_of: z.string().nullable().default(null),
});

const storedDraft = z.object({
  values: storedValues,
  baseValues: storedValues.nullable().default(null),
  savedAt: z.number(),
  baseUpdatedAt: z.string().nullable(),
  slugEdited: z.boolean(),
});

export function draftKey(postId: string | null): string {
  return `${adminStorageKeys.adminDraftPrefix}${postId ?? 'new'}`;
}

/** The stored draft, or null if there is none or it cannot be read (old shape, corrupt JSON). */
export function readDraft(storage: Storage, key: string): PostDraft | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed = storedDraft.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(storage: Storage, key: string, draft: PostDraft): void {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, only the safety net is missing.
  }
}

export function clearDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // nothing to clear
  }
}

/** True when the draft says something the saved post does not (restoring it would change the form). */
export function draftDiffers(draft: PostDraft, base: PostFormValues): boolean {
  return (Object.keys(base) as (keyof PostFormValues)[]).some((field) => {
    const a = draft.values[field];
    const b = base[field];
    return !(a === b || (Number.isNaN(a) && Number.isNaN(b)));
  });
}

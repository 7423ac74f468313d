/** PostgREST's error body, as supabase-js hands it over. */
export interface PostgrestLikeError {
  code?: string | null;
  message?: string;
}

/**
 * A unique-constraint violation (23505, HTTP 409): here, a slug another post in the same language
 * already uses (a slug is unique within its language: blog_posts_slug_language_key).
 */
export class DuplicateSlugError extends Error {
  constructor() {
    super('Another post in this language already uses this slug');
    this.name = 'DuplicateSlugError';
  }
}

/** The post's translation group already has a post in the chosen language. */
export class DuplicateTranslationError extends Error {
  constructor() {
    super('The translation group already has a post in this language');
    this.name = 'DuplicateTranslationError';
  }
}

/** Translation_of points at a translation, or at the post itself, or the post has translations. */
export class TranslationLinkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranslationLinkError';
  }
}

/** The post changed (or vanished) after the editor loaded it: saving would overwrite that. */
export class PostConflictError extends Error {
  constructor(readonly reason: 'changed' | 'deleted') {
    super(
      reason === 'deleted' ? 'The post no longer exists' : 'The post changed since it was loaded',
    );
    this.name = 'PostConflictError';
  }
}

/** Marking a translation up to date named a source version that is no longer the current one. */
export class SourceChangedError extends Error {
  constructor() {
    super('The source changed again since the comparison was shown');
    this.name = 'SourceChangedError';
  }
}

/**
 * The post holds machine-translated segments nobody has reviewed: the database refuses to publish
 * or schedule it (private.set_publication raises P0001 'machine_unreviewed'). Nothing was saved.
 */
export class MachineUnreviewedError extends Error {
  constructor() {
    super('Machine-translated segments must be reviewed before publishing');
    this.name = 'MachineUnreviewedError';
  }
}

/** Turns a supabase-js error into the error the editor knows how to explain. */
export function toWriteError(error: PostgrestLikeError): Error {
  const message = error.message ?? '';
  // Constraint names from supabase/migrations (the database says which rule was broken).
  if (error.code === '23505' && message.includes('blog_posts_one_per_language_key')) {
    return new DuplicateTranslationError();
  }
  if (error.code === '23505') return new DuplicateSlugError();
  if (error.code === 'P0001' && message === 'machine_unreviewed') {
    return new MachineUnreviewedError();
  }
  // The message raised by private.track_content_versions (supabase/migrations).
  if (error.code === '23514' && message.includes('marked up to date')) {
    return new SourceChangedError();
  }
  if (error.code === '23514' && /translation/i.test(message)) {
    return new TranslationLinkError(message);
  }
  return new Error(error.message ?? 'The post could not be saved');
}

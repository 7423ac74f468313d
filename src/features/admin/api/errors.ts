/** PostgREST's error body, as supabase-js hands it over. */
export interface PostgrestLikeError {
  code?: string | null;
  message?: string;
}

/** A unique-constraint violation (23505, HTTP 409): here, a slug another post already uses. */
export class DuplicateSlugError extends Error {
  constructor() {
    super('Another post already uses this slug');
    this.name = 'DuplicateSlugError';
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

/** Turns a supabase-js error into the error the editor knows how to explain. */
export function toWriteError(error: PostgrestLikeError): Error {
  if (error.code === '23505') return new DuplicateSlugError();
  return new Error(error.message ?? 'The post could not be saved');
}

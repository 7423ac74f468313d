import { z } from 'zod';

export interface EmailErrorMessages {
  emailRequired: string;
  emailInvalid: string;
}

/**
 * The sign-in form: an email address (trimmed, required, well-formed) and "Remember me".
 * Messages come from the catalogue, so the inline error is in the page's language.
 */
export function createSignInSchema(errors: EmailErrorMessages) {
  return z.object({
    email: z
      .string()
      .trim()
      .min(1, { error: errors.emailRequired })
      .pipe(z.email({ error: errors.emailInvalid })),
    // A ticked box reads as its value ("30d", as the browser would submit it), an empty one as false.
    remember: z.union([z.boolean(), z.string()]).transform(Boolean),
  });
}

export type SignInValues = z.output<ReturnType<typeof createSignInSchema>>;
export type SignInInput = z.input<ReturnType<typeof createSignInSchema>>;

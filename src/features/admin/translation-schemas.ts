import { z } from 'zod';
import type { Messages } from '@/i18n/messages';
import { formalities } from './api/get-translation-settings';

type TranslationValidation = Messages['admin']['translation']['validation'];

/** The glossary's and settings' limits (supabase/migrations: the database enforces the same). */
export const translationLimits = {
  term: 200,
  translation: 200,
  note: 500,
  instructions: 2000,
};

const hasNoNul = (value: string) => !value.includes('\u0000');

/**
 * A glossary term: the term itself, and either "never translate" (kept as written) or a fixed
 * translation, which then must be given. Text is trimmed, as the database stores it.
 */
export function createGlossaryTermSchema(messages: TranslationValidation) {
  const text = (max: number, tooLong: string) =>
    z.string().trim().max(max, tooLong).refine(hasNoNul, messages.noNul);
  return z
    .object({
      term: text(translationLimits.term, messages.termTooLong).pipe(
        z.string().min(1, messages.termRequired),
      ),
      rule: z.enum(['never', 'fixed']),
      translation: text(translationLimits.translation, messages.translationTooLong),
      note: text(translationLimits.note, messages.noteTooLong),
    })
    .superRefine((values, context) => {
      if (values.rule === 'fixed' && values.translation === '') {
        context.addIssue({
          code: 'custom',
          path: ['translation'],
          message: messages.translationRequired,
        });
      }
    });
}

export type GlossaryTermValues = z.input<ReturnType<typeof createGlossaryTermSchema>>;
export type GlossaryTermOutput = z.output<ReturnType<typeof createGlossaryTermSchema>>;

/** One target language's settings. */
export function createTranslationSettingSchema(messages: TranslationValidation) {
  return z.object({
    formality: z.enum(formalities),
    instructions: z
      .string()
      .trim()
      .max(translationLimits.instructions, messages.instructionsTooLong)
      .refine(hasNoNul, messages.noNul),
  });
}

export type TranslationSettingValues = z.input<ReturnType<typeof createTranslationSettingSchema>>;

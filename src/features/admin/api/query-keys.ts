import type { LanguageCode } from '@/config/languages';

/** A page of one language pair's glossary, as the settings screen lists it. */
export interface GlossaryFilters {
  source: LanguageCode;
  target: LanguageCode;
  /** Contained, case-insensitively, in the term or its translation; '' for every term. */
  search: string;
  page: number;
}

/**
 * Keys of the admin's own data (who is an admin, machine translation's settings); its post data
 * is under postQueries.admin().
 */
export const adminKeys = {
  all: ['admin'] as const,
  role: (userId: string) => [...adminKeys.all, 'role', userId] as const,
  translation: () => [...adminKeys.all, 'translation'] as const,
  translationSettings: () => [...adminKeys.translation(), 'settings'] as const,
  glossary: () => [...adminKeys.translation(), 'glossary'] as const,
  glossaryPage: (filters: GlossaryFilters) => [...adminKeys.glossary(), filters] as const,
  /** Whether machine translation is on here, and what turns it on. */
  machineStatus: () => [...adminKeys.translation(), 'machine-status'] as const,
  /** A translation with its original, as the translation workspace opens it. */
  workspace: (translationId: string) =>
    [...adminKeys.translation(), 'workspace', translationId] as const,
};

import { createContext } from 'react';
import type { LanguageCode } from '@/config/languages';
import type { Messages } from './messages';

export interface LocaleContextValue {
  /** The language the page renders in: always the URL's (no prefix = English). */
  language: LanguageCode;
  messages: Messages;
  /** True until the language chain has finished for this page load. */
  isLoading: boolean;
  /** A manual pick from the switcher: saved with source user, then the same page in that language. */
  setLanguage: (language: LanguageCode) => Promise<void>;
  /** A language-neutral path in the active language. */
  localizePath: (path: string) => string;
}

export const LocaleContext = createContext<LocaleContextValue | null>(null);

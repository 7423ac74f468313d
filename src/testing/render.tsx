import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { LanguageCode } from '@/config/languages';
import { LocaleContext } from '@/i18n/locale-context';
import { en } from '@/i18n/locales/en';
import type { Messages } from '@/i18n/messages';
import { testLocale } from './locale';

export interface ProviderOptions {
  language?: LanguageCode;
  /** The catalogue of `language` (tests load it, or import it, themselves). */
  messages?: Messages;
  /** The URL the router starts at. */
  path?: string;
}

/**
 * `ui` inside what every page and piece of chrome reads: a router at `path` and a fixed locale
 * (no language chain, no storage). For renderToString and hydrateRoot as much as for render.
 */
export function withProviders(
  ui: ReactNode,
  { language = 'en', messages = en, path = '/' }: ProviderOptions = {},
) {
  const locale = testLocale(language, messages);
  return {
    locale,
    element: (
      <MemoryRouter initialEntries={[path]}>
        <LocaleContext value={locale}>{ui}</LocaleContext>
      </MemoryRouter>
    ),
  };
}

/** Renders `ui` with the providers; `locale.setLanguage` is a spy. */
export function renderWithProviders(
  ui: ReactNode,
  options?: ProviderOptions,
): RenderResult & { locale: ReturnType<typeof testLocale> } {
  const { element, locale } = withProviders(ui, options);
  return { ...render(element), locale };
}

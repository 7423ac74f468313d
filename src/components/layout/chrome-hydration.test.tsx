// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '@/config/languages';
import { de } from '@/i18n/locales/de';
import { en } from '@/i18n/locales/en';
import { ja } from '@/i18n/locales/ja';
import type { Messages } from '@/i18n/messages';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import { stubLayoutApis } from '@/testing/locale';
import { withProviders } from '@/testing/render';

beforeAll(stubLayoutApis);

function chrome(language: LanguageCode, messages: Messages, path: string) {
  return withProviders(
    <>
      <Header />
      <main />
      <Footer />
      <CookieBanner />
    </>,
    { language, messages, path },
  ).element;
}

/*
 * Pages are prerendered and then hydrated. React reports a mismatch as a recoverable error (and
 * logs hydration warnings to console.error, which the test setup turns into failures): none may
 * occur, so the chrome renders the same on both sides (nothing read from window or storage
 * during render).
 */
describe('shared chrome hydration', () => {
  it.each([
    ['en', en, '/pricing'],
    ['de', de, '/de/pricing'],
    ['ja', ja, '/ja'],
  ] as const)(
    'hydrates the prerendered %s chrome without mismatches',
    async (language, messages, path) => {
      localStorage.clear();
      const html = renderToString(chrome(language, messages, path));
      expect(html).toContain('data-compact="false"');
      expect(html).not.toContain('data-cookie-banner');
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const recoverable: unknown[] = [];
      const root = await act(async () =>
        hydrateRoot(container, chrome(language, messages, path), {
          onRecoverableError: (error) => recoverable.push(error),
        }),
      );
      expect(recoverable).toEqual([]);
      // After hydration the effects ran: the banner appears (its code is fetched once it is to
      // be shown), the theme is stored.
      await vi.waitFor(
        () => expect(container.querySelector('[data-cookie-banner]')).not.toBeNull(),
        {
          timeout: 5000,
        },
      );
      expect(localStorage.getItem('theme')).toBe('light');
      act(() => root.unmount());
      container.remove();
    },
  );
});

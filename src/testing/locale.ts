import { vi } from 'vitest';
import type { LanguageCode } from '@/config/languages';
import { localizePath } from '@/config/paths';
import type { LocaleContextValue } from '@/i18n/locale-context';
import type { Messages } from '@/i18n/messages';

/**
 * Test helper: a locale context value with a fixed language and catalogue, to render chrome
 * inside `<LocaleContext value={...}>` without the provider's language chain (which needs
 * storage, geolocation and the router). `setLanguage` is a spy.
 */
export function testLocale(
  language: LanguageCode,
  messages: Messages,
): LocaleContextValue & { setLanguage: ReturnType<typeof vi.fn> } {
  return {
    language,
    messages,
    isLoading: false,
    setLanguage: vi.fn(async () => {}),
    localizePath: (path: string) => localizePath(path, language),
  };
}

/** jsdom lacks the layout APIs Radix popovers and smooth scrolling call. */
export function stubLayoutApis(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}

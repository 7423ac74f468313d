import { defaultLanguage, isLanguageCode, type LanguageCode } from '@/config/languages';
import { splitLanguagePrefix } from '@/config/paths';

/**
 * Which language a URL is in, or where it redirects: one rule for both routers
 * (page-resolution.ts) and the site server. Free of Vite and React, so Node reads it as is.
 */

export interface UrlParts {
  pathname: string;
  search?: string;
  hash?: string;
}

export type LanguageResolution =
  | { kind: 'language'; language: LanguageCode }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

/**
 * The `:lang` segment of `url` (undefined under the English root, which has no prefix). English
 * has exactly one address, the bare one, so `/en/…` redirects there, keeping query and hash.
 */
export function resolveLanguage(segment: string | undefined, url: UrlParts): LanguageResolution {
  if (segment === undefined) return { kind: 'language', language: defaultLanguage };
  if (!isLanguageCode(segment)) return { kind: 'not-found' };
  if (segment === defaultLanguage) {
    const { pathname, search = '', hash = '' } = url;
    return { kind: 'redirect', to: `${splitLanguagePrefix(pathname).path}${search}${hash}` };
  }
  return { kind: 'language', language: segment };
}

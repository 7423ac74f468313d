import type { LanguageCode } from '@/config/languages';

/**
 * What follows a label before its value, as each language writes it: "Address: ", French with a
 * narrow no-break space before the colon ("Adresse : "), Japanese and Chinese a full-width
 * colon with no space ("住所："). The one place code joins a label to a value.
 */
const colons: Record<LanguageCode, string> = {
  en: ': ',
  de: ': ',
  es: ': ',
  fr: '\u202f: ',
  it: ': ',
  nl: ': ',
  pt: ': ',
  ja: '：',
  ko: ': ',
  zh: '：',
};

/** `label` followed by the language's colon, ready for the value. */
export function withColon(label: string, language: LanguageCode): string {
  return `${label}${colons[language]}`;
}

/**
 * What sets a parenthetical note apart from the text before it: a space, except in Japanese and
 * Chinese, whose full-width parentheses carry their own spacing.
 */
export function noteSeparator(language: LanguageCode): string {
  return language === 'ja' || language === 'zh' ? '' : ' ';
}

import { languageTags, type LanguageCode } from '@/config/languages';

const currencyFormats = new Map<LanguageCode, Intl.NumberFormat>();
const countFormats = new Map<LanguageCode, Intl.NumberFormat>();

/** Whole US dollars in the page's language ("$1,308", "1.308 $", "US$ 1.308"). */
export function formatUsd(amount: number, language: LanguageCode): string {
  let format = currencyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(languageTags[language], {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    currencyFormats.set(language, format);
  }
  return format.format(amount);
}

/** A demo count with the language's digit grouping ("1,000", "1.000"). */
export function formatCount(count: number, language: LanguageCode): string {
  let format = countFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(languageTags[language]);
    countFormats.set(language, format);
  }
  return format.format(count);
}

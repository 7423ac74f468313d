import { languageTags, type LanguageCode } from '@/config/languages';

/**
 * Whole numbers, US dollar amounts and the singular/plural choice in the ten languages, spelled
 * out from CLDR's rules (as Intl applies them) rather than asked of Intl on every page: a page's
 * first Intl formatter starts ICU, 15–25 ms on a desktop and four times that on a phone, in the
 * middle of hydrating the pricing page or the blog list. The same table on the server and in
 * the browser also means both print the same text, whichever ICU each carries. The test holds
 * every language to Intl's output, except where native copy departs from CLDR on purpose:
 * Italian groups four digits ("1.000 demo/mese", as Italian price lists and the rest of the page
 * write it; CLDR waits for five), and Japanese names the dollar ("US$75": a bare "$" is not
 * read as the US dollar in Japan). Anything but a whole number from 0 to 2^53 goes to Intl.
 */
interface NumberStyle {
  /** Between groups of three digits. */
  group: string;
  /** Before the fraction digits. */
  decimal: string;
  /** Where the symbol goes around the grouped digits. */
  usd: (digits: string) => string;
  /** Whether a whole count takes the singular ("one") form. */
  one: (count: number) => boolean;
}

const nbsp = '\u00a0';
const narrowNbsp = '\u202f';
const onlyOne = (count: number) => count === 1;
const zeroOrOne = (count: number) => count <= 1;
const never = () => false;

const styles: Record<LanguageCode, NumberStyle> = {
  en: { group: ',', decimal: '.', usd: (digits) => `$${digits}`, one: onlyOne },
  es: { group: ',', decimal: '.', usd: (digits) => `USD${nbsp}${digits}`, one: onlyOne },
  fr: { group: narrowNbsp, decimal: ',', usd: (digits) => `${digits}${nbsp}$US`, one: zeroOrOne },
  de: { group: '.', decimal: ',', usd: (digits) => `${digits}${nbsp}$`, one: onlyOne },
  pt: { group: '.', decimal: ',', usd: (digits) => `US$${nbsp}${digits}`, one: zeroOrOne },
  it: { group: '.', decimal: ',', usd: (digits) => `${digits}${nbsp}USD`, one: onlyOne },
  nl: { group: '.', decimal: ',', usd: (digits) => `US$${nbsp}${digits}`, one: onlyOne },
  ja: { group: ',', decimal: '.', usd: (digits) => `US$${digits}`, one: never },
  ko: { group: ',', decimal: '.', usd: (digits) => `US$${digits}`, one: never },
  zh: { group: ',', decimal: '.', usd: (digits) => `US$${digits}`, one: never },
};

const isWhole = (value: number) => Number.isSafeInteger(value) && value >= 0;

/** Every language groups from four digits on ("1.000"), Italian included (see above). */
function grouped(value: number, style: NumberStyle): string {
  return String(value).replace(/\B(?=(\d{3})+$)/g, style.group);
}

/** Intl's formatter for what the table does not cover, grouping as the table does. */
const intlNumber = (language: LanguageCode, options: Intl.NumberFormatOptions = {}) =>
  new Intl.NumberFormat(languageTags[language], { useGrouping: 'always', ...options });

/** A count with the language's digit grouping ("1,000", "1.000", "1 000"). */
export function formatNumber(value: number, language: LanguageCode): string {
  if (isWhole(value)) return grouped(value, styles[language]);
  return intlNumber(language).format(value);
}

/** Whole US dollars in the language's way ("$1,308", "1.308 $", "US$ 1.308"), cents rounded. */
export function formatUsd(amount: number, language: LanguageCode): string {
  const style = styles[language];
  const dollars = Math.round(amount);
  if (isWhole(dollars)) return style.usd(grouped(dollars, style));
  return intlNumber(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);
}

/** Languages that set the percent sign apart with a no-break space ("92 %"), as CLDR writes. */
const spacedPercent: ReadonlySet<LanguageCode> = new Set(['de', 'fr']);

/** A whole percentage in the language's way ("92%", "92 %"); `value` is 92 for 92 %. */
export function formatPercent(value: number, language: LanguageCode): string {
  if (!isWhole(value)) {
    return intlNumber(language, { style: 'percent' }).format(value / 100);
  }
  return `${grouped(value, styles[language])}${spacedPercent.has(language) ? nbsp : ''}%`;
}

/** Whether `count` takes the language's singular form (French and Portuguese: 0 and 1). */
export function takesSingular(count: number, language: LanguageCode): boolean {
  if (isWhole(count)) return styles[language].one(count);
  return new Intl.PluralRules(languageTags[language]).select(count) === 'one';
}

/**
 * A number with a fixed count of fraction digits in the language's way ("7.3", "7,3"): the
 * contrast ratios and line heights of the brand page. The test holds it to Intl's output.
 */
export function formatDecimal(
  value: number,
  fractionDigits: number,
  language: LanguageCode,
): string {
  const [whole = '', fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  const style = styles[language];
  const sign = value < 0 && Number(whole + (fraction ?? '')) !== 0 ? '-' : '';
  const digits = grouped(Number(whole), style);
  return `${sign}${digits}${fraction === undefined ? '' : style.decimal + fraction}`;
}

/**
 * Languages that set a unit apart from its number with a no-break space ("72 px"), as their
 * typographic norms (DIN 5008, the Lexique, the RAE, the ABNT) ask; English and the CJK
 * languages write design sizes as "72px".
 */
const spacedUnit: ReadonlySet<LanguageCode> = new Set(['de', 'fr', 'es', 'pt', 'it', 'nl']);

/** A size or range of sizes in CSS pixels: "16px", "40–72px"; "16 px", "40–72 px" in German. */
export function formatPixels(min: number, max: number | undefined, language: LanguageCode): string {
  const range =
    max === undefined || max === min
      ? formatNumber(min, language)
      : `${formatNumber(min, language)}–${formatNumber(max, language)}`;
  return `${range}${spacedUnit.has(language) ? nbsp : ''}px`;
}

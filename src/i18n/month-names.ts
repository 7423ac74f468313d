/**
 * Month names, January first, in the languages that write dates with words (Japanese, Korean and
 * Chinese write 9月, 9월). Spelled out rather than asked of Intl: a page's first Intl formatter
 * starts ICU, 15–25 ms on a desktop and four times that on a phone, while the page hydrates.
 * The tests of the formatters that use them hold every month to Intl's output.
 */
const spelled = {
  en: 'January February March April May June July August September October November December',
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
  de: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember',
  pt: 'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
  it: 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
  nl: 'januari februari maart april mei juni juli augustus september oktober november december',
};

export type MonthNameLanguage = keyof typeof spelled;

export const monthNames = {} as Record<MonthNameLanguage, readonly string[]>;
for (const language of Object.keys(spelled) as MonthNameLanguage[]) {
  monthNames[language] = spelled[language].split(' ');
}

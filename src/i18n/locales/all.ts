import type { LanguageCode } from '@/config/languages';
import type { Messages } from '../messages';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { nl } from './nl';
import { pt } from './pt';
import { zh } from './zh';

/**
 * Every catalogue, whole: for the server (renders, feeds) and tests only. The browser loads one
 * namespace file at a time (messages.ts).
 */
export const catalogues: Record<LanguageCode, Messages> = {
  en,
  es,
  fr,
  de,
  pt,
  it,
  nl,
  ja,
  ko,
  zh,
};

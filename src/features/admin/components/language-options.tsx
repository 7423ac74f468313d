import { languages } from '@/config/languages';

/** The ten languages as a select's options, each named in itself (Deutsch, 日本語) and tagged. */
export function LanguageOptions() {
  return languages.map((option) => (
    <option key={option.code} value={option.code} lang={option.code}>
      {option.name}
    </option>
  ));
}

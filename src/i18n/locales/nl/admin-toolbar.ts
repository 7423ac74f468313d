import type { Messages } from '@/i18n/messages';

/** The post body's formatting toolbar and shortcuts (part of `admin`). */
export const toolbar: Messages['admin']['toolbar'] = {
  label: 'Opmaak',
  heading2: 'Kop',
  heading3: 'Tussenkop',
  bold: 'Vet',
  italic: 'Cursief',
  link: 'Link invoegen',
  bulletList: 'Lijst met opsommingstekens',
  numberedList: 'Genummerde lijst',
  quote: 'Citaat',
  withShortcut: '{name} ({shortcut})',
  saveShortcutLive:
    '{shortcut} slaat alleen concepten op. Wijzigingen in een gepubliceerd of ingepland artikel sla je op met de knop onder het formulier.',
};

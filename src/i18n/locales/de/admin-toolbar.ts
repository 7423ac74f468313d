import type { Messages } from '@/i18n/messages';

/** The post body's formatting toolbar and shortcuts (part of `admin`). */
export const toolbar: Messages['admin']['toolbar'] = {
  label: 'Formatierung',
  heading2: 'Überschrift',
  heading3: 'Zwischenüberschrift',
  bold: 'Fett',
  italic: 'Kursiv',
  link: 'Link einfügen',
  bulletList: 'Aufzählung',
  numberedList: 'Nummerierte Liste',
  quote: 'Zitat',
  withShortcut: '{name} ({shortcut})',
  saveShortcutLive:
    '{shortcut} speichert nur Entwürfe. Änderungen an einem veröffentlichten oder geplanten Beitrag speichern Sie mit der Schaltfläche unter dem Formular.',
};

import type { Messages } from '@/i18n/messages';

/** The post body's formatting toolbar and shortcuts (part of `admin`). */
export const toolbar: Messages['admin']['toolbar'] = {
  label: 'Formattazione',
  heading2: 'Titolo',
  heading3: 'Sottotitolo',
  bold: 'Grassetto',
  italic: 'Corsivo',
  link: 'Inserisci link',
  bulletList: 'Elenco puntato',
  numberedList: 'Elenco numerato',
  quote: 'Citazione',
  withShortcut: '{name} ({shortcut})',
  saveShortcutLive:
    '{shortcut} salva solo le bozze. Per salvare le modifiche a un articolo pubblicato o programmato, usa il pulsante sotto il modulo.',
};

import type { Messages } from '@/i18n/messages';

/** The post body's formatting toolbar and shortcuts (part of `admin`). */
export const toolbar: Messages['admin']['toolbar'] = {
  label: 'Mise en forme',
  heading2: 'Titre',
  heading3: 'Sous-titre',
  bold: 'Gras',
  italic: 'Italique',
  link: 'Insérer un lien',
  bulletList: 'Liste à puces',
  numberedList: 'Liste numérotée',
  quote: 'Citation',
  withShortcut: '{name} ({shortcut})',
  saveShortcutLive:
    '{shortcut} n’enregistre que les brouillons. Pour enregistrer les modifications d’un article publié ou programmé, utilisez le bouton sous le formulaire.',
};

import type { Messages } from '@/i18n/messages';

/** The editor's autosave of drafts and its recovery of browser copies (part of `admin`). */
export const autosave: Messages['admin']['autosave'] = {
  saving: 'Enregistrement…',
  saved: 'Enregistré automatiquement à {time}',
  failed: 'Échec de l’enregistrement automatique — votre texte est conservé dans ce navigateur',
  stopped:
    'Enregistrement automatique en pause : quelqu’un d’autre a enregistré cet article. Votre prochain enregistrement affichera ses modifications à côté des vôtres.',
  history: 'Enregistrement automatique',
  serverNewer:
    'Ce navigateur contient des modifications non enregistrées du {local}, mais une version plus récente de ce brouillon a été enregistrée le {server}. C’est la version la plus récente qui est affichée.',
  useBrowserCopy: 'Utiliser la copie du navigateur',
  discardBrowserCopy: 'Supprimer la copie du navigateur',
};

import type { Messages } from '@/i18n/messages';

/** Versions of a post: History's compare, marking with a save, the phone's editor (part of `admin`). */
export const versions: Messages['admin']['versions'] = {
  historyDescription:
    'Chaque enregistrement de cet article, du plus récent au plus ancien. Choisissez une version pour comparer chacun de ses champs avec la version actuelle, puis restaurez la version entière ou un seul champ.',
  sameAsCurrent: 'Tous les champs sont identiques à ceux de la version actuelle.',
  restoreField: 'Restaurer ce champ',
  fieldConfirmTitle: 'Restaurer « {field} » ?',
  fieldConfirmDescription:
    '« {field} » sera enregistré à nouveau tel qu’il était dans la version du {time}. Les autres champs gardent leur valeur actuelle, et la version actuelle reste dans l’historique.',
  fieldConfirm: 'Restaurer le champ',
  fieldRestored: '« {field} » restauré et enregistré',
  empty: 'Vide',
  noImage: 'Aucune image',
  noOriginal: 'Aucun (c’est un original)',
  translationOf: 'Traduction de « {title} »',
  anotherPost: 'Un autre article',
  readTime: { one: '{count} minute de lecture', other: '{count} minutes de lecture' },
  markWithSave: 'Marquer comme à jour en enregistrant',
  markWithSaveHint:
    'Indique, dans le même enregistrement, que cette traduction suit désormais l’original tel que comparé ci-dessus.',
  saveOrMarkWithSave:
    'Enregistrez d’abord vos modifications, ou cochez « Marquer comme à jour en enregistrant » près des boutons d’enregistrement.',
  markedWith: 'Marquée comme à jour avec la version de l’original du {date}.',
  sourceChanges: 'Ce qui a changé dans l’original entre les deux versions',
  sourceChangesMissing:
    'La version précédente de l’original n’est plus dans son historique ; les modifications ne peuvent donc pas être affichées.',
  languageChip: 'Langue : {language}',
  publishConfirmTitle: 'Publier maintenant ?',
  publishConfirmDescription:
    'Les lecteurs verront cet article dès sa publication. Pour continuer à y travailler, enregistrez-le plutôt comme brouillon.',
  publishConfirm: 'Publier maintenant',
  keepEditing: 'Continuer la rédaction',
};

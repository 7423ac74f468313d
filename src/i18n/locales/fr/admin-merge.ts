import type { Messages } from '@/i18n/messages';

/** Enregistrer par-dessus la version plus récente d’une autre personne : la fusion et son panneau. */
export const merge: Messages['admin']['merge'] = {
  intro:
    'Quelqu’un d’autre a enregistré cet article après que vous l’avez ouvert : votre enregistrement a donc été suspendu. Ses modifications et les vôtres ont été combinées partout où vous avez changé des choses différentes. Ci-dessous figure uniquement ce que vous avez modifié tous les deux : choisissez une version pour chaque élément, puis enregistrez.',
  taken: 'Déjà repris de l’autre version : {fields}.',
  legendTheirs: 'Uniquement dans l’autre version',
  legendYours: 'Uniquement dans votre version',
  block: '{field}, partie {number} sur {count}',
  useTheirs: 'Utiliser l’autre version',
  keepYours: 'Garder la vôtre',
  edit: 'Modifier',
  editLabel: 'Votre texte',
  removed: '(supprimé)',
  save: 'Enregistrer avec ces choix',
  saveHint: 'Tout ce que l’autre personne a modifié par ailleurs reste tel qu’elle l’a enregistré.',
  undecided: 'Choisissez d’abord une version pour chaque élément ci-dessus.',
  chooseToast:
    'Vous et une autre personne avez modifié le même passage. Choisissez la version à conserver.',
  merged: 'Fusionné avec les modifications d’une autre personne',
};

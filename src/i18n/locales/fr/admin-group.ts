import type { Messages } from '@/i18n/messages';

/** The words of a post's language versions kept in step (part of `admin`). */
export const group: Messages['admin']['group'] = {
  apply: {
    title: 'Appliquer aux versions linguistiques ?',
    description:
      'Vous avez modifié {fields} de l’original. Ses versions linguistiques ont encore les valeurs précédentes.',
    fields: {
      category: 'la catégorie',
      tags: 'les mots-clés',
      featured_image: 'l’image à la une',
      read_time: 'le temps de lecture',
    },
    altNote: 'Chaque version garde sa propre description de l’image, rédigée dans sa langue.',
    versions: 'Versions linguistiques',
    submit: {
      one: 'Appliquer à {count} version linguistique',
      other: 'Appliquer à {count} versions linguistiques',
    },
    skip: 'Plus tard',
    applying: 'Application…',
    done: 'Terminé',
    loading: 'Chargement des versions linguistiques…',
    loadError: 'Impossible de charger les versions linguistiques. Modifiez-les une par une.',
    updated: 'Mise à jour',
    changed:
      'Non mise à jour : quelqu’un a enregistré cette version entre-temps. Ouvrez-la pour appliquer la modification.',
    deleted: 'Non mise à jour : cette version n’existe plus.',
    failed: 'Non mise à jour : l’enregistrement a échoué.',
    summary: '{done} versions linguistiques sur {count} mises à jour.',
  },
  delete: {
    description:
      '« {title} » est l’original de {count} versions linguistiques : {languages}. Que faut-il en faire ?',
    choices: 'Les versions linguistiques',
    deleteAll: 'Supprimer les {count} versions',
    deleteAllHint: 'L’original et toutes les traductions sont retirés du blog.',
    keep: 'Conserver les traductions',
    keepHint:
      'Seul l’original est supprimé. La version choisie devient le nouvel original ; les autres deviennent ses traductions.',
    newOriginal: 'Nouvel original',
    confirmKeep: 'Supprimer uniquement l’original',
    loading: 'Chargement des versions linguistiques…',
    loadError:
      'Impossible de charger les versions linguistiques, l’article ne peut donc pas être supprimé sans risque. Réessayez.',
    deletedAll: 'Les {count} versions ont été supprimées.',
    handedOver: 'L’original a été supprimé. « {title} » est le nouvel original.',
  },
};

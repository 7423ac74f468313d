import type { Messages } from '@/i18n/messages';

/** Espace de traduction, la traduction à côté de l’original, segment par segment. */
export const workspace: Messages['admin']['workspace'] = {
  open: 'Ouvrir côte à côte',
  title: 'Espace de traduction',
  intro:
    'À gauche l’original ({source}), à droite votre traduction ({target}). Vous ne tapez que le texte : liens, images, code et mise en forme sont verrouillés et repris de l’original.',
  backToEditor: 'Retour à l’éditeur',
  loadFailed: 'Impossible de charger la traduction.',
  notATranslation:
    'Cet article est un original : ouvrez l’une de ses traductions pour travailler côte à côte.',
  retry: 'Réessayer',
  progress: '{translated} segments traduits sur {total} · {reviewed} relus',
  save: 'Enregistrer la traduction',
  saving: 'Enregistrement…',
  saved: 'Traduction enregistrée.',
  saveFailed: 'Impossible d’enregistrer la traduction. Votre texte est toujours là ; réessayez.',
  conflict:
    'Quelqu’un a enregistré cette traduction après que vous l’avez ouverte. Votre texte est toujours là : copiez ce dont vous avez besoin, puis rechargez pour voir sa version.',
  deleted:
    'Cette traduction a été supprimée pendant que vous y travailliez. Votre texte est toujours là.',
  merged:
    'Une autre personne a enregistré cette traduction pendant que vous y travailliez. Ses modifications sont reprises ; là où vous avez tous deux modifié un segment, votre texte est conservé et le sien est affiché à côté. Vérifiez, puis enregistrez de nouveau.',
  theirs: 'Sa version enregistrée',
  misfitBlocks:
    'Une partie du texte enregistré ne correspond pas à la structure de l’original (affichée sous les segments concernés). Traduisez de nouveau ces segments avant d’enregistrer.',
  extraBlocks:
    'La traduction enregistrée contient {count} segments absents de l’original (paragraphes ou éléments de liste ajoutés). Les enregistrer ici les supprimerait : modifiez plutôt cette traduction dans l’éditeur.',
  misfit: 'Texte enregistré qui ne correspond pas à la structure de l’original :',
  changed: 'Modifié dans l’original depuis cette traduction',
  changedLegend: 'Ce qui a changé dans l’original',
  segmentNames: {
    title: 'Titre',
    excerpt: 'Extrait',
    seo_title: 'Titre SEO',
    seo_description: 'Méta-description',
    image_alt: 'Texte alternatif de l’image à la une',
    tag: 'Mot-clé {number}',
    heading: 'Intertitre {number}',
    paragraph: 'Paragraphe {number}',
    'list-item': 'Élément de liste {number}',
    quote: 'Citation {number}',
    'table-cell': 'Cellule de tableau {number}',
    'link-text': 'Texte du lien {number}',
    'image-alt': 'Texte alternatif de l’image {number}',
  },
  part: '{segment}, partie {number} sur {count}',
  chip: {
    link: 'Lien verrouillé vers {value}',
    image: 'Image verrouillée {value}',
    code: 'Code verrouillé {value}',
    html: 'HTML verrouillé {value}',
    placeholder: 'Variable verrouillée {value}',
    url: 'Adresse verrouillée {value}',
    markdown: 'Mise en forme verrouillée {value}',
  },
  states: {
    untranslated: 'Non traduit',
    machine: 'Automatique – à relire',
    edited: 'Modifié',
    reviewed: 'Relu',
  },
  markReviewed: 'Marquer comme relu',
  markAllReviewed: 'Tout marquer comme relu',
  markAllTitle: 'Marquer tous les segments traduits comme relus ?',
  markAllDescription:
    'Vous confirmez ainsi qu’une personne a relu chacun des {count} segments traduits face à l’original. Un texte automatique marqué comme relu peut être publié.',
  markAllConfirm: 'Tout marquer comme relu',
  cancel: 'Annuler',
  machine: {
    translate: 'Traduire automatiquement',
    translating: 'Traduction en cours…',
    suggest: 'Suggérer',
    off: 'La traduction automatique est désactivée. Pour l’activer, définissez {variables} sur le serveur.',
    nothingToTranslate: 'Tous les segments sont déjà traduits.',
    done: {
      one: '{count} segment traduit automatiquement. Relisez-le avant de publier.',
      other: '{count} segments traduits automatiquement. Relisez-les avant de publier.',
    },
    /** Machine answers for segments a person wrote: shown beside them, not put in. */
    suggested: {
      one: '{count} nouvelle suggestion automatique s’affiche à côté du texte rédigé par une personne.',
      other:
        '{count} nouvelles suggestions automatiques s’affichent à côté du texte rédigé par une personne.',
    },
    refused: 'La traduction automatique de ce segment a été refusée : {reason}',
    suggestion: 'Suggestion automatique',
    accept: 'Utiliser la suggestion',
    ignore: 'Ignorer',
    errors: {
      no_provider: 'La traduction automatique est désactivée sur ce serveur.',
      monthly_limit:
        'La limite mensuelle de traduction automatique est atteinte. Rien n’a été traduit.',
      rate_limited: 'Le service de traduction est saturé. Réessayez dans {seconds} secondes.',
      quota_exceeded: 'Le quota du service de traduction est épuisé. Rien n’a été traduit.',
      provider_unavailable: 'Le service de traduction est indisponible. Réessayez plus tard.',
      provider_timeout: 'Le service de traduction n’a pas répondu à temps. Réessayez.',
      forbidden: 'Seuls les administrateurs peuvent utiliser la traduction automatique.',
      other: 'La traduction automatique a échoué. Rien n’a été modifié ; réessayez.',
    },
  },
  /** Translate missing languages (the Languages view): a machine draft per missing language. */
  bulk: {
    open: 'Traduire les langues manquantes',
    openLabel: 'Traduire les langues manquantes : « {title} »',
    description:
      'Chaque langue manquante de « {title} » reçoit un brouillon traduit automatiquement, à relire avant publication. Une langue en échec ne reçoit rien.',
    start: { one: 'Traduire en {count} langue', other: 'Traduire en {count} langues' },
    close: 'Fermer',
    states: {
      waiting: 'En attente',
      translating: 'Traduction en cours…',
      done: 'Brouillon créé',
      skipped: 'Non traduite',
    },
    refused:
      'Une partie du texte a perdu ses liens ou sa mise en forme à la traduction. Rien n’a été enregistré pour cette langue.',
    writeFailed:
      'Le brouillon n’a pas pu être enregistré. Rien n’a été enregistré pour cette langue.',
    finished: 'Langues traduites : {done} sur {total}.',
    readFailed: 'L’original n’a pas pu être lu. Rien n’a été enregistré pour cette langue.',
    descriptionMany: {
      one: 'Chaque langue manquante de l’article sélectionné reçoit un brouillon traduit automatiquement, à relire avant publication. Une langue en échec ne reçoit rien.',
      other:
        'Chaque langue manquante des {count} articles sélectionnés reçoit un brouillon traduit automatiquement, à relire avant publication. Une langue en échec ne reçoit rien.',
    },
    startMany: { one: 'Créer {count} brouillon', other: 'Créer {count} brouillons' },
    finishedMany: 'Brouillons créés : {done} sur {total}.',
    overall: 'Langues traitées : {done} sur {total}',
    stop: 'Arrêter après cette langue',
    limitReached:
      'La limite mensuelle de traduction automatique est atteinte. Les langues restantes n’ont pas été envoyées ; les brouillons déjà créés sont conservés.',
    postLanguages: 'Langues manquantes de « {title} »',
    openSelected: 'Traduire les langues manquantes ({count})',
    selectPost: 'Sélectionner « {title} »',
    selectAll: 'Tout sélectionner sur cette page',
    complete: '« {title} » existe déjà dans toutes les langues',
  },
  xliff: {
    export: 'Exporter en XLIFF',
    import: 'Importer un XLIFF',
    reading: 'Lecture du fichier…',
    summaryTitle: 'Importer ce fichier XLIFF ?',
    summary:
      '{applied} segments reprennent le texte du fichier, {flagged} sont mis de côté car l’original a changé depuis l’export, {refused} sont inutilisables et {unchanged} sont déjà identiques.',
    applied: 'Reprendre le texte du fichier (marqué comme modifié, à relire)',
    flagged: 'Mis de côté : l’original a changé depuis l’export',
    refused: 'Refusés',
    apply: 'Appliquer',
    refusals: {
      placeholders:
        'ses parties verrouillées (liens, images, mise en forme) diffèrent de celles de l’original',
      structure: 'il ajoute une mise en forme, des liens ou du HTML absents de l’original',
      inline_codes: 'il contient des balises absentes de l’export',
      empty: 'il ne contient aucun mot',
    },
    errors: {
      malformed: 'Le fichier n’est pas un XML bien formé. Rien n’a été importé.',
      doctype:
        'Le fichier déclare une DTD ou des entités, dont XLIFF n’a jamais besoin. Rien n’a été importé.',
      too_large: 'Le fichier est trop volumineux pour être un export XLIFF. Rien n’a été importé.',
      not_xliff2: 'Le fichier n’est pas un document XLIFF 2. Rien n’a été importé.',
      languages: 'Le fichier concerne une autre paire de langues. Rien n’a été importé.',
      no_file: 'Le fichier ne contient rien pour cette traduction. Rien n’a été importé.',
      wrong_original: 'Le fichier a été exporté depuis un autre original. Rien n’a été importé.',
      unknown_units:
        'Le fichier contient des segments que cette traduction n’a pas ({keys}). Rien n’a été importé.',
      read_failed: 'Impossible de lire le fichier. Rien n’a été importé.',
    },
  },
  /** Exporter en XLIFF une sélection de la vue Langues : un fichier par paire de langues. */
  xliffSelection: {
    open: 'Exporter en XLIFF ({count})',
    title: 'Exporter en XLIFF',
    description: {
      one: 'L’article sélectionné est exporté dans un fichier XLIFF par langue cible, avec son original dans son état actuel et la traduction existante, le cas échéant.',
      other:
        'Les {count} articles sélectionnés sont exportés dans un fichier XLIFF par langue cible, chacun avec son original dans son état actuel et la traduction existante, le cas échéant.',
    },
    languages: 'Langues cibles',
    importNote:
      'Pour réimporter le fichier d’une agence, utilisez ici Importer un XLIFF : chaque article du fichier est vérifié avant toute modification.',
    close: 'Fermer',
    none: 'Choisissez au moins une langue autre que celle des originaux.',
    done: { one: '{count} fichier téléchargé.', other: '{count} fichiers téléchargés.' },
    failed: 'Impossible de lire les articles. Rien n’a été téléchargé ; réessayez.',
    working: 'Préparation des fichiers…',
    download: { one: 'Télécharger {count} fichier', other: 'Télécharger {count} fichiers' },
  },
  /** Importer un XLIFF dans la vue Langues : le fichier d’une sélection, un article par <file>. */
  xliffImport: {
    open: 'Importer un XLIFF',
    title: 'Importer un XLIFF',
    description:
      '{file} : de l’original ({source}) vers la traduction ({target}). Rien ne change tant que vous n’avez pas appliqué.',
    checking: 'Vérification du fichier par rapport aux articles…',
    untitled: 'Un article qui n’existe plus',
    newDraft: 'Pas encore de version dans cette langue : appliquer crée un brouillon.',
    counts: {
      applied: 'Texte du fichier repris : {count}',
      flagged: 'Mis de côté : {count}',
      refused: 'Refusés : {count}',
      unchanged: 'Déjà identiques : {count}',
    },
    heldBack: 'Mis de côté car l’original a changé depuis l’export : {keys}.',
    problems: {
      missing: 'Cet article ou sa traduction n’existe plus. Rien n’en est importé.',
      languages: 'Cet article n’est pas dans les langues du fichier. Rien n’en est importé.',
      wrong_original:
        'Le fichier indique un autre original pour cette traduction. Rien n’en est importé.',
      unknown_units:
        'Le fichier contient des segments que cet article n’a pas ({keys}). Rien n’en est importé.',
      extra_blocks:
        'La traduction contient des blocs absents de son original. Ouvrez-la d’abord côte à côte pour y remettre de l’ordre.',
      misfits:
        'Du texte enregistré dans cette traduction ne correspond plus à l’original et le fichier ne le remplace pas. Ouvrez-la d’abord côte à côte.',
    },
    errors: {
      languages: 'Le fichier ne concerne pas deux des langues du site. Rien n’a été importé.',
      no_file: 'Le fichier ne contient aucun article. Rien n’a été importé.',
      read_failed:
        'Impossible de lire le fichier ou les articles. Rien n’a été importé ; réessayez.',
    },
    nothing: 'Le fichier ne modifie aucune traduction.',
    applying: 'Enregistrement : {done} sur {total}…',
    apply: {
      one: 'Appliquer à {count} article',
      other: 'Appliquer à {count} articles',
    },
    done: {
      one: '{count} traduction enregistrée.',
      other: '{count} traductions enregistrées.',
    },
    outcomes: {
      saved: 'Enregistrée. Les segments importés sont marqués comme modifiés, à relire.',
      created: 'Brouillon créé. Les segments importés sont marqués comme modifiés, à relire.',
      changed:
        'Une autre personne a enregistré cette traduction après la vérification du fichier. Rien n’a été écrasé ; importez de nouveau le fichier pour voir ce qu’il modifie maintenant.',
      deleted:
        'La traduction a été supprimée après la vérification du fichier. Rien n’a été enregistré.',
      exists:
        'Une version dans cette langue a été créée après la vérification du fichier. Rien n’a été enregistré ; importez de nouveau le fichier.',
      write: 'Impossible d’enregistrer cette traduction. Réessayez.',
    },
    cancel: 'Annuler',
    close: 'Fermer',
  },
  links: {
    title: 'Liens qui suivent la langue',
    none: 'Aucun lien n’a dû être modifié.',
    post: 'Cet article dans la langue de la traduction',
    page: 'Cette page dans la langue de la traduction',
    original: 'Dans l’original',
    translated: 'Dans la traduction',
  },
};

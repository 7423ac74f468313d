import type { Messages } from '@/i18n/messages';

/** The post editor's words (part of `admin`). */
export const editor: Messages['admin']['editor'] = {
  newTitle: 'Nouvel article',
  editTitle: 'Modifier l’article',
  translateTitle: 'Nouvelle traduction',
  translateNote:
    'Prérempli à partir de l’original en {language}, « {title} ». Traduisez le titre, l’extrait et le contenu, puis enregistrez.',
  translateSourceMissing: 'L’article à traduire est introuvable. Il a peut-être été supprimé.',
  savedAt: 'Enregistré à {time}',
  create: 'Créer l’article',
  update: 'Mettre à jour l’article',
  saving: 'Enregistrement…',
  cancel: 'Annuler',
  backToPosts: 'Retour aux articles',
  loadError: 'Cet article n’a pas pu être chargé.',
  retry: 'Réessayer',
  requiredHint: 'Les champs marqués d’un * sont obligatoires.',
  fields: {
    title: 'Titre',
    slug: 'Slug (URL)',
    slugHint: 'L’adresse de l’article : {url}',
    excerpt: 'Extrait',
    excerptHint: 'Un court résumé affiché dans la liste du blog.',
    content: 'Contenu',
    contentHint: 'Markdown : # Titre, **gras**, *italique*. Chaque retour à la ligne est conservé.',
    author: 'Auteur',
    category: 'Catégorie',
    tags: 'Mots-clés',
    tagsHint: 'Séparez les mots-clés par des virgules, par ex. ventes, démos IA',
    metaDescription: 'Méta-description',
    metaDescriptionHint: 'Affichée par les moteurs de recherche sous le titre.',
    seoTitle: 'Titre SEO',
    seoTitleHint:
      'Affiché à la place du titre dans les résultats de recherche et les aperçus de liens. Laissez vide pour utiliser le titre.',
    readTime: 'Temps de lecture',
    readTimeUnit: 'en minutes',
    featuredImage: 'Image à la une',
    featuredImageHint: 'PNG, JPEG, GIF, WebP ou AVIF, 5 Mo maximum.',
    featuredImageAlt: 'Description de l’image (texte alternatif)',
    characterCount: '{count} / {max} caractères',
    language: 'Langue',
    translationOf: 'Traduction de',
    translationOfHint:
      'Reliez cet article à celui qu’il traduit. Laissez vide pour un article original.',
    translationSearch: 'Rechercher un article par titre',
    translationNone: 'Pas une traduction',
    translationRemove: 'Retirer le lien',
    translationGroup: 'Versions : {languages}',
    translationNoResults: 'Aucun article ne correspond.',
  },
  category: {
    choose: 'Choisissez une catégorie',
    create: 'Nouvelle catégorie',
    rename: 'Noms dans toutes les langues',
    renameLabel: 'Noms de « {name} » dans toutes les langues',
    missingNames:
      'Pas encore de nom en {languages} : dans ces langues, le blog affiche le nom anglais.',
    noNames:
      'Cette catégorie n’a pas encore de nom : le blog affiche « {key} » dans toutes les langues.',
    createTitle: 'Nouvelle catégorie',
    renameTitle: 'Noms de « {name} »',
    dialogDescription:
      'Le nom de cette catégorie sur le blog, dans chaque langue. L’anglais est obligatoire ; une langue laissée vide affiche le nom anglais.',
    englishHint:
      'C’est aussi l’identifiant de la catégorie dans les adresses du blog ; il ne pourra plus être modifié.',
    storedAs:
      'Identifiant dans les adresses du blog : « {key} » (il reste le même si vous renommez la catégorie).',
    nameRequired: 'Le nom anglais est obligatoire',
    nameTooLong: 'Les noms ne doivent pas dépasser 60 caractères',
    nameNul: 'Supprimez le caractère nul invisible : il ne peut pas être enregistré.',
    duplicate:
      'Une catégorie « {name} » existe déjà. Sélectionnez-la dans la liste ou choisissez un autre nom.',
    saveFailed:
      'Impossible d’enregistrer les noms. Vérifiez votre connexion internet, puis réessayez.',
    created: 'Catégorie « {name} » créée',
    renamed: 'Noms de « {name} » enregistrés',
    cancel: 'Annuler',
    createSubmit: 'Créer la catégorie',
    saveNames: 'Enregistrer les noms',
  },
  image: {
    uploading: 'Import de l’image…',
    uploadingPercent: 'Import de l’image : {percent}',
    altLabel: 'Description de l’image (texte alternatif)',
    altHint:
      'Ce que montre l’image, dans la langue de l’article. Les lecteurs d’écran la lisent, et elle s’affiche si l’image ne peut pas être chargée.',
    insert: 'Insérer une image',
    insertHint: 'Vous pouvez aussi glisser-déposer ou coller une image dans le contenu.',
    insertTitle: 'Décrivez l’image',
    insertDescription:
      'L’image est importée. Décrivez ce qu’elle montre, dans la langue de l’article, et elle sera insérée dans le contenu à l’emplacement du curseur.',
    insertConfirm: 'Insérer',
    insertCancel: 'Annuler',
    preview: 'Aperçu de l’image à la une',
    remove: 'Retirer l’image',
    notAnImage: 'Choisissez un fichier image (PNG, JPEG, GIF, WebP ou AVIF).',
    tooLarge: 'Les images ne doivent pas dépasser 5 Mo. Choisissez un fichier plus léger.',
  },
  preview: {
    heading: 'Aperçu',
    description: 'L’article tel qu’il apparaîtra sur le blog.',
    empty: 'Commencez à écrire pour voir l’aperçu.',
    readTime: '{minutes} min de lecture',
  },
  draft: {
    restored:
      'Nous avons restauré les modifications non enregistrées faites sur cet appareil ({time}).',
    restoredStale:
      'Nous avons restauré les modifications non enregistrées faites sur cet appareil ({time}). Quelqu’un a modifié l’article depuis : à l’enregistrement, vous verrez d’abord ses modifications à côté des vôtres.',
    discard: 'Supprimer le brouillon',
    discarded: 'Brouillon supprimé',
  },
  conflict: {
    title: 'Quelqu’un d’autre a modifié cet article',
    deleted: 'Cet article n’existe plus. Il a peut-être été supprimé dans un autre onglet.',
    loading: 'Chargement de l’autre version…',
    loadFailed: 'Impossible de charger l’autre version.',
    retry: 'Réessayer',
    theirs: 'Version de l’autre personne',
    yours: 'Votre version',
  },
  publishing: {
    heading: 'Publication',
    newNote:
      '« Créer l’article » le publie immédiatement. « Enregistrer le brouillon » le réserve aux administrateurs jusqu’à sa publication.',
    newScheduledNote:
      '« Programmer » le publie automatiquement à la date et à l’heure choisies. « Enregistrer le brouillon » le réserve aux administrateurs jusqu’à sa publication.',
    draftNote: 'Brouillon : seuls les administrateurs peuvent le voir.',
    scheduledNote: 'Publication automatique le {date}.',
    publishedNote: 'Publié le {date}. Une mise à jour conserve cette date.',
    when: 'Quand',
    now: 'Maintenant',
    later: 'À une date précise',
    scheduleAt: 'Publier le',
    timeZone: 'Dans votre fuseau horaire ({zone}). En UTC : {utc}.',
    scheduleRequired: 'Choisissez la date et l’heure de publication.',
    schedulePast: 'Choisissez une heure à venir.',
    republish: 'Republier comme nouveau',
    republishHint:
      'Remet la date à maintenant : l’article repasse en tête du blog et des flux. Laissez décoché pour corriger un article sans le déplacer.',
    preview: 'Ouvrir l’aperçu',
    previewHint:
      'La dernière version enregistrée, telle que les lecteurs la verront. Enregistrez d’abord pour voir vos modifications.',
    view: 'Voir sur le blog',
  },
  actions: {
    saveDraft: 'Enregistrer le brouillon',
    publish: 'Publier',
    publishNow: 'Publier maintenant',
    schedule: 'Programmer',
    unpublish: 'Dépublier',
    unschedule: 'Repasser en brouillon',
  },
  leave: {
    title: 'Quitter sans enregistrer ?',
    description:
      'Certaines modifications ne sont pas enregistrées. Si vous quittez maintenant, elles seront perdues.',
    stay: 'Continuer la rédaction',
    leave: 'Abandonner et quitter',
  },
  validation: {
    titleRequired: 'Le titre est obligatoire',
    titleTooLong: 'Le titre ne doit pas dépasser 200 caractères',
    slugRequired: 'Le slug est obligatoire',
    slugTooLong: 'Le slug ne doit pas dépasser 200 caractères',
    slugFormat: 'Utilisez uniquement des minuscules, des chiffres et des tirets',
    slugTaken: 'Un autre article dans cette langue utilise déjà ce slug. Choisissez-en un autre.',
    excerptTooLong: 'L’extrait ne doit pas dépasser 500 caractères',
    contentRequired: 'Le contenu est obligatoire',
    authorRequired: 'L’auteur est obligatoire',
    categoryRequired: 'La catégorie est obligatoire',
    metaDescriptionTooLong: 'La méta-description ne doit pas dépasser 160 caractères',
    seoTitleTooLong: 'Le titre SEO ne doit pas dépasser 60 caractères',
    readTimeInvalid: 'Indiquez le temps de lecture en minutes entières',
    readTimeMin: 'Le temps de lecture doit être d’au moins 1 minute',
    imageAltRequired:
      'Décrivez l’image : le texte alternatif est obligatoire avec une image à la une',
    imageAltTooLong: 'Le texte alternatif ne doit pas dépasser 200 caractères',
    nulCharacter:
      'Supprimez le caractère nul invisible (souvent collé depuis un autre programme) : il ne peut pas être enregistré.',
    notText: 'Saisissez du texte dans ce champ.',
    translationTaken:
      'Cet article a déjà une version en {language}. Modifiez-la ou choisissez une autre langue.',
    translationOriginal:
      'Ce lien est impossible : choisissez l’article original ; un article qui a ses propres traductions ne peut pas être une traduction.',
  },
};

import type { Messages } from '@/i18n/messages';

/** The post editor's words (part of `admin`). */
export const editor: Messages['admin']['editor'] = {
  newTitle: 'Neuer Beitrag',
  editTitle: 'Beitrag bearbeiten',
  translateTitle: 'Neue Übersetzung',
  translateNote:
    'Vorausgefüllt mit dem Original auf {language}, „{title}“. Übersetzen Sie Titel, Kurzfassung und Inhalt und speichern Sie dann.',
  translateSourceMissing:
    'Der zu übersetzende Beitrag wurde nicht gefunden. Vielleicht wurde er gelöscht.',
  savedAt: 'Gespeichert um {time}',
  create: 'Beitrag erstellen',
  update: 'Beitrag aktualisieren',
  saving: 'Wird gespeichert…',
  cancel: 'Abbrechen',
  backToPosts: 'Zurück zu den Beiträgen',
  loadError: 'Dieser Beitrag konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  requiredHint: 'Mit * markierte Felder sind Pflichtfelder.',
  fields: {
    title: 'Titel',
    slug: 'URL-Slug',
    slugHint: 'Die Adresse des Beitrags: {url}',
    excerpt: 'Kurzfassung',
    excerptHint: 'Eine kurze Zusammenfassung für die Blogübersicht.',
    content: 'Inhalt',
    contentHint:
      'Markdown: # Überschrift, **fett**, *kursiv*. Jeder Zeilenumbruch bleibt erhalten.',
    author: 'Autor',
    category: 'Kategorie',
    tags: 'Schlagwörter',
    tagsHint: 'Schlagwörter durch Kommas trennen, z. B. Vertrieb, KI-Demos',
    metaDescription: 'Meta-Beschreibung',
    metaDescriptionHint: 'Wird von Suchmaschinen unter dem Titel angezeigt.',
    seoTitle: 'SEO-Titel',
    seoTitleHint:
      'Erscheint in Suchergebnissen und Linkvorschauen anstelle des Titels. Lassen Sie das Feld leer, um den Titel zu verwenden.',
    readTime: 'Lesezeit',
    readTimeUnit: 'Minuten',
    featuredImage: 'Beitragsbild',
    featuredImageHint: 'PNG, JPEG, GIF, WebP oder AVIF, bis 5 MB.',
    featuredImageAlt: 'Bildbeschreibung (Alternativtext)',
    characterCount: '{count} / {max} Zeichen',
    language: 'Sprache',
    translationOf: 'Übersetzung von',
    translationOfHint:
      'Verknüpfen Sie den Beitrag mit dem Beitrag, den er übersetzt. Für ein Original leer lassen.',
    translationSearch: 'Beiträge nach Titel suchen',
    translationNone: 'Keine Übersetzung',
    translationRemove: 'Verknüpfung entfernen',
    translationGroup: 'Fassungen: {languages}',
    translationNoResults: 'Keine passenden Beiträge.',
  },
  category: {
    choose: 'Kategorie auswählen',
    create: 'Neue Kategorie',
    rename: 'Namen in allen Sprachen',
    renameLabel: 'Namen von „{name}“ in allen Sprachen',
    missingNames: 'Noch kein Name auf {languages}: Dort zeigt der Blog den englischen Namen.',
    noNames: 'Diese Kategorie hat noch keine Namen: Der Blog zeigt in allen Sprachen „{key}“.',
    createTitle: 'Neue Kategorie',
    renameTitle: 'Namen von „{name}“',
    dialogDescription:
      'So zeigt der Blog diese Kategorie in den einzelnen Sprachen an. Englisch ist Pflicht; bleibt eine Sprache leer, erscheint dort der englische Name.',
    englishHint:
      'Dient zugleich als Kennung der Kategorie in den Adressen des Blogs und lässt sich später nicht mehr ändern.',
    storedAs: 'Kennung in den Adressen des Blogs: „{key}“ (bleibt beim Umbenennen erhalten).',
    nameRequired: 'Der englische Name ist erforderlich',
    nameTooLong: 'Namen dürfen höchstens 60 Zeichen lang sein',
    nameNul: 'Entfernen Sie das unsichtbare Nullzeichen; es kann nicht gespeichert werden.',
    duplicate:
      'Es gibt bereits eine Kategorie „{name}“. Wählen Sie sie in der Liste aus oder nehmen Sie einen anderen Namen.',
    saveFailed:
      'Die Namen konnten nicht gespeichert werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    created: 'Kategorie „{name}“ erstellt',
    renamed: 'Namen von „{name}“ gespeichert',
    cancel: 'Abbrechen',
    createSubmit: 'Kategorie erstellen',
    saveNames: 'Namen speichern',
  },
  image: {
    uploading: 'Bild wird hochgeladen…',
    uploadingPercent: 'Bild wird hochgeladen: {percent}',
    altLabel: 'Bildbeschreibung (Alternativtext)',
    altHint:
      'Was auf dem Bild zu sehen ist, in der Sprache des Beitrags. Screenreader lesen den Text vor, und er wird angezeigt, wenn das Bild nicht geladen werden kann.',
    insert: 'Bild einfügen',
    insertHint:
      'Oder ziehen Sie ein Bild in den Inhalt oder fügen Sie es dort aus der Zwischenablage ein.',
    insertTitle: 'Bild beschreiben',
    insertDescription:
      'Das Bild ist hochgeladen. Beschreiben Sie in der Sprache des Beitrags, was darauf zu sehen ist. Anschließend wird es an der Stelle in den Inhalt eingefügt, an der der Cursor stand.',
    insertConfirm: 'Einfügen',
    insertCancel: 'Abbrechen',
    preview: 'Vorschau des Beitragsbilds',
    remove: 'Bild entfernen',
    notAnImage: 'Bitte wählen Sie eine Bilddatei (PNG, JPEG, GIF, WebP oder AVIF).',
    tooLarge: 'Bilder dürfen höchstens 5 MB groß sein. Bitte wählen Sie eine kleinere Datei.',
  },
  preview: {
    heading: 'Vorschau',
    description: 'So sieht der Beitrag im Blog aus.',
    empty: 'Beginnen Sie zu schreiben, um die Vorschau zu sehen.',
    readTime: '{minutes} Min. Lesezeit',
  },
  draft: {
    restored:
      'Wir haben Ihre nicht gespeicherten Änderungen auf diesem Gerät wiederhergestellt ({time}).',
    restoredStale:
      'Wir haben Ihre nicht gespeicherten Änderungen auf diesem Gerät wiederhergestellt ({time}). Der Beitrag wurde seitdem von jemand anderem geändert – beim Speichern sehen Sie daher zuerst die Änderungen der anderen Person neben Ihren eigenen.',
    discard: 'Entwurf verwerfen',
    discarded: 'Entwurf verworfen',
  },
  conflict: {
    title: 'Jemand anderes hat diesen Beitrag geändert',
    deleted:
      'Diesen Beitrag gibt es nicht mehr. Vielleicht wurde er in einem anderen Tab gelöscht.',
    loading: 'Version der anderen Person wird geladen…',
    loadFailed: 'Die Version der anderen Person konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    theirs: 'Version der anderen Person',
    yours: 'Ihre Version',
  },
  publishing: {
    heading: 'Veröffentlichung',
    newNote:
      '„Beitrag erstellen“ veröffentlicht ihn sofort. „Entwurf speichern“ zeigt ihn nur Administratoren, bis Sie ihn veröffentlichen.',
    newScheduledNote:
      '„Planen“ veröffentlicht ihn automatisch zum gewählten Zeitpunkt. „Entwurf speichern“ zeigt ihn nur Administratoren, bis Sie ihn veröffentlichen.',
    draftNote: 'Ein Entwurf: Nur Administratoren können ihn sehen.',
    scheduledNote: 'Erscheint automatisch am {date}.',
    publishedNote: 'Veröffentlicht am {date}. Beim Aktualisieren bleibt dieses Datum erhalten.',
    when: 'Wann',
    now: 'Sofort',
    later: 'Zu einem festen Zeitpunkt',
    scheduleAt: 'Veröffentlichen am',
    timeZone: 'In Ihrer Zeitzone ({zone}). In UTC: {utc}.',
    scheduleRequired: 'Wählen Sie Datum und Uhrzeit der Veröffentlichung.',
    schedulePast: 'Wählen Sie einen Zeitpunkt in der Zukunft.',
    republish: 'Als neu veröffentlichen',
    republishHint:
      'Setzt das Datum auf jetzt: Der Beitrag steht dann wieder oben im Blog und in den Feeds. Lassen Sie die Option aus, um einen Beitrag zu korrigieren, ohne ihn zu verschieben.',
    preview: 'Vorschau öffnen',
    previewHint:
      'Die zuletzt gespeicherte Fassung, so wie Leser sie sehen. Speichern Sie zuerst, um Ihre Änderungen in der Vorschau zu sehen.',
    view: 'Im Blog ansehen',
  },
  actions: {
    saveDraft: 'Entwurf speichern',
    publish: 'Veröffentlichen',
    publishNow: 'Jetzt veröffentlichen',
    schedule: 'Planen',
    unpublish: 'Veröffentlichung zurücknehmen',
    unschedule: 'Zurück zum Entwurf',
  },
  leave: {
    title: 'Ohne Speichern verlassen?',
    description:
      'Sie haben ungespeicherte Änderungen. Wenn Sie die Seite jetzt verlassen, gehen sie verloren.',
    stay: 'Weiter bearbeiten',
    leave: 'Verwerfen und verlassen',
  },
  validation: {
    titleRequired: 'Bitte geben Sie einen Titel ein',
    titleTooLong: 'Der Titel darf höchstens 200 Zeichen lang sein',
    slugRequired: 'Bitte geben Sie einen Slug ein',
    slugTooLong: 'Der Slug darf höchstens 200 Zeichen lang sein',
    slugFormat: 'Nur Kleinbuchstaben, Ziffern und Bindestriche verwenden',
    slugTaken:
      'Ein anderer Beitrag in dieser Sprache verwendet diesen Slug bereits. Bitte wählen Sie einen anderen.',
    excerptTooLong: 'Die Kurzfassung darf höchstens 500 Zeichen lang sein',
    contentRequired: 'Der Inhalt darf nicht leer sein',
    authorRequired: 'Bitte geben Sie einen Autor an',
    categoryRequired: 'Bitte wählen Sie eine Kategorie',
    metaDescriptionTooLong: 'Die Meta-Beschreibung darf höchstens 160 Zeichen lang sein',
    seoTitleTooLong: 'Der SEO-Titel darf höchstens 60 Zeichen lang sein',
    readTimeInvalid: 'Geben Sie die Lesezeit in ganzen Minuten an',
    readTimeMin: 'Die Lesezeit muss mindestens 1 Minute betragen',
    imageAltRequired:
      'Bitte beschreiben Sie das Bild: Für ein Beitragsbild ist ein Alternativtext erforderlich',
    imageAltTooLong: 'Der Alternativtext darf höchstens 200 Zeichen lang sein',
    nulCharacter:
      'Entfernen Sie das unsichtbare Nullzeichen (oft beim Einfügen aus einem anderen Programm mitkopiert); es kann nicht gespeichert werden.',
    notText: 'Geben Sie in dieses Feld Text ein.',
    translationTaken:
      'Von diesem Beitrag gibt es schon eine Fassung auf {language}. Bearbeiten Sie diese oder wählen Sie eine andere Sprache.',
    translationOriginal:
      'Diese Verknüpfung ist nicht möglich: Wählen Sie das Original. Ein Beitrag mit eigenen Übersetzungen kann selbst keine Übersetzung sein.',
  },
};

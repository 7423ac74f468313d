import type { Messages } from '@/i18n/messages';

/** Übersetzungsarbeitsplatz: Übersetzung und Original nebeneinander, Segment für Segment. */
export const workspace: Messages['admin']['workspace'] = {
  open: 'Nebeneinander öffnen',
  title: 'Übersetzungsarbeitsplatz',
  intro:
    'Links das Original ({source}), rechts Ihre Übersetzung ({target}). Sie tippen nur den Text: Links, Bilder, Code und Formatierung sind gesperrt und werden aus dem Original übernommen.',
  backToEditor: 'Zurück zum Editor',
  loadFailed: 'Die Übersetzung konnte nicht geladen werden.',
  notATranslation:
    'Dieser Beitrag ist ein Original. Öffnen Sie eine seiner Übersetzungen, um nebeneinander zu arbeiten.',
  retry: 'Erneut versuchen',
  progress: '{translated} von {total} Segmenten übersetzt · {reviewed} geprüft',
  save: 'Übersetzung speichern',
  saving: 'Wird gespeichert…',
  saved: 'Übersetzung gespeichert.',
  saveFailed:
    'Die Übersetzung konnte nicht gespeichert werden. Ihr Text ist noch da; versuchen Sie es erneut.',
  conflict:
    'Jemand hat diese Übersetzung gespeichert, nachdem Sie sie geöffnet haben. Ihr Text ist noch da: Kopieren Sie, was Sie brauchen, und laden Sie dann neu, um die andere Fassung zu sehen.',
  deleted:
    'Diese Übersetzung wurde gelöscht, während Sie daran gearbeitet haben. Ihr Text ist noch da.',
  merged:
    'Eine andere Person hat diese Übersetzung gespeichert, während Sie daran gearbeitet haben. Ihre Änderungen sind übernommen; wo Sie beide dasselbe Segment geändert haben, bleibt Ihr Text stehen und die andere Fassung wird daneben angezeigt. Prüfen Sie und speichern Sie dann erneut.',
  theirs: 'Die gespeicherte Fassung der anderen Person',
  misfitBlocks:
    'Ein Teil des gespeicherten Textes passt nicht zur Struktur des Originals (unter den betroffenen Segmenten angezeigt). Übersetzen Sie diese Segmente vor dem Speichern neu.',
  extraBlocks:
    'Die gespeicherte Übersetzung enthält {count} Segmente, die das Original nicht hat (zusätzliche Absätze oder Listenpunkte). Beim Speichern hier gingen sie verloren: Bearbeiten Sie diese Übersetzung stattdessen im Editor.',
  misfit: 'Gespeicherter Text, der nicht zur Struktur des Originals passt:',
  changed: 'Im Original geändert, seit diese Übersetzung entstand',
  changedLegend: 'Was sich im Original geändert hat',
  segmentNames: {
    title: 'Titel',
    excerpt: 'Kurzfassung',
    seo_title: 'SEO-Titel',
    seo_description: 'Meta-Beschreibung',
    image_alt: 'Alternativtext des Beitragsbilds',
    tag: 'Schlagwort {number}',
    heading: 'Überschrift {number}',
    paragraph: 'Absatz {number}',
    'list-item': 'Listenpunkt {number}',
    quote: 'Zitat {number}',
    'table-cell': 'Tabellenzelle {number}',
    'link-text': 'Linktext {number}',
    'image-alt': 'Alternativtext von Bild {number}',
  },
  part: '{segment}, Teil {number} von {count}',
  chip: {
    link: 'Gesperrter Link auf {value}',
    image: 'Gesperrtes Bild {value}',
    code: 'Gesperrter Code {value}',
    html: 'Gesperrtes HTML {value}',
    placeholder: 'Gesperrter Platzhalter {value}',
    url: 'Gesperrte Adresse {value}',
    markdown: 'Gesperrte Formatierung {value}',
  },
  states: {
    untranslated: 'Nicht übersetzt',
    machine: 'Maschinell – Prüfung nötig',
    edited: 'Bearbeitet',
    reviewed: 'Geprüft',
  },
  markReviewed: 'Als geprüft markieren',
  markAllReviewed: 'Alle als geprüft markieren',
  markAllTitle: 'Alle übersetzten Segmente als geprüft markieren?',
  markAllDescription:
    'Damit bestätigen Sie, dass jemand jedes der {count} übersetzten Segmente mit dem Original verglichen hat. Als geprüft markierter maschineller Text kann veröffentlicht werden.',
  markAllConfirm: 'Alle als geprüft markieren',
  cancel: 'Abbrechen',
  machine: {
    translate: 'Maschinell übersetzen',
    translating: 'Wird übersetzt…',
    suggest: 'Vorschlagen',
    off: 'Maschinelle Übersetzung ist aus. Zum Einschalten setzen Sie auf dem Server {variables}.',
    nothingToTranslate: 'Alle Segmente sind bereits übersetzt.',
    done: {
      one: '{count} Segment maschinell übersetzt. Prüfen Sie es vor dem Veröffentlichen.',
      other: '{count} Segmente maschinell übersetzt. Prüfen Sie sie vor dem Veröffentlichen.',
    },
    /** Machine answers for segments a person wrote: shown beside them, not put in. */
    suggested: {
      one: '{count} neuer maschineller Vorschlag steht neben von Hand geschriebenem Text.',
      other: '{count} neue maschinelle Vorschläge stehen neben von Hand geschriebenem Text.',
    },
    refused: 'Die maschinelle Übersetzung dieses Segments wurde abgelehnt: {reason}',
    suggestion: 'Maschineller Vorschlag',
    accept: 'Vorschlag übernehmen',
    ignore: 'Ignorieren',
    errors: {
      no_provider: 'Maschinelle Übersetzung ist auf diesem Server ausgeschaltet.',
      monthly_limit:
        'Das monatliche Kontingent für maschinelle Übersetzung ist erreicht. Es wurde nichts übersetzt.',
      rate_limited:
        'Der Übersetzungsdienst ist ausgelastet. Versuchen Sie es in {seconds} Sekunden erneut.',
      quota_exceeded:
        'Das Kontingent des Übersetzungsdienstes ist aufgebraucht. Es wurde nichts übersetzt.',
      provider_unavailable:
        'Der Übersetzungsdienst ist nicht erreichbar. Versuchen Sie es später erneut.',
      provider_timeout:
        'Der Übersetzungsdienst hat nicht rechtzeitig geantwortet. Versuchen Sie es erneut.',
      forbidden: 'Nur Admins können die maschinelle Übersetzung nutzen.',
      other:
        'Die maschinelle Übersetzung ist fehlgeschlagen. Nichts wurde geändert; versuchen Sie es erneut.',
    },
  },
  /** Translate missing languages (the Languages view): a machine draft per missing language. */
  bulk: {
    open: 'Fehlende Sprachen übersetzen',
    openLabel: 'Fehlende Sprachen übersetzen: „{title}“',
    description:
      'Jede fehlende Sprache von „{title}“ erhält einen Entwurf mit maschinell übersetztem Text, der vor dem Veröffentlichen geprüft werden muss. Schlägt eine Sprache fehl, wird für sie nichts angelegt.',
    start: { one: 'In {count} Sprache übersetzen', other: 'In {count} Sprachen übersetzen' },
    close: 'Schließen',
    states: {
      waiting: 'Wartet',
      translating: 'Wird übersetzt…',
      done: 'Entwurf angelegt',
      skipped: 'Nicht übersetzt',
    },
    refused:
      'Ein Teil des Textes kam ohne seine Links oder Formatierung zurück. Für diese Sprache wurde nichts gespeichert.',
    writeFailed:
      'Der Entwurf konnte nicht gespeichert werden. Für diese Sprache wurde nichts gespeichert.',
    finished: '{done} von {total} Sprachen übersetzt.',
    readFailed:
      'Das Original konnte nicht gelesen werden. Für diese Sprache wurde nichts gespeichert.',
    descriptionMany: {
      one: 'Jede fehlende Sprache des ausgewählten Beitrags erhält einen Entwurf mit maschinell übersetztem Text, der vor dem Veröffentlichen geprüft werden muss. Schlägt eine Sprache fehl, wird für sie nichts angelegt.',
      other:
        'Jede fehlende Sprache der {count} ausgewählten Beiträge erhält einen Entwurf mit maschinell übersetztem Text, der vor dem Veröffentlichen geprüft werden muss. Schlägt eine Sprache fehl, wird für sie nichts angelegt.',
    },
    startMany: { one: '{count} Entwurf anlegen', other: '{count} Entwürfe anlegen' },
    finishedMany: '{done} von {total} Entwürfen angelegt.',
    overall: '{done} von {total} Sprachen erledigt',
    stop: 'Nach dieser Sprache anhalten',
    limitReached:
      'Das monatliche Limit für maschinelle Übersetzung ist erreicht. Die übrigen Sprachen wurden nicht gesendet; bereits angelegte Entwürfe bleiben erhalten.',
    postLanguages: 'Fehlende Sprachen von „{title}“',
    openSelected: 'Fehlende Sprachen übersetzen ({count})',
    selectPost: '„{title}“ auswählen',
    selectAll: 'Alle angezeigten auswählen',
    complete: '„{title}“ gibt es bereits in allen Sprachen',
  },
  xliff: {
    export: 'XLIFF exportieren',
    import: 'XLIFF importieren',
    reading: 'Datei wird gelesen…',
    summaryTitle: 'Diese XLIFF-Datei importieren?',
    summary:
      '{applied} Segmente übernehmen den Text der Datei, {flagged} werden zurückgehalten, weil sich das Original seit dem Export geändert hat, {refused} können nicht verwendet werden und {unchanged} stimmen bereits überein.',
    applied: 'Text der Datei übernehmen (als bearbeitet markiert, noch zu prüfen)',
    flagged: 'Zurückgehalten: Das Original hat sich seit dem Export geändert',
    refused: 'Abgelehnt',
    apply: 'Übernehmen',
    refusals: {
      placeholders: 'die gesperrten Teile (Links, Bilder, Formatierung) weichen vom Original ab',
      structure: 'es fügt Formatierung, Links oder HTML hinzu, die das Original nicht enthält',
      inline_codes: 'es enthält Tags, die im Export nicht vorkamen',
      empty: 'es enthält keinen Text',
    },
    errors: {
      malformed: 'Die Datei ist kein wohlgeformtes XML. Es wurde nichts importiert.',
      doctype:
        'Die Datei deklariert eine DTD oder Entitäten, die XLIFF nie benötigt. Es wurde nichts importiert.',
      too_large: 'Die Datei ist zu groß für einen XLIFF-Export. Es wurde nichts importiert.',
      not_xliff2: 'Die Datei ist kein XLIFF-2-Dokument. Es wurde nichts importiert.',
      languages: 'Die Datei gehört zu einem anderen Sprachpaar. Es wurde nichts importiert.',
      no_file: 'Die Datei enthält nichts für diese Übersetzung. Es wurde nichts importiert.',
      wrong_original:
        'Die Datei wurde aus einem anderen Original exportiert. Es wurde nichts importiert.',
      unknown_units:
        'Die Datei enthält Segmente, die diese Übersetzung nicht hat ({keys}). Es wurde nichts importiert.',
      read_failed: 'Die Datei konnte nicht gelesen werden. Es wurde nichts importiert.',
    },
  },
  /** XLIFF-Export einer Auswahl in der Sprachenansicht: eine Datei pro Sprachpaar. */
  xliffSelection: {
    open: 'XLIFF exportieren ({count})',
    title: 'XLIFF exportieren',
    description: {
      one: 'Der ausgewählte Beitrag wird pro Zielsprache in eine XLIFF-Datei exportiert, mit dem Original in seinem aktuellen Stand und der vorhandenen Übersetzung, falls es eine gibt.',
      other:
        'Die {count} ausgewählten Beiträge werden pro Zielsprache in eine XLIFF-Datei exportiert, jeweils mit dem Original in seinem aktuellen Stand und der vorhandenen Übersetzung, falls es eine gibt.',
    },
    languages: 'Zielsprachen',
    importNote:
      'Um die Datei einer Agentur wieder einzuspielen, verwenden Sie hier „XLIFF importieren“: Jeder Beitrag in der Datei wird geprüft, bevor sich etwas ändert.',
    close: 'Schließen',
    none: 'Wählen Sie mindestens eine Sprache, die nicht die der Originale ist.',
    done: { one: '{count} Datei heruntergeladen.', other: '{count} Dateien heruntergeladen.' },
    failed:
      'Die Beiträge konnten nicht gelesen werden. Es wurde nichts heruntergeladen; bitte versuchen Sie es erneut.',
    working: 'Dateien werden vorbereitet…',
    download: { one: '{count} Datei herunterladen', other: '{count} Dateien herunterladen' },
  },
  /** XLIFF-Import in der Sprachenansicht: die Datei einer Auswahl, ein Beitrag pro <file>. */
  xliffImport: {
    open: 'XLIFF importieren',
    title: 'XLIFF importieren',
    description:
      '{file}: vom Original ({source}) in die Übersetzung ({target}). Erst beim Übernehmen ändert sich etwas.',
    checking: 'Die Datei wird mit den Beiträgen abgeglichen…',
    untitled: 'Ein Beitrag, den es nicht mehr gibt',
    newDraft:
      'In dieser Sprache gibt es noch keine Fassung: Beim Übernehmen wird ein Entwurf angelegt.',
    counts: {
      applied: 'Text der Datei wird übernommen: {count}',
      flagged: 'Zurückgehalten: {count}',
      refused: 'Abgelehnt: {count}',
      unchanged: 'Stimmen bereits überein: {count}',
    },
    heldBack: 'Zurückgehalten, weil sich das Original seit dem Export geändert hat: {keys}.',
    problems: {
      missing:
        'Dieser Beitrag oder seine Übersetzung existiert nicht mehr. Davon wird nichts importiert.',
      languages:
        'Dieser Beitrag liegt nicht in den Sprachen der Datei vor. Davon wird nichts importiert.',
      wrong_original:
        'Die Datei nennt für diese Übersetzung ein anderes Original. Davon wird nichts importiert.',
      unknown_units:
        'Die Datei enthält Segmente, die dieser Beitrag nicht hat ({keys}). Davon wird nichts importiert.',
      extra_blocks:
        'Die Übersetzung enthält Blöcke, die ihr Original nicht hat. Öffnen Sie sie zuerst in der Nebeneinander-Ansicht, um das zu bereinigen.',
      misfits:
        'Gespeicherter Text in dieser Übersetzung passt nicht mehr zum Original, und die Datei ersetzt ihn nicht. Öffnen Sie sie zuerst in der Nebeneinander-Ansicht.',
    },
    errors: {
      languages: 'Die Datei gehört nicht zu zwei Sprachen der Website. Es wurde nichts importiert.',
      no_file: 'Die Datei enthält keinen Beitrag. Es wurde nichts importiert.',
      read_failed:
        'Die Datei oder die Beiträge konnten nicht gelesen werden. Es wurde nichts importiert; bitte versuchen Sie es erneut.',
    },
    nothing: 'Die Datei ändert keine Übersetzung.',
    applying: '{done} von {total} werden gespeichert…',
    apply: {
      one: 'In {count} Beitrag übernehmen',
      other: 'In {count} Beiträge übernehmen',
    },
    done: {
      one: '{count} Übersetzung gespeichert.',
      other: '{count} Übersetzungen gespeichert.',
    },
    outcomes: {
      saved:
        'Gespeichert. Die importierten Segmente sind als bearbeitet markiert und noch zu prüfen.',
      created:
        'Entwurf angelegt. Die importierten Segmente sind als bearbeitet markiert und noch zu prüfen.',
      changed:
        'Eine andere Person hat diese Übersetzung gespeichert, nachdem die Datei geprüft wurde. Es wurde nichts überschrieben; importieren Sie die Datei erneut, um zu sehen, was sie jetzt ändert.',
      deleted:
        'Die Übersetzung wurde gelöscht, nachdem die Datei geprüft wurde. Es wurde nichts gespeichert.',
      exists:
        'Nach der Prüfung der Datei wurde eine Fassung in dieser Sprache angelegt. Es wurde nichts gespeichert; importieren Sie die Datei erneut.',
      write: 'Diese Übersetzung konnte nicht gespeichert werden. Versuchen Sie es erneut.',
    },
    cancel: 'Abbrechen',
    close: 'Schließen',
  },
  links: {
    title: 'Links, die der Sprache folgen',
    none: 'Kein Link musste geändert werden.',
    post: 'Dieser Beitrag in der Sprache der Übersetzung',
    page: 'Diese Seite in der Sprache der Übersetzung',
    original: 'Im Original',
    translated: 'In der Übersetzung',
  },
};

import type { Messages } from '@/i18n/messages';

/** Vertaalwerkplek: de vertaling naast het origineel, segment voor segment. */
export const workspace: Messages['admin']['workspace'] = {
  open: 'Naast elkaar openen',
  title: 'Vertaalwerkplek',
  intro:
    'Links het origineel ({source}), rechts je vertaling ({target}). Je typt alleen de tekst: links, afbeeldingen, code en opmaak zijn vergrendeld en komen uit het origineel.',
  backToEditor: 'Terug naar de editor',
  loadFailed: 'De vertaling kon niet worden geladen.',
  notATranslation:
    'Dit artikel is een origineel: open een van de vertalingen om naast elkaar te werken.',
  retry: 'Opnieuw proberen',
  progress: '{translated} van {total} segmenten vertaald · {reviewed} nagekeken',
  save: 'Vertaling opslaan',
  saving: 'Opslaan…',
  saved: 'Vertaling opgeslagen.',
  saveFailed:
    'De vertaling kon niet worden opgeslagen. Je tekst staat er nog; probeer het opnieuw.',
  conflict:
    'Iemand heeft deze vertaling opgeslagen nadat jij hem opende. Je tekst staat er nog: kopieer wat je nodig hebt en laad de pagina opnieuw om hun versie te zien.',
  deleted: 'Deze vertaling is verwijderd terwijl je eraan werkte. Je tekst staat er nog.',
  merged:
    'Iemand anders heeft deze vertaling opgeslagen terwijl jij eraan werkte. Hun wijzigingen zijn overgenomen; waar jullie allebei hetzelfde segment hebben gewijzigd, blijft jouw tekst staan en staat die van hen ernaast. Controleer het en sla daarna opnieuw op.',
  theirs: 'Hun opgeslagen versie',
  misfitBlocks:
    'Een deel van de opgeslagen tekst past niet bij de opbouw van het origineel (getoond onder die segmenten). Vertaal die segmenten opnieuw voordat je opslaat.',
  extraBlocks:
    'De opgeslagen vertaling heeft {count} segmenten die het origineel niet heeft (toegevoegde alinea’s of lijstitems). Opslaan hier zou ze verwijderen: bewerk deze vertaling liever in de editor.',
  misfit: 'Opgeslagen tekst die niet bij de opbouw van het origineel past:',
  changed: 'Gewijzigd in het origineel sinds deze vertaling is gemaakt',
  changedLegend: 'Wat er in het origineel is gewijzigd',
  segmentNames: {
    title: 'Titel',
    excerpt: 'Samenvatting',
    seo_title: 'SEO-titel',
    seo_description: 'Metabeschrijving',
    image_alt: 'Alt-tekst van de uitgelichte afbeelding',
    tag: 'Trefwoord {number}',
    heading: 'Kop {number}',
    paragraph: 'Alinea {number}',
    'list-item': 'Lijstitem {number}',
    quote: 'Citaat {number}',
    'table-cell': 'Tabelcel {number}',
    'link-text': 'Linktekst {number}',
    'image-alt': 'Alt-tekst van afbeelding {number}',
  },
  part: '{segment}, deel {number} van {count}',
  chip: {
    link: 'Vergrendelde link naar {value}',
    image: 'Vergrendelde afbeelding {value}',
    code: 'Vergrendelde code {value}',
    html: 'Vergrendelde HTML {value}',
    placeholder: 'Vergrendelde plaatshouder {value}',
    url: 'Vergrendeld adres {value}',
    markdown: 'Vergrendelde opmaak {value}',
  },
  states: {
    untranslated: 'Niet vertaald',
    machine: 'Machinaal – nog nakijken',
    edited: 'Bewerkt',
    reviewed: 'Nagekeken',
  },
  markReviewed: 'Markeren als nagekeken',
  markAllReviewed: 'Alles markeren als nagekeken',
  markAllTitle: 'Alle vertaalde segmenten markeren als nagekeken?',
  markAllDescription:
    'Daarmee bevestig je dat iemand elk van de {count} vertaalde segmenten naast het origineel heeft gelezen. Machinale tekst die als nagekeken is gemarkeerd, kan worden gepubliceerd.',
  markAllConfirm: 'Alles markeren als nagekeken',
  cancel: 'Annuleren',
  machine: {
    translate: 'Machinaal vertalen',
    translating: 'Bezig met vertalen…',
    suggest: 'Voorstellen',
    off: 'Machinaal vertalen staat uit. Zet {variables} op de server om het aan te zetten.',
    nothingToTranslate: 'Alle segmenten zijn al vertaald.',
    done: {
      one: '{count} segment machinaal vertaald. Kijk het na voordat je publiceert.',
      other: '{count} segmenten machinaal vertaald. Kijk ze na voordat je publiceert.',
    },
    /** Machine answers for segments a person wrote: shown beside them, not put in. */
    suggested: {
      one: '{count} nieuwe machinesuggestie staat naast tekst die iemand zelf heeft geschreven.',
      other: '{count} nieuwe machinesuggesties staan naast tekst die iemand zelf heeft geschreven.',
    },
    refused: 'De machinale vertaling van dit segment is geweigerd: {reason}',
    suggestion: 'Machinaal voorstel',
    accept: 'Voorstel gebruiken',
    ignore: 'Negeren',
    errors: {
      no_provider: 'Machinaal vertalen staat uit op deze server.',
      monthly_limit: 'De maandlimiet voor machinaal vertalen is bereikt. Er is niets vertaald.',
      rate_limited: 'De vertaaldienst is overbelast. Probeer het over {seconds} seconden opnieuw.',
      quota_exceeded: 'Het tegoed van de vertaaldienst is op. Er is niets vertaald.',
      provider_unavailable: 'De vertaaldienst is niet bereikbaar. Probeer het later opnieuw.',
      provider_timeout: 'De vertaaldienst antwoordde niet op tijd. Probeer het opnieuw.',
      forbidden: 'Alleen beheerders kunnen machinaal vertalen.',
      other: 'Machinaal vertalen is mislukt. Er is niets gewijzigd; probeer het opnieuw.',
    },
  },
  /** Translate missing languages (the Languages view): a machine draft per missing language. */
  bulk: {
    open: 'Ontbrekende talen vertalen',
    openLabel: 'Ontbrekende talen vertalen: „{title}”',
    description:
      'Elke ontbrekende taal van „{title}” krijgt een concept met machinaal vertaalde tekst, dat je nakijkt voordat het wordt gepubliceerd. Mislukt een taal, dan wordt daarvoor niets aangemaakt.',
    start: { one: 'Vertalen in {count} taal', other: 'Vertalen in {count} talen' },
    close: 'Sluiten',
    states: {
      waiting: 'Wacht',
      translating: 'Bezig met vertalen…',
      done: 'Concept aangemaakt',
      skipped: 'Niet vertaald',
    },
    refused:
      'Een deel van de tekst kwam terug zonder links of opmaak. Voor deze taal is niets opgeslagen.',
    writeFailed: 'Het concept kon niet worden opgeslagen. Voor deze taal is niets opgeslagen.',
    finished: '{done} van {total} talen vertaald.',
    readFailed: 'Het origineel kon niet worden gelezen. Voor deze taal is niets opgeslagen.',
    descriptionMany: {
      one: 'Elke ontbrekende taal van het geselecteerde artikel krijgt een concept met machinaal vertaalde tekst, dat je nakijkt voordat het wordt gepubliceerd. Mislukt een taal, dan wordt daarvoor niets aangemaakt.',
      other:
        'Elke ontbrekende taal van de {count} geselecteerde artikelen krijgt een concept met machinaal vertaalde tekst, dat je nakijkt voordat het wordt gepubliceerd. Mislukt een taal, dan wordt daarvoor niets aangemaakt.',
    },
    startMany: { one: '{count} concept aanmaken', other: '{count} concepten aanmaken' },
    finishedMany: '{done} van {total} concepten aangemaakt.',
    overall: '{done} van {total} talen klaar',
    stop: 'Stoppen na deze taal',
    limitReached:
      'De maandelijkse limiet voor machinevertaling is bereikt. De overige talen zijn niet verstuurd; de concepten die al zijn aangemaakt, blijven bestaan.',
    postLanguages: 'Ontbrekende talen van „{title}”',
    openSelected: 'Ontbrekende talen vertalen ({count})',
    selectPost: '„{title}” selecteren',
    selectAll: 'Alle getoonde selecteren',
    complete: '„{title}” bestaat al in alle talen',
  },
  xliff: {
    export: 'XLIFF exporteren',
    import: 'XLIFF importeren',
    reading: 'Bestand wordt gelezen…',
    summaryTitle: 'Dit XLIFF-bestand importeren?',
    summary:
      '{applied} segmenten krijgen de tekst uit het bestand, {flagged} worden tegengehouden omdat het origineel sinds de export is gewijzigd, {refused} zijn onbruikbaar en {unchanged} komen al overeen.',
    applied: 'Tekst uit het bestand overnemen (gemarkeerd als bewerkt, nog te controleren)',
    flagged: 'Tegengehouden: het origineel is sinds de export gewijzigd',
    refused: 'Geweigerd',
    apply: 'Toepassen',
    refusals: {
      placeholders:
        'de vergrendelde delen (links, afbeeldingen, opmaak) wijken af van die van het origineel',
      structure: 'het voegt opmaak, links of HTML toe die het origineel niet heeft',
      inline_codes: 'het bevat tags die niet in de export stonden',
      empty: 'het bevat geen tekst',
    },
    errors: {
      malformed: 'Het bestand is geen goedgevormde XML. Er is niets geïmporteerd.',
      doctype:
        'Het bestand declareert een DTD of entiteiten, die XLIFF nooit nodig heeft. Er is niets geïmporteerd.',
      too_large: 'Het bestand is te groot voor een XLIFF-export. Er is niets geïmporteerd.',
      not_xliff2: 'Het bestand is geen XLIFF 2-document. Er is niets geïmporteerd.',
      languages: 'Het bestand is voor een ander talenpaar. Er is niets geïmporteerd.',
      no_file: 'Het bestand bevat niets voor deze vertaling. Er is niets geïmporteerd.',
      wrong_original:
        'Het bestand is uit een ander origineel geëxporteerd. Er is niets geïmporteerd.',
      unknown_units:
        'Het bestand bevat segmenten die deze vertaling niet heeft ({keys}). Er is niets geïmporteerd.',
      read_failed: 'Het bestand kon niet worden gelezen. Er is niets geïmporteerd.',
    },
  },
  /** XLIFF exporteren voor een selectie in de talenweergave: één bestand per taalpaar. */
  xliffSelection: {
    open: 'XLIFF exporteren ({count})',
    title: 'XLIFF exporteren',
    description: {
      one: 'Het geselecteerde artikel wordt per doeltaal in één XLIFF-bestand gezet, met het origineel zoals het nu is en de bestaande vertaling, als die er is.',
      other:
        'De {count} geselecteerde artikelen worden per doeltaal in één XLIFF-bestand gezet, elk met het origineel zoals het nu is en de bestaande vertaling, als die er is.',
    },
    languages: 'Doeltalen',
    importNote:
      'Wil je het bestand van een bureau terugzetten, gebruik dan hier XLIFF importeren: elk artikel in het bestand wordt gecontroleerd voordat er iets verandert.',
    close: 'Sluiten',
    none: 'Kies minstens één taal die niet die van de originelen is.',
    done: { one: '{count} bestand gedownload.', other: '{count} bestanden gedownload.' },
    failed: 'De artikelen konden niet worden gelezen. Er is niets gedownload; probeer het opnieuw.',
    working: 'Bestanden voorbereiden…',
    download: { one: '{count} bestand downloaden', other: '{count} bestanden downloaden' },
  },
  /** XLIFF importeren in de talenweergave: het bestand van een selectie, één artikel per <file>. */
  xliffImport: {
    open: 'XLIFF importeren',
    title: 'XLIFF importeren',
    description:
      '{file}: van het origineel ({source}) naar de vertaling ({target}). Er verandert niets tot je het toepast.',
    checking: 'Het bestand wordt met de artikelen vergeleken…',
    untitled: 'Een artikel dat niet meer bestaat',
    newDraft: 'Nog geen versie in deze taal: bij toepassen wordt een concept aangemaakt.',
    counts: {
      applied: 'Krijgen de tekst uit het bestand: {count}',
      flagged: 'Tegengehouden: {count}',
      refused: 'Geweigerd: {count}',
      unchanged: 'Komen al overeen: {count}',
    },
    heldBack: 'Tegengehouden omdat het origineel sinds de export is gewijzigd: {keys}.',
    problems: {
      missing:
        'Dit artikel of de vertaling ervan bestaat niet meer. Er wordt niets van geïmporteerd.',
      languages:
        'Dit artikel is niet in de talen van het bestand. Er wordt niets van geïmporteerd.',
      wrong_original:
        'Het bestand noemt een ander origineel voor deze vertaling. Er wordt niets van geïmporteerd.',
      unknown_units:
        'Het bestand bevat segmenten die dit artikel niet heeft ({keys}). Er wordt niets van geïmporteerd.',
      extra_blocks:
        'De vertaling heeft blokken die het origineel niet heeft. Open de vertaling eerst naast het origineel om dat recht te zetten.',
      misfits:
        'Opgeslagen tekst in deze vertaling past niet meer bij het origineel en het bestand vervangt die niet. Open de vertaling eerst naast het origineel.',
    },
    errors: {
      languages:
        'Het bestand is niet voor twee van de talen van de site. Er is niets geïmporteerd.',
      no_file: 'Het bestand bevat geen enkel artikel. Er is niets geïmporteerd.',
      read_failed:
        'Het bestand of de artikelen konden niet worden gelezen. Er is niets geïmporteerd; probeer het opnieuw.',
    },
    nothing: 'Het bestand verandert geen enkele vertaling.',
    applying: 'Bezig met opslaan: {done} van {total}…',
    apply: {
      one: 'Toepassen op {count} artikel',
      other: 'Toepassen op {count} artikelen',
    },
    done: {
      one: '{count} vertaling opgeslagen.',
      other: '{count} vertalingen opgeslagen.',
    },
    outcomes: {
      saved:
        'Opgeslagen. De geïmporteerde segmenten zijn gemarkeerd als bewerkt, nog te controleren.',
      created:
        'Concept aangemaakt. De geïmporteerde segmenten zijn gemarkeerd als bewerkt, nog te controleren.',
      changed:
        'Iemand anders heeft deze vertaling opgeslagen nadat het bestand was gecontroleerd. Er is niets overschreven; importeer het bestand opnieuw om te zien wat het nu verandert.',
      deleted:
        'De vertaling is verwijderd nadat het bestand was gecontroleerd. Er is niets opgeslagen.',
      exists:
        'Er is een versie in deze taal aangemaakt nadat het bestand was gecontroleerd. Er is niets opgeslagen; importeer het bestand opnieuw.',
      write: 'Deze vertaling kon niet worden opgeslagen. Probeer het opnieuw.',
    },
    cancel: 'Annuleren',
    close: 'Sluiten',
  },
  links: {
    title: 'Links die de taal volgen',
    none: 'Geen enkele link hoefde te veranderen.',
    post: 'Dit bericht in de taal van de vertaling',
    page: 'Deze pagina in de taal van de vertaling',
    original: 'In het origineel',
    translated: 'In de vertaling',
  },
};

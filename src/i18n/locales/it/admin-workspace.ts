import type { Messages } from '@/i18n/messages';

/** Area di traduzione: la traduzione accanto all’originale, segmento per segmento. */
export const workspace: Messages['admin']['workspace'] = {
  open: 'Apri affiancati',
  title: 'Area di traduzione',
  intro:
    'A sinistra l’originale ({source}), a destra la tua traduzione ({target}). Scrivi solo il testo: link, immagini, codice e formattazione sono bloccati e ripresi dall’originale.',
  backToEditor: 'Torna all’editor',
  loadFailed: 'Impossibile caricare la traduzione.',
  notATranslation:
    'Questo articolo è un originale: apri una delle sue traduzioni per lavorare affiancato.',
  retry: 'Riprova',
  progress: '{translated} segmenti tradotti su {total} · {reviewed} revisionati',
  save: 'Salva traduzione',
  saving: 'Salvataggio…',
  saved: 'Traduzione salvata.',
  saveFailed: 'Impossibile salvare la traduzione. Il tuo testo è ancora qui; riprova.',
  conflict:
    'Qualcuno ha salvato questa traduzione dopo che l’hai aperta. Il tuo testo è ancora qui: copia ciò che ti serve, poi ricarica per vedere la sua versione.',
  deleted: 'Questa traduzione è stata eliminata mentre ci lavoravi. Il tuo testo è ancora qui.',
  merged:
    'Un’altra persona ha salvato questa traduzione mentre ci lavoravi. Le sue modifiche sono state riprese; dove avete cambiato entrambi lo stesso segmento, resta il tuo testo e il suo è mostrato accanto. Controlla, poi salva di nuovo.',
  theirs: 'La versione salvata dall’altra persona',
  misfitBlocks:
    'Parte del testo salvato non corrisponde alla struttura dell’originale (è mostrata sotto quei segmenti). Traduci di nuovo quei segmenti prima di salvare.',
  extraBlocks:
    'La traduzione salvata ha {count} segmenti che l’originale non ha (paragrafi o voci di elenco aggiunti). Salvando qui andrebbero persi: modifica questa traduzione nell’editor.',
  misfit: 'Testo salvato che non corrisponde alla struttura dell’originale:',
  changed: 'Modificato nell’originale dopo questa traduzione',
  changedLegend: 'Cosa è cambiato nell’originale',
  segmentNames: {
    title: 'Titolo',
    excerpt: 'Estratto',
    seo_title: 'Titolo SEO',
    seo_description: 'Meta description SEO',
    image_alt: 'Testo alternativo dell’immagine in evidenza',
    tag: 'Tag n. {number}',
    heading: 'Intestazione {number}',
    paragraph: 'Paragrafo {number}',
    'list-item': 'Voce di elenco {number}',
    quote: 'Citazione {number}',
    'table-cell': 'Cella di tabella {number}',
    'link-text': 'Testo del link {number}',
    'image-alt': 'Testo alternativo dell’immagine {number}',
  },
  part: '{segment}, parte {number} di {count}',
  chip: {
    link: 'Link bloccato a {value}',
    image: 'Immagine bloccata {value}',
    code: 'Codice bloccato {value}',
    html: 'HTML bloccato {value}',
    placeholder: 'Segnaposto bloccato {value}',
    url: 'Indirizzo bloccato {value}',
    markdown: 'Formattazione bloccata {value}',
  },
  states: {
    untranslated: 'Non tradotto',
    machine: 'Automatica – da revisionare',
    edited: 'Modificato',
    reviewed: 'Revisionato',
  },
  markReviewed: 'Segna come revisionato',
  markAllReviewed: 'Segna tutto come revisionato',
  markAllTitle: 'Segnare tutti i segmenti tradotti come revisionati?',
  markAllDescription:
    'Confermi così che una persona ha letto ciascuno dei {count} segmenti tradotti confrontandolo con l’originale. Il testo automatico segnato come revisionato può essere pubblicato.',
  markAllConfirm: 'Segna tutto come revisionato',
  cancel: 'Annulla',
  machine: {
    translate: 'Traduci automaticamente',
    translating: 'Traduzione in corso…',
    suggest: 'Suggerisci',
    off: 'La traduzione automatica è disattivata. Per attivarla, imposta {variables} sul server.',
    nothingToTranslate: 'Tutti i segmenti sono già tradotti.',
    done: {
      one: '{count} segmento tradotto automaticamente. Revisionalo prima di pubblicare.',
      other: '{count} segmenti tradotti automaticamente. Revisionali prima di pubblicare.',
    },
    /** Machine answers for segments a person wrote: shown beside them, not put in. */
    suggested: {
      one: '{count} nuovo suggerimento automatico è mostrato accanto al testo scritto da una persona.',
      other:
        '{count} nuovi suggerimenti automatici sono mostrati accanto al testo scritto da una persona.',
    },
    refused: 'La traduzione automatica di questo segmento è stata rifiutata: {reason}',
    suggestion: 'Suggerimento automatico',
    accept: 'Usa il suggerimento',
    ignore: 'Ignora',
    errors: {
      no_provider: 'La traduzione automatica è disattivata su questo server.',
      monthly_limit:
        'È stato raggiunto il limite mensile di traduzione automatica. Non è stato tradotto nulla.',
      rate_limited: 'Il servizio di traduzione è sovraccarico. Riprova tra {seconds} secondi.',
      quota_exceeded: 'La quota del servizio di traduzione è esaurita. Non è stato tradotto nulla.',
      provider_unavailable: 'Il servizio di traduzione non è disponibile. Riprova più tardi.',
      provider_timeout: 'Il servizio di traduzione non ha risposto in tempo. Riprova.',
      forbidden: 'Solo gli amministratori possono usare la traduzione automatica.',
      other: 'La traduzione automatica non è riuscita. Non è stato modificato nulla; riprova.',
    },
  },
  /** Translate missing languages (the Languages view): a machine draft per missing language. */
  bulk: {
    open: 'Traduci le lingue mancanti',
    openLabel: 'Traduci le lingue mancanti: «{title}»',
    description:
      'Ogni lingua mancante di «{title}» riceve una bozza con testo tradotto automaticamente, da revisionare prima della pubblicazione. Se una lingua non riesce, per lei non viene creato nulla.',
    start: { one: 'Traduci in {count} lingua', other: 'Traduci in {count} lingue' },
    close: 'Chiudi',
    states: {
      waiting: 'In attesa',
      translating: 'Traduzione in corso…',
      done: 'Bozza creata',
      skipped: 'Non tradotta',
    },
    refused:
      'Una parte del testo è tornata senza i suoi link o la sua formattazione. Per questa lingua non è stato salvato nulla.',
    writeFailed:
      'Non è stato possibile salvare la bozza. Per questa lingua non è stato salvato nulla.',
    finished: 'Lingue tradotte: {done} su {total}.',
    readFailed:
      'Non è stato possibile leggere l’originale. Per questa lingua non è stato salvato nulla.',
    descriptionMany: {
      one: 'Ogni lingua mancante dell’articolo selezionato riceve una bozza con testo tradotto automaticamente, da revisionare prima della pubblicazione. Se una lingua non riesce, per lei non viene creato nulla.',
      other:
        'Ogni lingua mancante dei {count} articoli selezionati riceve una bozza con testo tradotto automaticamente, da revisionare prima della pubblicazione. Se una lingua non riesce, per lei non viene creato nulla.',
    },
    startMany: { one: 'Crea {count} bozza', other: 'Crea {count} bozze' },
    finishedMany: 'Bozze create: {done} su {total}.',
    overall: 'Lingue completate: {done} su {total}',
    stop: 'Fermati dopo questa lingua',
    limitReached:
      'È stato raggiunto il limite mensile di traduzione automatica. Le lingue rimanenti non sono state inviate; le bozze già create restano.',
    postLanguages: 'Lingue mancanti di «{title}»',
    openSelected: 'Traduci le lingue mancanti ({count})',
    selectPost: 'Seleziona «{title}»',
    selectAll: 'Seleziona tutti quelli visibili',
    complete: '«{title}» esiste già in tutte le lingue',
  },
  xliff: {
    export: 'Esporta XLIFF',
    import: 'Importa XLIFF',
    reading: 'Lettura del file…',
    summaryTitle: 'Importare questo file XLIFF?',
    summary:
      '{applied} segmenti prendono il testo del file, {flagged} sono messi da parte perché l’originale è cambiato dopo l’esportazione, {refused} non si possono usare e {unchanged} coincidono già.',
    applied: 'Usare il testo del file (segnato come modificato, da revisionare)',
    flagged: 'Messi da parte: l’originale è cambiato dopo l’esportazione',
    refused: 'Rifiutati',
    apply: 'Applica',
    refusals: {
      placeholders:
        'le sue parti bloccate (link, immagini, formattazione) non corrispondono a quelle dell’originale',
      structure: 'aggiunge formattazione, link o HTML che l’originale non ha',
      inline_codes: 'contiene tag che non erano nell’esportazione',
      empty: 'non contiene testo',
    },
    errors: {
      malformed: 'Il file non è un XML ben formato. Non è stato importato nulla.',
      doctype:
        'Il file dichiara una DTD o delle entità, di cui XLIFF non ha mai bisogno. Non è stato importato nulla.',
      too_large:
        'Il file è troppo grande per essere un’esportazione XLIFF. Non è stato importato nulla.',
      not_xliff2: 'Il file non è un documento XLIFF 2. Non è stato importato nulla.',
      languages: 'Il file è per un’altra coppia di lingue. Non è stato importato nulla.',
      no_file: 'Il file non contiene nulla per questa traduzione. Non è stato importato nulla.',
      wrong_original:
        'Il file è stato esportato da un altro originale. Non è stato importato nulla.',
      unknown_units:
        'Il file contiene segmenti che questa traduzione non ha ({keys}). Non è stato importato nulla.',
      read_failed: 'Impossibile leggere il file. Non è stato importato nulla.',
    },
  },
  /** Esporta XLIFF per una selezione della vista Lingue: un file per coppia di lingue. */
  xliffSelection: {
    open: 'Esporta XLIFF ({count})',
    title: 'Esporta XLIFF',
    description: {
      one: 'L’articolo selezionato viene esportato in un file XLIFF per ogni lingua di destinazione, con l’originale com’è ora e la traduzione già presente, se c’è.',
      other:
        'I {count} articoli selezionati vengono esportati in un file XLIFF per ogni lingua di destinazione, ciascuno con l’originale com’è ora e la traduzione già presente, se c’è.',
    },
    languages: 'Lingue di destinazione',
    importNote:
      'Per reimportare il file di un’agenzia, usa qui Importa XLIFF: ogni articolo del file viene verificato prima di qualsiasi modifica.',
    close: 'Chiudi',
    none: 'Scegli almeno una lingua diversa da quella degli originali.',
    done: { one: '{count} file scaricato.', other: '{count} file scaricati.' },
    failed: 'Impossibile leggere gli articoli. Non è stato scaricato nulla; riprova.',
    working: 'Preparazione dei file…',
    download: { one: 'Scarica {count} file', other: 'Scarica {count} file' },
  },
  /** Importa XLIFF nella vista Lingue: il file di una selezione, un articolo per <file>. */
  xliffImport: {
    open: 'Importa XLIFF',
    title: 'Importa XLIFF',
    description:
      '{file}: dall’originale ({source}) alla traduzione ({target}). Non cambia nulla finché non applichi.',
    checking: 'Verifica del file rispetto agli articoli…',
    untitled: 'Un articolo che non esiste più',
    newDraft: 'Non c’è ancora una versione in questa lingua: applicando si crea una bozza.',
    counts: {
      applied: 'Prendono il testo del file: {count}',
      flagged: 'Messi da parte: {count}',
      refused: 'Rifiutati: {count}',
      unchanged: 'Coincidono già: {count}',
    },
    heldBack: 'Messi da parte perché l’originale è cambiato dopo l’esportazione: {keys}.',
    problems: {
      missing: 'Questo articolo o la sua traduzione non esiste più. Non ne viene importato nulla.',
      languages: 'Questo articolo non è nelle lingue del file. Non ne viene importato nulla.',
      wrong_original:
        'Il file indica un altro originale per questa traduzione. Non ne viene importato nulla.',
      unknown_units:
        'Il file contiene segmenti che questo articolo non ha ({keys}). Non ne viene importato nulla.',
      extra_blocks:
        'La traduzione ha blocchi che il suo originale non ha. Prima aprila affiancata all’originale per sistemarli.',
      misfits:
        'Parte del testo salvato in questa traduzione non corrisponde più all’originale e il file non lo sostituisce. Prima aprila affiancata all’originale.',
    },
    errors: {
      languages: 'Il file non riguarda due delle lingue del sito. Non è stato importato nulla.',
      no_file: 'Il file non contiene alcun articolo. Non è stato importato nulla.',
      read_failed:
        'Impossibile leggere il file o gli articoli. Non è stato importato nulla; riprova.',
    },
    nothing: 'Il file non cambia nessuna traduzione.',
    applying: 'Salvataggio: {done} su {total}…',
    apply: {
      one: 'Applica a {count} articolo',
      other: 'Applica a {count} articoli',
    },
    done: {
      one: '{count} traduzione salvata.',
      other: '{count} traduzioni salvate.',
    },
    outcomes: {
      saved: 'Salvata. I segmenti importati sono segnati come modificati, da revisionare.',
      created: 'Bozza creata. I segmenti importati sono segnati come modificati, da revisionare.',
      changed:
        'Un’altra persona ha salvato questa traduzione dopo la verifica del file. Non è stato sovrascritto nulla; importa di nuovo il file per vedere che cosa cambia ora.',
      deleted:
        'La traduzione è stata eliminata dopo la verifica del file. Non è stato salvato nulla.',
      exists:
        'Dopo la verifica del file è stata creata una versione in questa lingua. Non è stato salvato nulla; importa di nuovo il file.',
      write: 'Impossibile salvare questa traduzione. Riprova.',
    },
    cancel: 'Annulla',
    close: 'Chiudi',
  },
  links: {
    title: 'Link che seguono la lingua',
    none: 'Nessun link andava modificato.',
    post: 'Questo articolo nella lingua della traduzione',
    page: 'Questa pagina nella lingua della traduzione',
    original: 'Nell’originale',
    translated: 'Nella traduzione',
  },
};

/** The translation workspace: a translation beside its source, segment by segment (part of `admin`). */
export const workspace = {
  /** The link from a translation's editor (and the Languages view) to the workspace. */
  open: 'Open side by side',
  title: 'Translation workspace',
  intro:
    'The {source} original on the left, your {target} translation on the right. Type only the words: links, images, code and formatting are locked and carried over from the original.',
  backToEditor: 'Back to the editor',
  loadFailed: 'The translation could not be loaded.',
  notATranslation: 'This post is an original: open one of its translations to work side by side.',
  retry: 'Try again',
  progress: '{translated} of {total} segments translated · {reviewed} reviewed',
  save: 'Save translation',
  saving: 'Saving...',
  saved: 'Translation saved.',
  saveFailed: 'The translation could not be saved. Your text is still here; try again.',
  conflict:
    'Someone saved this translation after you opened it. Your text is still here: copy what you need, then reload to see their version.',
  deleted: 'This translation was deleted while you worked on it. Your text is still here.',
  merged:
    'A colleague saved this translation while you worked. Their changes are in; where you both changed a segment, yours is kept and theirs is shown beside it. Check, then save again.',
  theirs: 'Their saved version',
  misfitBlocks:
    'Some saved text does not fit the original’s structure (shown under those segments). Translate those segments again before saving.',
  extraBlocks:
    'The saved translation has {count} segments the original does not have (added paragraphs or list items). Saving here would drop them: edit this translation in the editor instead.',
  misfit: 'Saved text that does not fit the original’s structure:',
  changed: 'Changed in the original since this translation was made',
  changedLegend: 'What changed in the original',
  segmentNames: {
    title: 'Title',
    excerpt: 'Excerpt',
    seo_title: 'SEO title',
    seo_description: 'Meta description',
    image_alt: 'Featured image alt text',
    tag: 'Tag {number}',
    heading: 'Heading {number}',
    paragraph: 'Paragraph {number}',
    'list-item': 'List item {number}',
    quote: 'Quote {number}',
    'table-cell': 'Table cell {number}',
    'link-text': 'Link text {number}',
    'image-alt': 'Image alt text {number}',
  },
  /** A text field of a segment that locked parts split into several. */
  part: '{segment}, part {number} of {count}',
  chip: {
    link: 'Locked link to {value}',
    image: 'Locked image {value}',
    code: 'Locked code {value}',
    html: 'Locked HTML {value}',
    placeholder: 'Locked placeholder {value}',
    url: 'Locked address {value}',
    markdown: 'Locked formatting {value}',
  },
  states: {
    untranslated: 'Not translated',
    machine: 'Machine — needs review',
    edited: 'Edited',
    reviewed: 'Reviewed',
  },
  markReviewed: 'Mark reviewed',
  markAllReviewed: 'Mark all reviewed',
  markAllTitle: 'Mark every translated segment as reviewed?',
  markAllDescription:
    'This says a person has read each of the {count} translated segments against the original. Machine text marked reviewed can be published.',
  markAllConfirm: 'Mark all reviewed',
  cancel: 'Cancel',
  machine: {
    translate: 'Machine translate',
    translating: 'Translating...',
    suggest: 'Suggest',
    off: 'Machine translation is off. To turn it on, set {variables} on the server.',
    nothingToTranslate: 'Every segment is translated already.',
    done: {
      one: '{count} segment translated by machine. Review it before publishing.',
      other: '{count} segments translated by machine. Review them before publishing.',
    },
    /** Machine answers for segments a person wrote: shown beside them, not put in. */
    suggested: {
      one: '{count} new machine suggestion is shown beside text a person wrote.',
      other: '{count} new machine suggestions are shown beside text a person wrote.',
    },
    refused: 'The machine translation of this segment was refused: {reason}',
    suggestion: 'Machine suggestion',
    accept: 'Use suggestion',
    ignore: 'Ignore',
    errors: {
      no_provider: 'Machine translation is off on this server.',
      monthly_limit: 'This month’s machine translation limit is reached. Nothing was translated.',
      rate_limited: 'The translation service is busy. Try again in {seconds} seconds.',
      quota_exceeded: 'The translation service’s quota is used up. Nothing was translated.',
      provider_unavailable: 'The translation service is unavailable. Try again later.',
      provider_timeout: 'The translation service did not answer in time. Try again.',
      forbidden: 'Only admins can use machine translation.',
      other: 'Machine translation failed. Nothing was changed; try again.',
    },
  },
  /** Translate missing languages (the Languages view): a machine draft per missing language. */
  bulk: {
    open: 'Translate missing languages',
    openLabel: 'Translate missing languages: “{title}”',
    description:
      'Each missing language of “{title}” gets a draft with machine-translated text, to be reviewed before it is published. A language that fails gets nothing.',
    start: { one: 'Translate into {count} language', other: 'Translate into {count} languages' },
    close: 'Close',
    states: {
      waiting: 'Waiting',
      translating: 'Translating...',
      done: 'Draft created',
      skipped: 'Not translated',
    },
    refused:
      'Part of the text came back without its links or formatting. Nothing was saved for this language.',
    writeFailed: 'The draft could not be saved. Nothing was saved for this language.',
    finished: '{done} of {total} languages translated.',
    readFailed: 'The original could not be read. Nothing was saved for this language.',
    descriptionMany: {
      one: 'The missing languages of the selected post each get a draft with machine-translated text, to be reviewed before it is published. A language that fails gets nothing.',
      other:
        'The missing languages of the {count} selected posts each get a draft with machine-translated text, to be reviewed before it is published. A language that fails gets nothing.',
    },
    startMany: { one: 'Create {count} draft', other: 'Create {count} drafts' },
    finishedMany: '{done} of {total} drafts created.',
    overall: '{done} of {total} languages done',
    stop: 'Stop after this language',
    limitReached:
      'This month’s machine translation limit is reached. The languages left were not sent; the drafts already created are kept.',
    postLanguages: 'Missing languages of “{title}”',
    openSelected: 'Translate missing languages ({count})',
    selectPost: 'Select “{title}”',
    selectAll: 'Select all shown',
    complete: '“{title}” exists in every language',
  },
  /** Exchanging a translation with an agency as XLIFF 2.0. */
  xliff: {
    export: 'Export XLIFF',
    import: 'Import XLIFF',
    reading: 'Reading the file...',
    summaryTitle: 'Import this XLIFF file?',
    summary:
      '{applied} segments take the file’s words, {flagged} are held back because the original changed since the export, {refused} cannot be used and {unchanged} already match.',
    applied: 'Take the file’s words (marked edited, to be reviewed)',
    flagged: 'Held back: the original changed since the export',
    refused: 'Refused',
    apply: 'Apply',
    refusals: {
      placeholders: 'its locked parts (links, images, formatting) differ from the original’s',
      structure: 'it adds formatting, links or HTML that the original does not have',
      inline_codes: 'it contains tags that were not in the export',
      empty: 'it has no words',
    },
    errors: {
      malformed: 'The file is not well-formed XML. Nothing was imported.',
      doctype:
        'The file declares a DTD or entities, which XLIFF never needs. Nothing was imported.',
      too_large: 'The file is too large to be an XLIFF export. Nothing was imported.',
      not_xliff2: 'The file is not an XLIFF 2 document. Nothing was imported.',
      languages: 'The file is for another pair of languages. Nothing was imported.',
      no_file: 'The file holds nothing for this translation. Nothing was imported.',
      wrong_original: 'The file was exported from another original. Nothing was imported.',
      unknown_units:
        'The file has segments this translation does not have ({keys}). Nothing was imported.',
      read_failed: 'The file could not be read. Nothing was imported.',
    },
  },
  /** Export XLIFF for a selection of the Languages view: one file per language pair. */
  xliffSelection: {
    open: 'Export XLIFF ({count})',
    title: 'Export XLIFF',
    description: {
      one: 'The selected post goes into one XLIFF file per target language, with its original as it is now and the translation already there, if any.',
      other:
        'The {count} selected posts go into one XLIFF file per target language, with each original as it is now and the translation already there, if any.',
    },
    languages: 'Target languages',
    importNote:
      'To bring an agency’s file back, use Import XLIFF here: each post in the file is checked before anything changes.',
    close: 'Close',
    none: 'Choose at least one language other than the originals’ own.',
    done: { one: '{count} file downloaded.', other: '{count} files downloaded.' },
    failed: 'The posts could not be read. Nothing was downloaded; try again.',
    working: 'Preparing the files...',
    download: { one: 'Download {count} file', other: 'Download {count} files' },
  },
  /** Import XLIFF in the Languages view: a selection's file, one post per <file>. */
  xliffImport: {
    open: 'Import XLIFF',
    title: 'Import XLIFF',
    description: '{file}: from {source} into {target}. Nothing changes until you apply.',
    checking: 'Checking the file against the posts...',
    untitled: 'A post that no longer exists',
    newDraft: 'No version in this language yet: applying makes a draft.',
    /** Shown joined by " · ", each only when its count is not zero. */
    counts: {
      applied: 'Take the file’s words: {count}',
      flagged: 'Held back: {count}',
      refused: 'Refused: {count}',
      unchanged: 'Already match: {count}',
    },
    heldBack: 'Held back because the original changed since the export: {keys}.',
    problems: {
      missing: 'This post or its translation no longer exists. Nothing of it is imported.',
      languages: 'This post is not in the file’s languages. Nothing of it is imported.',
      wrong_original:
        'The file names another original for this translation. Nothing of it is imported.',
      unknown_units:
        'The file has segments this post does not have ({keys}). Nothing of it is imported.',
      extra_blocks:
        'The translation has blocks its original does not have. Open it side by side to sort them out first.',
      misfits:
        'Saved words in this translation no longer fit the original and the file does not replace them. Open it side by side first.',
    },
    errors: {
      languages: 'The file is not for two of the site’s languages. Nothing was imported.',
      no_file: 'The file holds no post. Nothing was imported.',
      read_failed: 'The file or the posts could not be read. Nothing was imported; try again.',
    },
    nothing: 'Nothing in the file changes a translation.',
    applying: 'Saving {done} of {total}...',
    apply: { one: 'Apply to {count} post', other: 'Apply to {count} posts' },
    done: { one: '{count} translation saved.', other: '{count} translations saved.' },
    outcomes: {
      saved: 'Saved. The imported segments are marked edited, to be reviewed.',
      created: 'Draft made. The imported segments are marked edited, to be reviewed.',
      changed:
        'A colleague saved this translation after the file was checked. Nothing was overwritten; import the file again to see what it changes now.',
      deleted: 'The translation was deleted after the file was checked. Nothing was saved.',
      exists:
        'A version in this language was made after the file was checked. Nothing was saved; import the file again.',
      write: 'This translation could not be saved. Try again.',
    },
    cancel: 'Cancel',
    close: 'Close',
  },
  /** Body links pointed at the translation's language instead of the original's. */
  links: {
    title: 'Links that follow the language',
    none: 'No link needed changing.',
    post: 'This post in the translation’s language',
    page: 'This page in the translation’s language',
    original: 'In the original',
    translated: 'In the translation',
  },
};

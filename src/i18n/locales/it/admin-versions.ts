import type { Messages } from '@/i18n/messages';

/** Versions of a post: History's compare, marking with a save, the phone's editor (part of `admin`). */
export const versions: Messages['admin']['versions'] = {
  historyDescription:
    'Ogni salvataggio di questo articolo, dal più recente. Scegli una versione per confrontare ogni campo con la versione attuale, poi ripristina la versione intera o un solo campo.',
  sameAsCurrent: 'Tutti i campi sono uguali a quelli della versione attuale.',
  restoreField: 'Ripristina questo campo',
  fieldConfirmTitle: 'Ripristinare «{field}»?',
  fieldConfirmDescription:
    '«{field}» verrà salvato di nuovo com’era nella versione del {time}. Gli altri campi mantengono il valore attuale e la versione attuale resta nella cronologia.',
  fieldConfirm: 'Ripristina campo',
  fieldRestored: '«{field}» ripristinato e salvato come nuovo',
  empty: 'Vuoto',
  noImage: 'Nessuna immagine',
  noOriginal: 'Nessuno (è un originale)',
  translationOf: 'Traduzione di «{title}»',
  anotherPost: 'Un altro articolo',
  readTime: { one: '{count} minuto', other: '{count} minuti' },
  markWithSave: 'Segna come aggiornata con questo salvataggio',
  markWithSaveHint:
    'Registra nello stesso salvataggio che questa traduzione ora segue l’originale come confrontato sopra.',
  saveOrMarkWithSave:
    'Prima salva le modifiche, oppure spunta «Segna come aggiornata con questo salvataggio» accanto ai pulsanti di salvataggio.',
  markedWith: 'Segnata come aggiornata rispetto alla versione dell’originale del {date}.',
  sourceChanges: 'Cosa è cambiato nell’originale tra le due versioni',
  sourceChangesMissing:
    'La versione precedente dell’originale non è più nella cronologia, quindi non è possibile mostrare le modifiche.',
  languageChip: 'Lingua: {language}',
  publishConfirmTitle: 'Pubblicare ora?',
  publishConfirmDescription:
    'I lettori vedranno questo articolo appena sarà pubblicato. Per continuare a lavorarci, salvalo invece come bozza.',
  publishConfirm: 'Pubblica ora',
  keepEditing: 'Continua a modificare',
};

import type { Messages } from '@/i18n/messages';

/** The editor's autosave of drafts and its recovery of browser copies (part of `admin`). */
export const autosave: Messages['admin']['autosave'] = {
  saving: 'Salvataggio…',
  saved: 'Salvato automaticamente alle {time}',
  failed: 'Salvataggio automatico non riuscito: il tuo testo resta in questo browser',
  stopped:
    'Salvataggio automatico in pausa: qualcun altro ha salvato questo articolo. Al prossimo salvataggio vedrai le sue modifiche accanto alle tue.',
  history: 'Salvataggio automatico',
  serverNewer:
    'Questo browser contiene modifiche non salvate del {local}, ma il {server} è stata salvata una versione più recente di questa bozza. Viene mostrata la versione più recente.',
  useBrowserCopy: 'Usa la copia del browser',
  discardBrowserCopy: 'Elimina la copia del browser',
};

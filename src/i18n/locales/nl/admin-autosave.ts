import type { Messages } from '@/i18n/messages';

/** The editor's autosave of drafts and its recovery of browser copies (part of `admin`). */
export const autosave: Messages['admin']['autosave'] = {
  saving: 'Opslaan…',
  saved: 'Automatisch opgeslagen om {time}',
  failed: 'Automatisch opslaan mislukt — je tekst blijft bewaard in deze browser',
  stopped:
    'Automatisch opslaan gepauzeerd: iemand anders heeft dit artikel opgeslagen. Als je opslaat, zie je hun wijzigingen naast die van jou.',
  history: 'Automatisch opgeslagen',
  serverNewer:
    'Deze browser bevat niet-opgeslagen wijzigingen van {local}, maar op {server} is een nieuwere versie van dit concept opgeslagen. De nieuwere versie wordt getoond.',
  useBrowserCopy: 'Browserkopie gebruiken',
  discardBrowserCopy: 'Browserkopie verwijderen',
};

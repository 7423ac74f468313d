import type { Messages } from '@/i18n/messages';

/** The editor's autosave of drafts and its recovery of browser copies (part of `admin`). */
export const autosave: Messages['admin']['autosave'] = {
  saving: 'Wird gespeichert…',
  saved: 'Automatisch gespeichert um {time}',
  failed: 'Automatisches Speichern fehlgeschlagen – Ihr Text bleibt in diesem Browser erhalten',
  stopped:
    'Automatisches Speichern angehalten: Jemand anderes hat diesen Beitrag gespeichert. Beim nächsten Speichern sehen Sie die Änderungen der anderen Person neben Ihren.',
  history: 'Automatisch gespeichert',
  serverNewer:
    'Dieser Browser enthält ungespeicherte Änderungen vom {local}, aber am {server} wurde eine neuere Version dieses Entwurfs gespeichert. Angezeigt wird die neuere Version.',
  useBrowserCopy: 'Browser-Kopie verwenden',
  discardBrowserCopy: 'Browser-Kopie verwerfen',
};

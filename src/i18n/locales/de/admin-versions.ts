import type { Messages } from '@/i18n/messages';

/** Versions of a post: History's compare, marking with a save, the phone's editor (part of `admin`). */
export const versions: Messages['admin']['versions'] = {
  historyDescription:
    'Jede Speicherung dieses Beitrags, die neueste zuerst. Wählen Sie eine Version, um jedes Feld mit der aktuellen Version zu vergleichen, und stellen Sie dann die ganze Version oder ein einzelnes Feld wieder her.',
  sameAsCurrent: 'Alle Felder stimmen mit der aktuellen Version überein.',
  restoreField: 'Dieses Feld wiederherstellen',
  fieldConfirmTitle: '„{field}“ wiederherstellen?',
  fieldConfirmDescription:
    'Das Feld „{field}“ wird so gespeichert, wie es in der Version vom {time} war. Alle anderen Felder behalten ihren aktuellen Wert, und die aktuelle Version bleibt im Verlauf.',
  fieldConfirm: 'Feld wiederherstellen',
  fieldRestored: '„{field}“ wiederhergestellt und neu gespeichert',
  empty: 'Leer',
  noImage: 'Kein Bild',
  noOriginal: 'Keines (ein Original)',
  translationOf: 'Übersetzung von „{title}“',
  anotherPost: 'Ein anderer Beitrag',
  readTime: { one: '{count} Minute', other: '{count} Minuten' },
  markWithSave: 'Mit dieser Speicherung als aktuell markieren',
  markWithSaveHint:
    'Hält mit derselben Speicherung fest, dass diese Übersetzung jetzt dem oben verglichenen Original entspricht.',
  saveOrMarkWithSave:
    'Speichern Sie zuerst Ihre Änderungen, oder setzen Sie bei den Speichern-Schaltflächen das Häkchen bei „Mit dieser Speicherung als aktuell markieren“.',
  markedWith: 'Als aktuell markiert mit der Fassung des Originals vom {date}.',
  sourceChanges: 'Was sich im Original zwischen den beiden Fassungen geändert hat',
  sourceChangesMissing:
    'Die frühere Fassung des Originals ist nicht mehr im Verlauf. Die Änderungen können daher nicht angezeigt werden.',
  languageChip: 'Sprache: {language}',
  publishConfirmTitle: 'Jetzt veröffentlichen?',
  publishConfirmDescription:
    'Sobald der Beitrag veröffentlicht ist, können ihn alle lesen. Wenn Sie weiter daran arbeiten möchten, speichern Sie ihn stattdessen als Entwurf.',
  publishConfirm: 'Jetzt veröffentlichen',
  keepEditing: 'Weiter bearbeiten',
};

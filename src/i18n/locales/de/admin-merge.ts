import type { Messages } from '@/i18n/messages';

/** Speichern über die neuere Version einer anderen Person: Zusammenführen und Auswahl. */
export const merge: Messages['admin']['merge'] = {
  intro:
    'Jemand anderes hat diesen Beitrag gespeichert, nachdem Sie ihn geöffnet hatten, daher wurde Ihr Speichern angehalten. Wo Sie unterschiedliche Dinge geändert haben, wurden beide Änderungen zusammengeführt. Unten steht nur, was Sie beide geändert haben: Wählen Sie jeweils eine Version und speichern Sie dann.',
  taken: 'Bereits aus der anderen Version übernommen: {fields}.',
  legendTheirs: 'Nur in der anderen Version',
  legendYours: 'Nur in Ihrer Version',
  block: '{field}, Teil {number} von {count}',
  useTheirs: 'Andere Version übernehmen',
  keepYours: 'Ihre behalten',
  edit: 'Bearbeiten',
  editLabel: 'Ihr Text',
  removed: '(entfernt)',
  save: 'Mit dieser Auswahl speichern',
  saveHint:
    'Alles andere, was die andere Person geändert hat, bleibt so, wie sie es gespeichert hat.',
  undecided: 'Wählen Sie zuerst für jeden Punkt oben eine Version.',
  chooseToast:
    'Sie und eine andere Person haben dieselbe Stelle geändert. Wählen Sie, welche Version bleibt.',
  merged: 'Mit den Änderungen einer anderen Person zusammengeführt',
};

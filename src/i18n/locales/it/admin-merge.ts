import type { Messages } from '@/i18n/messages';

/** Salvare sopra la versione più recente di un’altra persona: l’unione e il suo pannello. */
export const merge: Messages['admin']['merge'] = {
  intro:
    'Qualcun altro ha salvato questo articolo dopo che l’hai aperto, quindi il tuo salvataggio è stato sospeso. Le sue modifiche e le tue sono state unite dove avete cambiato cose diverse. Qui sotto trovi solo ciò che avete cambiato entrambi: scegli una versione per ogni voce, poi salva.',
  taken: 'Già ripreso dall’altra versione: {fields}.',
  legendTheirs: 'Solo nell’altra versione',
  legendYours: 'Solo nella tua versione',
  block: '{field}, parte {number} di {count}',
  useTheirs: 'Usa l’altra versione',
  keepYours: 'Mantieni la tua',
  edit: 'Modifica',
  editLabel: 'Il tuo testo',
  removed: '(rimosso)',
  save: 'Salva con queste scelte',
  saveHint: 'Tutto il resto che l’altra persona ha cambiato resta come l’ha salvato.',
  undecided: 'Prima scegli una versione per ogni voce qui sopra.',
  chooseToast:
    'Tu e un’altra persona avete cambiato lo stesso punto. Scegli quale versione tenere.',
  merged: 'Unito alle modifiche di un’altra persona',
};

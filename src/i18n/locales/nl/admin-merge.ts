import type { Messages } from '@/i18n/messages';

/** Opslaan over de nieuwere versie van een ander: het samenvoegen en het paneel erbij. */
export const merge: Messages['admin']['merge'] = {
  intro:
    'Iemand anders heeft dit artikel opgeslagen nadat jij het opende, dus je opslag is tegengehouden. Waar jullie verschillende dingen hebben gewijzigd, zijn beide wijzigingen samengevoegd. Hieronder staat alleen wat jullie allebei hebben gewijzigd: kies per onderdeel een versie en sla daarna op.',
  taken: 'Al overgenomen uit de andere versie: {fields}.',
  legendTheirs: 'Alleen in de andere versie',
  legendYours: 'Alleen in jouw versie',
  block: '{field}, deel {number} van {count}',
  useTheirs: 'Andere versie overnemen',
  keepYours: 'Jouw versie houden',
  edit: 'Bewerken',
  editLabel: 'Jouw tekst',
  removed: '(verwijderd)',
  save: 'Opslaan met deze keuzes',
  saveHint: 'Al het andere dat de ander heeft gewijzigd, blijft zoals het is opgeslagen.',
  undecided: 'Kies eerst een versie voor elk onderdeel hierboven.',
  chooseToast: 'Jij en iemand anders hebben hetzelfde stuk gewijzigd. Kies welke versie blijft.',
  merged: 'Samengevoegd met de wijzigingen van een ander',
};

import type { Messages } from '@/i18n/messages';

/** Versions of a post: History's compare, marking with a save, the phone's editor (part of `admin`). */
export const versions: Messages['admin']['versions'] = {
  historyDescription:
    'Elke keer dat dit artikel is opgeslagen, nieuwste eerst. Kies een versie om elk veld te vergelijken met de huidige versie en zet daarna de hele versie of één veld terug.',
  sameAsCurrent: 'Alle velden zijn gelijk aan die van de huidige versie.',
  restoreField: 'Dit veld terugzetten',
  fieldConfirmTitle: '‘{field}’ terugzetten?',
  fieldConfirmDescription:
    '‘{field}’ wordt opnieuw opgeslagen zoals het was in de versie van {time}. Alle andere velden houden hun huidige waarde en de huidige versie blijft in de geschiedenis.',
  fieldConfirm: 'Veld terugzetten',
  fieldRestored: '‘{field}’ teruggezet en opnieuw opgeslagen',
  empty: 'Leeg',
  noImage: 'Geen afbeelding',
  noOriginal: 'Geen (dit is een origineel)',
  translationOf: 'Vertaling van ‘{title}’',
  anotherPost: 'Een ander artikel',
  readTime: { one: '{count} minuut', other: '{count} minuten' },
  markWithSave: 'Bij deze opslag als actueel markeren',
  markWithSaveHint:
    'Legt bij dezelfde opslag vast dat deze vertaling nu het origineel volgt zoals hierboven vergeleken.',
  saveOrMarkWithSave:
    'Sla eerst je wijzigingen op, of vink ‘Bij deze opslag als actueel markeren’ aan bij de opslagknoppen.',
  markedWith: 'Gemarkeerd als actueel met de versie van het origineel van {date}.',
  sourceChanges: 'Wat er in het origineel is veranderd tussen de twee versies',
  sourceChangesMissing:
    'De eerdere versie van het origineel staat niet meer in de geschiedenis, dus de wijzigingen kunnen niet worden getoond.',
  languageChip: 'Taal: {language}',
  publishConfirmTitle: 'Nu publiceren?',
  publishConfirmDescription:
    'Lezers zien dit artikel zodra het is gepubliceerd. Wil je er nog aan werken, sla het dan op als concept.',
  publishConfirm: 'Nu publiceren',
  keepEditing: 'Verder bewerken',
};

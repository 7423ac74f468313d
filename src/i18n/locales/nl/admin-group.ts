import type { Messages } from '@/i18n/messages';

/** The words of a post's language versions kept in step (part of `admin`). */
export const group: Messages['admin']['group'] = {
  apply: {
    title: 'Toepassen op de taalversies?',
    description:
      'Je hebt {fields} van het origineel gewijzigd. De taalversies hebben nog de vorige waarden.',
    fields: {
      category: 'de categorie',
      tags: 'de trefwoorden',
      featured_image: 'de uitgelichte afbeelding',
      read_time: 'de leestijd',
    },
    altNote:
      'Elke versie houdt haar eigen beschrijving van de afbeelding, want die is in haar taal geschreven.',
    versions: 'Taalversies',
    submit: { one: 'Toepassen op {count} taalversie', other: 'Toepassen op {count} taalversies' },
    skip: 'Nu niet',
    applying: 'Bezig met toepassen…',
    done: 'Klaar',
    loading: 'Taalversies laden…',
    loadError: 'De taalversies konden niet worden geladen. Wijzig ze een voor een.',
    updated: 'Bijgewerkt',
    changed:
      'Niet bijgewerkt: iemand heeft deze versie intussen opgeslagen. Open haar om de wijziging toe te passen.',
    deleted: 'Niet bijgewerkt: deze versie bestaat niet meer.',
    failed: 'Niet bijgewerkt: opslaan is mislukt.',
    summary: '{done} van {count} taalversies bijgewerkt.',
  },
  delete: {
    description:
      '‘{title}’ is het origineel van {count} taalversies: {languages}. Wat moet er met die versies gebeuren?',
    choices: 'De taalversies',
    deleteAll: 'Alle {count} versies verwijderen',
    deleteAllHint: 'Het origineel en alle vertalingen worden van de blog verwijderd.',
    keep: 'Vertalingen behouden',
    keepHint:
      'Alleen het origineel wordt verwijderd. De gekozen versie wordt het nieuwe origineel; de andere worden daar vertalingen van.',
    newOriginal: 'Nieuw origineel',
    confirmKeep: 'Alleen het origineel verwijderen',
    loading: 'Taalversies laden…',
    loadError:
      'De taalversies konden niet worden geladen, dus het artikel kan niet veilig worden verwijderd. Probeer het opnieuw.',
    deletedAll: 'Alle {count} versies zijn verwijderd.',
    handedOver: 'Het origineel is verwijderd. ‘{title}’ is het nieuwe origineel.',
  },
};

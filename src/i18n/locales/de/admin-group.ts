import type { Messages } from '@/i18n/messages';

/** The words of a post's language versions kept in step (part of `admin`). */
export const group: Messages['admin']['group'] = {
  apply: {
    title: 'Auf die Sprachversionen übertragen?',
    description:
      'Sie haben {fields} des Originals geändert. Die Sprachversionen haben noch die bisherigen Werte.',
    fields: {
      category: 'die Kategorie',
      tags: 'die Schlagwörter',
      featured_image: 'das Beitragsbild',
      read_time: 'die Lesezeit',
    },
    altNote:
      'Jede Version behält ihre eigene Bildbeschreibung, denn sie ist in ihrer Sprache geschrieben.',
    versions: 'Sprachversionen',
    submit: {
      one: 'Auf {count} Sprachversion übertragen',
      other: 'Auf {count} Sprachversionen übertragen',
    },
    skip: 'Jetzt nicht',
    applying: 'Wird übertragen…',
    done: 'Fertig',
    loading: 'Sprachversionen werden geladen…',
    loadError: 'Die Sprachversionen konnten nicht geladen werden. Bitte ändern Sie sie einzeln.',
    updated: 'Aktualisiert',
    changed:
      'Nicht aktualisiert: Jemand hat diese Version inzwischen gespeichert. Öffnen Sie sie, um die Änderung zu übernehmen.',
    deleted: 'Nicht aktualisiert: Diese Version gibt es nicht mehr.',
    failed: 'Nicht aktualisiert: Das Speichern ist fehlgeschlagen.',
    summary: '{done} von {count} Sprachversionen aktualisiert.',
  },
  delete: {
    description:
      '„{title}“ ist das Original von {count} Sprachversionen: {languages}. Was soll mit ihnen geschehen?',
    choices: 'Die Sprachversionen',
    deleteAll: 'Alle {count} Versionen löschen',
    deleteAllHint: 'Das Original und alle Übersetzungen werden aus dem Blog entfernt.',
    keep: 'Übersetzungen behalten',
    keepHint:
      'Nur das Original wird gelöscht. Die gewählte Version wird das neue Original, die anderen werden ihre Übersetzungen.',
    newOriginal: 'Neues Original',
    confirmKeep: 'Nur das Original löschen',
    loading: 'Sprachversionen werden geladen…',
    loadError:
      'Die Sprachversionen konnten nicht geladen werden, daher kann der Beitrag nicht sicher gelöscht werden. Bitte versuchen Sie es erneut.',
    deletedAll: 'Alle {count} Versionen wurden gelöscht.',
    handedOver: 'Das Original wurde gelöscht. „{title}“ ist das neue Original.',
  },
};

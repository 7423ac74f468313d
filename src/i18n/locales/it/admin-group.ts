import type { Messages } from '@/i18n/messages';

/** The words of a post's language versions kept in step (part of `admin`). */
export const group: Messages['admin']['group'] = {
  apply: {
    title: 'Applicare alle versioni nelle altre lingue?',
    description:
      'Hai modificato {fields} dell’originale. Le sue versioni nelle altre lingue hanno ancora i valori precedenti.',
    fields: {
      category: 'la categoria',
      tags: 'i tag',
      featured_image: 'l’immagine in evidenza',
      read_time: 'il tempo di lettura',
    },
    altNote:
      'Ogni versione mantiene la propria descrizione dell’immagine, scritta nella sua lingua.',
    versions: 'Versioni nelle altre lingue',
    submit: { one: 'Applica a {count} versione', other: 'Applica a {count} versioni' },
    skip: 'Non ora',
    applying: 'Applicazione…',
    done: 'Fatto',
    loading: 'Caricamento delle versioni…',
    loadError: 'Impossibile caricare le versioni nelle altre lingue. Modificale una alla volta.',
    updated: 'Aggiornata',
    changed:
      'Non aggiornata: qualcuno ha salvato questa versione nel frattempo. Aprila per applicare la modifica.',
    deleted: 'Non aggiornata: questa versione non esiste più.',
    failed: 'Non aggiornata: il salvataggio non è riuscito.',
    summary: '{done} versioni su {count} aggiornate.',
  },
  delete: {
    description:
      '«{title}» è l’originale di {count} versioni in altre lingue: {languages}. Cosa vuoi farne?',
    choices: 'Le versioni nelle altre lingue',
    deleteAll: 'Elimina tutte le {count} versioni',
    deleteAllHint: 'L’originale e tutte le traduzioni vengono rimossi dal blog.',
    keep: 'Mantieni le traduzioni',
    keepHint:
      'Viene eliminato solo l’originale. La versione che scegli diventa il nuovo originale; le altre diventano sue traduzioni.',
    newOriginal: 'Nuovo originale',
    confirmKeep: 'Elimina solo l’originale',
    loading: 'Caricamento delle versioni…',
    loadError:
      'Impossibile caricare le versioni nelle altre lingue, quindi l’articolo non può essere eliminato in sicurezza. Riprova.',
    deletedAll: 'Tutte le {count} versioni sono state eliminate.',
    handedOver: 'L’originale è stato eliminato. «{title}» è il nuovo originale.',
  },
};

import type { Messages } from '@/i18n/messages';

/** Versions of a post: History's compare, marking with a save, the phone's editor (part of `admin`). */
export const versions: Messages['admin']['versions'] = {
  historyDescription:
    'Cada vez que se guardó esta entrada, de la más reciente a la más antigua. Elige una versión para comparar todos sus campos con la versión actual y luego restaura la versión completa o un solo campo.',
  sameAsCurrent: 'Todos los campos son iguales a los de la versión actual.',
  restoreField: 'Restaurar este campo',
  fieldConfirmTitle: '¿Restaurar “{field}”?',
  fieldConfirmDescription:
    '“{field}” se guardará de nuevo tal como estaba en la versión del {time}. Los demás campos conservan su valor actual y la versión actual queda en el historial.',
  fieldConfirm: 'Restaurar campo',
  fieldRestored: '“{field}” restaurado y guardado como nuevo',
  empty: 'Vacío',
  noImage: 'Sin imagen',
  noOriginal: 'Ninguno (es un original)',
  translationOf: 'Traducción de “{title}”',
  anotherPost: 'Otra entrada',
  readTime: { one: '{count} minuto', other: '{count} minutos' },
  markWithSave: 'Marcar como actualizada al guardar',
  markWithSaveHint:
    'Al guardar, registra también que esta traducción ya sigue al original tal como se compara arriba.',
  saveOrMarkWithSave:
    'Primero guarda tus cambios o marca “Marcar como actualizada al guardar” junto a los botones de guardar.',
  markedWith: 'Marcada como actualizada con la versión del original del {date}.',
  sourceChanges: 'Qué cambió en el original entre las dos versiones',
  sourceChangesMissing:
    'La versión anterior del original ya no está en su historial, así que no se pueden mostrar los cambios.',
  languageChip: 'Idioma: {language}',
  publishConfirmTitle: '¿Publicar ahora?',
  publishConfirmDescription:
    'Los lectores verán esta entrada en cuanto se publique. Si quieres seguir trabajando en ella, guárdala como borrador.',
  publishConfirm: 'Publicar ahora',
  keepEditing: 'Seguir editando',
};

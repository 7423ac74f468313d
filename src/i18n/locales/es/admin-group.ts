import type { Messages } from '@/i18n/messages';

/** The words of a post's language versions kept in step (part of `admin`). */
export const group: Messages['admin']['group'] = {
  apply: {
    title: '¿Aplicar a las versiones en otros idiomas?',
    description:
      'Cambiaste {fields} del original. Sus versiones en otros idiomas aún tienen los valores anteriores.',
    fields: {
      category: 'la categoría',
      tags: 'las etiquetas',
      featured_image: 'la imagen destacada',
      read_time: 'el tiempo de lectura',
    },
    altNote:
      'Cada versión conserva su propia descripción de la imagen, porque está escrita en su idioma.',
    versions: 'Versiones en otros idiomas',
    submit: { one: 'Aplicar a {count} versión', other: 'Aplicar a {count} versiones' },
    skip: 'Ahora no',
    applying: 'Aplicando…',
    done: 'Listo',
    loading: 'Cargando las versiones…',
    loadError: 'No se pudieron cargar las versiones en otros idiomas. Cámbialas una por una.',
    updated: 'Actualizada',
    changed:
      'No se actualizó: alguien guardó esta versión mientras tanto. Ábrela para aplicar el cambio.',
    deleted: 'No se actualizó: esta versión ya no existe.',
    failed: 'No se actualizó: no se pudo guardar.',
    summary: '{done} de {count} versiones actualizadas.',
  },
  delete: {
    description:
      '“{title}” es el original de {count} versiones en otros idiomas: {languages}. ¿Qué quieres hacer con ellas?',
    choices: 'Las versiones en otros idiomas',
    deleteAll: 'Eliminar las {count} versiones',
    deleteAllHint: 'El original y todas las traducciones desaparecen del blog.',
    keep: 'Conservar las traducciones',
    keepHint:
      'Solo se elimina el original. La versión que elijas pasa a ser el nuevo original y las demás, sus traducciones.',
    newOriginal: 'Nuevo original',
    confirmKeep: 'Eliminar solo el original',
    loading: 'Cargando las versiones…',
    loadError:
      'No se pudieron cargar las versiones en otros idiomas, así que la entrada no se puede eliminar con seguridad. Inténtalo de nuevo.',
    deletedAll: 'Se eliminaron las {count} versiones.',
    handedOver: 'Se eliminó el original. “{title}” es el nuevo original.',
  },
};

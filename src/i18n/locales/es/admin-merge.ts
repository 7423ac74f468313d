import type { Messages } from '@/i18n/messages';

/** Guardar sobre la versión más reciente de otra persona: la combinación y su panel. */
export const merge: Messages['admin']['merge'] = {
  intro:
    'Otra persona guardó esta entrada después de que la abriste, así que tu guardado quedó en espera. Sus cambios y los tuyos se combinaron donde cambiaron cosas distintas. Abajo aparece solo lo que ambos cambiaron: elige una versión para cada punto y luego guarda.',
  taken: 'Ya se tomó de la otra versión: {fields}.',
  legendTheirs: 'Solo en la otra versión',
  legendYours: 'Solo en tu versión',
  block: '{field}, parte {number} de {count}',
  useTheirs: 'Usar la otra versión',
  keepYours: 'Conservar la tuya',
  edit: 'Editar',
  editLabel: 'Tu texto',
  removed: '(eliminado)',
  save: 'Guardar con esta selección',
  saveHint: 'Todo lo demás que cambió la otra persona queda como lo guardó.',
  undecided: 'Primero elige una versión para cada punto de arriba.',
  chooseToast: 'Tú y otra persona cambiaron la misma parte. Elige qué versión conservar.',
  merged: 'Combinado con los cambios de otra persona',
};

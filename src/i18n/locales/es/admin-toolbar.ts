import type { Messages } from '@/i18n/messages';

/** The post body's formatting toolbar and shortcuts (part of `admin`). */
export const toolbar: Messages['admin']['toolbar'] = {
  label: 'Formato',
  heading2: 'Título',
  heading3: 'Subtítulo',
  bold: 'Negrita',
  italic: 'Cursiva',
  link: 'Insertar enlace',
  bulletList: 'Lista con viñetas',
  numberedList: 'Lista numerada',
  quote: 'Cita',
  withShortcut: '{name} ({shortcut})',
  saveShortcutLive:
    '{shortcut} solo guarda borradores. Para guardar los cambios de una entrada publicada o programada, usa el botón que está debajo del formulario.',
};

import type { Messages } from '@/i18n/messages';

/** The editor's autosave of drafts and its recovery of browser copies (part of `admin`). */
export const autosave: Messages['admin']['autosave'] = {
  saving: 'Guardando…',
  saved: 'Guardado automáticamente a las {time}',
  failed: 'No se pudo guardar automáticamente; tu texto se conserva en este navegador',
  stopped:
    'Guardado automático en pausa: otra persona guardó esta entrada. Cuando guardes, verás sus cambios junto a los tuyos.',
  history: 'Guardado automático',
  serverNewer:
    'Este navegador tiene cambios sin guardar del {local}, pero se guardó una versión más reciente de este borrador el {server}. Se muestra la versión más reciente.',
  useBrowserCopy: 'Usar la copia del navegador',
  discardBrowserCopy: 'Descartar la copia del navegador',
};

import type { Messages } from '@/i18n/messages';

/** The post body's formatting toolbar and shortcuts (part of `admin`). */
export const toolbar: Messages['admin']['toolbar'] = {
  label: 'Formatação',
  heading2: 'Título',
  heading3: 'Subtítulo',
  bold: 'Negrito',
  italic: 'Itálico',
  link: 'Inserir link',
  bulletList: 'Lista com marcadores',
  numberedList: 'Lista numerada',
  quote: 'Citação',
  withShortcut: '{name} ({shortcut})',
  saveShortcutLive:
    '{shortcut} salva apenas rascunhos. Para salvar as alterações de um post publicado ou agendado, use o botão abaixo do formulário.',
};

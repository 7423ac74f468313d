import type { Messages } from '@/i18n/messages';

/** The editor's autosave of drafts and its recovery of browser copies (part of `admin`). */
export const autosave: Messages['admin']['autosave'] = {
  saving: 'Salvando…',
  saved: 'Salvo automaticamente às {time}',
  failed: 'Falha no salvamento automático — seu texto continua guardado neste navegador',
  stopped:
    'Salvamento automático pausado: outra pessoa salvou este post. Ao salvar, você verá as alterações dela ao lado das suas.',
  history: 'Salvamento automático',
  serverNewer:
    'Este navegador tem alterações não salvas de {local}, mas uma versão mais recente deste rascunho foi salva em {server}. A versão mais recente está sendo exibida.',
  useBrowserCopy: 'Usar a cópia do navegador',
  discardBrowserCopy: 'Descartar a cópia do navegador',
};

import type { Messages } from '@/i18n/messages';

/** Área de tradução: a tradução ao lado do original, segmento por segmento. */
export const workspace: Messages['admin']['workspace'] = {
  open: 'Abrir lado a lado',
  title: 'Área de tradução',
  intro:
    'À esquerda, o original ({source}); à direita, sua tradução ({target}). Você digita só o texto: links, imagens, código e formatação ficam bloqueados e vêm do original.',
  backToEditor: 'Voltar ao editor',
  loadFailed: 'Não foi possível carregar a tradução.',
  notATranslation:
    'Este post é um original: abra uma das traduções dele para trabalhar lado a lado.',
  retry: 'Tentar de novo',
  progress: '{translated} de {total} segmentos traduzidos · {reviewed} revisados',
  save: 'Salvar tradução',
  saving: 'Salvando…',
  saved: 'Tradução salva.',
  saveFailed: 'Não foi possível salvar a tradução. Seu texto continua aqui; tente de novo.',
  conflict:
    'Alguém salvou esta tradução depois que você a abriu. Seu texto continua aqui: copie o que precisar e recarregue a página para ver a versão da outra pessoa.',
  deleted: 'Esta tradução foi excluída enquanto você trabalhava nela. Seu texto continua aqui.',
  merged:
    'Outra pessoa salvou esta tradução enquanto você trabalhava. As alterações dela já foram incluídas; onde vocês dois mudaram o mesmo segmento, seu texto é mantido e o dela aparece ao lado. Confira e salve de novo.',
  theirs: 'Versão salva pela outra pessoa',
  misfitBlocks:
    'Parte do texto salvo não se encaixa na estrutura do original (mostrada abaixo desses segmentos). Traduza esses segmentos de novo antes de salvar.',
  extraBlocks:
    'A tradução salva tem {count} segmentos que o original não tem (parágrafos ou itens de lista acrescentados). Salvar aqui os apagaria: edite esta tradução no editor.',
  misfit: 'Texto salvo que não se encaixa na estrutura do original:',
  changed: 'Alterado no original desde que esta tradução foi feita',
  changedLegend: 'O que mudou no original',
  segmentNames: {
    title: 'Título',
    excerpt: 'Resumo',
    seo_title: 'Título SEO',
    seo_description: 'Metadescrição',
    image_alt: 'Texto alternativo da imagem de destaque',
    tag: 'Tag nº {number}',
    heading: 'Subtítulo {number}',
    paragraph: 'Parágrafo {number}',
    'list-item': 'Item de lista {number}',
    quote: 'Citação {number}',
    'table-cell': 'Célula de tabela {number}',
    'link-text': 'Texto do link {number}',
    'image-alt': 'Texto alternativo da imagem {number}',
  },
  part: '{segment}, parte {number} de {count}',
  chip: {
    link: 'Link bloqueado para {value}',
    image: 'Imagem bloqueada {value}',
    code: 'Código bloqueado {value}',
    html: 'HTML bloqueado {value}',
    placeholder: 'Marcador bloqueado {value}',
    url: 'Endereço bloqueado {value}',
    markdown: 'Formatação bloqueada {value}',
  },
  states: {
    untranslated: 'Não traduzido',
    machine: 'Automática – revisão pendente',
    edited: 'Editado',
    reviewed: 'Revisado',
  },
  markReviewed: 'Marcar como revisado',
  markAllReviewed: 'Marcar tudo como revisado',
  markAllTitle: 'Marcar todos os segmentos traduzidos como revisados?',
  markAllDescription:
    'Assim você confirma que uma pessoa leu cada um dos {count} segmentos traduzidos comparando com o original. Texto automático marcado como revisado pode ser publicado.',
  markAllConfirm: 'Marcar tudo como revisado',
  cancel: 'Cancelar',
  machine: {
    translate: 'Traduzir automaticamente',
    translating: 'Traduzindo…',
    suggest: 'Sugerir',
    off: 'A tradução automática está desativada. Para ativá-la, defina {variables} no servidor.',
    nothingToTranslate: 'Todos os segmentos já estão traduzidos.',
    done: {
      one: '{count} segmento traduzido automaticamente. Revise-o antes de publicar.',
      other: '{count} segmentos traduzidos automaticamente. Revise-os antes de publicar.',
    },
    /** Machine answers for segments a person wrote: shown beside them, not put in. */
    suggested: {
      one: '{count} nova sugestão automática aparece ao lado do texto escrito por uma pessoa.',
      other:
        '{count} novas sugestões automáticas aparecem ao lado do texto escrito por uma pessoa.',
    },
    refused: 'A tradução automática deste segmento foi recusada: {reason}',
    suggestion: 'Sugestão automática',
    accept: 'Usar sugestão',
    ignore: 'Ignorar',
    errors: {
      no_provider: 'A tradução automática está desativada neste servidor.',
      monthly_limit: 'O limite mensal de tradução automática foi atingido. Nada foi traduzido.',
      rate_limited:
        'O serviço de tradução está sobrecarregado. Tente de novo em {seconds} segundos.',
      quota_exceeded: 'A cota do serviço de tradução acabou. Nada foi traduzido.',
      provider_unavailable: 'O serviço de tradução está indisponível. Tente mais tarde.',
      provider_timeout: 'O serviço de tradução não respondeu a tempo. Tente de novo.',
      forbidden: 'Só administradores podem usar a tradução automática.',
      other: 'A tradução automática falhou. Nada foi alterado; tente de novo.',
    },
  },
  /** Translate missing languages (the Languages view): a machine draft per missing language. */
  bulk: {
    open: 'Traduzir os idiomas em falta',
    openLabel: 'Traduzir os idiomas em falta: “{title}”',
    description:
      'Cada idioma em falta de “{title}” recebe um rascunho com texto traduzido automaticamente, para revisar antes de publicar. Se um idioma falhar, nada é criado para ele.',
    start: { one: 'Traduzir para {count} idioma', other: 'Traduzir para {count} idiomas' },
    close: 'Fechar',
    states: {
      waiting: 'Aguardando',
      translating: 'Traduzindo…',
      done: 'Rascunho criado',
      skipped: 'Não traduzido',
    },
    refused: 'Parte do texto voltou sem os links ou a formatação. Nada foi salvo para este idioma.',
    writeFailed: 'Não foi possível salvar o rascunho. Nada foi salvo para este idioma.',
    finished: '{done} de {total} idiomas traduzidos.',
    readFailed: 'Não foi possível ler o original. Nada foi salvo para este idioma.',
    descriptionMany: {
      one: 'Cada idioma em falta do post selecionado recebe um rascunho com texto traduzido automaticamente, para revisar antes de publicar. Se um idioma falhar, nada é criado para ele.',
      other:
        'Cada idioma em falta dos {count} posts selecionados recebe um rascunho com texto traduzido automaticamente, para revisar antes de publicar. Se um idioma falhar, nada é criado para ele.',
    },
    startMany: { one: 'Criar {count} rascunho', other: 'Criar {count} rascunhos' },
    finishedMany: '{done} de {total} rascunhos criados.',
    overall: '{done} de {total} idiomas concluídos',
    stop: 'Parar depois deste idioma',
    limitReached:
      'O limite mensal de tradução automática foi atingido. Os idiomas restantes não foram enviados; os rascunhos já criados foram mantidos.',
    postLanguages: 'Idiomas em falta de “{title}”',
    openSelected: 'Traduzir os idiomas em falta ({count})',
    selectPost: 'Selecionar “{title}”',
    selectAll: 'Selecionar todos os exibidos',
    complete: '“{title}” já existe em todos os idiomas',
  },
  xliff: {
    export: 'Exportar XLIFF',
    import: 'Importar XLIFF',
    reading: 'Lendo o arquivo…',
    summaryTitle: 'Importar este arquivo XLIFF?',
    summary:
      '{applied} segmentos recebem o texto do arquivo, {flagged} ficam retidos porque o original mudou desde a exportação, {refused} não podem ser usados e {unchanged} já estão iguais.',
    applied: 'Usar o texto do arquivo (marcado como editado, a revisar)',
    flagged: 'Retidos: o original mudou desde a exportação',
    refused: 'Recusados',
    apply: 'Aplicar',
    refusals: {
      placeholders: 'suas partes bloqueadas (links, imagens, formatação) diferem das do original',
      structure: 'acrescenta formatação, links ou HTML que o original não tem',
      inline_codes: 'contém tags que não estavam na exportação',
      empty: 'não tem texto',
    },
    errors: {
      malformed: 'O arquivo não é um XML bem formado. Nada foi importado.',
      doctype:
        'O arquivo declara uma DTD ou entidades, de que o XLIFF nunca precisa. Nada foi importado.',
      too_large: 'O arquivo é grande demais para ser uma exportação XLIFF. Nada foi importado.',
      not_xliff2: 'O arquivo não é um documento XLIFF 2. Nada foi importado.',
      languages: 'O arquivo é de outro par de idiomas. Nada foi importado.',
      no_file: 'O arquivo não tem nada para esta tradução. Nada foi importado.',
      wrong_original: 'O arquivo foi exportado de outro original. Nada foi importado.',
      unknown_units:
        'O arquivo tem segmentos que esta tradução não tem ({keys}). Nada foi importado.',
      read_failed: 'Não foi possível ler o arquivo. Nada foi importado.',
    },
  },
  /** Exportar XLIFF de uma seleção da visão Idiomas: um arquivo por par de idiomas. */
  xliffSelection: {
    open: 'Exportar XLIFF ({count})',
    title: 'Exportar XLIFF',
    description: {
      one: 'O post selecionado é exportado em um arquivo XLIFF por idioma de destino, com o original como está agora e a tradução existente, se houver.',
      other:
        'Os {count} posts selecionados são exportados em um arquivo XLIFF por idioma de destino, cada um com o original como está agora e a tradução existente, se houver.',
    },
    languages: 'Idiomas de destino',
    importNote:
      'Para trazer de volta o arquivo da agência, use Importar XLIFF aqui: cada post do arquivo é conferido antes de qualquer mudança.',
    close: 'Fechar',
    none: 'Escolha pelo menos um idioma diferente do idioma dos originais.',
    done: { one: '{count} arquivo baixado.', other: '{count} arquivos baixados.' },
    failed: 'Não foi possível ler os posts. Nada foi baixado; tente de novo.',
    working: 'Preparando os arquivos…',
    download: { one: 'Baixar {count} arquivo', other: 'Baixar {count} arquivos' },
  },
  /** Importar XLIFF na visão Idiomas: o arquivo de uma seleção, um post por <file>. */
  xliffImport: {
    open: 'Importar XLIFF',
    title: 'Importar XLIFF',
    description:
      '{file}: do original ({source}) para a tradução ({target}). Nada muda até você aplicar.',
    checking: 'Conferindo o arquivo com os posts…',
    untitled: 'Um post que não existe mais',
    newDraft: 'Ainda não há versão neste idioma: ao aplicar, um rascunho é criado.',
    counts: {
      applied: 'Recebem o texto do arquivo: {count}',
      flagged: 'Retidos: {count}',
      refused: 'Recusados: {count}',
      unchanged: 'Já iguais: {count}',
    },
    heldBack: 'Retidos porque o original mudou desde a exportação: {keys}.',
    problems: {
      missing: 'Este post ou a tradução dele não existe mais. Nada dele é importado.',
      languages: 'Este post não está nos idiomas do arquivo. Nada dele é importado.',
      wrong_original: 'O arquivo indica outro original para esta tradução. Nada dele é importado.',
      unknown_units:
        'O arquivo tem segmentos que este post não tem ({keys}). Nada dele é importado.',
      extra_blocks:
        'A tradução tem blocos que o original dela não tem. Abra-a lado a lado para resolver isso antes.',
      misfits:
        'Parte do texto salvo nesta tradução não se encaixa mais no original, e o arquivo não o substitui. Abra-a lado a lado antes.',
    },
    errors: {
      languages: 'O arquivo não é de dois dos idiomas do site. Nada foi importado.',
      no_file: 'O arquivo não contém nenhum post. Nada foi importado.',
      read_failed: 'Não foi possível ler o arquivo ou os posts. Nada foi importado; tente de novo.',
    },
    nothing: 'O arquivo não altera nenhuma tradução.',
    applying: 'Salvando {done} de {total}…',
    apply: {
      one: 'Aplicar a {count} post',
      other: 'Aplicar a {count} posts',
    },
    done: {
      one: '{count} tradução salva.',
      other: '{count} traduções salvas.',
    },
    outcomes: {
      saved: 'Salva. Os segmentos importados ficam marcados como editados, a revisar.',
      created: 'Rascunho criado. Os segmentos importados ficam marcados como editados, a revisar.',
      changed:
        'Outra pessoa salvou esta tradução depois que o arquivo foi conferido. Nada foi sobrescrito; importe o arquivo de novo para ver o que ele muda agora.',
      deleted: 'A tradução foi excluída depois que o arquivo foi conferido. Nada foi salvo.',
      exists:
        'Uma versão neste idioma foi criada depois que o arquivo foi conferido. Nada foi salvo; importe o arquivo de novo.',
      write: 'Não foi possível salvar esta tradução. Tente de novo.',
    },
    cancel: 'Cancelar',
    close: 'Fechar',
  },
  links: {
    title: 'Links que acompanham o idioma',
    none: 'Nenhum link precisou mudar.',
    post: 'Este post no idioma da tradução',
    page: 'Esta página no idioma da tradução',
    original: 'No original',
    translated: 'Na tradução',
  },
};

import type { Messages } from '@/i18n/messages';

/** Espacio de traducción: la traducción junto al original, segmento a segmento. */
export const workspace: Messages['admin']['workspace'] = {
  open: 'Abrir en paralelo',
  title: 'Espacio de traducción',
  intro:
    'A la izquierda, el original ({source}); a la derecha, tu traducción ({target}). Solo escribes el texto: los enlaces, las imágenes, el código y el formato están bloqueados y se copian del original.',
  backToEditor: 'Volver al editor',
  loadFailed: 'No se pudo cargar la traducción.',
  notATranslation:
    'Este artículo es un original: abre una de sus traducciones para trabajar en paralelo.',
  retry: 'Reintentar',
  progress: '{translated} de {total} segmentos traducidos · {reviewed} revisados',
  save: 'Guardar traducción',
  saving: 'Guardando…',
  saved: 'Traducción guardada.',
  saveFailed: 'No se pudo guardar la traducción. Tu texto sigue aquí; inténtalo de nuevo.',
  conflict:
    'Alguien guardó esta traducción después de que la abrieras. Tu texto sigue aquí: copia lo que necesites y vuelve a cargar la página para ver su versión.',
  deleted: 'Esta traducción se eliminó mientras trabajabas en ella. Tu texto sigue aquí.',
  merged:
    'Otra persona guardó esta traducción mientras trabajabas. Sus cambios ya están incluidos; donde ambos cambiaron el mismo segmento, se conserva tu texto y el suyo aparece al lado. Revisa y vuelve a guardar.',
  theirs: 'Su versión guardada',
  misfitBlocks:
    'Parte del texto guardado no encaja con la estructura del original (se muestra bajo esos segmentos). Vuelve a traducir esos segmentos antes de guardar.',
  extraBlocks:
    'La traducción guardada tiene {count} segmentos que el original no tiene (párrafos o elementos de lista agregados). Guardar aquí los eliminaría: edita esta traducción en el editor.',
  misfit: 'Texto guardado que no encaja con la estructura del original:',
  changed: 'Cambió en el original desde que se hizo esta traducción',
  changedLegend: 'Qué cambió en el original',
  segmentNames: {
    title: 'Título',
    excerpt: 'Extracto',
    seo_title: 'Título SEO',
    seo_description: 'Metadescripción',
    image_alt: 'Texto alternativo de la imagen destacada',
    tag: 'Etiqueta {number}',
    heading: 'Encabezado {number}',
    paragraph: 'Párrafo {number}',
    'list-item': 'Elemento de lista {number}',
    quote: 'Cita {number}',
    'table-cell': 'Celda de tabla {number}',
    'link-text': 'Texto del enlace {number}',
    'image-alt': 'Texto alternativo de la imagen {number}',
  },
  part: '{segment}, parte {number} de {count}',
  chip: {
    link: 'Enlace bloqueado a {value}',
    image: 'Imagen bloqueada {value}',
    code: 'Código bloqueado {value}',
    html: 'HTML bloqueado {value}',
    placeholder: 'Marcador bloqueado {value}',
    url: 'Dirección bloqueada {value}',
    markdown: 'Formato bloqueado {value}',
  },
  states: {
    untranslated: 'Sin traducir',
    machine: 'Automática: falta revisar',
    edited: 'Editado',
    reviewed: 'Revisado',
  },
  markReviewed: 'Marcar como revisado',
  markAllReviewed: 'Marcar todo como revisado',
  markAllTitle: '¿Marcar todos los segmentos traducidos como revisados?',
  markAllDescription:
    'Con esto confirmas que una persona leyó cada uno de los {count} segmentos traducidos frente al original. El texto automático marcado como revisado se puede publicar.',
  markAllConfirm: 'Marcar todo como revisado',
  cancel: 'Cancelar',
  machine: {
    translate: 'Traducir automáticamente',
    translating: 'Traduciendo…',
    suggest: 'Sugerir',
    off: 'La traducción automática está desactivada. Para activarla, define {variables} en el servidor.',
    nothingToTranslate: 'Todos los segmentos ya están traducidos.',
    done: {
      one: '{count} segmento traducido automáticamente. Revísalo antes de publicar.',
      other: '{count} segmentos traducidos automáticamente. Revísalos antes de publicar.',
    },
    /** Machine answers for segments a person wrote: shown beside them, not put in. */
    suggested: {
      one: '{count} nueva sugerencia automática aparece junto al texto escrito por una persona.',
      other:
        '{count} nuevas sugerencias automáticas aparecen junto al texto escrito por una persona.',
    },
    refused: 'Se rechazó la traducción automática de este segmento: {reason}',
    suggestion: 'Sugerencia automática',
    accept: 'Usar la sugerencia',
    ignore: 'Ignorar',
    errors: {
      no_provider: 'La traducción automática está desactivada en este servidor.',
      monthly_limit: 'Se alcanzó el límite mensual de traducción automática. No se tradujo nada.',
      rate_limited:
        'El servicio de traducción está saturado. Inténtalo de nuevo en {seconds} segundos.',
      quota_exceeded: 'Se agotó la cuota del servicio de traducción. No se tradujo nada.',
      provider_unavailable: 'El servicio de traducción no está disponible. Inténtalo más tarde.',
      provider_timeout: 'El servicio de traducción no respondió a tiempo. Inténtalo de nuevo.',
      forbidden: 'Solo los administradores pueden usar la traducción automática.',
      other: 'La traducción automática falló. No se cambió nada; inténtalo de nuevo.',
    },
  },
  /** Translate missing languages (the Languages view): a machine draft per missing language. */
  bulk: {
    open: 'Traducir los idiomas que faltan',
    openLabel: 'Traducir los idiomas que faltan: “{title}”',
    description:
      'Cada idioma que falta de “{title}” recibe un borrador con texto traducido automáticamente, que debe revisarse antes de publicarlo. Si un idioma falla, no se crea nada para él.',
    start: { one: 'Traducir a {count} idioma', other: 'Traducir a {count} idiomas' },
    close: 'Cerrar',
    states: {
      waiting: 'En espera',
      translating: 'Traduciendo…',
      done: 'Borrador creado',
      skipped: 'Sin traducir',
    },
    refused:
      'Parte del texto volvió sin sus enlaces o su formato. No se guardó nada para este idioma.',
    writeFailed: 'No se pudo guardar el borrador. No se guardó nada para este idioma.',
    finished: '{done} de {total} idiomas traducidos.',
    readFailed: 'No se pudo leer el original. No se guardó nada para este idioma.',
    descriptionMany: {
      one: 'Cada idioma que falta de la entrada seleccionada recibe un borrador con texto traducido automáticamente, que debe revisarse antes de publicarlo. Si un idioma falla, no se crea nada para él.',
      other:
        'Cada idioma que falta de las {count} entradas seleccionadas recibe un borrador con texto traducido automáticamente, que debe revisarse antes de publicarlo. Si un idioma falla, no se crea nada para él.',
    },
    startMany: { one: 'Crear {count} borrador', other: 'Crear {count} borradores' },
    finishedMany: '{done} de {total} borradores creados.',
    overall: '{done} de {total} idiomas terminados',
    stop: 'Detener después de este idioma',
    limitReached:
      'Se alcanzó el límite mensual de traducción automática. Los idiomas restantes no se enviaron; los borradores ya creados se conservan.',
    postLanguages: 'Idiomas que faltan de “{title}”',
    openSelected: 'Traducir los idiomas que faltan ({count})',
    selectPost: 'Seleccionar “{title}”',
    selectAll: 'Seleccionar todas las visibles',
    complete: '“{title}” ya existe en todos los idiomas',
  },
  xliff: {
    export: 'Exportar XLIFF',
    import: 'Importar XLIFF',
    reading: 'Leyendo el archivo…',
    summaryTitle: '¿Importar este archivo XLIFF?',
    summary:
      '{applied} segmentos toman el texto del archivo, {flagged} quedan retenidos porque el original cambió desde la exportación, {refused} no se pueden usar y {unchanged} ya coinciden.',
    applied: 'Tomar el texto del archivo (marcado como editado, pendiente de revisión)',
    flagged: 'Retenidos: el original cambió desde la exportación',
    refused: 'Rechazados',
    apply: 'Aplicar',
    refusals: {
      placeholders:
        'sus partes bloqueadas (enlaces, imágenes, formato) no coinciden con las del original',
      structure: 'agrega formato, enlaces o HTML que el original no tiene',
      inline_codes: 'contiene etiquetas que no estaban en la exportación',
      empty: 'no tiene texto',
    },
    errors: {
      malformed: 'El archivo no es un XML bien formado. No se importó nada.',
      doctype:
        'El archivo declara una DTD o entidades, que XLIFF nunca necesita. No se importó nada.',
      too_large:
        'El archivo es demasiado grande para ser una exportación XLIFF. No se importó nada.',
      not_xliff2: 'El archivo no es un documento XLIFF 2. No se importó nada.',
      languages: 'El archivo es para otro par de idiomas. No se importó nada.',
      no_file: 'El archivo no contiene nada para esta traducción. No se importó nada.',
      wrong_original: 'El archivo se exportó desde otro original. No se importó nada.',
      unknown_units:
        'El archivo tiene segmentos que esta traducción no tiene ({keys}). No se importó nada.',
      read_failed: 'No se pudo leer el archivo. No se importó nada.',
    },
  },
  /** Exportar XLIFF de una selección de la vista Idiomas: un archivo por par de idiomas. */
  xliffSelection: {
    open: 'Exportar XLIFF ({count})',
    title: 'Exportar XLIFF',
    description: {
      one: 'La entrada seleccionada se exporta en un archivo XLIFF por idioma de destino, con el original tal como está ahora y la traducción existente, si la hay.',
      other:
        'Las {count} entradas seleccionadas se exportan en un archivo XLIFF por idioma de destino, cada una con su original tal como está ahora y la traducción existente, si la hay.',
    },
    languages: 'Idiomas de destino',
    importNote:
      'Para cargar el archivo que devuelva la agencia, usa Importar XLIFF aquí: cada entrada del archivo se revisa antes de cambiar nada.',
    close: 'Cerrar',
    none: 'Elige al menos un idioma distinto del de los originales.',
    done: { one: 'Se descargó {count} archivo.', other: 'Se descargaron {count} archivos.' },
    failed: 'No se pudieron leer las entradas. No se descargó nada; inténtalo de nuevo.',
    working: 'Preparando los archivos…',
    download: { one: 'Descargar {count} archivo', other: 'Descargar {count} archivos' },
  },
  /** Importar XLIFF en la vista Idiomas: el archivo de una selección, una entrada por <file>. */
  xliffImport: {
    open: 'Importar XLIFF',
    title: 'Importar XLIFF',
    description:
      '{file}: del original ({source}) a la traducción ({target}). No cambia nada hasta que lo apliques.',
    checking: 'Cotejando el archivo con las entradas…',
    untitled: 'Una entrada que ya no existe',
    newDraft: 'Todavía no hay versión en este idioma: al aplicar se crea un borrador.',
    counts: {
      applied: 'Toman el texto del archivo: {count}',
      flagged: 'Retenidos: {count}',
      refused: 'Rechazados: {count}',
      unchanged: 'Ya coinciden: {count}',
    },
    heldBack: 'Retenidos porque el original cambió desde la exportación: {keys}.',
    problems: {
      missing: 'Esta entrada o su traducción ya no existe. No se importa nada de ella.',
      languages: 'Esta entrada no está en los idiomas del archivo. No se importa nada de ella.',
      wrong_original:
        'El archivo indica otro original para esta traducción. No se importa nada de ella.',
      unknown_units:
        'El archivo tiene segmentos que esta entrada no tiene ({keys}). No se importa nada de ella.',
      extra_blocks:
        'La traducción tiene bloques que su original no tiene. Ábrela primero en paralelo para resolverlo.',
      misfits:
        'Parte del texto guardado en esta traducción ya no encaja con el original y el archivo no lo reemplaza. Ábrela primero en paralelo.',
    },
    errors: {
      languages: 'El archivo no corresponde a dos de los idiomas del sitio. No se importó nada.',
      no_file: 'El archivo no contiene ninguna entrada. No se importó nada.',
      read_failed:
        'No se pudo leer el archivo o las entradas. No se importó nada; inténtalo de nuevo.',
    },
    nothing: 'El archivo no cambia ninguna traducción.',
    applying: 'Guardando {done} de {total}…',
    apply: {
      one: 'Aplicar a {count} entrada',
      other: 'Aplicar a {count} entradas',
    },
    done: {
      one: 'Se guardó {count} traducción.',
      other: 'Se guardaron {count} traducciones.',
    },
    outcomes: {
      saved:
        'Guardada. Los segmentos importados quedan marcados como editados, pendientes de revisión.',
      created:
        'Borrador creado. Los segmentos importados quedan marcados como editados, pendientes de revisión.',
      changed:
        'Otra persona guardó esta traducción después de que se revisara el archivo. No se sobrescribió nada; vuelve a importar el archivo para ver qué cambia ahora.',
      deleted: 'La traducción se eliminó después de que se revisara el archivo. No se guardó nada.',
      exists:
        'Se creó una versión en este idioma después de que se revisara el archivo. No se guardó nada; vuelve a importar el archivo.',
      write: 'No se pudo guardar esta traducción. Inténtalo de nuevo.',
    },
    cancel: 'Cancelar',
    close: 'Cerrar',
  },
  links: {
    title: 'Enlaces que siguen el idioma',
    none: 'Ningún enlace tuvo que cambiar.',
    post: 'Esta publicación en el idioma de la traducción',
    page: 'Esta página en el idioma de la traducción',
    original: 'En el original',
    translated: 'En la traducción',
  },
};

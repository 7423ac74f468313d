import type { Messages } from '@/i18n/messages';

export const blog: Messages['blog'] = {
  metaTitle: 'Blog',
  metaDescription:
    'Apuntes del equipo de Demoly sobre demos con IA, ventas y marketing, recopilados para ti.',
  title: 'Blog',
  subtitle: 'Apuntes recopilados por el equipo',
  categoriesLabel: 'Categorías',
  latest: 'Lo último',
  searchLabel: 'Buscar artículos',
  searchPlaceholder: 'Título, resumen, etiqueta',
  loading: 'Cargando…',
  emptyTitle: 'No se encontraron artículos',
  emptyText: 'Prueba a elegir otra categoría',
  resultCount: { one: '{count} artículo', other: '{count} artículos' },
  pageTitle: 'Blog, página {page}',
  pastLastPage: 'No hay artículos en esta página.',
  firstPage: 'Ir a la primera página',
  inEnglish: 'En inglés',
  post: {
    titleSuffix: 'Blog de {product}',
    backToBlog: 'Volver al blog',
    readTime: '{minutes} min de lectura',
    byAuthor: 'Por {author}',
    share: 'Compartir',
    linkCopied: 'Enlace copiado al portapapeles',
    copyFailed: 'No pudimos copiar el enlace. Cópialo desde la barra de direcciones.',
    tagsLabel: 'Etiquetas',
    allPosts: 'Todos los artículos',
    getStarted: 'Empezar',
    ctaTitle: '¿Listo para transformar tus demos?',
    ctaText:
      'Ofrece a cada visitante una demo de producto en vivo y personalizada con un agente de IA que nunca descansa.',
    ctaButton: 'Empieza hoy',
    notFoundTitle: 'Artículo no encontrado',
    notFoundText: 'El artículo que buscas no existe.',
  },
};

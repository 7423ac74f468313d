import type { Messages } from '@/i18n/messages';

export const resources: Messages['resources'] = {
  events: {
    metaTitle: 'Próximos eventos',
    metaDescription: 'Conoce a nuestro equipo en próximos eventos, encuentros y conferencias.',
    title: 'Próximos eventos',
    text: 'El calendario de eventos llegará muy pronto.',
  },
  templates: {
    metaTitle: 'Plantillas de demo',
    metaDescription:
      'Plantillas de demos con IA listas para usar, para equipos de ventas, marketing y producto.',
    title: 'Plantillas de demo',
    text: 'La biblioteca de plantillas llegará muy pronto.',
  },
  videos: {
    metaTitle: 'Videos',
    metaDescription: 'Mira cómo los avatares de IA y los agentes en vivo presentan productos.',
    title: 'Videos',
    text: 'La galería de videos llegará muy pronto.',
  },
  webinars: {
    metaTitle: 'Seminarios web',
    metaDescription:
      'Seminarios web en vivo con expertos en demos: convierte a más visitantes gracias a las demos con IA.',
    title: 'Seminarios web',
    text: 'El calendario de seminarios web llegará muy pronto.',
  },
};

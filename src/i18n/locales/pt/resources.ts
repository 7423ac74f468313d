import type { Messages } from '@/i18n/messages';

export const resources: Messages['resources'] = {
  events: {
    metaTitle: 'Próximos eventos',
    metaDescription: 'Encontre nosso time nos próximos eventos, meetups e conferências.',
    title: 'Próximos eventos',
    text: 'O calendário de eventos chega em breve.',
  },
  templates: {
    metaTitle: 'Modelos de demo',
    metaDescription:
      'Modelos de demos com IA prontos para usar, para times de vendas, marketing e produto.',
    title: 'Modelos de demo',
    text: 'A biblioteca de modelos chega em breve.',
  },
  videos: {
    metaTitle: 'Vídeos',
    metaDescription: 'Veja avatares de IA e agentes ao vivo apresentando produtos.',
    title: 'Vídeos',
    text: 'A galeria de vídeos chega em breve.',
  },
  webinars: {
    metaTitle: 'Webinars',
    metaDescription:
      'Webinars ao vivo com especialistas em demos: como converter mais visitantes usando demos com IA.',
    title: 'Webinars',
    text: 'A agenda de webinars chega em breve.',
  },
};

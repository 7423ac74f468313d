import type { Messages } from '@/i18n/messages';

export const live: Messages['live'] = {
  metaTitle: '{product} Live: el agente de IA para demos en vivo',
  metaDescription:
    '{product} Live es un agente de IA en tiempo real que presenta tu producto, navega por él y destaca lo importante para cada visitante.',
  banner: {
    label: 'Novedad',
    text: 'Te presentamos {product} Live',
    learnMore: 'Más información',
    dismiss: 'Cerrar el aviso',
  },
  hero: {
    eyebrow: 'Nuevo',
    title: 'Conoce {product} Live, el agente de IA que presenta tu producto en vivo',
    subtitle:
      'Habla con tus compradores, navega por tu producto real y destaca lo que les importa, en tiempo real y en cada visita.',
    seeItLive: 'Míralo en vivo',
    watchVideo: 'Mira el video',
    imageAlt:
      'Un agente de {product} Live presentando un panel de producto mientras su cursor hace clic en un gráfico destacado',
  },
  video: {
    title: '{product} Live en acción',
    description:
      'Mira cómo el agente en vivo realiza una demo completa, desde la primera pregunta hasta la reunión agendada.',
    frameTitle: 'Video de producto de {product} Live',
    close: 'Cerrar el video',
    openElsewhere: '¿El video no se reproduce? Ábrelo en una pestaña nueva',
  },
  highlights: {
    title: 'Una demo a la altura de tu mejor vendedor',
    items: [
      {
        title: 'Presenta como un profesional',
        description:
          'El agente cuenta tu historia con tus palabras, se adapta a cada pregunta y nunca tiene un mal día.',
      },
      {
        title: 'Hace clic y navega',
        description:
          'Maneja tu producto real: abre pantallas y ejecuta flujos mientras los explica.',
      },
      {
        title: 'Muestra y destaca',
        description:
          'Señala las funciones que le interesan a cada comprador para que el valor se entienda en segundos, no en diapositivas.',
      },
    ],
  },
  benefits: {
    title: 'Por qué elegir {product} Live',
    subtitle:
      'Todo lo bueno de una demo guiada por una persona, disponible para cada visitante a cualquier hora.',
    items: [
      {
        title: 'Un agente en vivo de verdad',
        description:
          'No es una grabación: es un agente en vivo que escucha, contesta y reacciona ante cada comprador al momento.',
      },
      {
        title: 'Más fácil de configurar',
        description:
          'Comparte la URL de tu producto y tu agente estará listo en minutos, sin guiones ni grabaciones de video.',
      },
      {
        title: 'Una mejor experiencia para tus compradores',
        description:
          'Los compradores exploran a su ritmo y obtienen respuestas directas sin esperar a una reunión.',
      },
      {
        title: 'Más conversiones',
        description:
          'Los visitantes calificados agendan llamadas cuando su interés está en lo más alto, y tu equipo ya conoce sus necesidades.',
      },
    ],
  },
  cta: {
    title: '¿Listo para transformar tus demos?',
    subtitle: 'Lanza hoy tu primera demo en vivo con IA. Sin tarjeta de crédito.',
    button: 'Empieza hoy',
  },
};

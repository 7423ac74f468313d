import type { Messages } from '@/i18n/messages';

export const home: Messages['home'] = {
  metaTitle: 'Avatares de IA que presentan tu producto 24/7',
  metaDescription:
    'Avatares de IA y agentes de IA en vivo ofrecen demos realistas de tu producto a cada visitante, lo califican y convierten su interés en pipeline.',
  hero: {
    eyebrow: 'Agentes de demo con IA para equipos B2B',
    title: 'Avatares de IA que presentan tu producto a {highlight}',
    titleWords: ['cada visitante', 'cada lead', 'cada zona horaria'],
    pitch:
      'Tus visitantes ven tu producto en cuanto sienten curiosidad, sin tener que agendar una reunión. {product} califica a cada comprador y convierte su interés en oportunidades de venta reales.',
    primaryCta: 'Crea tu demo gratis',
    secondaryCta: 'o habla con nuestro equipo de ventas',
    trustLine: 'Sin tarjeta de crédito · Listo en menos de 10 minutos',
  },
  demo: {
    label: 'Demo de producto con IA en vivo',
    posterAlt:
      'Un avatar de IA presenta un panel de analítica durante una demo de producto en vivo',
    live: 'En vivo',
    join: 'Unirse a la demo',
    joinHint: 'Habla o escribe: el avatar de IA responde en tiempo real.',
    frameTitle: 'Demo de producto en vivo con un avatar de IA',
    enterFullscreen: 'Ver en pantalla completa',
    exitFullscreen: 'Salir de pantalla completa',
    skip: 'Saltar la demo y seguir bajando',
    openElsewhere: '¿La demo no carga? Ábrela en una pestaña nueva',
  },
  logos: {
    title: 'Equipos comerciales de empresas en pleno crecimiento ya confían en nosotros',
  },
  painPoints: {
    title: 'Deja de perder ventas por {phrase}',
    phrases: [
      'seguimientos lentos',
      'reuniones a las que nadie llega',
      'leads sin calificar',
      'diferencias horarias',
      'recorridos de producto genéricos',
      'equipos de preventa saturados',
    ],
    pause: 'Pausar las frases rotativas',
    play: 'Reanudar las frases rotativas',
  },
  features: {
    eyebrow: 'Por qué elegirnos',
    title: 'Convierte el triple de visitantes en pipeline calificado gracias a las demos con IA',
    subtitle:
      'Un solo avatar de IA presenta, califica y pasa el relevo: tu equipo solo habla con compradores que están listos.',
    tryFree: 'Pruébalo gratis',
    bookExpert: 'O agenda una demo con un experto',
    cards: [
      {
        title: 'Entorno de demo con IA realista',
        headline: 'Ofrece a cada visitante una {highlight} de tu producto real',
        highlight: 'demo en vivo realista',
        subheadline:
          'El avatar navega por tu aplicación real, responde preguntas en voz alta y adapta la historia a cada comprador.',
        meta: 'Listo en menos de 10 minutos con la URL de tu producto',
      },
      {
        title: 'Conoce a tu comprador antes de la primera reunión',
        headline: 'Llega a cada llamada {highlight}',
        highlight: 'conociendo ya a tu comprador',
        subheadline:
          'Empresa, cargo, presupuesto y requisitos clave se registran durante la demo y te llegan resumidos antes del primer saludo.',
        meta: '2.5 veces más leads calificados',
      },
      {
        title: 'Conversiones automáticas 24/7',
        headline: 'Convierte visitantes en clientes {highlight}, en piloto automático',
        highlight: 'a toda hora',
        subheadline:
          'Quienes visitan tu sitio web de madrugada o desde otra zona horaria reciben la misma demo impecable, y la reunión queda agendada directamente en tu calendario.',
        meta: 'Más de 80 horas ahorradas al mes',
      },
      {
        title: 'Flujos automatizados a partir de las conversaciones',
        headline: 'Activa el {highlight} según lo que de verdad dicen tus compradores',
        highlight: 'seguimiento adecuado',
        subheadline:
          'Problemas clave, presupuesto, plazos, afinidad con tu perfil de cliente ideal, intención de compra y casos de uso llegan a tu CRM y ponen en marcha el siguiente paso.',
        meta: 'Seguimientos el doble de rápidos',
      },
      {
        title: 'Las funciones que generan ingresos',
        headline: 'Descubre qué funciones {highlight}',
        highlight: 'generan ingresos',
        subheadline:
          'Cada pregunta y cada clic se vinculan al pipeline, para que producto y marketing sepan exactamente qué cierra ventas.',
        meta: '+38% en la tasa de cierre',
      },
    ],
    illustrations: {
      agentName: 'Ava · agente de demo con IA',
      visitorQuestion: '¿Se sincroniza con nuestro CRM?',
      agentAnswer: '¡Sí! Te muestro la sincronización en vivo ahora mismo.',
      screenTitle: 'Resumen del pipeline',
      profileTitle: 'Perfil del comprador',
      profileRows: [
        { label: 'Tamaño de la empresa', value: '200–500 empleados' },
        { label: 'Presupuesto', value: 'USD 40,000 al año' },
        { label: 'Plazo', value: 'Este trimestre' },
        { label: 'Intención de compra', value: 'Alta' },
      ],
      activityTitle: 'Mientras tu equipo dormía',
      activity: [
        'Demo completada · lead calificado',
        'Reunión agendada con ventas',
        'Seguimiento enviado',
      ],
      signals: [
        'Problemas clave',
        'Presupuesto',
        'Plazos',
        'Perfil ideal',
        'Intención de compra',
        'Casos de uso',
      ],
      actions: [
        'Crear oportunidad en el CRM',
        'Avisar a ventas por chat',
        'Enviar seguimiento personalizado',
      ],
      revenueTitle: 'Pipeline influenciado por cada función',
      revenueFeatures: ['Analítica', 'Integraciones', 'Automatizaciones', 'Reportes'],
    },
  },
  testimonial: {
    quote:
      '“En un solo trimestre, la conversión de nuestro sitio web subió un 300%. El avatar de IA presenta nuestro producto a las 2 de la madrugada mejor que la mayoría de nosotros a las 2 de la tarde, y cada lead llega ya calificado.”',
    role: 'Directora comercial de Lumenly',
    label: 'Historia de cliente',
    ratingLabel: 'Valoración: 5 de 5',
  },
  roles: {
    eyebrow: 'Pensado para cada equipo',
    title: 'Una demo con IA, tres equipos ganadores',
    subtitle:
      'Marketing, ventas y producto obtienen de cada conversación justo la información que necesitan.',
    tabsLabel: 'Equipos',
    items: {
      marketing: {
        tab: 'Equipos de marketing',
        team: 'Para equipos de marketing',
        badge: 'Crecimiento del pipeline',
        metric: '3×',
        metricLabel: 'más interacción',
        description:
          'Convierte el tráfico anónimo en pipeline medible. Descubre qué audiencias interactúan, qué mensajes conectan y qué campañas atraen a compradores con intención real de compra.',
        points: ['Análisis de audiencia', 'Analítica de demos', 'Análisis de conversaciones'],
      },
      sales: {
        tab: 'Equipos de ventas',
        team: 'Para equipos de ventas',
        badge: 'Cierres más rápidos',
        metric: '65%',
        metricLabel: 'de reducción en el ciclo de venta',
        description:
          'Cada lead se califica y puntúa mientras transcurre la demo. Tus vendedores se saltan la fase de descubrimiento y dedican su tiempo a las oportunidades que pueden cerrarse este trimestre.',
        points: ['Calificación de leads', 'Puntuación de leads', 'Casos de uso'],
      },
      product: {
        tab: 'Equipos de producto',
        team: 'Para equipos de producto',
        badge: 'Hallazgos de producto',
        metric: '+10,000',
        metricLabel: 'preguntas de compradores analizadas',
        description:
          'Escucha lo que piden los compradores con sus propias palabras. Detecta funciones que faltan, flujos confusos y las capacidades que inclinan una venta a tu favor.',
        points: ['Inteligencia de producto', 'Hallazgos con IA', 'Opiniones de clientes'],
      },
    },
  },
  results: {
    eyebrow: 'Resultados',
    title: 'Lo que logran nuestros clientes',
    items: [
      { value: '+38%', label: 'en la tasa de cierre' },
      { value: '+80 h', label: 'ahorradas cada mes' },
      { value: '2×', label: 'seguimientos más rápidos' },
      { value: '1 mes', label: 'para recuperar la inversión' },
      { value: '3×', label: 'más interacción' },
      { value: '65%', label: 'de reducción en el ciclo de venta' },
      { value: '2.5×', label: 'más leads calificados' },
      { value: '10 min', label: 'o menos para ponerlo en marcha con la URL de tu producto' },
    ],
  },
  integrations: {
    eyebrow: 'Integraciones',
    title: 'Funciona con las herramientas que tu equipo ya usa',
    subtitle:
      'Leads calificados, resúmenes y próximos pasos llegan adonde trabaja tu equipo: chat, correo, herramientas de diseño, tu CRM y tu calendario.',
    groups: {
      chat: 'Mensajería',
      mail: 'Correo',
      design: 'Diseño',
      crm: 'CRM y ventas',
      scheduling: 'Agenda',
    },
  },
  cta: {
    title: '¿Listo para que la IA presente tu producto?',
    text: 'Crea tu primera demo con IA en minutos o habla con nuestro equipo sobre una implementación en toda tu empresa.',
    primary: 'Crea una demo',
    secondary: 'Agenda una llamada con ventas',
  },
  faq: {
    title: 'Preguntas frecuentes',
    items: [
      {
        question: '¿Cómo funciona una demo con IA?',
        answer:
          'Compartes la URL de tu producto y unas cuantas notas. {product} crea un avatar de IA que conoce tu producto, lo muestra en vivo en pantalla y responde a los visitantes por voz o por chat, en tu sitio web y a cualquier hora.',
      },
      {
        question: '¿Cuánto tiempo toma configurarlo?',
        answer:
          'La mayoría de los equipos lo tienen funcionando en menos de 10 minutos: pega la URL de tu producto, elige un avatar e inserta la demo en tu sitio web con un solo fragmento de código.',
      },
      {
        question: '¿Cómo se califica a los visitantes?',
        answer:
          'Durante la conversación, el avatar detecta problemas clave, presupuesto, plazos, afinidad con tu perfil de cliente ideal, intención de compra y casos de uso. Cada lead recibe una puntuación y un resumen, y el flujo adecuado se pone en marcha automáticamente.',
      },
      {
        question: '¿Se conecta con nuestro CRM y nuestro calendario?',
        answer:
          'Sí. Los leads calificados y los resúmenes de las conversaciones se sincronizan con tu CRM, los leads más calientes agendan una reunión directamente en tu calendario y los avisos llegan al chat de tu equipo o a tu bandeja de entrada.',
      },
      {
        question: '¿Puedo probarlo gratis?',
        answer:
          'Sí. Puedes crear una demo gratis y mejorar tu plan cuando necesites más demos, usuarios o analítica avanzada. No hace falta tarjeta de crédito para empezar.',
      },
    ],
  },
};

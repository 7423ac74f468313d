import type { Messages } from '@/i18n/messages';

export const pricing: Messages['pricing'] = {
  metaTitle: 'Precios',
  metaDescription:
    'Planes sencillos para demos de producto con IA: empieza gratis con Base, escala con Growth o da el salto a Enterprise con un agente de demo en vivo.',
  title: 'Precios que crecen con tu pipeline',
  subtitle:
    'Empieza gratis, paga solo por las demos que usas y cambia de plan en cuanto tus compradores pidan más.',
  billing: {
    label: 'Periodo de facturación',
    monthly: 'Mensual',
    yearly: 'Anual',
    yearlyBadge: '¡100 demos de regalo!',
  },
  card: {
    popular: 'El más popular',
    perMonth: '/mes',
    perYear: '/año',
    billedYearly: 'Facturación anual, 15% de descuento',
    billedMonthly: 'Facturación mensual, cancela cuando quieras',
    demosLabel: 'Demos al mes',
    demoOption: '{count} demos/mes',
    allowance: '{count} demos/mes',
    allowanceBonus: '{count} demos/mes + {bonus} demos extra al año',
    quoteTitle: 'Solicita una cotización',
    quoteText: 'Precios por volumen adaptados a tu equipo.',
    bookDemo: 'Agenda una demo',
    customPrice: 'A medida',
    customText: 'Volumen ilimitado, con un precio pensado para tu equipo.',
    includes: 'Qué incluye',
    moreInfo: '{feature}: más información',
  },
  plans: {
    base: {
      description:
        'Para fundadores y equipos pequeños que prueban las demos con IA por primera vez.',
      cta: 'Empieza gratis',
      features: [
        { label: '2 usuarios', info: 'Invita a un compañero para crear y revisar demos contigo.' },
        {
          label: '1 sala de demo',
          info: 'Un espacio de demo en vivo para compartir en tu sitio web o mediante un enlace.',
        },
        {
          label: 'Integraciones limitadas',
          info: 'Conecta tu calendario y tu correo para recibir los leads donde ya trabajas.',
        },
        {
          label: 'Analítica básica',
          info: 'Visitas, tasa de finalización y las preguntas más habituales de tus visitantes.',
        },
      ],
    },
    growth: {
      description: 'Para equipos de ventas y marketing que convierten el tráfico web en pipeline.',
      cta: 'Empieza tu prueba gratis',
      features: [
        { label: '10 usuarios', info: 'Reúne a ventas, marketing y producto en las mismas demos.' },
        {
          label: 'Salas de demo ilimitadas',
          info: 'Una sala a medida para cada producto, segmento o campaña.',
        },
        {
          label: 'Integraciones y flujos de trabajo',
          info: 'Sincroniza los leads calificados con tu CRM y lanza seguimientos según lo que diga cada comprador.',
        },
        {
          label: 'Analítica avanzada',
          info: 'Intención de compra, problemas clave y las funciones que hacen avanzar las ventas.',
        },
        {
          label: 'Sin la marca {product}',
          info: 'Tus demos lucen solo tu marca, sin logotipo ni distintivo de {product}.',
        },
      ],
    },
    enterprise: {
      description:
        'Para empresas que necesitan un agente en vivo, IA personalizada y una puesta en marcha llave en mano.',
      cta: 'Habla con ventas',
      everythingIn: 'Todo lo de Growth, y además:',
      features: [
        { label: 'Dominio propio', info: 'Aloja tus demos en demo.tuempresa.com.' },
        {
          label: 'Marca personalizada',
          info: 'Tus tipografías, colores y logotipo en cada pantalla.',
        },
        {
          label: 'Estructuras de demo a medida',
          info: 'Guiones y flujos diseñados en torno a tu metodología de ventas.',
        },
        {
          label: 'Agente de demo en vivo',
          info: 'Un agente de IA que habla, hace clic y navega por tu producto en tiempo real.',
        },
        {
          label: 'Configuración e integración',
          info: 'Nuestro equipo crea tus primeras demos y conecta tus herramientas.',
        },
        {
          label: 'Los modelos de IA más recientes',
          info: 'Acceso anticipado a los nuevos modelos de voz y razonamiento.',
        },
        {
          label: 'Avatar de IA personalizado',
          info: 'Un avatar realista inspirado en tu marca o en alguien de tu equipo.',
        },
      ],
    },
  },
  booking: {
    title: '¿No sabes qué plan te conviene?',
    subtitle: 'Elige el horario que prefieras y un experto te lo explicará paso a paso.',
    fallback: 'Abrir el calendario de reservas',
  },
  faq: {
    title: 'Preguntas frecuentes',
    items: [
      {
        question: '¿Puedo cambiar de plan más adelante?',
        answer:
          'Sí. Puedes subir o bajar de plan cuando quieras y el cambio se aplicará a partir de tu siguiente ciclo de facturación.',
      },
      {
        question: '¿Qué métodos de pago aceptan?',
        answer:
          'Aceptamos las principales tarjetas de crédito y PayPal. Los clientes Enterprise también pueden pagar por transferencia bancaria.',
      },
      {
        question: '¿Hay una prueba gratuita?',
        answer:
          'Sí. Todos los planes de pago incluyen 14 días de prueba gratuita y no necesitas tarjeta de crédito para empezar.',
      },
      {
        question: '¿Qué pasa si llego al límite de demos?',
        answer:
          'Te avisamos cuando estés cerca del límite para que puedas mejorar tu plan o agregar demos adicionales cuando las necesites.',
      },
      {
        question: '¿Ofrecen reembolsos?',
        answer:
          'Los planes anuales tienen una garantía de devolución de 30 días: si cancelas dentro de los 30 días posteriores a tu primer pago anual, te devolvemos el monto completo. Los planes mensuales se pueden cancelar en cualquier momento y siguen activos hasta el final del mes pagado.',
      },
    ],
  },
};

import type { Messages } from '@/i18n/messages';

export const agencies: Messages['agencies'] = {
  metaTitle: 'Haz crecer tu agencia con demos impulsadas por IA',
  metaDescription:
    'Demos con IA en marca blanca para agencias: gestión multicliente, analítica avanzada e implementación rápida.',
  hero: {
    eyebrow: 'Para agencias',
    title: 'Haz crecer tu agencia con demos impulsadas por IA',
    subtitle:
      'Ofrece a cada cliente una demo con IA que vende a todas horas, con tu marca y desde un único panel.',
    becomePartner: 'Hazte socio',
    scheduleConsultation: 'Agenda una consulta',
  },
  features: {
    title: 'Todo lo que necesitas para revender demos con IA',
    subtitle:
      'Lanza más rápido, gestiona más clientes y demuestra resultados sin contratar más personal.',
    items: [
      {
        title: 'Soluciones de marca blanca',
        description:
          'Entrega demos con tu propia marca: tu logotipo, tus colores y tu dominio en cada pantalla.',
      },
      {
        title: 'Gestión multicliente',
        description:
          'Gestiona todas las cuentas desde un solo panel, con espacios de trabajo, usuarios y datos separados.',
      },
      {
        title: 'Analítica avanzada',
        description:
          'Muestra a cada cliente los leads, las señales de intención y los ingresos que generan sus demos, en reportes listos para compartir.',
      },
      {
        title: 'Implementación rápida',
        description:
          'Pasa de la URL del producto a una demo con IA en vivo en menos de diez minutos y replícala en todos tus clientes.',
      },
    ],
  },
  checklist: {
    title: 'Pensado para agencias desde el primer día',
    subtitle: 'Las herramientas, el soporte y los programas que ayudan a nuestros socios a crecer.',
    items: [
      'Datos de cada cliente totalmente separados',
      'Marca y dominio personalizados',
      'Herramientas de creación masiva de demos',
      'Reportes a nivel de agencia',
      'Soporte prioritario para socios',
      'Ingresos compartidos',
      'Capacitación y certificación',
      'Programas de marketing conjunto',
    ],
  },
  testimonials: {
    title: 'Agencias que crecen con {product}',
    rating: 'Valoración: {rating} de 5',
    items: [
      {
        quote:
          'Lanzamos demos con IA para doce clientes en un solo mes. Los leads calificados aumentaron en todos ellos y, gracias a la marca blanca, los clientes ven nuestra marca, no la de otro.',
        role: 'Fundadora de Northwind Digital',
      },
      {
        quote:
          'Los reportes nos comían los viernes. Ahora cada cliente ve con claridad el pipeline que generan sus demos, y nuestra retención nunca había sido tan alta.',
        role: 'Director de crecimiento de Brightpath Agency',
      },
    ],
  },
  cta: {
    title: '¿Listo para hacer crecer tu agencia?',
    subtitle:
      'Únete al programa de socios y ofrece a tus clientes demos que venden mientras ellos duermen.',
    apply: 'Postúlate como socio',
    guide: 'Pide la guía para socios',
    guideHint: 'Te enviaremos la guía por correo',
    guideSubject: 'Solicitud de la guía para socios',
    guideBody: 'Hola: ¿pueden enviarme la guía para socios de {product}? Nombre de la agencia: ',
  },
};

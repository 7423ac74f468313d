import type { Messages } from '@/i18n/messages';

export const auth: Messages['auth'] = {
  metaTitle: 'Iniciar sesión',
  metaDescription:
    'Inicia sesión en {product} para crear demos de producto con IA, seguir cada conversación y detectar qué visitantes están listos para comprar.',
  title: 'Hola de nuevo',
  subtitle:
    'Inicia sesión para gestionar tus demos con IA y dar seguimiento a tus leads más calientes.',
  tabsLabel: 'Inicia sesión o crea una cuenta',
  signInTab: 'Iniciar sesión',
  signUpTab: 'Registrarse',
  emailLabel: 'Correo electrónico corporativo',
  emailPlaceholder: 'nombre@empresa.com',
  rememberMe: 'Recordarme durante {days} días',
  sendCode: 'Enviar código de {digits} dígitos',
  sendCodeHint:
    'Te enviaremos por correo un código de {digits} dígitos, sin contraseñas que recordar.',
  divider: 'o',
  signInWithPassword: 'Iniciar sesión con contraseña',
  redirecting: 'Abriendo {product}…',
  noAccount: '¿No tienes una cuenta? {link}',
  signUpLink: 'Regístrate gratis',
  legalNote: 'Al continuar, aceptas nuestros {terms} y nuestra {privacy}.',
  termsLink: 'Términos del servicio',
  privacyLink: 'Política de privacidad',
  errors: {
    emailRequired: 'Ingresa tu correo electrónico.',
    emailInvalid: 'Ingresa un correo electrónico válido, como nombre@empresa.com.',
  },
  signUp: {
    title: 'Crea tu cuenta',
    subtitle: 'Lanza tu primera demo con IA en menos de 10 minutos. Sin tarjeta de crédito.',
    submit: 'Crear cuenta gratis',
    haveAccount: '¿Ya tienes una cuenta? {link}',
    signInLink: 'Inicia sesión',
  },
  carousel: {
    label: 'Lo que obtienes con {product}',
    previous: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
    goTo: 'Ver diapositiva {number}: {title}',
    slideLabel: '{number} de {total}',
    pause: 'Pausar presentación',
    play: 'Reproducir presentación',
    slides: [
      {
        title: 'Analítica en tiempo real',
        description:
          'Sigue las demos en vivo y descubre qué funciones explora cada visitante, sobre cuáles pregunta y en cuáles se detiene.',
      },
      {
        title: 'Inteligencia de leads',
        description:
          'Cada conversación se puntúa según presupuesto, plazos e intención de compra, para que ventas llame primero a quien debe.',
      },
      {
        title: 'Análisis de interacción',
        description:
          'Identifica las preguntas y objeciones más habituales y conviértelas en un discurso de venta más certero.',
      },
    ],
  },
};

import type { Messages } from '@/i18n/messages';

export const brand: Messages['brand'] = {
  metaTitle: 'Guía de marca',
  metaDescription:
    'Guía de marca de {product}: tipografía, tokens de color, componentes y las reglas que mantienen cada página fiel a la marca.',
  eyebrow: 'Sistema de diseño',
  title: 'Guía de marca',
  subtitle:
    'La tipografía, los colores y los componentes de cada página de {product}, y cómo usarlos bien.',
  contents: 'En esta página',
  typography: {
    title: 'Jerarquía tipográfica',
    description:
      'Ocho estilos de texto cubren todas las necesidades. Los más grandes se adaptan con fluidez a la pantalla para que los titulares queden equilibrados del celular a la computadora.',
    sample: 'Demos que venden mientras duermes',
    listLabel: 'Estilos de texto',
    sizeLabel: 'Tamaño',
    roles: {
      hero: 'Titulares de landing pages, uno por página',
      display: 'Títulos de página',
      heading: 'Encabezados de sección',
      subheading: 'Títulos de tarjetas y subsecciones',
      lead: 'Textos introductorios bajo un encabezado',
      body: 'Texto corrido y formularios',
      caption: 'Etiquetas, metadatos y textos de ayuda',
      micro: 'Insignias, avisos legales y antetítulos',
    },
  },
  fonts: {
    title: 'Familias tipográficas',
    description:
      'Inter es la voz de la marca. Las fuentes del sistema y monoespaciadas toman el relevo cuando importan más la velocidad o la precisión.',
    primary: 'Principal',
    primaryUse:
      'Titulares, interfaz y texto corrido, con fuentes del sistema de respaldo para japonés, coreano y chino.',
    secondary: 'Secundaria',
    secondaryUse: 'Código, cifras en tablas y tokens técnicos.',
    specimen: 'Cada visitante recibe la demo perfecta.',
    stackLabel: 'Pila de fuentes',
  },
  colors: {
    title: 'Tokens de color',
    description:
      'Usa los tokens semánticos, nunca valores hexadecimales sueltos, para que cada pantalla sea coherente y accesible.',
    listLabel: 'Colores semánticos',
    usage: {
      primary: 'Acciones principales, enlaces y anillos de foco',
      secondary: 'Botones discretos y superficies secundarias',
      accent: 'Destacados y promociones, con moderación',
      muted: 'Fondos suaves para tarjetas y secciones',
      background: 'El lienzo de la página',
      foreground: 'Texto corrido e iconos',
    },
  },
  components: {
    title: 'Componentes',
    description: 'Reutiliza estas piezas en lugar de diseñar otras nuevas.',
    buttons: 'Botones',
    buttonLabels: {
      default: 'Empieza gratis',
      accent: 'Aprovecha la oferta',
      outline: 'Agenda una demo',
      secondary: 'Más información',
      ghost: 'Cancelar',
      link: 'Lee la guía',
      destructive: 'Eliminar demo',
      inverse: 'Comenzar',
    },
    forms: 'Campos de formulario',
    nameLabel: 'Nombre completo',
    namePlaceholder: 'María García',
    messageLabel: 'Mensaje',
    messagePlaceholder: 'Cuéntanos sobre tu producto y tus compradores.',
    websiteLabel: 'Sitio web de la empresa',
    websiteValue: 'mi empresa',
    websiteError: 'Ingresa una URL válida, como https://ejemplo.com.',
    disabledLabel: 'ID del espacio de trabajo',
    disabledValue: 'Se asigna automáticamente',
    badges: 'Insignias',
    badgeLabels: {
      default: 'Nuevo',
      accent: '30% de comisión',
      outline: 'Actualizado',
      muted: 'Próximamente',
      live: 'En vivo',
    },
  },
  rules: {
    title: 'Qué hacer y qué evitar',
    description: 'Unas pocas reglas mantienen la marca reconocible y cada página fácil de usar.',
    do: 'Recomendado',
    dont: 'Evitar',
    logoCaption:
      'Espacio de respeto: deja libre alrededor del logotipo al menos la altura del símbolo.',
    items: [
      {
        topic: 'Espacio de respeto del logotipo',
        do: 'Deja alrededor del logotipo un espacio libre de al menos la altura del símbolo por cada lado.',
        dont: 'Colocar el logotipo sobre fotos recargadas, deformarlo, cambiarle el color o amontonarlo con otros elementos.',
      },
      {
        topic: 'Contraste de color',
        do: 'Combina cada color con su token de primer plano para que el texto cumpla el contraste WCAG AA.',
        dont: 'Poner texto gris claro sobre fondos tintados o transmitir significado solo con el color.',
      },
      {
        topic: 'Tono de voz',
        do: 'Escribe con claridad y seguridad, empieza por el resultado para el cliente y respalda lo que afirmas con datos.',
        dont: 'Usar jerga, exageraciones o signos de exclamación en cada frase.',
      },
      {
        topic: 'Tipografía',
        do: 'Usa un solo titular hero o display por página y deja que los estilos de texto marquen el ritmo.',
        dont: 'Inventar tamaños de letra nuevos o componer párrafos largos en negrita o mayúsculas.',
      },
      {
        topic: 'Movimiento',
        do: 'Haz animaciones breves y con propósito, y respeta la preferencia de movimiento reducido.',
        dont: 'Reproducir automáticamente animaciones que no se pueden pausar o que distraen del contenido.',
      },
    ],
  },
};

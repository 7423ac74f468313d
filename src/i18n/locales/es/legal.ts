import type { Messages } from '@/i18n/messages';

export const legal: Messages['legal'] = {
  lastUpdated: 'Última actualización: {date}',
  contents: 'Índice',
  backToTop: 'Volver arriba',
  emailLabel: 'Correo electrónico',
  addressLabel: 'Dirección postal',
  privacy: {
    metaTitle: 'Política de privacidad',
    metaDescription:
      'Cómo {product} recopila, usa, comparte y protege los datos personales, y qué opciones y derechos tienes.',
    title: 'Política de privacidad',
    summary:
      'Tu confianza es importante para nosotros. Esta política explica qué datos recopilamos, para qué los usamos y cómo mantienes el control.',
    sections: {
      introduction: {
        title: 'Introducción',
        body: [
          'Esta Política de privacidad explica cómo {product}, Inc. (“{product}”, “nosotros”) recopila, usa y protege los datos personales cuando visitas nuestro sitio web o utilizas nuestra plataforma de demos con IA (el “Servicio”). Al utilizar el Servicio, reconoces las prácticas aquí descritas. Si no estás de acuerdo con ellas, te pedimos que no utilices el Servicio.',
        ],
      },
      informationCollected: {
        title: 'Información que recopilamos',
        body: [
          'Recopilamos la información que nos proporcionas, la que se genera al usar el Servicio y la que procede de las plataformas que decidas conectar:',
        ],
        items: [
          'Datos de la cuenta, como tu nombre, correo electrónico profesional, empresa y datos de facturación.',
          'Datos de demos y conversaciones, incluidas las preguntas que los visitantes hacen a tus demos con IA y las respuestas ofrecidas.',
          'Datos de uso y del dispositivo, como la dirección IP, el tipo de navegador, las páginas visitadas y la ubicación aproximada.',
          'Datos recibidos de plataformas de terceros que conectes, como tu CRM o tu calendario.',
        ],
      },
      use: {
        title: 'Cómo usamos tu información',
        body: [
          'Usamos los datos personales para prestar, mantener y mejorar el Servicio, calificar leads, elaborar los análisis que solicites y procesar pagos. También los usamos para comunicarnos contigo sobre tu cuenta y las novedades del producto, y para mantener la seguridad del Servicio. No vendemos datos personales.',
        ],
      },
      thirdParties: {
        title: 'Integraciones de terceros y cesión de datos',
        body: [
          'Cuando conectas una plataforma de terceros, como una herramienta de CRM, mensajería, correo electrónico, diseño o agenda, compartimos con ella los datos que la integración necesita para funcionar, incluidos los datos de los leads y las conclusiones de las demos. El uso de esas plataformas se rige por sus propios términos y políticas de privacidad.',
          'También compartimos datos con proveedores que alojan el Servicio, procesan pagos o envían correos electrónicos en nuestro nombre, en virtud de contratos que los obligan a protegerlos, y con las autoridades cuando la ley lo exige.',
        ],
      },
      security: {
        title: 'Seguridad de los datos',
        body: [
          'Protegemos los datos personales con medidas estándar del sector, como el cifrado en tránsito y en reposo, controles de acceso y revisiones de seguridad periódicas. Ningún método de transmisión o almacenamiento es completamente seguro, por lo que no podemos garantizar una seguridad absoluta. Avísanos cuanto antes si sospechas de un acceso no autorizado a tu cuenta.',
        ],
      },
      retention: {
        title: 'Conservación de los datos',
        body: [
          'Conservamos los datos personales mientras tu cuenta esté activa o durante el tiempo necesario para prestar el Servicio. Cuando cierras tu cuenta, eliminamos o anonimizamos tus datos en un plazo razonable, salvo que debamos conservarlos para cumplir obligaciones legales, fiscales o contables, o para resolver disputas.',
        ],
      },
      rights: {
        title: 'Tus derechos',
        body: [
          'Según tu lugar de residencia, puedes tener derecho a acceder a tus datos personales, rectificarlos, exportarlos o suprimirlos, a oponerte a determinados tratamientos o solicitar su limitación, y a retirar tu consentimiento en cualquier momento. Para ejercer estos derechos, escríbenos usando los datos de contacto que aparecen más abajo. Responderemos en los plazos que marca la ley y nunca te discriminaremos por ejercer tus derechos.',
        ],
      },
      cookies: {
        title: 'Uso de cookies',
        body: [
          'En nuestro sitio web guardamos solo lo que necesita para funcionar, como tu elección sobre cookies y tu idioma. Los servicios de terceros, como nuestro calendario de reservas, se cargan solo con tu consentimiento o cuando los pides. Nuestra Política de cookies detalla cada elemento, cuánto tiempo se conserva y cómo cambiar tu elección en cualquier momento. Rechazar las cookies opcionales no afecta las funciones principales del sitio.',
        ],
      },
      internationalTransfers: {
        title: 'Transferencias internacionales',
        body: [
          'Tenemos nuestra sede en Estados Unidos y podemos tratar tu información en otros países donde operamos nosotros o nuestros proveedores. Cuando transferimos datos personales fuera del Espacio Económico Europeo, el Reino Unido o Suiza, aplicamos garantías adecuadas, como las cláusulas contractuales tipo de la Comisión Europea.',
        ],
      },
      children: {
        title: 'Privacidad de los menores',
        body: [
          'El Servicio no está dirigido a menores de 16 años y no recopilamos a sabiendas datos personales de nadie menor de 16 años. Debes tener al menos 16 años para usar el Servicio o proporcionarnos datos personales. Si descubrimos que hemos recopilado datos de un menor de 16 años, los eliminaremos de inmediato.',
        ],
      },
      changes: {
        title: 'Cambios en esta política',
        body: [
          'Podemos actualizar esta Política de privacidad periódicamente. Cuando hagamos cambios importantes, actualizaremos la fecha que aparece al principio de esta página y, cuando proceda, te avisaremos por correo electrónico o a través del Servicio. Si sigues usando el Servicio tras una actualización, aceptas la política revisada.',
        ],
      },
      contact: {
        title: 'Contacto',
        body: [
          'Si tienes preguntas sobre esta Política de privacidad o sobre cómo tratamos tus datos personales, ponte en contacto con nosotros:',
        ],
      },
    },
  },
  terms: {
    metaTitle: 'Términos del servicio',
    metaDescription:
      'Los términos que rigen el uso del sitio web y la plataforma de demos con IA de {product}, incluidas las cuentas, la facturación y la responsabilidad.',
    title: 'Términos del servicio',
    summary:
      'Lee estos términos con atención. Establecen tus derechos y obligaciones al utilizar {product}.',
    sections: {
      acceptance: {
        title: 'Aceptación de los términos',
        body: [
          'Estos Términos del servicio (los “Términos”) rigen el acceso y el uso del sitio web y la plataforma de {product} (el “Servicio”), gestionados por {product}, Inc. Al crear una cuenta o utilizar el Servicio, aceptas estos Términos. Si utilizas el Servicio en nombre de una organización, confirmas que estás autorizado para obligarla.',
        ],
      },
      description: {
        title: 'Descripción del Servicio',
        body: [
          '{product} permite a las empresas crear avatares de IA y agentes de IA en vivo que ofrecen demos interactivas del producto a los visitantes de su sitio web, califican leads e informan sobre el interés de los compradores. Podemos agregar, modificar o retirar funciones a medida que el Servicio evoluciona.',
        ],
      },
      accounts: {
        title: 'Cuentas de usuario',
        body: [
          'Debes proporcionar información de registro veraz, actual y completa, y mantenerla actualizada. Eres responsable de proteger tus credenciales de acceso y de toda la actividad que se realice en tu cuenta. Avísanos de inmediato si detectas cualquier uso no autorizado.',
        ],
      },
      acceptableUse: {
        title: 'Uso aceptable',
        body: ['Te comprometes a no hacer un uso indebido del Servicio. En particular, no debes:'],
        items: [
          'infringir la ley ni vulnerar los derechos de terceros;',
          'subir código malicioso ni intentar acceder sin autorización a nuestros sistemas;',
          'utilizar el Servicio para enviar spam o contenido engañoso;',
          'copiar, revender o aplicar ingeniería inversa al Servicio, salvo en la medida en que lo permitan estos Términos.',
        ],
      },
      dataPrivacy: {
        title: 'Datos y privacidad',
        body: [
          'Nuestra Política de privacidad explica cómo recopilamos y usamos los datos personales y forma parte de estos Términos. Conservas la titularidad del contenido y los datos que subes, y nos concedes una licencia limitada para tratarlos con el fin de prestar el Servicio. Eres responsable de contar con una base legal para compartir con nosotros, y mediante las integraciones que conectes, los datos personales de tus visitantes.',
        ],
      },
      intellectualProperty: {
        title: 'Propiedad intelectual',
        body: [
          'El Servicio, incluidos su software, diseño, marcas y contenidos, es propiedad de {product}, Inc. y de sus licenciantes, y está protegido por las leyes de propiedad intelectual. Aparte del derecho limitado a usar el Servicio conforme a estos Términos, no se te concede ningún otro derecho. Podemos utilizar los comentarios que nos hagas sin contraer ninguna obligación contigo.',
        ],
      },
      billing: {
        title: 'Suscripción y facturación',
        body: [
          'Los planes de pago se facturan por adelantado, de forma mensual o anual, según el plan que elijas. Los planes anuales tienen una garantía de devolución de 30 días: si cancelas dentro de los 30 días posteriores a tu primer pago anual, te reembolsamos ese pago completo. Los planes mensuales se pueden cancelar en cualquier momento; la cancelación se aplica al final del mes ya pagado, que no se reembolsa. Fuera de esta garantía, las cuotas no son reembolsables, salvo cuando la ley lo exija. Podemos modificar los precios con aviso previo, con efecto a partir de tu siguiente ciclo de facturación, y nos autorizas a cargar en el método de pago elegido todas las cuotas pendientes.',
        ],
      },
      availability: {
        title: 'Disponibilidad del Servicio',
        body: [
          'Procuramos que el Servicio esté siempre disponible, pero no garantizamos que funcione sin interrupciones ni errores. Podemos suspender temporalmente el acceso por mantenimiento, actualizaciones o causas ajenas a nuestro control, y trataremos de avisar con antelación de las interrupciones programadas.',
        ],
      },
      liability: {
        title: 'Limitación de responsabilidad',
        body: [
          'En la máxima medida permitida por la ley, el Servicio se presta “tal cual” y {product}, Inc. no será responsable de daños indirectos, incidentales, especiales, consecuenciales o punitivos, ni de la pérdida de ganancias, ingresos o datos. Nuestra responsabilidad total por cualquier reclamación relacionada con el Servicio se limita al monto que nos hayas pagado en los doce meses anteriores a la reclamación.',
        ],
      },
      indemnification: {
        title: 'Indemnización',
        body: [
          'Te comprometes a defender, indemnizar y eximir de responsabilidad a {product}, Inc. y a sus directivos, empleados y socios frente a cualquier reclamación, daño, pérdida o gasto, incluidos honorarios razonables de abogados, derivados de tu uso del Servicio, de tu contenido o del incumplimiento de estos Términos.',
        ],
      },
      termination: {
        title: 'Terminación',
        body: [
          'Puedes dejar de usar el Servicio y cerrar tu cuenta en cualquier momento. Podemos suspender o cancelar tu cuenta en cualquier momento, con o sin previo aviso, incluso si incumples estos Términos. Con la terminación, tu derecho a usar el Servicio se extingue de inmediato; las disposiciones que por su naturaleza deban subsistir, como la propiedad intelectual y la limitación de responsabilidad, seguirán vigentes.',
        ],
      },
      governingLaw: {
        title: 'Legislación aplicable',
        body: [
          'Estos Términos se rigen por las leyes del Estado de Delaware (Estados Unidos), sin tener en cuenta sus normas sobre conflicto de leyes. Cualquier controversia derivada de estos Términos o del Servicio se resolverá exclusivamente ante los tribunales estatales o federales de Delaware, a cuya jurisdicción te sometes.',
        ],
      },
      changes: {
        title: 'Cambios en estos términos',
        body: [
          'Podemos modificar estos Términos periódicamente. Si un cambio es importante, actualizaremos la fecha que aparece al principio de esta página y te avisaremos por correo electrónico o a través del Servicio. Si sigues usando el Servicio después de que los cambios entren en vigor, aceptas los Términos revisados.',
        ],
      },
      contact: {
        title: 'Contacto',
        body: ['¿Tienes preguntas sobre estos Términos? Escríbenos:'],
      },
    },
  },
  cookies: {
    metaTitle: 'Política de cookies',
    metaDescription:
      'Qué guarda el sitio web de {product} en tu navegador, para qué, durante cuánto tiempo y con qué base legal; qué servicios pueden usar sus propias cookies y cómo cambiar tu decisión cuando quieras.',
    title: 'Política de cookies',
    summary:
      'En tu navegador guardamos solo lo indispensable. Aquí encontrarás cada elemento con su finalidad, su plazo de conservación y su base legal, y cómo cambiar de opinión.',
    itemLabels: {
      names: 'Nombre',
      area: 'Dónde se guarda',
      retention: 'Plazo de conservación',
      basis: 'Base legal',
    },
    areas: {
      localStorage: 'Almacenamiento local (localStorage)',
      sessionStorage: 'Almacenamiento de sesión (sessionStorage)',
      cookie: 'Cookie',
    },
    bases: {
      necessary:
        'Es estrictamente necesario para las funciones que usas, así que no requiere tu consentimiento (artículo 5, apartado 3, de la Directiva sobre privacidad electrónica). Lo tratamos con base en nuestro interés legítimo en ofrecer un sitio que funcione (artículo 6, apartado 1, letra f, del RGPD).',
      consent:
        'Tu consentimiento (artículo 6, apartado 1, letra a, del RGPD), que das con “Aceptar todas” y retiras con “Rechazar”.',
    },
    storedItems: {
      cookieConsent: {
        name: 'Tu decisión sobre cookies',
        purpose:
          '“accepted” o “declined” y la fecha en que decidiste. Así el aviso no te pregunta en cada página y podemos demostrar cuándo diste tu consentimiento.',
        retention:
          '12 meses; después, el aviso vuelve a preguntarte. Una nueva decisión reemplaza a la anterior, y puedes borrarla junto con los datos de tu navegador.',
      },
      language: {
        name: 'Tu idioma',
        purpose:
          'El idioma que elegiste o que te sugirió el Sitio, cómo y cuándo se definió y, por separado, el código del idioma. Así el Sitio se abre en tu idioma la próxima vez.',
        retention: 'Hasta que borres los datos de tu navegador.',
      },
      scrollPositions: {
        name: 'Posiciones de desplazamiento',
        purpose:
          'Hasta dónde bajaste en cada página que visitaste en esta pestaña, para que al volver atrás o recargar regreses al mismo punto.',
        retention: 'Hasta que cierres la pestaña.',
      },
      theme: {
        name: 'Tema visual',
        purpose: 'Siempre “light”, el único tema del Sitio.',
        retention: 'Hasta que borres los datos de tu navegador.',
      },
      country: {
        name: 'Tu país',
        purpose:
          'El código de país que respondió {service}, para consultarlo solo una vez por sesión del navegador.',
        retention: 'Hasta que cierres la pestaña, o de inmediato si rechazas.',
      },
      adminSession: {
        name: 'Sesión del equipo',
        purpose: 'Los tokens de acceso que mantienen conectado a un miembro del equipo.',
        retention:
          'Cada token dura 15 minutos y se renueva mientras sigas conectado, hasta 7 días; se borra al cerrar sesión.',
      },
      adminDrafts: {
        name: 'Borradores sin guardar',
        purpose:
          'El trabajo en curso en el editor de artículos, uno por artículo, para no perder nada si recargas la página o falla el guardado.',
        retention: 'Hasta que se guarde el artículo o se descarte el borrador.',
      },
      clerkSession: {
        name: 'Cookies de inicio de sesión de Clerk',
        purpose:
          'En nuestro Sitio alojado, Clerk gestiona el inicio de sesión en /admin y usa estas cookies de sesión.',
        retention: 'Mientras dure la sesión; se borran al cerrarla.',
      },
    },
    sections: {
      introduction: {
        title: 'Sobre esta política',
        body: [
          'Esta Política de cookies explica qué guarda el sitio web de {product} (el “Sitio”) en tu navegador —en cookies o en tecnologías similares, como el almacenamiento local y el de sesión— y qué consultas hace a otros servicios en tu nombre. Complementa nuestra Política de privacidad. El Sitio no usa cookies publicitarias ni de analítica, y no te rastrea en otros sitios web.',
        ],
      },
      essential: {
        title: 'Qué guardamos para todos los visitantes',
        body: [
          'Sin estos elementos, el Sitio no funcionaría como esperas. Por eso los guardamos sin importar lo que elijas en el aviso de cookies. Se quedan en tu dispositivo: el Sitio no los envía a ningún lado.',
        ],
      },
      countryLookup: {
        title: 'Sugerencia de idioma según tu país',
        body: [
          'Si aceptas todas las cookies, el Sitio te sugiere un idioma según el país donde estás. Para saberlo, tu navegador le pregunta al servicio de geolocalización {service}, una vez por sesión, a qué país corresponde tu dirección IP. Con esa consulta, {service} recibe tu dirección IP; no se envían cookies, y el Sitio solo recibe el código de país, que guarda en el elemento de abajo.',
          'Mientras no hayas decidido, o si rechazas, esa consulta no se hace: el idioma se toma de la configuración de tu navegador. El idioma que elijas tú siempre tiene prioridad.',
          'Base legal: tu consentimiento (artículo 6, apartado 1, letra a, del RGPD). Puedes retirarlo cuando quieras en “Configuración de cookies”; el Sitio borra entonces el país de inmediato y deja de consultar a {service}. {service} puede tratar tu dirección IP fuera del Espacio Económico Europeo; consulta “Transferencias internacionales” en nuestra Política de privacidad.',
        ],
      },
      admin: {
        title: 'Inicio de sesión del equipo en /admin',
        body: [
          'Solo los miembros de nuestro equipo inician sesión, en /admin, para escribir artículos del blog. Para ellos, el Sitio guarda además lo siguiente:',
        ],
      },
      thirdParties: {
        title: 'Servicios de terceros, solo si los pides',
        body: [
          'Algunas funciones las ofrecen otros servicios. Una vez cargada la función, cada uno puede guardar sus propias cookies o elementos similares en tu navegador, durante el tiempo que determine y conforme a su propia política de privacidad:',
        ],
        items: [
          'Cal.com, para agendar una demo: el calendario de la página de Precios y las ventanas de reserva que se abren cuando pides una demo.',
          'La app de {product}, para la demo en vivo de la página de inicio: se carga solo si te unes a la demo y usa tu micrófono únicamente con el permiso de tu navegador.',
          'YouTube, en su modo de privacidad mejorada, para el video de la página de lanzamiento: se carga solo si lo reproduces.',
          'Clerk, para el inicio de sesión del equipo en /admin (ver la sección 4).',
        ],
      },
      yourChoice: {
        title: 'Qué hacen “Aceptar todas” y “Rechazar”',
        body: [
          'Si aceptas todas las cookies, el calendario y las ventanas de reserva se cargan solos al abrir la página, Cal.com puede guardar lo que necesita y el Sitio puede averiguar tu país como se explica en la sección 3.',
          'Si las rechazas, o mientras no hayas decidido, ninguno de estos servicios se carga por su cuenta: el calendario, la demo en vivo y el video muestran primero un marcador de posición y se cargan solo cuando haces clic. En ese caso, los botones de reserva abren Cal.com en una pestaña nueva. Los elementos de la sección 2 se guardan siempre.',
          'Conservamos tu decisión durante 12 meses. Después, el aviso vuelve a preguntarte.',
        ],
      },
      manage: {
        title: 'Cómo cambiar tu decisión',
        body: [
          'Puedes cambiar de opinión cuando quieras: haz clic en “Configuración de cookies”, al pie de cualquier página, o en el botón de abajo, y vuelve a elegir. La nueva decisión reemplaza a la anterior al instante.',
          'También puedes borrar todo lo que guardó el Sitio desde la configuración de tu navegador (los datos de este sitio); el aviso volverá a preguntarte. Lo que haya guardado un servicio ya cargado se conserva hasta que lo borres.',
        ],
      },
      changes: {
        title: 'Cambios en esta política',
        body: [
          'Cada vez que cambie lo que guarda el Sitio, actualizaremos esta política y la fecha que aparece arriba.',
        ],
      },
      contact: {
        title: 'Contacto',
        body: ['¿Tienes preguntas sobre las cookies o sobre esta política? Escríbenos:'],
      },
    },
  },
};

import type { Messages } from '@/i18n/messages';

export const legal: Messages['legal'] = {
  lastUpdated: 'Dernière mise à jour : {date}',
  contents: 'Sommaire',
  backToTop: 'Retour en haut',
  emailLabel: 'E-mail',
  addressLabel: 'Adresse postale',
  privacy: {
    metaTitle: 'Politique de confidentialité',
    metaDescription:
      'Comment {product} collecte, utilise, partage et protège les données personnelles, et quels sont vos choix et vos droits.',
    title: 'Politique de confidentialité',
    summary:
      'Votre confiance compte pour nous. Cette politique explique quelles données nous collectons, pourquoi, et comment vous en gardez la maîtrise.',
    sections: {
      introduction: {
        title: 'Préambule',
        body: [
          'La présente Politique de confidentialité explique comment {product}, Inc. (« {product} », « nous ») collecte, utilise et protège les données personnelles lorsque vous visitez notre site ou utilisez notre plateforme de démos par IA (le « Service »). En utilisant le Service, vous prenez acte des pratiques décrites ici. Si vous ne les acceptez pas, veuillez ne pas utiliser le Service.',
        ],
      },
      informationCollected: {
        title: 'Données que nous collectons',
        body: [
          'Nous collectons les informations que vous nous fournissez, celles générées par votre utilisation du Service et celles issues des plateformes que vous choisissez de connecter :',
        ],
        items: [
          'Données de compte : nom, adresse e-mail professionnelle, entreprise et informations de facturation.',
          'Données de démo et de conversation, notamment les questions posées par les visiteurs à vos démos IA et les réponses apportées.',
          'Données d’utilisation et d’appareil : adresse IP, type de navigateur, pages consultées et localisation approximative.',
          'Données reçues des plateformes tierces que vous connectez, comme votre CRM ou votre agenda.',
        ],
      },
      use: {
        title: 'Utilisation de vos données',
        body: [
          'Nous utilisons les données personnelles pour fournir, maintenir et améliorer le Service, qualifier les prospects, produire les analyses que vous demandez et traiter les paiements. Nous les utilisons également pour vous informer au sujet de votre compte et des nouveautés produit, et pour assurer la sécurité du Service. Nous ne vendons pas de données personnelles.',
        ],
      },
      thirdParties: {
        title: 'Intégrations tierces et partage des données',
        body: [
          'Lorsque vous connectez une plateforme tierce, par exemple un outil de CRM, de messagerie, d’e-mail, de design ou de prise de rendez-vous, nous lui transmettons les données nécessaires au fonctionnement de l’intégration, y compris les informations sur les prospects et les enseignements des démos. L’utilisation de ces plateformes est régie par leurs propres conditions et politiques de confidentialité.',
          'Nous partageons aussi des données avec des prestataires qui hébergent le Service, traitent les paiements ou envoient des e-mails pour notre compte, dans le cadre de contrats les obligeant à les protéger, ainsi qu’avec les autorités lorsque la loi l’exige.',
        ],
      },
      security: {
        title: 'Sécurité des données',
        body: [
          'Nous protégeons les données personnelles par des mesures conformes aux normes du secteur, notamment le chiffrement en transit et au repos, des contrôles d’accès et des audits de sécurité réguliers. Aucune méthode de transmission ou de stockage n’étant totalement sûre, nous ne pouvons garantir une sécurité absolue. Prévenez-nous sans délai si vous soupçonnez un accès non autorisé à votre compte.',
        ],
      },
      retention: {
        title: 'Conservation des données',
        body: [
          'Nous conservons les données personnelles tant que votre compte est actif ou aussi longtemps que nécessaire pour fournir le Service. Après la fermeture de votre compte, nous supprimons ou anonymisons vos données dans un délai raisonnable, sauf si nous devons les conserver pour respecter des obligations légales, fiscales ou comptables, ou pour régler un litige.',
        ],
      },
      rights: {
        title: 'Vos droits',
        body: [
          'Selon votre lieu de résidence, vous pouvez avoir le droit d’accéder à vos données personnelles, de les rectifier, de les exporter ou de les supprimer, de vous opposer à certains traitements ou d’en demander la limitation, et de retirer votre consentement à tout moment. Pour exercer ces droits, contactez-nous aux coordonnées ci-dessous. Nous répondrons dans les délais prévus par la loi et ne vous pénaliserons jamais pour avoir exercé vos droits.',
        ],
      },
      cookies: {
        title: 'Utilisation des cookies',
        body: [
          'Sur notre site, nous n’enregistrons que ce dont il a besoin pour fonctionner, comme votre choix en matière de cookies et votre langue. Les services tiers, comme notre calendrier de réservation, ne se chargent qu’avec votre consentement ou à votre demande. Notre Politique relative aux cookies détaille chaque élément, sa durée de conservation et la façon de modifier votre choix à tout moment. Refuser les cookies facultatifs n’affecte pas les fonctionnalités essentielles du site.',
        ],
      },
      internationalTransfers: {
        title: 'Transferts internationaux',
        body: [
          'Nous sommes établis aux États-Unis et pouvons traiter vos données dans d’autres pays où nous-mêmes ou nos prestataires exerçons nos activités. Lorsque nous transférons des données personnelles hors de l’Espace économique européen, du Royaume-Uni ou de la Suisse, nous nous appuyons sur des garanties appropriées, telles que les clauses contractuelles types de la Commission européenne.',
        ],
      },
      children: {
        title: 'Protection des mineurs',
        body: [
          'Le Service ne s’adresse pas aux enfants de moins de 16 ans et nous ne collectons pas sciemment de données personnelles auprès de personnes de moins de 16 ans. Vous devez avoir au moins 16 ans pour utiliser le Service ou nous communiquer des données personnelles. Si nous apprenons avoir collecté des données concernant un enfant de moins de 16 ans, nous les supprimerons sans délai.',
        ],
      },
      changes: {
        title: 'Modifications de cette politique',
        body: [
          'Nous pouvons mettre à jour la présente Politique de confidentialité de temps à autre. En cas de modification importante, nous actualiserons la date en haut de cette page et, le cas échéant, vous en informerons par e-mail ou via le Service. En continuant d’utiliser le Service après une mise à jour, vous acceptez la politique révisée.',
        ],
      },
      contact: {
        title: 'Nous contacter',
        body: [
          'Pour toute question sur cette Politique de confidentialité ou sur la manière dont nous traitons vos données personnelles, contactez-nous :',
        ],
      },
    },
  },
  terms: {
    metaTitle: 'Conditions d’utilisation',
    metaDescription:
      'Les conditions régissant l’utilisation du site et de la plateforme de démos IA de {product}, notamment les comptes, la facturation et la responsabilité.',
    title: 'Conditions d’utilisation',
    summary:
      'Veuillez lire attentivement ces conditions. Elles définissent vos droits et obligations lorsque vous utilisez {product}.',
    sections: {
      acceptance: {
        title: 'Acceptation des conditions',
        body: [
          'Les présentes Conditions d’utilisation (les « Conditions ») régissent votre accès au site et à la plateforme {product} (le « Service »), exploités par {product}, Inc., ainsi que leur utilisation. En créant un compte ou en utilisant le Service, vous acceptez ces Conditions. Si vous utilisez le Service pour le compte d’une organisation, vous confirmez être habilité à l’engager.',
        ],
      },
      description: {
        title: 'Description du Service',
        body: [
          '{product} permet aux entreprises de créer des avatars IA et des agents IA en direct qui présentent des démos produit interactives aux visiteurs d’un site, qualifient les prospects et mesurent leur engagement. Nous pouvons ajouter, modifier ou retirer des fonctionnalités à mesure que le Service évolue.',
        ],
      },
      accounts: {
        title: 'Comptes utilisateur',
        body: [
          'Vous devez fournir des informations d’inscription exactes, à jour et complètes, et les tenir à jour. Vous êtes responsable de la confidentialité de vos identifiants et de toute activité effectuée depuis votre compte. Signalez-nous immédiatement toute utilisation non autorisée.',
        ],
      },
      acceptableUse: {
        title: 'Utilisation acceptable',
        body: [
          'Vous vous engagez à ne pas faire un usage abusif du Service. En particulier, vous ne devez pas :',
        ],
        items: [
          'enfreindre la loi ou porter atteinte aux droits d’autrui ;',
          'téléverser du code malveillant ou tenter d’accéder sans autorisation à nos systèmes ;',
          'utiliser le Service pour envoyer du spam ou des contenus trompeurs ;',
          'copier, revendre ou rétro-concevoir le Service, sauf dans la mesure permise par ces Conditions.',
        ],
      },
      dataPrivacy: {
        title: 'Données et confidentialité',
        body: [
          'Notre Politique de confidentialité explique comment nous collectons et utilisons les données personnelles et fait partie intégrante des présentes Conditions. Vous restez propriétaire des contenus et données que vous téléversez et nous accordez une licence limitée pour les traiter afin de fournir le Service. Il vous appartient de disposer d’une base légale pour partager avec nous, et via les intégrations que vous connectez, les données personnelles de vos visiteurs.',
        ],
      },
      intellectualProperty: {
        title: 'Propriété intellectuelle',
        body: [
          'Le Service, y compris ses logiciels, son design, ses marques et ses contenus, appartient à {product}, Inc. et à ses concédants de licence et est protégé par le droit de la propriété intellectuelle. Hormis le droit limité d’utiliser le Service conformément aux présentes Conditions, aucun droit ne vous est concédé. Nous pouvons utiliser librement les retours que vous nous transmettez.',
        ],
      },
      billing: {
        title: 'Abonnement et facturation',
        body: [
          'Les offres payantes sont facturées d’avance, mensuellement ou annuellement, selon l’offre choisie. Les offres annuelles bénéficient d’une garantie satisfait ou remboursé de 30 jours : si vous résiliez dans les 30 jours suivant votre premier paiement annuel, nous vous remboursons intégralement ce paiement. Les offres mensuelles sont résiliables à tout moment, avec effet à la fin du mois déjà payé, qui n’est pas remboursé. En dehors de cette garantie, les sommes versées ne sont pas remboursables, sauf si la loi l’exige. Nous pouvons modifier nos tarifs moyennant un préavis, avec effet au cycle de facturation suivant, et vous nous autorisez à débiter le moyen de paiement choisi de toutes les sommes dues.',
        ],
      },
      availability: {
        title: 'Disponibilité du Service',
        body: [
          'Nous nous efforçons de maintenir le Service disponible en permanence, sans garantir qu’il fonctionnera sans interruption ni erreur. Nous pouvons suspendre temporairement l’accès pour maintenance, mise à niveau ou pour des raisons indépendantes de notre volonté, et nous efforçons d’annoncer à l’avance les interruptions planifiées.',
        ],
      },
      liability: {
        title: 'Limitation de responsabilité',
        body: [
          'Dans toute la mesure permise par la loi, le Service est fourni « en l’état » et {product}, Inc. ne saurait être tenue responsable des dommages indirects, accessoires, spéciaux, consécutifs ou punitifs, ni des pertes de bénéfices, de chiffre d’affaires ou de données. Notre responsabilité totale au titre de toute réclamation liée au Service est limitée au montant que vous nous avez versé au cours des douze mois précédant la réclamation.',
        ],
      },
      indemnification: {
        title: 'Indemnisation',
        body: [
          'Vous acceptez de défendre, d’indemniser et de dégager de toute responsabilité {product}, Inc., ses dirigeants, salariés et partenaires face à toute réclamation, tout dommage, toute perte et toute dépense, y compris des frais d’avocat raisonnables, résultant de votre utilisation du Service, de vos contenus ou de votre violation des présentes Conditions.',
        ],
      },
      termination: {
        title: 'Résiliation',
        body: [
          'Vous pouvez cesser d’utiliser le Service et fermer votre compte à tout moment. Nous pouvons suspendre ou résilier votre compte à tout moment, avec ou sans préavis, notamment en cas de violation des présentes Conditions. À la résiliation, votre droit d’utiliser le Service prend fin immédiatement ; les stipulations qui, par nature, doivent survivre, comme la propriété intellectuelle et la limitation de responsabilité, restent en vigueur.',
        ],
      },
      governingLaw: {
        title: 'Droit applicable',
        body: [
          'Les présentes Conditions sont régies par le droit de l’État du Delaware (États-Unis), sans égard à ses règles de conflit de lois. Tout litige découlant de ces Conditions ou du Service relève de la compétence exclusive des tribunaux étatiques ou fédéraux situés dans le Delaware, compétence que vous acceptez.',
        ],
      },
      changes: {
        title: 'Modifications des conditions',
        body: [
          'Nous pouvons modifier les présentes Conditions de temps à autre. En cas de modification importante, nous actualiserons la date en haut de cette page et vous en informerons par e-mail ou via le Service. En continuant d’utiliser le Service après l’entrée en vigueur des modifications, vous acceptez les Conditions révisées.',
        ],
      },
      contact: {
        title: 'Nous contacter',
        body: ['Une question sur ces Conditions ? Contactez-nous :'],
      },
    },
  },
  cookies: {
    metaTitle: 'Politique relative aux cookies',
    metaDescription:
      'Ce que le site de {product} enregistre dans votre navigateur, dans quel but, pour combien de temps et sur quelle base légale, les services susceptibles de déposer leurs propres cookies et la façon de revenir sur votre choix.',
    title: 'Politique relative aux cookies',
    summary:
      'Nous n’enregistrons dans votre navigateur que le strict nécessaire. Vous trouverez ici chaque élément, sa finalité, sa durée de conservation et sa base légale, ainsi que la marche à suivre pour changer d’avis.',
    itemLabels: {
      names: 'Nom',
      area: 'Emplacement',
      retention: 'Durée de conservation',
      basis: 'Base légale',
    },
    areas: {
      localStorage: 'Stockage local (localStorage)',
      sessionStorage: 'Stockage de session (sessionStorage)',
      cookie: 'Cookie',
    },
    bases: {
      necessary:
        'Strictement nécessaire aux fonctionnalités que vous utilisez, et donc dispensé de consentement (article 82 de la loi Informatique et Libertés, transposant l’article 5, paragraphe 3, de la directive ePrivacy). Le traitement repose sur notre intérêt légitime à proposer un site qui fonctionne (article 6, paragraphe 1, point f), du RGPD).',
      consent:
        'Votre consentement (article 82 de la loi Informatique et Libertés et article 6, paragraphe 1, point a), du RGPD), que vous donnez avec « Tout accepter » et retirez avec « Refuser ».',
    },
    storedItems: {
      cookieConsent: {
        name: 'Votre choix en matière de cookies',
        purpose:
          '« accepted » ou « declined », avec la date de votre choix : le bandeau ne vous interroge pas sur chaque page, et nous pouvons établir quand vous avez donné votre consentement.',
        retention:
          '12 mois, au terme desquels le bandeau vous interroge de nouveau. Un nouveau choix remplace le précédent ; vous pouvez aussi l’effacer avec les données de votre navigateur.',
      },
      language: {
        name: 'Votre langue',
        purpose:
          'La langue que vous avez choisie ou que le Site vous a proposée, la façon dont elle a été retenue et sa date, ainsi que le code de langue seul : le Site s’ouvre ainsi dans votre langue à votre prochaine visite.',
        retention: 'Jusqu’à ce que vous effaciez les données de votre navigateur.',
      },
      scrollPositions: {
        name: 'Positions de défilement',
        purpose:
          'L’endroit où vous vous trouviez sur chaque page consultée dans cet onglet, pour que le bouton Retour ou un rechargement vous y ramène.',
        retention: 'Jusqu’à la fermeture de l’onglet.',
      },
      theme: {
        name: 'Thème d’affichage',
        purpose: 'Toujours « light », le seul thème du Site.',
        retention: 'Jusqu’à ce que vous effaciez les données de votre navigateur.',
      },
      country: {
        name: 'Votre pays',
        purpose:
          'Le code pays renvoyé par {service}, pour ne l’interroger qu’une fois par session de navigation.',
        retention: 'Jusqu’à la fermeture de l’onglet, ou immédiatement si vous refusez.',
      },
      adminSession: {
        name: 'Session de connexion de l’équipe',
        purpose: 'Les jetons d’accès qui maintiennent un membre de l’équipe connecté.',
        retention:
          'Chaque jeton est valable 15 minutes et se renouvelle tant que vous restez connecté, 7 jours au plus ; il est supprimé à la déconnexion.',
      },
      adminDrafts: {
        name: 'Brouillons non enregistrés',
        purpose:
          'Le travail en cours dans l’éditeur d’articles, un élément par article : un rechargement ou un échec d’enregistrement ne fait rien perdre.',
        retention: 'Jusqu’à l’enregistrement de l’article ou l’abandon du brouillon.',
      },
      clerkSession: {
        name: 'Cookies de connexion Clerk',
        purpose:
          'Sur notre Site hébergé, Clerk assure la connexion sur /admin et dépose ces cookies de session.',
        retention: 'Le temps de la session ; supprimés à la déconnexion.',
      },
    },
    sections: {
      introduction: {
        title: 'À propos de cette politique',
        body: [
          'La présente politique décrit ce que le site de {product} (le « Site ») enregistre dans votre navigateur – cookies et technologies similaires, comme le stockage local et le stockage de session – et les requêtes qu’il adresse à d’autres services pour votre compte. Elle complète notre Politique de confidentialité et répond à l’obligation d’information prévue par l’article 82 de la loi n° 78-17 du 6 janvier 1978 relative à l’informatique, aux fichiers et aux libertés (la « loi Informatique et Libertés »), qui transpose en droit français l’article 5, paragraphe 3, de la directive 2002/58/CE (la « directive ePrivacy »). Le Site n’utilise aucun cookie publicitaire ni de mesure d’audience et ne vous suit pas d’un site à l’autre.',
        ],
      },
      essential: {
        title: 'Ce que nous enregistrons pour tous les visiteurs',
        body: [
          'Sans ces éléments, le Site ne fonctionnerait pas comme vous l’attendez. Ils sont donc enregistrés quel que soit votre choix dans le bandeau cookies. Ils restent sur votre appareil : le Site ne les transmet nulle part.',
        ],
      },
      countryLookup: {
        title: 'Proposition de langue selon votre pays',
        body: [
          'Si vous acceptez tous les cookies, le Site vous propose une langue en fonction du pays où vous vous trouvez. Pour le connaître, votre navigateur demande au service de géolocalisation {service}, une fois par session de navigation, à quel pays correspond votre adresse IP. Cette requête communique votre adresse IP à {service} ; elle ne transmet aucun cookie, et le Site ne reçoit que le code pays, conservé dans l’élément ci-dessous.',
          'Tant que vous n’avez pas fait votre choix, ou si vous refusez, cette requête n’a pas lieu : la langue est alors déduite des réglages de votre navigateur. Une langue que vous choisissez vous-même l’emporte toujours.',
          'Base légale : votre consentement (article 82 de la loi Informatique et Libertés et article 6, paragraphe 1, point a), du RGPD). Vous pouvez le retirer à tout moment via « Paramètres des cookies » ; le Site efface alors aussitôt le pays et n’interroge plus {service}. Votre adresse IP peut être traitée par {service} hors de l’Espace économique européen : voir « Transferts internationaux » dans notre Politique de confidentialité.',
        ],
      },
      admin: {
        title: 'Connexion de l’équipe sur /admin',
        body: [
          'Seuls les membres de notre équipe se connectent, sur /admin, pour rédiger les articles du blog. Pour eux, le Site enregistre en outre :',
        ],
      },
      thirdParties: {
        title: 'Services tiers, uniquement à votre demande',
        body: [
          'Certaines fonctionnalités sont fournies par d’autres services. Une fois la fonctionnalité chargée, chacun peut déposer ses propres cookies ou éléments similaires dans votre navigateur, pour la durée qu’il fixe et selon sa propre politique de confidentialité :',
        ],
        items: [
          'Cal.com, pour réserver une démo : le calendrier de la page Tarifs et les fenêtres de réservation qui s’ouvrent quand vous demandez une démo.',
          'L’application {product}, pour la démo en direct de la page d’accueil : elle ne se charge que si vous rejoignez la démo et n’utilise votre micro qu’avec l’autorisation de votre navigateur.',
          'YouTube, en mode confidentialité renforcée, pour la vidéo de la page de lancement : elle ne se charge que si vous la lancez.',
          'Clerk, pour la connexion de l’équipe sur /admin (voir la section 4).',
        ],
      },
      yourChoice: {
        title: 'Ce que font « Tout accepter » et « Refuser »',
        body: [
          'Si vous acceptez tous les cookies, le calendrier et les fenêtres de réservation se chargent dès l’ouverture de la page, Cal.com peut enregistrer les éléments dont il a besoin, et le Site peut déterminer votre pays comme l’explique la section 3.',
          'Si vous refusez, ou tant que vous n’avez pas choisi, aucun de ces services ne se charge sans votre demande : le calendrier, la démo en direct et la vidéo affichent d’abord un espace réservé et ne se chargent qu’au clic. Les boutons de réservation ouvrent alors Cal.com dans un nouvel onglet. Les éléments de la section 2 sont enregistrés dans tous les cas.',
          'Conformément aux lignes directrices et à la recommandation de la CNIL du 17 septembre 2020 relatives aux cookies et autres traceurs, refuser est aussi simple qu’accepter : « Refuser » figure dans le bandeau au même niveau que « Tout accepter », avec la même taille, et un seul clic suffit dans les deux cas. Votre choix, consentement comme refus, est conservé 12 mois ; passé ce délai, le bandeau vous interroge de nouveau. Vous pouvez retirer votre consentement à tout moment via « Paramètres des cookies », en bas de chaque page (voir la section 7).',
        ],
      },
      manage: {
        title: 'Modifier votre choix',
        body: [
          'Vous pouvez revenir sur votre choix à tout moment : cliquez sur « Paramètres des cookies » en bas de chaque page, ou sur le bouton ci-dessous, puis choisissez de nouveau. Le nouveau choix remplace immédiatement le précédent.',
          'Vous pouvez aussi effacer tout ce que le Site a enregistré depuis les réglages de votre navigateur (données de ce site) ; le bandeau vous interrogera alors de nouveau. Les éléments déposés par un service déjà chargé subsistent jusqu’à ce que vous les supprimiez.',
        ],
      },
      changes: {
        title: 'Modifications de cette politique',
        body: [
          'Dès que ce que le Site enregistre évolue, nous mettons à jour cette politique et la date indiquée en haut de la page.',
        ],
      },
      contact: {
        title: 'Nous contacter',
        body: ['Une question sur les cookies ou sur cette politique ? Écrivez-nous :'],
      },
    },
  },
};

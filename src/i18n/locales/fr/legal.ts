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
          '{product} permet aux entreprises de créer des avatars IA et des agents IA en direct qui présentent des démos produit interactives aux visiteurs d’un site, qualifient les prospects et mesurent l’engagement des acheteurs. Nous pouvons ajouter, modifier ou retirer des fonctionnalités à mesure que le Service évolue.',
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
          'Les offres payantes sont facturées d’avance, mensuellement ou annuellement, selon l’offre choisie. Les sommes versées ne sont pas remboursables, sauf si la loi l’exige. Nous pouvons modifier nos tarifs moyennant un préavis, avec effet au cycle de facturation suivant, et vous nous autorisez à débiter le moyen de paiement choisi de toutes les sommes dues.',
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
      'Ce que le site de {product} enregistre dans votre navigateur, pourquoi et pour combien de temps, quels services peuvent déposer leurs propres cookies et comment modifier votre choix à tout moment.',
    title: 'Politique relative aux cookies',
    summary:
      'Nous limitons au strict nécessaire ce que ce site enregistre dans votre navigateur. Voici chaque élément, sa raison d’être, sa durée de conservation et la façon de changer d’avis.',
    sections: {
      introduction: {
        title: 'À propos de cette politique',
        body: [
          'Cette politique explique comment le site de {product} (le « Site ») utilise les cookies et les technologies similaires, comme le stockage local et le stockage de session de votre navigateur. Elle complète notre Politique de confidentialité. Le Site n’utilise aucun cookie publicitaire ni de mesure d’audience et ne vous suit pas sur d’autres sites.',
        ],
      },
      essential: {
        title: 'Ce que nous enregistrons et pourquoi',
        body: [
          'Le Site conserve quelques éléments dans votre navigateur. Ils sont nécessaires à son bon fonctionnement : ils sont donc enregistrés quel que soit votre choix dans le bandeau cookies, et ils ne quittent jamais votre appareil :',
        ],
        items: [
          'Votre choix en matière de cookies (stockage local, « demoly.cookie-consent ») : « accepted » ou « declined », pour que le bandeau ne vous interroge pas sur chaque page. Conservé jusqu’à ce que vous changiez d’avis ou effaciez les données de votre navigateur.',
          'Votre langue (stockage local, « demoly.language-preference », avec la langue, la façon dont elle a été choisie et la date, et « demoly.language », avec le seul code de langue), pour que le Site s’ouvre dans votre langue la prochaine fois. Conservée jusqu’à ce que vous effaciez les données de votre navigateur.',
          'Votre pays (stockage de session, « demoly.country ») : pour vous proposer une langue lors de votre première visite, le Site demande une fois à ipapi.co à quel pays appartient votre adresse IP ; cette requête ne transmet aucun cookie. Supprimé à la fermeture de l’onglet.',
          'Le thème d’affichage (stockage local, « theme ») : toujours « light », le seul thème du Site. Conservé jusqu’à ce que vous effaciez les données de votre navigateur.',
        ],
      },
      admin: {
        title: 'Connexion de l’équipe sur /admin',
        body: [
          'Seuls les membres de notre équipe se connectent, sur /admin, pour rédiger des articles de blog. Le Site conserve alors leur session pour qu’ils restent connectés :',
        ],
        items: [
          'La session (stockage local, « demoly.admin.session ») : des jetons d’accès valables 15 minutes, renouvelés tant que vous restez connecté, pendant 7 jours au plus. Supprimée à la déconnexion.',
          'Les brouillons non enregistrés (stockage local, « demoly.admin.draft.* ») : le travail en cours dans l’éditeur d’articles, pour qu’un rechargement ou un échec d’enregistrement ne fasse rien perdre. Supprimés dès que l’article est enregistré ou le brouillon abandonné.',
          'Sur notre Site hébergé, la connexion est assurée par Clerk, qui dépose ses propres cookies de session (comme « __session » et « __client_uat ») sur /admin. Ils durent le temps de la session et sont supprimés à la déconnexion.',
        ],
      },
      thirdParties: {
        title: 'Services tiers, seulement à votre demande',
        body: [
          'Certaines fonctionnalités proviennent d’autres services. Chacun peut déposer ses propres cookies ou éléments similaires dans votre navigateur, pour la durée qu’il fixe et selon sa propre politique de confidentialité, mais seulement une fois la fonctionnalité chargée :',
        ],
        items: [
          'Cal.com, pour réserver une démo : le calendrier de la page Tarifs et les fenêtres de réservation qui s’ouvrent lorsque vous choisissez de réserver une démo.',
          'L’application {product}, pour la démo en direct de la page d’accueil : elle se charge lorsque vous choisissez de rejoindre la démo et n’utilise votre micro qu’avec l’autorisation de votre navigateur.',
          'YouTube, en mode confidentialité renforcée, pour la vidéo de la page de lancement : elle se charge lorsque vous choisissez de la regarder.',
          'Clerk, pour la connexion de l’équipe sur /admin, comme décrit ci-dessus.',
        ],
      },
      yourChoice: {
        title: 'Ce que font « Tout accepter » et « Refuser »',
        body: [
          'Si vous acceptez tous les cookies, le calendrier et les fenêtres de réservation se chargent d’eux-mêmes à l’ouverture de la page, et Cal.com peut enregistrer les éléments dont il a besoin.',
          'Si vous refusez, ou tant que vous n’avez pas choisi, rien ne se charge depuis ces services avant que vous le demandiez : le calendrier de réservation, la démo en direct et la vidéo affichent d’abord un espace réservé et ne se chargent que lorsque vous cliquez dessus. Les boutons de réservation ouvrent alors Cal.com dans un nouvel onglet. Les éléments de la section 2 sont enregistrés dans les deux cas.',
        ],
      },
      manage: {
        title: 'Modifier votre choix',
        body: [
          'Vous pouvez modifier votre choix à tout moment : sélectionnez « Paramètres des cookies » en bas de n’importe quelle page, ou le bouton ci-dessous, puis choisissez à nouveau. Votre nouveau choix remplace aussitôt le précédent.',
          'Vous pouvez aussi effacer tout ce que le Site a enregistré depuis les réglages de votre navigateur (les données de ce site) ; le bandeau vous interrogera alors de nouveau. Un service déjà chargé conserve ce qu’il a enregistré jusqu’à ce que vous l’effaciez à cet endroit.',
        ],
      },
      changes: {
        title: 'Modifications de cette politique',
        body: [
          'Chaque fois que ce que le Site enregistre change, nous mettons à jour cette politique et la date indiquée en haut de cette page.',
        ],
      },
      contact: {
        title: 'Nous contacter',
        body: ['Une question sur les cookies ou sur cette politique ? Écrivez-nous :'],
      },
    },
  },
};

import type { Messages } from '@/i18n/messages';

export const legal: Messages['legal'] = {
  lastUpdated: 'Laatst bijgewerkt op {date}',
  contents: 'Inhoud',
  backToTop: 'Terug naar boven',
  emailLabel: 'E-mail',
  addressLabel: 'Postadres',
  privacy: {
    metaTitle: 'Privacybeleid',
    metaDescription:
      'Hoe {product} persoonsgegevens verzamelt, gebruikt, deelt en beschermt, en welke keuzes en rechten je hebt.',
    title: 'Privacybeleid',
    summary:
      'Je vertrouwen is belangrijk voor ons. Dit beleid legt uit welke gegevens we verzamelen, waarom we dat doen en hoe jij de regie houdt.',
    sections: {
      introduction: {
        title: 'Inleiding',
        body: [
          'Dit privacybeleid legt uit hoe {product}, Inc. (‘{product}’, ‘wij’, ‘ons’) persoonsgegevens verzamelt, gebruikt en beschermt wanneer je onze website bezoekt of ons AI-demoplatform (de ‘Dienst’) gebruikt. Door de Dienst te gebruiken, neem je kennis van de werkwijze die hier wordt beschreven. Ga je daar niet mee akkoord, gebruik de Dienst dan niet.',
        ],
      },
      informationCollected: {
        title: 'Welke gegevens we verzamelen',
        body: [
          'We verzamelen gegevens die je ons zelf geeft, gegevens die ontstaan wanneer je de Dienst gebruikt en gegevens uit platforms die je koppelt:',
        ],
        items: [
          'Accountgegevens, zoals je naam, zakelijke e-mailadres, bedrijf en factuurgegevens.',
          'Demo- en gespreksgegevens, waaronder de vragen die bezoekers aan je AI-demo’s stellen en de gegeven antwoorden.',
          'Gebruiks- en apparaatgegevens, zoals IP-adres, browsertype, bekeken pagina’s en globale locatie.',
          'Gegevens uit platforms van derden die je koppelt, zoals je CRM of agenda.',
        ],
      },
      use: {
        title: 'Hoe we je gegevens gebruiken',
        body: [
          'We gebruiken persoonsgegevens om de Dienst te leveren, te onderhouden en te verbeteren, leads te kwalificeren, de analyses te maken die je opvraagt en betalingen te verwerken. Ook gebruiken we ze om met je te communiceren over je account en productnieuws en om de Dienst veilig te houden. We verkopen geen persoonsgegevens.',
        ],
      },
      thirdParties: {
        title: 'Integraties van derden en delen van gegevens',
        body: [
          'Wanneer je een platform van derden koppelt, zoals een CRM-, berichten-, e-mail-, ontwerp- of planningstool, delen we met dat platform de gegevens die de integratie nodig heeft, waaronder leadgegevens en demo-inzichten. Op je gebruik van die platforms zijn hun eigen voorwaarden en privacybeleid van toepassing.',
          'Daarnaast delen we gegevens met dienstverleners die namens ons de Dienst hosten, betalingen verwerken of e-mails versturen, op basis van overeenkomsten die hen verplichten de gegevens te beschermen, en met overheidsinstanties als de wet dat vereist.',
        ],
      },
      security: {
        title: 'Beveiliging van gegevens',
        body: [
          'We beschermen persoonsgegevens met gangbare maatregelen, waaronder versleuteling tijdens verzending en opslag, toegangscontrole en regelmatige beveiligingscontroles. Geen enkele methode van verzending of opslag is volledig veilig, dus absolute veiligheid kunnen we niet garanderen. Laat het ons direct weten als je onbevoegde toegang tot je account vermoedt.',
        ],
      },
      retention: {
        title: 'Bewaartermijn',
        body: [
          'We bewaren persoonsgegevens zolang je account actief is of zolang dat nodig is om de Dienst te leveren. Nadat je je account hebt opgezegd, verwijderen of anonimiseren we je gegevens binnen een redelijke termijn, tenzij we ze moeten bewaren om te voldoen aan wettelijke, fiscale of boekhoudkundige verplichtingen of om geschillen op te lossen.',
        ],
      },
      rights: {
        title: 'Jouw rechten',
        body: [
          'Afhankelijk van waar je woont, heb je mogelijk het recht om je persoonsgegevens in te zien, te corrigeren, te exporteren of te laten verwijderen, bezwaar te maken tegen bepaalde verwerkingen of die te laten beperken, en je toestemming op elk moment in te trekken. Neem hiervoor contact met ons op via de gegevens hieronder. We reageren binnen de wettelijke termijn en zullen je nooit benadelen omdat je je rechten uitoefent.',
        ],
      },
      cookies: {
        title: 'Cookiegebruik',
        body: [
          'Op onze website slaan we alleen op wat nodig is om die te laten werken, zoals je cookiekeuze en je taal. Diensten van derden, zoals onze boekingsagenda, laden alleen met jouw toestemming of op jouw verzoek. Ons cookiebeleid noemt elk item, hoe lang het bewaard blijft en hoe je je keuze altijd kunt wijzigen. Als je optionele cookies weigert, blijven de kernfuncties van de website gewoon werken.',
        ],
      },
      internationalTransfers: {
        title: 'Internationale doorgifte',
        body: [
          'We zijn gevestigd in de Verenigde Staten en kunnen je gegevens verwerken in andere landen waar wij of onze dienstverleners actief zijn. Wanneer we persoonsgegevens doorgeven buiten de Europese Economische Ruimte, het Verenigd Koninkrijk of Zwitserland, gebruiken we passende waarborgen, zoals de modelcontractbepalingen van de Europese Commissie.',
        ],
      },
      children: {
        title: 'Privacy van kinderen',
        body: [
          'De Dienst is niet bedoeld voor kinderen jonger dan 16 jaar en we verzamelen niet bewust persoonsgegevens van personen onder de 16. Je moet minstens 16 jaar oud zijn om de Dienst te gebruiken of ons persoonsgegevens te verstrekken. Als we ontdekken dat we gegevens van een kind onder de 16 hebben verzameld, verwijderen we die onmiddellijk.',
        ],
      },
      changes: {
        title: 'Wijzigingen in dit beleid',
        body: [
          'We kunnen dit privacybeleid van tijd tot tijd bijwerken. Bij belangrijke wijzigingen passen we de datum bovenaan deze pagina aan en informeren we je waar nodig per e-mail of via de Dienst. Als je de Dienst na een update blijft gebruiken, aanvaard je het herziene beleid.',
        ],
      },
      contact: {
        title: 'Contact',
        body: [
          'Heb je vragen over dit privacybeleid of over hoe we met je persoonsgegevens omgaan? Neem dan contact met ons op:',
        ],
      },
    },
  },
  terms: {
    metaTitle: 'Algemene voorwaarden',
    metaDescription:
      'De voorwaarden voor het gebruik van de website en het AI-demoplatform van {product}, inclusief accounts, facturering en aansprakelijkheid.',
    title: 'Algemene voorwaarden',
    summary:
      'Lees deze voorwaarden zorgvuldig. Ze beschrijven je rechten en plichten wanneer je {product} gebruikt.',
    sections: {
      acceptance: {
        title: 'Aanvaarding van de voorwaarden',
        body: [
          'Deze algemene voorwaarden (‘Voorwaarden’) zijn van toepassing op je toegang tot en gebruik van de website en het platform van {product} (de ‘Dienst’), beheerd door {product}, Inc. Door een account aan te maken of de Dienst te gebruiken, ga je akkoord met deze Voorwaarden. Gebruik je de Dienst namens een organisatie, dan bevestig je dat je bevoegd bent die organisatie te binden.',
        ],
      },
      description: {
        title: 'Beschrijving van de Dienst',
        body: [
          'Met {product} maken bedrijven AI-avatars en live-AI-agents die websitebezoekers interactieve productdemo’s geven, leads kwalificeren en rapporteren over de betrokkenheid van potentiële klanten. We kunnen functies toevoegen, wijzigen of verwijderen naarmate de Dienst zich ontwikkelt.',
        ],
      },
      accounts: {
        title: 'Gebruikersaccounts',
        body: [
          'Je moet bij registratie juiste, actuele en volledige gegevens verstrekken en deze up-to-date houden. Je bent verantwoordelijk voor het beschermen van je inloggegevens en voor alle activiteiten binnen je account. Meld onbevoegd gebruik onmiddellijk bij ons.',
        ],
      },
      acceptableUse: {
        title: 'Aanvaardbaar gebruik',
        body: ['Je stemt ermee in de Dienst niet te misbruiken. Je mag in het bijzonder niet:'],
        items: [
          'de wet overtreden of inbreuk maken op de rechten van anderen;',
          'schadelijke code uploaden of proberen onbevoegd toegang te krijgen tot onze systemen;',
          'de Dienst gebruiken om spam of misleidende inhoud te versturen;',
          'de Dienst kopiëren, doorverkopen of reverse-engineeren, behalve voor zover deze Voorwaarden dat toestaan.',
        ],
      },
      dataPrivacy: {
        title: 'Gegevens en privacy',
        body: [
          'Ons privacybeleid legt uit hoe we persoonsgegevens verzamelen en gebruiken en maakt deel uit van deze Voorwaarden. Je blijft eigenaar van de inhoud en gegevens die je uploadt en verleent ons een beperkte licentie om die te verwerken voor het leveren van de Dienst. Je bent zelf verantwoordelijk voor een rechtmatige grondslag om persoonsgegevens van je bezoekers met ons en via je gekoppelde integraties te delen.',
        ],
      },
      intellectualProperty: {
        title: 'Intellectueel eigendom',
        body: [
          'De Dienst, inclusief software, ontwerp, merken en inhoud, is eigendom van {product}, Inc. en haar licentiegevers en wordt beschermd door wetten op het gebied van intellectueel eigendom. Afgezien van het beperkte recht om de Dienst volgens deze Voorwaarden te gebruiken, worden er geen rechten aan je verleend. Feedback die je ons geeft, mogen we zonder verplichtingen jegens jou gebruiken.',
        ],
      },
      billing: {
        title: 'Abonnement en facturering',
        body: [
          'Betaalde abonnementen worden vooraf per maand of per jaar gefactureerd, afhankelijk van het gekozen abonnement. Jaarabonnementen hebben een niet-goed-geld-teruggarantie van 30 dagen: zeg je binnen 30 dagen na je eerste jaarbetaling op, dan betalen we die betaling volledig terug. Maandabonnementen zijn op elk moment opzegbaar, met ingang van het einde van de al betaalde maand; die maand wordt niet terugbetaald. Buiten deze garantie worden betaalde bedragen niet terugbetaald, tenzij de wet dat vereist. We kunnen prijzen na voorafgaande kennisgeving wijzigen met ingang van je volgende factuurperiode, en je machtigt ons alle verschuldigde bedragen via je gekozen betaalmethode te innen.',
        ],
      },
      availability: {
        title: 'Beschikbaarheid van de Dienst',
        body: [
          'We streven ernaar de Dienst altijd beschikbaar te houden, maar garanderen niet dat deze ononderbroken of foutloos werkt. We kunnen de toegang tijdelijk opschorten voor onderhoud, upgrades of om redenen buiten onze macht, en proberen gepland onderhoud vooraf aan te kondigen.',
        ],
      },
      liability: {
        title: 'Beperking van aansprakelijkheid',
        body: [
          'Voor zover wettelijk toegestaan wordt de Dienst geleverd ‘zoals deze is’ en is {product}, Inc. niet aansprakelijk voor indirecte, incidentele, bijzondere of gevolgschade of punitieve schadevergoedingen, noch voor gederfde winst, omzet of gegevens. Onze totale aansprakelijkheid voor claims met betrekking tot de Dienst is beperkt tot het bedrag dat je ons in de twaalf maanden vóór de claim hebt betaald.',
        ],
      },
      indemnification: {
        title: 'Vrijwaring',
        body: [
          'Je stemt ermee in {product}, Inc. en haar bestuurders, medewerkers en partners te verdedigen, schadeloos te stellen en te vrijwaren tegen alle claims, schade, verliezen en kosten, inclusief redelijke advocaatkosten, die voortvloeien uit je gebruik van de Dienst, je inhoud of je schending van deze Voorwaarden.',
        ],
      },
      termination: {
        title: 'Beëindiging',
        body: [
          'Je kunt op elk moment stoppen met het gebruik van de Dienst en je account opzeggen. Wij kunnen je account op elk moment opschorten of beëindigen, met of zonder kennisgeving, onder meer als je deze Voorwaarden schendt. Bij beëindiging vervalt je recht om de Dienst te gebruiken onmiddellijk; bepalingen die naar hun aard blijven gelden, zoals die over intellectueel eigendom en beperking van aansprakelijkheid, blijven van kracht.',
        ],
      },
      governingLaw: {
        title: 'Toepasselijk recht',
        body: [
          'Op deze Voorwaarden is het recht van de staat Delaware (Verenigde Staten) van toepassing, zonder toepassing van de regels van internationaal privaatrecht. Geschillen die voortvloeien uit deze Voorwaarden of de Dienst worden uitsluitend beslecht door de staats- of federale rechtbanken in Delaware, aan wier bevoegdheid je je onderwerpt.',
        ],
      },
      changes: {
        title: 'Wijzigingen in deze voorwaarden',
        body: [
          'We kunnen deze Voorwaarden van tijd tot tijd wijzigen. Bij een belangrijke wijziging passen we de datum bovenaan deze pagina aan en informeren we je per e-mail of via de Dienst. Als je de Dienst blijft gebruiken nadat de wijzigingen van kracht zijn geworden, ga je akkoord met de herziene Voorwaarden.',
        ],
      },
      contact: {
        title: 'Neem contact op',
        body: ['Vragen over deze Voorwaarden? Neem contact met ons op:'],
      },
    },
  },
  cookies: {
    metaTitle: 'Cookiebeleid',
    metaDescription:
      'Wat de website van {product} in je browser opslaat, waarvoor, hoe lang en op welke rechtsgrond, welke diensten eigen cookies kunnen plaatsen en hoe je je keuze altijd kunt wijzigen.',
    title: 'Cookiebeleid',
    summary:
      'We slaan zo weinig mogelijk op in je browser. Hier lees je per item waarvoor het dient, hoe lang het blijft staan en op welke rechtsgrond, en hoe je je keuze wijzigt.',
    itemLabels: {
      names: 'Opgeslagen als',
      area: 'Waar',
      retention: 'Bewaartermijn',
      basis: 'Rechtsgrond',
    },
    areas: {
      localStorage: 'Lokale opslag (localStorage)',
      sessionStorage: 'Sessieopslag (sessionStorage)',
      cookie: 'Cookie',
    },
    bases: {
      necessary:
        'Strikt noodzakelijk voor de functies die je gebruikt, dus zonder toestemming (art. 5 lid 3 e-privacyrichtlijn; in Nederland art. 11.7a Telecommunicatiewet). Grondslag: ons gerechtvaardigd belang bij een site die werkt (art. 6 lid 1 sub f AVG).',
      consent:
        'Je toestemming (art. 6 lid 1 sub a AVG), die je geeft met ‘Alles accepteren’ en intrekt met ‘Weigeren’.',
    },
    storedItems: {
      cookieConsent: {
        name: 'Je cookiekeuze',
        purpose:
          '‘accepted’ of ‘declined’, met de datum van je keuze, zodat de banner niet op elke pagina opnieuw vraagt en we kunnen aantonen wanneer je toestemming gaf.',
        retention:
          '12 maanden; daarna vraagt de banner het opnieuw. Een nieuwe keuze vervangt de vorige, en met je browsergegevens wis je hem ook.',
      },
      language: {
        name: 'Je taal',
        purpose:
          'De taal die je koos of die de Site voorstelde, hoe en wanneer die is vastgelegd, en los daarvan de taalcode, zodat de Site de volgende keer in jouw taal opent.',
        retention: 'Tot je je browsergegevens wist.',
      },
      scrollPositions: {
        name: 'Scrollposities',
        purpose:
          'Hoe ver je op elke pagina in dit tabblad was gescrold, zodat Terug of herladen je naar dezelfde plek brengt.',
        retention: 'Tot je het tabblad sluit.',
      },
      theme: {
        name: 'Weergavethema',
        purpose: 'Altijd ‘light’, het enige thema van de Site.',
        retention: 'Tot je je browsergegevens wist.',
      },
      country: {
        name: 'Je land',
        purpose:
          'De landcode die {service} teruggaf, zodat de dienst maar één keer per browsersessie wordt gevraagd.',
        retention: 'Tot je het tabblad sluit, of meteen als je weigert.',
      },
      adminSession: {
        name: 'Inlogsessie van het team',
        purpose: 'Toegangstokens waarmee een teamlid ingelogd blijft.',
        retention:
          'Elk token is 15 minuten geldig en wordt vernieuwd zolang je ingelogd blijft, maximaal 7 dagen. Bij uitloggen wordt het verwijderd.',
      },
      adminDrafts: {
        name: 'Niet-opgeslagen concepten',
        purpose:
          'Werk in uitvoering in de artikeleditor, één item per artikel, zodat je niets kwijtraakt bij herladen of een mislukte opslag.',
        retention: 'Tot het artikel is opgeslagen of het concept is weggegooid.',
      },
      clerkSession: {
        name: 'Inlogcookies van Clerk',
        purpose:
          'Op onze gehoste Site verzorgt Clerk het inloggen op /admin en plaatst daarvoor deze sessiecookies.',
        retention: 'Zolang de sessie duurt; ze worden verwijderd als je uitlogt.',
      },
    },
    sections: {
      introduction: {
        title: 'Over dit beleid',
        body: [
          'Dit cookiebeleid legt uit wat de website van {product} (de ‘Site’) in je browser opslaat, in cookies of vergelijkbare technieken zoals de lokale opslag en de sessieopslag, en welke verzoeken de Site namens jou aan andere diensten doet. Het vult ons privacybeleid aan. De Site gebruikt geen advertentie- of analysecookies en volgt je niet op andere websites.',
        ],
      },
      essential: {
        title: 'Wat we voor elke bezoeker opslaan',
        body: [
          'Deze items zijn nodig om de Site te laten werken zoals je verwacht, dus ze worden opgeslagen wat je ook kiest in de cookiebanner. Ze blijven op je apparaat: de Site stuurt ze nergens heen.',
        ],
      },
      countryLookup: {
        title: 'Taalvoorstel op basis van je land',
        body: [
          'Als je alle cookies accepteert, stelt de Site een taal voor op basis van het land waar je bent. Daarvoor vraagt je browser de geolocatiedienst {service} één keer per browsersessie bij welk land je IP-adres hoort. Met dat verzoek krijgt {service} je IP-adres; er gaan geen cookies mee, en de Site ontvangt alleen de landcode, die in het item hieronder wordt bewaard.',
          'Zolang je nog geen keuze hebt gemaakt, of als je weigert, doet de Site dat verzoek niet: de taal volgt dan de instellingen van je browser. Een taal die je zelf kiest, gaat altijd voor.',
          'Rechtsgrond: je toestemming (art. 6 lid 1 sub a AVG). Je kunt die altijd intrekken via ‘Cookie-instellingen’; de Site wist dan meteen het land en vraagt {service} niets meer. {service} kan je IP-adres buiten de Europese Economische Ruimte verwerken; zie ‘Internationale doorgifte’ in ons privacybeleid.',
        ],
      },
      admin: {
        title: 'Inloggen voor het team op /admin',
        body: [
          'Alleen leden van ons team loggen in, op /admin, om blogartikelen te schrijven. Voor hen slaat de Site daarnaast het volgende op:',
        ],
      },
      thirdParties: {
        title: 'Diensten van derden, alleen op jouw verzoek',
        body: [
          'Sommige functies komen van andere diensten. Zodra een functie geladen is, kan de dienst eigen cookies of vergelijkbare items in je browser opslaan, voor een duur die hij zelf bepaalt en onder zijn eigen privacybeleid:',
        ],
        items: [
          'Cal.com, om een demo te boeken: de agenda op de prijzenpagina en de boekingsvensters die openen als je een demo wilt boeken.',
          'De app van {product}, voor de livedemo op de startpagina: die laadt wanneer je ervoor kiest om mee te doen en gebruikt je microfoon alleen met toestemming van je browser.',
          'YouTube, in de modus met verbeterde privacy, voor de video op de lanceringspagina: die laadt wanneer je ervoor kiest hem te bekijken.',
          'Clerk, voor het inloggen van het team op /admin (zie sectie 4).',
        ],
      },
      yourChoice: {
        title: 'Wat ‘Alles accepteren’ en ‘Weigeren’ doen',
        body: [
          'Als je alle cookies accepteert, laden de boekingsagenda en de boekingsvensters vanzelf zodra de pagina opent, kan Cal.com de items opslaan die het nodig heeft en mag de Site je land bepalen zoals sectie 3 beschrijft.',
          'Als je weigert, of zolang je nog niet gekozen hebt, laadt niets van deze diensten tot je erom vraagt: de boekingsagenda, de livedemo en de video tonen eerst een plaatshouder en laden pas als je erop klikt. Boekingsknoppen openen Cal.com dan in een nieuw tabblad. De items uit sectie 2 worden in beide gevallen opgeslagen.',
          'We bewaren je keuze 12 maanden. Daarna vraagt de banner het opnieuw.',
        ],
      },
      manage: {
        title: 'Je keuze wijzigen',
        body: [
          'Je kunt je keuze altijd wijzigen: kies ‘Cookie-instellingen’ onderaan elke pagina, of de knop hieronder, en kies opnieuw. Je nieuwe keuze vervangt de vorige meteen.',
          'Je kunt ook alles wat de Site heeft opgeslagen wissen via de instellingen van je browser (de sitegegevens van deze website); de banner vraagt het je dan opnieuw. Een dienst die al geladen is, houdt wat hij heeft opgeslagen tot je het daar wist.',
        ],
      },
      changes: {
        title: 'Wijzigingen in dit beleid',
        body: [
          'Verandert er iets in wat de Site opslaat, dan werken we dit beleid en de datum bovenaan deze pagina bij.',
        ],
      },
      contact: {
        title: 'Contact',
        body: ['Vragen over cookies of over dit beleid? Neem contact met ons op:'],
      },
    },
  },
};

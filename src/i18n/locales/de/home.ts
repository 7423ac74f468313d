import type { Messages } from '@/i18n/messages';

export const home: Messages['home'] = {
  metaTitle: 'KI-Avatare, die Ihr Produkt rund um die Uhr vorführen',
  metaDescription:
    'KI-Avatare und Live-KI-Agenten geben jedem Besucher eine realistische Produktdemo, qualifizieren ihn und machen aus Interesse echte Pipeline.',
  hero: {
    eyebrow: 'KI-Demo-Agenten für B2B-Teams',
    title: 'KI-Avatare, die Ihr Produkt vorführen – für {highlight}',
    titleWords: ['jeden Besucher', 'jeden Lead', 'jede Zeitzone'],
    pitch:
      'Interessenten sehen Ihr Produkt genau dann, wenn sie neugierig sind – ganz ohne Termin. {product} qualifiziert jeden Käufer und verwandelt Interesse in echte Verkaufschancen.',
    primaryCta: 'Demo erstellen • kostenlos!',
    secondaryCta: 'oder mit unserem Vertrieb sprechen',
    trustLine: 'Keine Kreditkarte nötig · In unter 10 Minuten live',
  },
  demo: {
    label: 'Live-KI-Produktdemo',
    posterAlt: 'Ein KI-Avatar präsentiert in einer Live-Produktdemo ein Analyse-Dashboard',
    live: 'Jetzt live',
    join: 'Demo starten',
    joinHint: 'Sprechen oder tippen – der KI-Avatar antwortet in Echtzeit.',
    frameTitle: 'Live-KI-Produktdemo mit einem KI-Avatar',
    enterFullscreen: 'Vollbild öffnen',
    exitFullscreen: 'Vollbild beenden',
    skip: 'Demo überspringen und weiterscrollen',
    openElsewhere: 'Demo lädt nicht? In neuem Tab öffnen',
  },
  logos: {
    title: 'Vertrauen von Revenue-Teams schnell wachsender Unternehmen',
  },
  painPoints: {
    title: 'Schluss mit verlorenen Deals durch {phrase}',
    phrases: [
      'langsames Follow-up',
      'geplatzte Demo-Termine',
      'unqualifizierte Leads',
      'Zeitzonen-Lücken',
      '08/15-Produkttouren',
      'überlastete Sales Engineers',
    ],
    pause: 'Wechselnde Begriffe anhalten',
    play: 'Wechselnde Begriffe abspielen',
  },
  features: {
    eyebrow: 'Warum Teams wechseln',
    title: 'Mit KI-Demos 3× mehr Besucher in eine qualifizierte Vertriebspipeline verwandeln',
    subtitle:
      'Ein KI-Avatar führt vor, qualifiziert und übergibt – Ihr Team spricht nur noch mit Käufern, die wirklich bereit sind.',
    tryFree: 'Kostenlos testen',
    bookExpert: 'Oder Demo mit einem Experten buchen',
    cards: [
      {
        title: 'Realistische KI-Demo-Umgebung',
        headline: 'Geben Sie jedem Besucher eine {highlight} Ihres echten Produkts',
        highlight: 'realistische Live-Demo',
        subheadline:
          'Der Avatar klickt sich durch Ihre echte App, beantwortet Fragen per Sprache und passt die Story an jeden Käufer an.',
        meta: 'In unter 10 Minuten eingerichtet – mit Ihrer Produkt-URL',
      },
      {
        title: 'Ihre Käufer kennen, bevor der erste Termin beginnt',
        headline: 'Lernen Sie Ihren Käufer {highlight} kennen',
        highlight: 'vor dem ersten Gespräch',
        subheadline:
          'Unternehmen, Rolle, Budget und Must-haves werden während der Demo erfasst und zusammengefasst, bevor Sie Hallo sagen.',
        meta: '2,5× mehr qualifizierte Leads',
      },
      {
        title: 'Conversions auf Autopilot, 24/7',
        headline: 'Besucher {highlight} automatisch konvertieren',
        highlight: 'rund um die Uhr',
        subheadline:
          'Nachteulen und andere Zeitzonen bekommen dieselbe starke Demo – und einen Termin direkt in Ihrem Kalender.',
        meta: 'Über 80 Stunden Ersparnis pro Monat',
      },
      {
        title: 'Automatisierte Workflows aus Gesprächen',
        headline: 'Das {highlight} auslösen – basierend auf dem, was Käufer wirklich sagen',
        highlight: 'passende Follow-up',
        subheadline:
          'Pain Points, Budget, Zeitplan, ICP-Fit, Kaufabsicht und Anwendungsfälle landen in Ihrem CRM und stoßen den nächsten Schritt an.',
        meta: '2× schnelleres Follow-up',
      },
      {
        title: 'Wissen, welche Features Umsatz bringen',
        headline: 'Sehen Sie, welche Features {highlight}',
        highlight: 'Umsatz bringen',
        subheadline:
          'Jede Frage und jeder Klick wird der Pipeline zugeordnet – Produkt und Marketing wissen genau, was Deals gewinnt.',
        meta: '+38 % Abschlussquote',
      },
    ],
    illustrations: {
      agentName: 'Ava · KI-Demo-Agentin',
      visitorQuestion: 'Lässt sich das mit unserem CRM synchronisieren?',
      agentAnswer: 'Ja! Ich zeige Ihnen die Live-Synchronisierung sofort.',
      screenTitle: 'Pipeline-Übersicht',
      profileTitle: 'Käuferprofil',
      profileRows: [
        { label: 'Unternehmensgröße', value: '200–500 Mitarbeitende' },
        { label: 'Budgetrahmen', value: '40.000 $ pro Jahr' },
        { label: 'Zeitplan', value: 'Dieses Quartal' },
        { label: 'Kaufabsicht', value: 'Hoch' },
      ],
      activityTitle: 'Während Ihr Team schlief',
      activity: [
        'Demo abgeschlossen · Lead qualifiziert',
        'Termin mit dem Vertrieb gebucht',
        'Follow-up versendet',
      ],
      signals: [
        'Pain Points',
        'Budgetrahmen',
        'Zeitplan',
        'ICP-Fit',
        'Kaufabsicht',
        'Anwendungsfälle',
      ],
      actions: [
        'Deal im CRM anlegen',
        'Vertrieb im Chat informieren',
        'Passendes Follow-up senden',
      ],
      revenueTitle: 'Beeinflusste Pipeline nach Feature',
      revenueFeatures: ['Analysen', 'Integrationen', 'Automatisierungen', 'Berichte'],
    },
  },
  testimonial: {
    quote:
      '„Innerhalb eines Quartals ist unsere Website-Conversion um 300 % gestiegen. Der KI-Avatar präsentiert unser Produkt um 2 Uhr nachts besser als die meisten von uns um 14 Uhr – und jeder Lead kommt bereits qualifiziert an.“',
    role: 'VP Revenue, Lumenly',
    label: 'Kundenstimme',
    ratingLabel: 'Bewertet mit 5 von 5 Sternen',
  },
  roles: {
    eyebrow: 'Für jedes Team gemacht',
    title: 'Eine KI-Demo, drei Teams, die gewinnen',
    subtitle:
      'Marketing, Vertrieb und Produkt bekommen aus jedem Gespräch genau die Erkenntnisse, die sie brauchen.',
    tabsLabel: 'Team auswählen',
    items: {
      marketing: {
        tab: 'Marketingteams',
        team: 'Für Marketingteams',
        badge: 'Pipeline-Wachstum',
        metric: '3×',
        metricLabel: 'mehr Engagement',
        description:
          'Machen Sie aus anonymem Traffic messbare Pipeline. Sehen Sie, welche Zielgruppen sich einbringen, welche Botschaften zünden und welche Kampagnen kaufbereite Interessenten bringen.',
        points: ['Zielgruppenanalyse', 'Demo-Analysen', 'Gesprächsanalyse'],
      },
      sales: {
        tab: 'Vertriebsteams',
        team: 'Für Vertriebsteams',
        badge: 'Schnellere Deals',
        metric: '65 %',
        metricLabel: 'kürzere Sales-Zyklen',
        description:
          'Jeder Lead wird schon während der Demo qualifiziert und bewertet. Ihr Team überspringt die Discovery und konzentriert sich auf Deals, die sich noch in diesem Quartal abschließen lassen.',
        points: ['Lead-Qualifizierung', 'Lead-Scoring', 'Anwendungsfälle'],
      },
      product: {
        tab: 'Produktteams',
        team: 'Für Produktteams',
        badge: 'Produkt-Insights',
        metric: '10.000+',
        metricLabel: 'analysierte Käuferfragen',
        description:
          'Hören Sie, was Käufer in ihren eigenen Worten fordern. Erkennen Sie fehlende Features, unklare Abläufe und die Funktionen, die einen Deal für Sie entscheiden.',
        points: ['Product Intelligence', 'KI-Insights', 'Kundenfeedback'],
      },
    },
  },
  results: {
    eyebrow: 'Ergebnisse',
    title: 'Zahlen, die unsere Kunden sehen',
    items: [
      { value: '+38 %', label: 'höhere Abschlussquote' },
      { value: '80+', label: 'Stunden Ersparnis pro Monat' },
      { value: '2×', label: 'schnelleres Follow-up' },
      { value: '1 Monat', label: 'bis zum ROI' },
      { value: '3×', label: 'mehr Engagement' },
      { value: '65 %', label: 'kürzere Sales-Zyklen' },
      { value: '2,5×', label: 'mehr qualifizierte Leads' },
      { value: '< 10', label: 'Minuten Setup mit Ihrer Produkt-URL' },
    ],
  },
  integrations: {
    eyebrow: 'Integrationen',
    title: 'Funktioniert mit den Tools, die Ihr Team schon nutzt',
    subtitle:
      'Qualifizierte Leads, Zusammenfassungen und nächste Schritte landen dort, wo Ihr Team arbeitet: im Chat, im Postfach, in Design-Tools, im CRM und im Kalender.',
    groups: {
      chat: 'Chat & Messenger',
      mail: 'E-Mail',
      design: 'Design-Tools',
      crm: 'CRM & Vertrieb',
      scheduling: 'Terminplanung',
    },
  },
  cta: {
    title: 'Bereit, Ihr Produkt von KI vorführen zu lassen?',
    text: 'Erstellen Sie Ihre erste KI-Demo in wenigen Minuten – oder sprechen Sie mit uns über den Rollout im ganzen Unternehmen.',
    primary: 'Demo erstellen',
    secondary: 'Gespräch mit dem Vertrieb buchen',
  },
  faq: {
    title: 'Häufige Fragen',
    items: [
      {
        question: 'Wie funktioniert eine KI-Demo?',
        answer:
          'Sie teilen Ihre Produkt-URL und ein paar Hinweise. {product} erstellt einen KI-Avatar, der Ihr Produkt kennt, es live auf dem Bildschirm zeigt und Fragen per Sprache oder Chat beantwortet – auf Ihrer Website, zu jeder Tageszeit.',
      },
      {
        question: 'Wie lange dauert die Einrichtung?',
        answer:
          'Die meisten Teams sind in unter 10 Minuten live. Produkt-URL einfügen, Avatar wählen und die Demo mit einem Snippet auf Ihrer Website einbinden.',
      },
      {
        question: 'Wie werden Besucher qualifiziert?',
        answer:
          'Im Gespräch erfasst der Avatar Pain Points, Budget, Zeitplan, ICP-Fit, Kaufabsicht und Anwendungsfälle. Jeder Lead erhält einen Score und eine Zusammenfassung, und der passende Workflow startet automatisch.',
      },
      {
        question: 'Lässt sich das mit unserem CRM und Kalender verbinden?',
        answer:
          'Ja. Qualifizierte Leads und Gesprächszusammenfassungen werden mit Ihrem CRM synchronisiert, heiße Leads buchen direkt einen Termin in Ihrem Kalender, und Benachrichtigungen gehen in Ihren Team-Chat oder Ihr Postfach.',
      },
      {
        question: 'Kann ich es kostenlos testen?',
        answer:
          'Ja. Sie können kostenlos eine Demo erstellen und upgraden, sobald Sie mehr Demos, Nutzerplätze oder erweiterte Analysen brauchen. Für den Start ist keine Kreditkarte nötig.',
      },
    ],
  },
};

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
      'Besucher sehen Ihr Produkt genau dann, wenn sie neugierig sind – ganz ohne Termin. {product} qualifiziert jeden Interessenten und verwandelt Neugier in echte Verkaufschancen.',
    primaryCta: 'Demo kostenlos erstellen',
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
    title: 'Schnell wachsende Unternehmen vertrauen uns',
  },
  painPoints: {
    title: 'Schluss mit verlorenen Deals durch {phrase}',
    phrases: [
      'langsames Follow-up',
      'geplatzte Demo-Termine',
      'unqualifizierte Leads',
      'Zeitverschiebung',
      '08/15-Produkttouren',
      'überlastete Presales-Teams',
    ],
    pause: 'Wechselnde Begriffe anhalten',
    play: 'Wechselnde Begriffe abspielen',
  },
  features: {
    eyebrow: 'Ihre Vorteile',
    title: 'Machen Sie mit KI-Demos 3× mehr Besucher zu qualifizierten Verkaufschancen',
    subtitle:
      'Ein KI-Avatar führt vor, qualifiziert und übergibt – Ihr Team spricht nur noch mit Interessenten, die wirklich kaufbereit sind.',
    tryFree: 'Kostenlos testen',
    bookExpert: 'Oder Demo mit einem Experten buchen',
    cards: [
      {
        title: 'Realistische KI-Demo-Umgebung',
        headline: 'Geben Sie jedem Besucher eine {highlight} Ihres echten Produkts',
        highlight: 'realistische Live-Demo',
        subheadline:
          'Der Avatar klickt sich durch Ihre echte App, beantwortet Fragen mündlich und stimmt die Präsentation auf jeden Interessenten ab.',
        meta: 'In unter 10 Minuten eingerichtet – mit Ihrer Produkt-URL',
      },
      {
        title: 'Interessenten kennen, bevor das erste Gespräch beginnt',
        headline: 'Lernen Sie Ihre Interessenten {highlight} kennen',
        highlight: 'schon vor dem ersten Gespräch',
        subheadline:
          'Unternehmen, Rolle, Budget und Muss-Kriterien werden während der Demo erfasst und zusammengefasst, bevor Sie Hallo sagen.',
        meta: '2,5× mehr qualifizierte Leads',
      },
      {
        title: 'Neue Leads rund um die Uhr',
        headline: 'Machen Sie Besucher {highlight} zu Leads – ganz automatisch',
        highlight: 'rund um die Uhr',
        subheadline:
          'Nachteulen und Interessenten in anderen Zeitzonen bekommen dieselbe starke Demo – und buchen direkt einen Termin in Ihrem Kalender.',
        meta: 'Über 80 Stunden pro Monat gespart',
      },
      {
        title: 'Automatisierte Workflows aus Gesprächen',
        headline:
          'Lösen Sie das {highlight} aus – abgestimmt auf das, was Interessenten wirklich sagen',
        highlight: 'passende Follow-up',
        subheadline:
          'Herausforderungen, Budget, Zeitplan, Passung zum Idealkundenprofil, Kaufabsicht und Anwendungsfälle landen in Ihrem CRM und stoßen den nächsten Schritt an.',
        meta: '2× schnelleres Follow-up',
      },
      {
        title: 'Wissen, welche Funktionen Umsatz bringen',
        headline: 'Sehen Sie, welche Funktionen {highlight}',
        highlight: 'Umsatz bringen',
        subheadline:
          'Jede Frage und jeder Klick wird der Pipeline zugeordnet – so wissen Produkt und Marketing genau, womit Deals gewonnen werden.',
        meta: '+38 % bei der Abschlussquote',
      },
    ],
    illustrations: {
      agentName: 'Ava · KI-Demo-Agentin',
      visitorQuestion: 'Lässt sich das mit unserem CRM synchronisieren?',
      agentAnswer: 'Ja! Ich zeige Ihnen die Live-Synchronisierung sofort.',
      screenTitle: 'Pipeline-Übersicht',
      profileTitle: 'Interessentenprofil',
      profileRows: [
        { label: 'Firmengröße', value: '200–500 Mitarbeitende' },
        { label: 'Budgetrahmen', value: '40.000 $ pro Jahr' },
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
        'Herausforderungen',
        'Budgetrahmen',
        'Zeitplan',
        'Idealkundenprofil',
        'Kaufabsicht',
        'Anwendungsfälle',
      ],
      actions: [
        'Deal im CRM anlegen',
        'Vertrieb im Chat informieren',
        'Passendes Follow-up senden',
      ],
      revenueTitle: 'Beeinflusste Pipeline nach Funktion',
      revenueFeatures: ['Analysen', 'Integrationen', 'Automatisierungen', 'Berichte'],
    },
  },
  testimonial: {
    quote:
      '„Innerhalb eines Quartals ist unsere Website-Conversion um 300 % gestiegen. Der KI-Avatar präsentiert unser Produkt um 2 Uhr nachts besser als die meisten von uns um 14 Uhr – und jeder Lead kommt bereits qualifiziert an.“',
    role: 'Leiterin Vertrieb, Lumenly',
    label: 'Kundenstimme',
    ratingLabel: 'Bewertet mit 5 von 5 Sternen',
  },
  roles: {
    eyebrow: 'Für jedes Team gemacht',
    title: 'Eine KI-Demo, von der drei Teams profitieren',
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
          'Machen Sie aus anonymem Traffic messbare Pipeline. Sehen Sie, welche Zielgruppen sich wirklich interessieren, welche Botschaften zünden und welche Kampagnen kaufbereite Interessenten bringen.',
        points: ['Zielgruppenanalyse', 'Demo-Analyse', 'Gesprächsanalyse'],
      },
      sales: {
        tab: 'Vertriebsteams',
        team: 'Für Vertriebsteams',
        badge: 'Schnellere Deals',
        metric: '65 %',
        metricLabel: 'kürzere Verkaufszyklen',
        description:
          'Jeder Lead wird schon während der Demo qualifiziert und bewertet. Ihr Team spart sich die Bedarfsanalyse und konzentriert sich auf Deals, die sich noch in diesem Quartal abschließen lassen.',
        points: ['Lead-Qualifizierung', 'Lead-Scoring', 'Anwendungsfälle'],
      },
      product: {
        tab: 'Produktteams',
        team: 'Für Produktteams',
        badge: 'Produkterkenntnisse',
        metric: '+10.000',
        metricLabel: 'analysierte Fragen von Interessenten',
        description:
          'Hören Sie in den eigenen Worten Ihrer Interessenten, was sie sich wünschen. Erkennen Sie fehlende Funktionen, umständliche Abläufe und die Stärken, die einen Deal zu Ihren Gunsten entscheiden.',
        points: ['Produktanalysen', 'KI-Erkenntnisse', 'Kundenfeedback'],
      },
    },
  },
  results: {
    eyebrow: 'Ergebnisse',
    title: 'Was unsere Kunden erreichen',
    items: [
      { value: '+38 %', label: 'höhere Abschlussquote' },
      { value: 'Über 80', label: 'eingesparte Stunden pro Monat' },
      { value: '2×', label: 'schnelleres Follow-up' },
      { value: '1 Monat', label: 'bis sich die Investition auszahlt' },
      { value: '3×', label: 'mehr Engagement' },
      { value: '65 %', label: 'kürzere Verkaufszyklen' },
      { value: '2,5×', label: 'mehr qualifizierte Leads' },
      { value: 'Unter 10', label: 'Minuten bis zur fertigen Demo – mit Ihrer Produkt-URL' },
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
    secondary: 'Gespräch mit dem Vertrieb vereinbaren',
  },
  faq: {
    title: 'Häufige Fragen',
    items: [
      {
        question: 'Wie funktioniert eine KI-Demo?',
        answer:
          'Sie geben Ihre Produkt-URL und ein paar Hinweise an. {product} erstellt einen KI-Avatar, der Ihr Produkt kennt, es live auf dem Bildschirm zeigt und Fragen per Sprache oder Chat beantwortet – auf Ihrer Website, zu jeder Tageszeit.',
      },
      {
        question: 'Wie lange dauert die Einrichtung?',
        answer:
          'Die meisten Teams sind in unter 10 Minuten live: Produkt-URL einfügen, Avatar wählen und die Demo mit einem kurzen Codeschnipsel auf Ihrer Website einbinden.',
      },
      {
        question: 'Wie werden Besucher qualifiziert?',
        answer:
          'Im Gespräch erfasst der Avatar Herausforderungen, Budget, Zeitplan, Passung zum Idealkundenprofil, Kaufabsicht und Anwendungsfälle. Jeder Lead erhält einen Score und eine Zusammenfassung, und der passende Workflow startet automatisch.',
      },
      {
        question: 'Lässt sich das mit unserem CRM und Kalender verbinden?',
        answer:
          'Ja. Qualifizierte Leads und Gesprächszusammenfassungen werden mit Ihrem CRM synchronisiert, heiße Leads buchen direkt einen Termin in Ihrem Kalender, und Benachrichtigungen gehen in Ihren Team-Chat oder Ihr Postfach.',
      },
      {
        question: 'Kann ich es kostenlos testen?',
        answer:
          'Ja. Sie können kostenlos eine Demo erstellen und in einen größeren Tarif wechseln, sobald Sie mehr Demos, Nutzerplätze oder erweiterte Analysen brauchen. Für den Start ist keine Kreditkarte nötig.',
      },
    ],
  },
};

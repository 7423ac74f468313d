import type { Messages } from '@/i18n/messages';

export const pricing: Messages['pricing'] = {
  metaTitle: 'Preise',
  metaDescription:
    'Einfache Tarife für KI-Produktdemos: kostenlos starten mit Base, skalieren mit Growth oder mit Enterprise und Live-Demo-Agent durchstarten.',
  title: 'Preise, die mit Ihrer Pipeline wachsen',
  subtitle:
    'Starten Sie kostenlos, zahlen Sie nur für die Demos, die Sie wirklich nutzen, und wechseln Sie in einen größeren Tarif, sobald die Nachfrage wächst.',
  billing: {
    label: 'Abrechnungszeitraum',
    monthly: 'Monatlich',
    yearly: 'Jährlich',
    yearlyBadge: '100 Demos gratis dazu',
  },
  card: {
    popular: 'Am beliebtesten',
    perMonth: '/Monat',
    perYear: '/Jahr',
    billedYearly: 'Jährliche Abrechnung, 15 % Rabatt',
    billedMonthly: 'Monatliche Abrechnung, jederzeit kündbar',
    demosLabel: 'Demos pro Monat',
    demoOption: '{count} Demos/Monat',
    allowance: '{count} Demos/Monat',
    allowanceBonus: '{count} Demos/Monat + {bonus} Bonus-Demos pro Jahr',
    quoteTitle: 'Angebot anfordern',
    quoteText: 'Mengenpreise, zugeschnitten auf Ihr Team.',
    bookDemo: 'Demo buchen',
    customPrice: 'Individuell',
    customText: 'Unbegrenztes Volumen zu einem Preis, der zu Ihrem Team passt.',
    includes: 'Das ist enthalten',
    moreInfo: '{feature}: Details',
  },
  plans: {
    base: {
      description: 'Für Gründer und kleine Teams, die KI-Demos zum ersten Mal ausprobieren.',
      cta: 'Kostenlos starten',
      features: [
        {
          label: '2 Nutzerplätze',
          info: 'Laden Sie eine Kollegin oder einen Kollegen ein, um Demos gemeinsam zu erstellen.',
        },
        {
          label: '1 Demo-Raum',
          info: 'Ein Live-Demo-Raum, den Sie auf Ihrer Website oder per Link teilen.',
        },
        {
          label: 'Begrenzte Integrationen',
          info: 'Verbinden Sie Kalender und E-Mail, damit Leads dort landen, wo Sie arbeiten.',
        },
        {
          label: 'Basis-Analysen',
          info: 'Aufrufe, Durchlaufquote der Demos und die häufigsten Fragen Ihrer Besucher.',
        },
      ],
    },
    growth: {
      description: 'Für Vertriebs- und Marketingteams, die aus Website-Traffic Pipeline machen.',
      cta: 'Kostenlos testen',
      features: [
        {
          label: '10 Nutzerplätze',
          info: 'Vertrieb, Marketing und Produkt arbeiten an denselben Demos.',
        },
        {
          label: 'Unbegrenzte Demo-Räume',
          info: 'Ein eigener Raum für jedes Produkt, jedes Segment und jede Kampagne.',
        },
        {
          label: 'Integrationen und Workflows',
          info: 'Qualifizierte Leads landen automatisch im CRM, Follow-ups starten auf Basis dessen, was Interessenten sagen.',
        },
        {
          label: 'Erweiterte Analysen',
          info: 'Kaufabsicht, Herausforderungen und die Funktionen, die Deals voranbringen.',
        },
        {
          label: 'Ohne {product}-Branding',
          info: 'Ihre Demos zeigen nur Ihre Marke, ohne Logo oder Hinweis auf {product}.',
        },
      ],
    },
    enterprise: {
      description:
        'Für Unternehmen, die einen Live-Agenten, individuelle KI und eine Einrichtung im Rundum-sorglos-Paket brauchen.',
      cta: 'Vertrieb kontaktieren',
      everythingIn: 'Alles aus Growth, dazu:',
      features: [
        { label: 'Eigene Domain', info: 'Demos unter demo.ihrefirma.de bereitstellen.' },
        {
          label: 'Eigenes Branding',
          info: 'Ihre Schriften, Farben und Ihr Logo auf jedem Bildschirm.',
        },
        {
          label: 'Individuelle Demo-Frameworks',
          info: 'Skripte und Abläufe, abgestimmt auf Ihre Vertriebsmethodik.',
        },
        {
          label: 'Live-Demo-Agent',
          info: 'Ein KI-Agent, der in Echtzeit spricht, klickt und durch Ihr Produkt navigiert.',
        },
        {
          label: 'Einrichtung und Integration',
          info: 'Unser Team baut Ihre ersten Demos und bindet Ihre Tools an.',
        },
        {
          label: 'Neueste KI-Modelle',
          info: 'Frühzeitiger Zugang zu den neuesten Stimm- und Reasoning-Modellen.',
        },
        {
          label: 'Individueller KI-Avatar',
          info: 'Ein lebensechter Avatar nach dem Vorbild Ihrer Marke oder eines Teammitglieds.',
        },
      ],
    },
  },
  booking: {
    title: 'Noch unsicher, welcher Tarif passt?',
    subtitle:
      'Wählen Sie einen passenden Termin – jemand aus unserem Produktteam zeigt Ihnen alles Schritt für Schritt.',
    fallback: 'Buchungskalender öffnen',
  },
  faq: {
    title: 'Häufige Fragen',
    items: [
      {
        question: 'Kann ich meinen Tarif später ändern?',
        answer:
          'Ja. Sie können jederzeit in einen größeren oder kleineren Tarif wechseln; die Änderung gilt ab dem nächsten Abrechnungszeitraum.',
      },
      {
        question: 'Welche Zahlungsarten akzeptieren Sie?',
        answer:
          'Wir akzeptieren alle gängigen Kreditkarten und PayPal. Enterprise-Kunden können zusätzlich per Banküberweisung zahlen.',
      },
      {
        question: 'Gibt es eine kostenlose Testphase?',
        answer:
          'Ja. Jeder kostenpflichtige Tarif lässt sich 14 Tage kostenlos testen – ganz ohne Kreditkarte.',
      },
      {
        question: 'Was passiert, wenn ich mein Demo-Limit erreiche?',
        answer:
          'Wir benachrichtigen Sie rechtzeitig, bevor Ihr Limit erreicht ist. Sie können dann in einen größeren Tarif wechseln oder bei Bedarf zusätzliche Demos hinzubuchen.',
      },
      {
        question: 'Gibt es eine Geld-zurück-Garantie?',
        answer:
          'Für Jahrestarife gilt eine 30-tägige Geld-zurück-Garantie: Kündigen Sie innerhalb von 30 Tagen nach Ihrer ersten Jahreszahlung, erstatten wir den vollen Betrag. Monatstarife sind jederzeit kündbar und laufen bis zum Ende des bezahlten Monats.',
      },
    ],
  },
};

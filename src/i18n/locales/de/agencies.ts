import type { Messages } from '@/i18n/messages';

export const agencies: Messages['agencies'] = {
  metaTitle: 'Lassen Sie Ihre Agentur mit KI-Demos wachsen',
  metaDescription:
    'White-Label-KI-Demos für Agenturen: zentrale Kundenverwaltung, erweiterte Analysen und schnelle Bereitstellung.',
  hero: {
    eyebrow: 'Für Agenturen',
    title: 'Lassen Sie Ihre Agentur mit KI-Demos wachsen',
    subtitle:
      'Geben Sie jedem Kunden eine KI-Demo, die rund um die Uhr verkauft – unter Ihrer Marke und aus einem einzigen Dashboard.',
    becomePartner: 'Partner werden',
    scheduleConsultation: 'Beratung vereinbaren',
  },
  features: {
    title: 'Alles, was Sie für den Wiederverkauf von KI-Demos brauchen',
    subtitle:
      'Schneller starten, mehr Kunden betreuen und Ergebnisse belegen – ohne zusätzliches Personal.',
    items: [
      {
        title: 'White-Label-Lösungen',
        description:
          'Liefern Sie Demos unter Ihrer eigenen Marke, mit Ihrem Logo, Ihren Farben und Ihrer Domain.',
      },
      {
        title: 'Zentrale Kundenverwaltung',
        description:
          'Steuern Sie alle Kundenkonten aus einem Dashboard – mit getrennten Arbeitsbereichen, Nutzern und Daten.',
      },
      {
        title: 'Erweiterte Analysen',
        description:
          'Zeigen Sie jedem Kunden Leads, Kaufsignale und Umsatz aus seinen Demos – in Berichten, die sofort teilbar sind.',
      },
      {
        title: 'Schnelle Bereitstellung',
        description:
          'Von der Produkt-URL zur Live-KI-Demo in unter zehn Minuten – und dann auf alle Kunden ausrollen.',
      },
    ],
  },
  checklist: {
    title: 'Für Agenturen gebaut, vom ersten Tag an',
    subtitle: 'Die Tools, der Support und die Programme, mit denen unsere Partner wachsen.',
    items: [
      'Mandantentrennung pro Kunde',
      'Eigenes Branding und eigene Domain',
      'Tools, um Demos in großer Zahl zu erstellen',
      'Reporting auf Agenturebene',
      'Priorisierter Partner-Support',
      'Umsatzbeteiligung',
      'Schulung und Zertifizierung',
      'Co-Marketing-Programme',
    ],
  },
  testimonials: {
    title: 'Agenturen, die mit {product} wachsen',
    rating: 'Bewertet mit {rating} von 5 Sternen',
    items: [
      {
        quote:
          'Wir haben in einem einzigen Monat KI-Demos für zwölf Kunden eingeführt. Die Zahl qualifizierter Leads ist bei allen gestiegen, und dank White-Label sehen die Kunden unsere Marke – nicht die eines Fremdanbieters.',
        role: 'Gründerin, Northwind Digital',
      },
      {
        quote:
          'Früher ging jeder Freitag fürs Reporting drauf. Heute sieht jeder Kunde auf einen Blick, welche Pipeline seine Demos erzeugen – und unsere Kundenbindung war nie besser.',
        role: 'Leiter Wachstum, Brightpath Agency',
      },
    ],
  },
  cta: {
    title: 'Bereit, Ihre Agentur wachsen zu lassen?',
    subtitle:
      'Werden Sie Teil des Partnerprogramms und geben Sie Ihren Kunden Demos, die verkaufen, während sie schlafen.',
    apply: 'Als Partner bewerben',
    guide: 'Partnerleitfaden anfordern',
    guideHint: 'Wir senden Ihnen den Leitfaden per E-Mail',
    guideSubject: 'Anfrage Partnerleitfaden',
    guideBody: 'Hallo, bitte senden Sie mir den {product}-Partnerleitfaden. Name der Agentur: ',
  },
};

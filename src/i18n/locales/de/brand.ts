import type { Messages } from '@/i18n/messages';

export const brand: Messages['brand'] = {
  metaTitle: 'Markenrichtlinien',
  metaDescription:
    'Die Markenrichtlinien von {product}: Typografie, Farb-Tokens, Komponenten und die Regeln, die jede Seite markengerecht halten.',
  eyebrow: 'Designsystem',
  title: 'Markenrichtlinien',
  subtitle:
    'Schrift, Farben und Komponenten hinter jeder Seite von {product} – und wie Sie sie richtig einsetzen.',
  contents: 'Auf dieser Seite',
  typography: {
    title: 'Typografische Hierarchie',
    description:
      'Acht Schriftstile decken jeden Bedarf ab. Größere Stile skalieren fließend mit dem Bildschirm, damit Überschriften vom Smartphone bis zum Desktop ausgewogen wirken.',
    sample: 'Demos, die verkaufen, während Sie schlafen',
    listLabel: 'Schriftstile',
    sizeLabel: 'Größe',
    roles: {
      hero: 'Hauptüberschriften auf Landingpages, einmal pro Seite',
      display: 'Seitentitel',
      heading: 'Abschnittsüberschriften',
      subheading: 'Kartentitel und Unterabschnitte',
      lead: 'Einleitungen unter einer Überschrift',
      body: 'Fließtext und Formulare',
      caption: 'Beschriftungen, Metadaten und Hilfetexte',
      micro: 'Badges, rechtliche Hinweise und Dachzeilen',
    },
  },
  fonts: {
    title: 'Schriftfamilien',
    description:
      'Inter trägt die Marke. System- und Monospace-Schriften übernehmen dort, wo Tempo oder Präzision wichtiger sind.',
    primary: 'Primär',
    primaryUse:
      'Überschriften, Oberfläche und Fließtext, mit Systemschriften als Fallback für Japanisch, Koreanisch und Chinesisch.',
    secondary: 'Sekundär',
    secondaryUse: 'Code, Zahlen in Tabellen und technische Tokens.',
    specimen: 'Jeder Besucher bekommt die perfekte Demo.',
    stackLabel: 'Schrift-Stack',
  },
  colors: {
    title: 'Farb-Tokens',
    description:
      'Verwenden Sie die semantischen Tokens statt fester Hex-Werte, damit jede Ansicht einheitlich und barrierefrei bleibt.',
    listLabel: 'Semantische Farben',
    usage: {
      primary: 'Hauptaktionen, Links und Fokusrahmen',
      secondary: 'Zurückhaltende Buttons und sekundäre Flächen',
      accent: 'Highlights und Aktionen – sparsam einsetzen',
      muted: 'Dezente Hintergründe für Karten und Abschnitte',
      background: 'Die Seitenfläche',
      foreground: 'Fließtext und Icons',
    },
  },
  components: {
    title: 'Komponenten',
    description: 'Verwenden Sie diese Bausteine wieder, statt neue zu gestalten.',
    buttons: 'Schaltflächen',
    buttonLabels: {
      default: 'Kostenlos starten',
      accent: 'Angebot sichern',
      outline: 'Demo buchen',
      secondary: 'Mehr erfahren',
      ghost: 'Abbrechen',
      link: 'Zum Leitfaden',
      destructive: 'Demo löschen',
      inverse: 'Jetzt loslegen',
    },
    forms: 'Formularfelder',
    nameLabel: 'Vollständiger Name',
    namePlaceholder: 'Erika Mustermann',
    messageLabel: 'Nachricht',
    messagePlaceholder: 'Erzählen Sie uns von Ihrem Produkt und Ihrer Zielgruppe.',
    websiteLabel: 'Unternehmenswebsite',
    websiteValue: 'meine firma',
    websiteError: 'Bitte geben Sie eine gültige URL ein, z. B. https://beispiel.de.',
    disabledLabel: 'Workspace-ID',
    disabledValue: 'Wird automatisch vergeben',
    badges: 'Status-Badges',
    badgeLabels: {
      default: 'Neu',
      accent: '30 % Provision',
      outline: 'Aktualisiert',
      muted: 'Demnächst',
      live: 'Jetzt live',
    },
  },
  rules: {
    title: 'Richtig und falsch',
    description:
      'Ein paar Regeln halten die Marke wiedererkennbar und jede Seite leicht bedienbar.',
    do: 'So geht’s',
    dont: 'Bitte nicht',
    logoCaption: 'Schutzzone: Rund um das Logo mindestens die Höhe der Bildmarke freihalten.',
    items: [
      {
        topic: 'Schutzzone des Logos',
        do: 'Halten Sie rund um das Logo auf jeder Seite mindestens die Höhe der Bildmarke frei.',
        dont: 'Das Logo auf unruhige Fotos setzen, verzerren, umfärben oder mit anderen Elementen bedrängen.',
      },
      {
        topic: 'Farbkontrast',
        do: 'Kombinieren Sie jede Farbe mit ihrem Foreground-Token, damit Text den WCAG-AA-Kontrast erfüllt.',
        dont: 'Hellgrauen Text auf getönte Hintergründe setzen oder Bedeutung nur über Farbe vermitteln.',
      },
      {
        topic: 'Tonalität',
        do: 'Schreiben Sie klar und selbstbewusst, stellen Sie den Nutzen für Kunden voran und belegen Sie Aussagen mit Zahlen.',
        dont: 'Fachjargon, Übertreibungen oder Ausrufezeichen in jedem Satz.',
      },
      {
        topic: 'Typografie',
        do: 'Nutzen Sie eine Hero- oder Display-Überschrift pro Seite und lassen Sie die Schriftstile den Rhythmus bestimmen.',
        dont: 'Neue Schriftgrößen erfinden oder lange Absätze fett oder in Großbuchstaben setzen.',
      },
      {
        topic: 'Bewegung',
        do: 'Halten Sie Animationen kurz und zweckmäßig und respektieren Sie die Einstellung für reduzierte Bewegung.',
        dont: 'Automatisch ablaufende Bewegung, die sich nicht pausieren lässt oder vom Inhalt ablenkt.',
      },
    ],
  },
};

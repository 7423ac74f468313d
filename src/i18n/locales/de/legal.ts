import type { Messages } from '@/i18n/messages';

export const legal: Messages['legal'] = {
  lastUpdated: 'Stand: {date}',
  contents: 'Inhalt',
  backToTop: 'Nach oben',
  emailLabel: 'E-Mail',
  addressLabel: 'Postanschrift',
  privacy: {
    metaTitle: 'Datenschutzerklärung',
    metaDescription:
      'Wie {product} personenbezogene Daten erhebt, nutzt, weitergibt und schützt – und welche Rechte und Wahlmöglichkeiten Sie haben.',
    title: 'Datenschutzerklärung',
    summary:
      'Ihr Vertrauen ist uns wichtig. Hier erfahren Sie, welche Daten wir erheben, wozu wir sie nutzen und wie Sie die Kontrolle behalten.',
    sections: {
      introduction: {
        title: 'Einleitung',
        body: [
          'Diese Datenschutzerklärung beschreibt, wie {product}, Inc. („{product}“, „wir“, „uns“) personenbezogene Daten erhebt, verwendet und schützt, wenn Sie unsere Website besuchen oder unsere KI-Demo-Plattform (im Folgenden „Dienst“) nutzen. Mit der Nutzung des Dienstes nehmen Sie die hier beschriebenen Verfahren zur Kenntnis. Wenn Sie damit nicht einverstanden sind, nutzen Sie den Dienst bitte nicht.',
        ],
      },
      informationCollected: {
        title: 'Welche Daten wir erheben',
        body: [
          'Wir erheben Daten, die Sie uns mitteilen, Daten, die bei der Nutzung des Dienstes entstehen, sowie Daten aus Plattformen, die Sie verbinden:',
        ],
        items: [
          'Kontodaten wie Name, geschäftliche E-Mail-Adresse, Unternehmen und Rechnungsangaben.',
          'Demo- und Gesprächsdaten, einschließlich der Fragen, die Besucher Ihren KI-Demos stellen, und der gegebenen Antworten.',
          'Nutzungs- und Gerätedaten wie IP-Adresse, Browsertyp, aufgerufene Seiten und ungefährer Standort.',
          'Daten aus Drittplattformen, die Sie verbinden, etwa Ihrem CRM oder Kalender.',
        ],
      },
      use: {
        title: 'Wie wir Ihre Daten verwenden',
        body: [
          'Wir verwenden personenbezogene Daten, um den Dienst bereitzustellen, zu betreiben und zu verbessern, Leads zu qualifizieren, die von Ihnen angeforderten Analysen zu erstellen und Zahlungen abzuwickeln. Außerdem nutzen wir sie, um Sie über Ihr Konto und Produktneuerungen zu informieren und den Dienst sicher zu halten. Wir verkaufen keine personenbezogenen Daten.',
        ],
      },
      thirdParties: {
        title: 'Integrationen von Drittanbietern und Datenweitergabe',
        body: [
          'Wenn Sie eine Drittplattform verbinden, etwa ein CRM-, Messaging-, E-Mail-, Design- oder Terminplanungstool, übermitteln wir dieser Plattform die Daten, die die Integration benötigt, einschließlich Lead-Details und Demo-Erkenntnissen. Für die Nutzung dieser Plattformen gelten deren eigene Nutzungsbedingungen und Datenschutzerklärungen.',
          'Darüber hinaus geben wir Daten an Dienstleister weiter, die in unserem Auftrag den Dienst hosten, Zahlungen abwickeln oder E-Mails versenden und vertraglich zu deren Schutz verpflichtet sind, sowie an Behörden, soweit das Gesetz dies verlangt.',
        ],
      },
      security: {
        title: 'Datensicherheit',
        body: [
          'Wir schützen personenbezogene Daten mit branchenüblichen Maßnahmen, darunter Verschlüsselung bei der Übertragung und Speicherung, Zugriffskontrollen und regelmäßige Sicherheitsprüfungen. Keine Übertragungs- oder Speichermethode ist vollkommen sicher, daher können wir keine absolute Sicherheit garantieren. Bitte informieren Sie uns umgehend, wenn Sie einen unbefugten Zugriff auf Ihr Konto vermuten.',
        ],
      },
      retention: {
        title: 'Speicherdauer',
        body: [
          'Wir speichern personenbezogene Daten, solange Ihr Konto aktiv ist oder es für die Bereitstellung des Dienstes erforderlich ist. Nach der Schließung Ihres Kontos löschen oder anonymisieren wir Ihre Daten innerhalb einer angemessenen Frist, sofern wir sie nicht zur Erfüllung gesetzlicher, steuerlicher oder buchhalterischer Pflichten oder zur Beilegung von Streitigkeiten aufbewahren müssen.',
        ],
      },
      rights: {
        title: 'Ihre Rechte',
        body: [
          'Je nach Wohnort haben Sie das Recht, Auskunft über Ihre personenbezogenen Daten zu erhalten, sie berichtigen, exportieren oder löschen zu lassen, bestimmten Verarbeitungen zu widersprechen oder sie einschränken zu lassen und Ihre Einwilligung jederzeit zu widerrufen. Wenden Sie sich dazu über die unten genannten Kontaktdaten an uns. Wir antworten innerhalb der gesetzlichen Fristen und benachteiligen Sie nicht, wenn Sie Ihre Rechte ausüben.',
        ],
      },
      cookies: {
        title: 'Cookies und ähnliche Technologien',
        body: [
          'Auf unserer Website speichern wir nur, was sie zum Funktionieren braucht, etwa Ihre Cookie-Wahl und Ihre Sprache. Dienste Dritter wie unser Buchungskalender werden nur mit Ihrer Einwilligung oder auf Ihren Wunsch geladen. Unsere Cookie-Richtlinie nennt jeden Eintrag, seine Speicherdauer und wie Sie Ihre Wahl jederzeit ändern. Wenn Sie optionale Cookies ablehnen, bleiben die Kernfunktionen der Website erhalten.',
        ],
      },
      internationalTransfers: {
        title: 'Internationale Datenübermittlungen',
        body: [
          'Wir haben unseren Sitz in den Vereinigten Staaten und verarbeiten Ihre Daten möglicherweise auch in anderen Ländern, in denen wir oder unsere Dienstleister tätig sind. Bei Übermittlungen personenbezogener Daten aus dem Europäischen Wirtschaftsraum, dem Vereinigten Königreich oder der Schweiz stützen wir uns auf geeignete Garantien wie die Standardvertragsklauseln der Europäischen Kommission.',
        ],
      },
      children: {
        title: 'Datenschutz bei Kindern',
        body: [
          'Der Dienst richtet sich nicht an Kinder unter 16 Jahren, und wir erheben wissentlich keine personenbezogenen Daten von Personen unter 16 Jahren. Um den Dienst zu nutzen oder uns personenbezogene Daten zu übermitteln, müssen Sie mindestens 16 Jahre alt sein. Erfahren wir, dass wir Daten eines Kindes unter 16 Jahren erhoben haben, löschen wir sie umgehend.',
        ],
      },
      changes: {
        title: 'Änderungen dieser Erklärung',
        body: [
          'Wir können diese Datenschutzerklärung von Zeit zu Zeit aktualisieren. Bei wesentlichen Änderungen passen wir das Datum oben auf dieser Seite an und informieren Sie gegebenenfalls per E-Mail oder über den Dienst. Wenn Sie den Dienst nach einer Aktualisierung weiter nutzen, akzeptieren Sie die überarbeitete Erklärung.',
        ],
      },
      contact: {
        title: 'Kontakt',
        body: [
          'Bei Fragen zu dieser Datenschutzerklärung oder zum Umgang mit Ihren personenbezogenen Daten erreichen Sie uns hier:',
        ],
      },
    },
  },
  terms: {
    metaTitle: 'Nutzungsbedingungen',
    metaDescription:
      'Die Bedingungen für die Nutzung der Website und KI-Demo-Plattform von {product}, einschließlich Konten, Abrechnung und Haftung.',
    title: 'Nutzungsbedingungen',
    summary:
      'Bitte lesen Sie diese Bedingungen sorgfältig. Sie regeln Ihre Rechte und Pflichten bei der Nutzung von {product}.',
    sections: {
      acceptance: {
        title: 'Annahme der Bedingungen',
        body: [
          'Diese Nutzungsbedingungen (im Folgenden „Bedingungen“) regeln Ihren Zugang zu der von {product}, Inc. betriebenen Website und Plattform von {product} (im Folgenden „Dienst“) sowie deren Nutzung. Mit der Erstellung eines Kontos oder der Nutzung des Dienstes stimmen Sie diesen Bedingungen zu. Nutzen Sie den Dienst im Namen einer Organisation, bestätigen Sie, dass Sie berechtigt sind, diese an die Bedingungen zu binden.',
        ],
      },
      description: {
        title: 'Beschreibung des Dienstes',
        body: [
          'Mit {product} erstellen Unternehmen KI-Avatare und Live-KI-Agenten, die Website-Besuchern interaktive Produktdemos geben, Leads qualifizieren und über das Interesse potenzieller Kunden berichten. Wir können Funktionen im Zuge der Weiterentwicklung des Dienstes hinzufügen, ändern oder entfernen.',
        ],
      },
      accounts: {
        title: 'Benutzerkonten',
        body: [
          'Sie müssen bei der Registrierung zutreffende, aktuelle und vollständige Angaben machen und diese auf dem neuesten Stand halten. Sie sind für den Schutz Ihrer Anmeldedaten und für alle Aktivitäten in Ihrem Konto verantwortlich. Informieren Sie uns unverzüglich über jede unbefugte Nutzung.',
        ],
      },
      acceptableUse: {
        title: 'Zulässige Nutzung',
        body: [
          'Sie verpflichten sich, den Dienst nicht missbräuchlich zu nutzen. Insbesondere dürfen Sie nicht:',
        ],
        items: [
          'gegen Gesetze verstoßen oder Rechte Dritter verletzen;',
          'Schadcode hochladen oder versuchen, sich unbefugt Zugang zu unseren Systemen zu verschaffen;',
          'den Dienst zum Versand von Spam oder irreführenden Inhalten verwenden;',
          'den Dienst kopieren, weiterverkaufen oder zurückentwickeln, sofern diese Bedingungen es nicht erlauben.',
        ],
      },
      dataPrivacy: {
        title: 'Daten und Datenschutz',
        body: [
          'Unsere Datenschutzerklärung beschreibt, wie wir personenbezogene Daten erheben und verwenden, und ist Bestandteil dieser Bedingungen. Sie bleiben Eigentümer der Inhalte und Daten, die Sie hochladen, und räumen uns eine beschränkte Lizenz ein, sie zur Bereitstellung des Dienstes zu verarbeiten. Sie sind dafür verantwortlich, dass Sie personenbezogene Daten Ihrer Besucher rechtmäßig mit uns und über die von Ihnen verbundenen Integrationen teilen.',
        ],
      },
      intellectualProperty: {
        title: 'Geistiges Eigentum',
        body: [
          'Der Dienst einschließlich Software, Design, Marken und Inhalten ist Eigentum von {product}, Inc. und seinen Lizenzgebern und durch Gesetze zum Schutz geistigen Eigentums geschützt. Abgesehen von dem beschränkten Recht zur Nutzung des Dienstes nach diesen Bedingungen werden Ihnen keine Rechte eingeräumt. Feedback, das Sie uns geben, dürfen wir ohne Verpflichtung Ihnen gegenüber verwenden.',
        ],
      },
      billing: {
        title: 'Abonnement und Abrechnung',
        body: [
          'Kostenpflichtige Tarife werden je nach gewähltem Tarif monatlich oder jährlich im Voraus abgerechnet. Für Jahrestarife gilt eine 30-tägige Geld-zurück-Garantie: Kündigen Sie innerhalb von 30 Tagen nach Ihrer ersten Jahreszahlung, erstatten wir diese Zahlung vollständig. Monatstarife sind jederzeit zum Ende des bereits bezahlten Monats kündbar; dieser Monat wird nicht erstattet. Darüber hinaus werden Gebühren nicht erstattet, sofern das Gesetz nichts anderes vorschreibt. Wir können Preise nach vorheriger Ankündigung mit Wirkung zum nächsten Abrechnungszeitraum ändern, und Sie ermächtigen uns, alle fälligen Gebühren über Ihre gewählte Zahlungsmethode einzuziehen.',
        ],
      },
      availability: {
        title: 'Verfügbarkeit des Dienstes',
        body: [
          'Wir bemühen uns, den Dienst jederzeit verfügbar zu halten, garantieren jedoch keinen unterbrechungs- oder fehlerfreien Betrieb. Wir können den Zugang für Wartung, Upgrades oder aus Gründen außerhalb unserer Kontrolle vorübergehend aussetzen und kündigen geplante Ausfallzeiten nach Möglichkeit im Voraus an.',
        ],
      },
      liability: {
        title: 'Haftungsbeschränkung',
        body: [
          'Soweit gesetzlich zulässig, wird der Dienst „wie besehen“ bereitgestellt, und {product}, Inc. haftet nicht für mittelbare Schäden, Neben- und Folgeschäden, besondere Schäden oder Strafschadensersatz (punitive damages) sowie für entgangenen Gewinn, entgangene Umsätze oder Datenverluste. Unsere Gesamthaftung für Ansprüche im Zusammenhang mit dem Dienst ist auf den Betrag begrenzt, den Sie uns in den zwölf Monaten vor dem Anspruch gezahlt haben.',
        ],
      },
      indemnification: {
        title: 'Freistellung',
        body: [
          'Sie verpflichten sich, {product}, Inc. sowie dessen Führungskräfte, Mitarbeitende und Partner gegen alle Ansprüche, Schäden, Verluste und Kosten, einschließlich angemessener Anwaltskosten, zu verteidigen und schadlos zu halten, die aus Ihrer Nutzung des Dienstes, Ihren Inhalten oder Ihrem Verstoß gegen diese Bedingungen entstehen.',
        ],
      },
      termination: {
        title: 'Kündigung',
        body: [
          'Sie können die Nutzung des Dienstes jederzeit beenden und Ihr Konto schließen. Wir können Ihr Konto jederzeit mit oder ohne Ankündigung sperren oder kündigen, insbesondere wenn Sie gegen diese Bedingungen verstoßen. Mit der Kündigung erlischt Ihr Recht zur Nutzung des Dienstes sofort; Bestimmungen, die ihrer Natur nach fortgelten sollen, etwa zu geistigem Eigentum und Haftungsbeschränkung, bleiben wirksam.',
        ],
      },
      governingLaw: {
        title: 'Anwendbares Recht',
        body: [
          'Diese Bedingungen unterliegen dem Recht des Bundesstaates Delaware, Vereinigte Staaten, unter Ausschluss seiner Kollisionsnormen. Für Streitigkeiten aus diesen Bedingungen oder dem Dienst sind ausschließlich die Gerichte des Bundesstaates Delaware oder die Bundesgerichte mit Sitz in Delaware zuständig, deren Zuständigkeit Sie zustimmen.',
        ],
      },
      changes: {
        title: 'Änderungen dieser Bedingungen',
        body: [
          'Wir können diese Bedingungen von Zeit zu Zeit ändern. Bei wesentlichen Änderungen passen wir das Datum oben auf dieser Seite an und informieren Sie per E-Mail oder über den Dienst. Wenn Sie den Dienst nach Inkrafttreten der Änderungen weiter nutzen, stimmen Sie den überarbeiteten Bedingungen zu.',
        ],
      },
      contact: {
        title: 'Kontakt',
        body: ['Fragen zu diesen Bedingungen? Schreiben Sie uns:'],
      },
    },
  },
  cookies: {
    metaTitle: 'Cookie-Richtlinie',
    metaDescription:
      'Welche Daten die Website von {product} in Ihrem Browser speichert, wozu, wie lange und auf welcher Rechtsgrundlage, welche Dienste eigene Cookies setzen können und wie Sie Ihre Entscheidung jederzeit ändern.',
    title: 'Cookie-Richtlinie',
    summary:
      'Wir speichern in Ihrem Browser nur, was die Website wirklich braucht. Hier finden Sie jeden Eintrag mit Zweck, Speicherdauer und Rechtsgrundlage – und wie Sie Ihre Entscheidung ändern.',
    itemLabels: {
      names: 'Name',
      area: 'Speicherort',
      retention: 'Speicherdauer',
      basis: 'Rechtsgrundlage',
    },
    areas: {
      localStorage: 'Lokaler Speicher (localStorage)',
      sessionStorage: 'Sitzungsspeicher (sessionStorage)',
      cookie: 'Cookie',
    },
    bases: {
      necessary:
        'Unbedingt erforderlich für die Funktionen, die Sie nutzen; eine Einwilligung ist daher nicht nötig (Art. 5 Abs. 3 ePrivacy-Richtlinie, in Deutschland § 25 Abs. 2 Nr. 2 TDDDG). Grundlage ist unser berechtigtes Interesse an einer funktionierenden Website (Art. 6 Abs. 1 lit. f DSGVO).',
      consent:
        'Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, in Deutschland § 25 Abs. 1 TDDDG). Sie erteilen sie mit „Alle akzeptieren“ und widerrufen sie mit „Ablehnen“.',
    },
    storedItems: {
      cookieConsent: {
        name: 'Ihre Cookie-Entscheidung',
        purpose:
          '„accepted“ oder „declined“ sowie der Zeitpunkt Ihrer Entscheidung. So fragt das Banner nicht auf jeder Seite erneut, und wir können nachweisen, wann Sie eingewilligt haben.',
        retention:
          '12 Monate, danach fragt das Banner erneut. Eine neue Entscheidung ersetzt die alte; mit Ihren Browserdaten löschen Sie sie jederzeit.',
      },
      language: {
        name: 'Ihre Sprache',
        purpose:
          'Die gewählte oder vorgeschlagene Sprache, wie und wann sie festgelegt wurde, und zusätzlich der Sprachcode allein. Damit öffnet sich die Website beim nächsten Besuch in Ihrer Sprache.',
        retention: 'Bis Sie Ihre Browserdaten löschen.',
      },
      scrollPositions: {
        name: 'Scrollpositionen',
        purpose:
          'Wie weit Sie auf jeder Seite in diesem Tab gescrollt haben. So landen Sie nach „Zurück“ oder nach dem Neuladen wieder an derselben Stelle.',
        retention: 'Bis Sie den Tab schließen.',
      },
      theme: {
        name: 'Farbschema',
        purpose: 'Immer „light“ – die Website kennt nur dieses eine Schema.',
        retention: 'Bis Sie Ihre Browserdaten löschen.',
      },
      country: {
        name: 'Ihr Land',
        purpose:
          'Der Ländercode, den {service} geliefert hat. So wird der Dienst nur einmal pro Browsersitzung gefragt.',
        retention: 'Bis Sie den Tab schließen; sofort, wenn Sie ablehnen.',
      },
      adminSession: {
        name: 'Anmeldesitzung des Teams',
        purpose: 'Zugriffstoken, mit denen ein Teammitglied angemeldet bleibt.',
        retention:
          'Jedes Token gilt 15 Minuten und wird verlängert, solange Sie angemeldet bleiben, höchstens 7 Tage. Beim Abmelden wird es gelöscht.',
      },
      adminDrafts: {
        name: 'Nicht gespeicherte Entwürfe',
        purpose:
          'Die laufende Arbeit im Artikel-Editor, ein Eintrag je Artikel. Ein Neuladen oder ein fehlgeschlagenes Speichern kostet so keine Arbeit.',
        retention: 'Bis der Artikel gespeichert oder der Entwurf verworfen ist.',
      },
      clerkSession: {
        name: 'Anmelde-Cookies von Clerk',
        purpose:
          'Auf unserer gehosteten Website übernimmt Clerk die Anmeldung unter /admin und setzt dafür diese Sitzungs-Cookies.',
        retention: 'Für die Dauer der Anmeldung; beim Abmelden werden sie gelöscht.',
      },
    },
    sections: {
      introduction: {
        title: 'Über diese Richtlinie',
        body: [
          'Diese Cookie-Richtlinie erklärt, was die Website von {product} (im Folgenden „Website“) in Ihrem Browser speichert – in Cookies oder in vergleichbaren Techniken wie dem lokalen Speicher und dem Sitzungsspeicher – und welche Anfragen sie dabei für Sie an andere Dienste stellt. Sie ergänzt unsere Datenschutzerklärung. Werbe- oder Analyse-Cookies setzen wir nicht ein, und wir verfolgen Sie nicht über andere Websites hinweg.',
        ],
      },
      essential: {
        title: 'Was wir für alle Besucher speichern',
        body: [
          'Ohne diese Einträge funktioniert die Website nicht wie erwartet. Wir speichern sie deshalb unabhängig von Ihrer Entscheidung im Cookie-Banner. Sie bleiben auf Ihrem Gerät; die Website überträgt sie nirgendwohin.',
        ],
      },
      countryLookup: {
        title: 'Sprachvorschlag anhand Ihres Landes',
        body: [
          'Wenn Sie alle Cookies akzeptieren, schlägt Ihnen die Website eine Sprache passend zu Ihrem Land vor. Dazu fragt Ihr Browser einmal pro Browsersitzung beim Geolokalisierungsdienst {service} nach, zu welchem Land Ihre IP-Adresse gehört. Dabei erhält {service} Ihre IP-Adresse. Cookies werden nicht übertragen, und die Website bekommt ausschließlich den Ländercode zurück, den sie im unten genannten Eintrag ablegt.',
          'Solange Sie nicht entschieden haben oder wenn Sie ablehnen, unterbleibt diese Anfrage. Die Sprache richtet sich dann nach den Einstellungen Ihres Browsers. Eine Sprache, die Sie selbst wählen, hat immer Vorrang.',
          'Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Sie können sie jederzeit über „Cookie-Einstellungen“ widerrufen. Die Website löscht das Land dann sofort und fragt {service} nicht mehr. {service} verarbeitet Ihre IP-Adresse unter Umständen außerhalb des Europäischen Wirtschaftsraums; Näheres unter „Internationale Datenübermittlungen“ in unserer Datenschutzerklärung.',
        ],
      },
      admin: {
        title: 'Anmeldung des Teams unter /admin',
        body: [
          'Anmelden können sich nur Mitglieder unseres Teams, und zwar unter /admin, um Blogartikel zu schreiben. Für sie speichert die Website zusätzlich Folgendes:',
        ],
      },
      thirdParties: {
        title: 'Dienste Dritter – nur auf Ihren Wunsch',
        body: [
          'Einige Funktionen stammen von anderen Anbietern. Sobald eine solche Funktion geladen ist, kann der Anbieter eigene Cookies oder ähnliche Einträge in Ihrem Browser speichern. Die Dauer legt er selbst fest; es gilt seine Datenschutzerklärung.',
        ],
        items: [
          'Cal.com für die Buchung einer Demo: der Kalender auf der Preisseite und die Buchungsfenster, die sich öffnen, wenn Sie eine Demo buchen.',
          'Die App von {product} für die Live-Demo auf der Startseite. Sie lädt erst, wenn Sie der Demo beitreten, und nutzt Ihr Mikrofon nur, wenn Sie es im Browser freigeben.',
          'YouTube im erweiterten Datenschutzmodus für das Video auf der Launch-Seite. Es lädt erst, wenn Sie es abspielen.',
          'Clerk für die Anmeldung des Teams unter /admin (siehe Abschnitt 4).',
        ],
      },
      yourChoice: {
        title: 'Was „Alle akzeptieren“ und „Ablehnen“ bewirken',
        body: [
          'Akzeptieren Sie alle Cookies, laden Buchungskalender und Buchungsfenster automatisch beim Öffnen der Seite. Cal.com kann dann die Einträge speichern, die es benötigt, und die Website darf Ihr Land wie in Abschnitt 3 beschrieben ermitteln.',
          'Lehnen Sie ab oder haben Sie noch nicht entschieden, lädt keiner dieser Dienste von selbst. Buchungskalender, Live-Demo und Video zeigen zunächst einen Platzhalter und laden erst, wenn Sie darauf klicken. Buchungsschaltflächen öffnen Cal.com dann in einem neuen Tab. Die Einträge aus Abschnitt 2 werden in jedem Fall gespeichert.',
          'Ihre Entscheidung gilt 12 Monate. Danach fragt das Banner erneut.',
        ],
      },
      manage: {
        title: 'Ihre Entscheidung ändern',
        body: [
          'Über „Cookie-Einstellungen“ am Ende jeder Seite oder über die Schaltfläche unten können Sie jederzeit neu entscheiden. Die neue Entscheidung ersetzt die bisherige sofort.',
          'Außerdem können Sie alles, was die Website gespeichert hat, in den Einstellungen Ihres Browsers löschen (Websitedaten dieser Website). Das Banner fragt Sie dann erneut. Was ein bereits geladener Dienst gespeichert hat, bleibt erhalten, bis Sie es dort löschen.',
        ],
      },
      changes: {
        title: 'Änderungen dieser Richtlinie',
        body: [
          'Ändert sich, was die Website speichert, passen wir diese Richtlinie an und aktualisieren das Datum oben auf dieser Seite.',
        ],
      },
      contact: {
        title: 'Kontakt',
        body: ['Fragen zu Cookies oder zu dieser Richtlinie? Schreiben Sie uns:'],
      },
    },
  },
};

import type { Messages } from '@/i18n/messages';

export const legal: Messages['legal'] = {
  lastUpdated: 'Ultimo aggiornamento: {date}',
  contents: 'Indice',
  backToTop: 'Torna su',
  emailLabel: 'E-mail',
  addressLabel: 'Indirizzo postale',
  privacy: {
    metaTitle: 'Informativa sulla privacy',
    metaDescription:
      'Come {product} raccoglie, utilizza, condivide e protegge i dati personali, e quali scelte e diritti hai.',
    title: 'Informativa sulla privacy',
    summary:
      'La tua fiducia è importante per noi. Questa informativa spiega quali dati raccogliamo, perché lo facciamo e come ne mantieni il controllo.',
    sections: {
      introduction: {
        title: 'Introduzione',
        body: [
          'La presente Informativa sulla privacy spiega come {product}, Inc. («{product}», «noi») raccoglie, utilizza e protegge i dati personali quando visiti il nostro sito o utilizzi la nostra piattaforma di demo basate sull’IA (il «Servizio»). Utilizzando il Servizio, prendi atto delle pratiche qui descritte. Se non le accetti, ti invitiamo a non utilizzare il Servizio.',
        ],
      },
      informationCollected: {
        title: 'Dati che raccogliamo',
        body: [
          'Raccogliamo le informazioni che ci fornisci, quelle generate dall’uso del Servizio e quelle provenienti dalle piattaforme che scegli di collegare:',
        ],
        items: [
          'Dati dell’account, come nome, indirizzo e-mail aziendale, azienda e dati di fatturazione.',
          'Dati delle demo e delle conversazioni, incluse le domande che i visitatori pongono alle tue demo IA e le risposte fornite.',
          'Dati di utilizzo e del dispositivo, come indirizzo IP, tipo di browser, pagine visitate e posizione approssimativa.',
          'Dati ricevuti dalle piattaforme di terze parti che colleghi, come il tuo CRM o il tuo calendario.',
        ],
      },
      use: {
        title: 'Come utilizziamo i tuoi dati',
        body: [
          'Utilizziamo i dati personali per fornire, gestire e migliorare il Servizio, qualificare i lead, produrre le analisi che richiedi ed elaborare i pagamenti. Li usiamo inoltre per comunicare con te in merito al tuo account e alle novità di prodotto e per mantenere sicuro il Servizio. Non vendiamo dati personali.',
        ],
      },
      thirdParties: {
        title: 'Integrazioni di terze parti e condivisione dei dati',
        body: [
          'Quando colleghi una piattaforma di terze parti, ad esempio uno strumento di CRM, messaggistica, e-mail, design o pianificazione, condividiamo con essa i dati necessari al funzionamento dell’integrazione, compresi i dettagli dei lead e gli insight delle demo. L’uso di tali piattaforme è regolato dai rispettivi termini e informative sulla privacy.',
          'Condividiamo inoltre dati con fornitori che ospitano il Servizio, elaborano i pagamenti o inviano e-mail per nostro conto, in base a contratti che li obbligano a proteggerli, e con le autorità quando la legge lo richiede.',
        ],
      },
      security: {
        title: 'Sicurezza dei dati',
        body: [
          'Proteggiamo i dati personali con misure conformi agli standard del settore, tra cui la crittografia in transito e a riposo, controlli degli accessi e verifiche di sicurezza periodiche. Nessun metodo di trasmissione o archiviazione è completamente sicuro, pertanto non possiamo garantire una sicurezza assoluta. Ti preghiamo di avvisarci tempestivamente se sospetti un accesso non autorizzato al tuo account.',
        ],
      },
      retention: {
        title: 'Conservazione dei dati',
        body: [
          'Conserviamo i dati personali finché il tuo account è attivo o per il tempo necessario a fornire il Servizio. Dopo la chiusura dell’account, cancelliamo o rendiamo anonimi i tuoi dati entro un periodo ragionevole, salvo che dobbiamo conservarli per adempiere a obblighi legali, fiscali o contabili o per risolvere controversie.',
        ],
      },
      rights: {
        title: 'I tuoi diritti',
        body: [
          'A seconda del luogo in cui vivi, potresti avere il diritto di accedere ai tuoi dati personali, rettificarli, esportarli o cancellarli, di opporti a determinati trattamenti o chiederne la limitazione e di revocare il consenso in qualsiasi momento. Per esercitare questi diritti, contattaci ai recapiti indicati di seguito. Risponderemo entro i termini previsti dalla legge e non ti discrimineremo mai per averli esercitati.',
        ],
      },
      cookies: {
        title: 'Cookie',
        body: [
          'Sul nostro sito salviamo solo ciò che serve al suo funzionamento, come la tua scelta sui cookie e la tua lingua. I servizi di terze parti, come il nostro calendario delle prenotazioni, si caricano solo con il tuo consenso o quando li richiedi. La nostra Informativa sui cookie elenca ogni elemento, per quanto tempo viene conservato e come cambiare la tua scelta in qualsiasi momento. Rifiutare i cookie facoltativi non compromette le funzioni principali del sito.',
        ],
      },
      internationalTransfers: {
        title: 'Trasferimenti internazionali',
        body: [
          'Abbiamo sede negli Stati Uniti e potremmo trattare i tuoi dati in altri Paesi in cui operiamo noi o i nostri fornitori. Quando trasferiamo dati personali al di fuori dello Spazio economico europeo, del Regno Unito o della Svizzera, ci avvaliamo di garanzie adeguate, come le clausole contrattuali tipo della Commissione europea.',
        ],
      },
      children: {
        title: 'Privacy dei minori',
        body: [
          'Il Servizio non è destinato ai minori di 16 anni e non raccogliamo consapevolmente dati personali di persone di età inferiore a 16 anni. Per utilizzare il Servizio o fornirci dati personali devi avere almeno 16 anni. Se veniamo a sapere di aver raccolto dati di un minore di 16 anni, li cancelleremo tempestivamente.',
        ],
      },
      changes: {
        title: 'Modifiche alla presente informativa',
        body: [
          'Potremmo aggiornare periodicamente la presente Informativa sulla privacy. In caso di modifiche sostanziali, aggiorneremo la data in cima a questa pagina e, se opportuno, ti avviseremo via e-mail o tramite il Servizio. Continuando a utilizzare il Servizio dopo un aggiornamento, accetti l’informativa modificata.',
        ],
      },
      contact: {
        title: 'Contatti',
        body: [
          'Per domande sulla presente Informativa sulla privacy o sul modo in cui trattiamo i tuoi dati personali, contattaci:',
        ],
      },
    },
  },
  terms: {
    metaTitle: 'Termini di servizio',
    metaDescription:
      'I termini che regolano l’uso del sito e della piattaforma di demo IA di {product}, inclusi account, fatturazione e responsabilità.',
    title: 'Termini di servizio',
    summary:
      'Leggi attentamente questi termini. Stabiliscono i tuoi diritti e obblighi quando utilizzi {product}.',
    sections: {
      acceptance: {
        title: 'Accettazione dei termini',
        body: [
          'I presenti Termini di servizio (i «Termini») regolano l’accesso e l’utilizzo del sito e della piattaforma {product} (il «Servizio»), gestiti da {product}, Inc. Creando un account o utilizzando il Servizio, accetti i presenti Termini. Se utilizzi il Servizio per conto di un’organizzazione, confermi di avere il potere di vincolarla.',
        ],
      },
      description: {
        title: 'Descrizione del Servizio',
        body: [
          '{product} consente alle aziende di creare avatar IA e agenti IA dal vivo che offrono demo interattive del prodotto ai visitatori del sito, qualificano i lead e riferiscono sull’interesse dei potenziali clienti. Possiamo aggiungere, modificare o rimuovere funzionalità man mano che il Servizio si evolve.',
        ],
      },
      accounts: {
        title: 'Account utente',
        body: [
          'Devi fornire informazioni di registrazione accurate, aggiornate e complete e mantenerle aggiornate. Sei responsabile della custodia delle tue credenziali di accesso e di tutte le attività svolte con il tuo account. Comunicaci immediatamente qualsiasi uso non autorizzato.',
        ],
      },
      acceptableUse: {
        title: 'Uso consentito',
        body: ['Ti impegni a non fare un uso improprio del Servizio. In particolare, non devi:'],
        items: [
          'violare la legge o i diritti altrui;',
          'caricare codice dannoso o tentare di accedere senza autorizzazione ai nostri sistemi;',
          'utilizzare il Servizio per inviare spam o contenuti ingannevoli;',
          'copiare, rivendere o decompilare il Servizio, salvo quanto consentito dai presenti Termini.',
        ],
      },
      dataPrivacy: {
        title: 'Dati e privacy',
        body: [
          'La nostra Informativa sulla privacy spiega come raccogliamo e utilizziamo i dati personali e costituisce parte integrante dei presenti Termini. Resti titolare dei contenuti e dei dati che carichi e ci concedi una licenza limitata per trattarli al fine di fornire il Servizio. Sei responsabile di disporre di una base giuridica per condividere con noi, e tramite le integrazioni che colleghi, i dati personali dei tuoi visitatori.',
        ],
      },
      intellectualProperty: {
        title: 'Proprietà intellettuale',
        body: [
          'Il Servizio, compresi software, design, marchi e contenuti, è di proprietà di {product}, Inc. e dei suoi licenzianti ed è tutelato dalle leggi sulla proprietà intellettuale. Oltre al diritto limitato di utilizzare il Servizio ai sensi dei presenti Termini, non ti viene concesso alcun diritto. Possiamo utilizzare i feedback che ci fornisci senza alcun obbligo nei tuoi confronti.',
        ],
      },
      billing: {
        title: 'Abbonamento e fatturazione',
        body: [
          'I piani a pagamento sono fatturati in anticipo, su base mensile o annuale, in base al piano scelto. I piani annuali includono la garanzia soddisfatti o rimborsati di 30 giorni: se disdici entro 30 giorni dal primo pagamento annuale, ti rimborsiamo l’intero importo. I piani mensili si possono disdire in qualsiasi momento, con effetto alla fine del mese già pagato, che non viene rimborsato. Al di fuori di questa garanzia, i corrispettivi non sono rimborsabili, salvo ove previsto dalla legge. Possiamo modificare i prezzi con preavviso, con effetto dal ciclo di fatturazione successivo, e ci autorizzi ad addebitare sul metodo di pagamento scelto tutti gli importi dovuti.',
        ],
      },
      availability: {
        title: 'Disponibilità del Servizio',
        body: [
          'Ci impegniamo a mantenere il Servizio sempre disponibile, ma non garantiamo che funzioni senza interruzioni o errori. Possiamo sospendere temporaneamente l’accesso per manutenzione, aggiornamenti o cause al di fuori del nostro controllo e cercheremo di comunicare in anticipo i fermi programmati.',
        ],
      },
      liability: {
        title: 'Limitazione di responsabilità',
        body: [
          'Nella misura massima consentita dalla legge, il Servizio è fornito «così com’è» e {product}, Inc. non è responsabile di danni indiretti, incidentali, speciali, consequenziali o punitivi, né della perdita di profitti, ricavi o dati. La nostra responsabilità complessiva per qualsiasi pretesa relativa al Servizio è limitata all’importo che ci hai pagato nei dodici mesi precedenti la pretesa.',
        ],
      },
      indemnification: {
        title: 'Manleva',
        body: [
          'Accetti di difendere, indennizzare e manlevare {product}, Inc. e i suoi dirigenti, dipendenti e partner da qualsiasi pretesa, danno, perdita e spesa, incluse le ragionevoli spese legali, derivanti dal tuo utilizzo del Servizio, dai tuoi contenuti o dalla violazione dei presenti Termini.',
        ],
      },
      termination: {
        title: 'Risoluzione',
        body: [
          'Puoi smettere di utilizzare il Servizio e chiudere il tuo account in qualsiasi momento. Possiamo sospendere o chiudere il tuo account in qualsiasi momento, con o senza preavviso, anche in caso di violazione dei presenti Termini. Con la risoluzione, il tuo diritto di utilizzare il Servizio cessa immediatamente; le disposizioni che per loro natura devono sopravvivere, come quelle sulla proprietà intellettuale e sulla limitazione di responsabilità, restano in vigore.',
        ],
      },
      governingLaw: {
        title: 'Legge applicabile',
        body: [
          'I presenti Termini sono regolati dalle leggi dello Stato del Delaware (Stati Uniti), senza riguardo alle relative norme sul conflitto di leggi. Qualsiasi controversia derivante dai presenti Termini o dal Servizio sarà di competenza esclusiva dei tribunali statali o federali con sede nel Delaware, alla cui giurisdizione ti sottoponi.',
        ],
      },
      changes: {
        title: 'Modifiche ai presenti termini',
        body: [
          'Potremmo modificare periodicamente i presenti Termini. In caso di modifiche sostanziali, aggiorneremo la data in cima a questa pagina e ti avviseremo via e-mail o tramite il Servizio. Continuando a utilizzare il Servizio dopo l’entrata in vigore delle modifiche, accetti i Termini modificati.',
        ],
      },
      contact: {
        title: 'Contatti',
        body: ['Domande su questi Termini? Scrivici:'],
      },
    },
  },
  cookies: {
    metaTitle: 'Informativa sui cookie',
    metaDescription:
      'Che cosa salva il sito di {product} nel tuo browser, a che scopo, per quanto tempo e su quale base giuridica, quali servizi possono usare i propri cookie e come cambiare la tua scelta in qualsiasi momento.',
    title: 'Informativa sui cookie',
    summary:
      'Salviamo nel tuo browser solo lo stretto necessario. Qui trovi ogni elemento con finalità, durata e base giuridica, e come cambiare idea.',
    itemLabels: {
      names: 'Nome',
      area: 'Dove',
      retention: 'Durata',
      basis: 'Base giuridica',
    },
    areas: {
      localStorage: 'Memoria locale (localStorage)',
      sessionStorage: 'Memoria di sessione (sessionStorage)',
      cookie: 'Cookie',
    },
    bases: {
      necessary:
        'Strettamente necessario per le funzioni che usi, quindi non serve il consenso (art. 5, par. 3, direttiva ePrivacy); si basa sul nostro legittimo interesse a un sito che funzioni (art. 6, par. 1, lett. f, GDPR).',
      consent:
        'Il tuo consenso (art. 6, par. 1, lett. a, GDPR), che dai con «Accetta tutti» e revochi con «Rifiuta».',
    },
    storedItems: {
      cookieConsent: {
        name: 'La tua scelta sui cookie',
        purpose:
          '«accepted» o «declined» e la data della scelta, così il banner non te lo chiede a ogni pagina e possiamo dimostrare quando hai dato il consenso.',
        retention:
          '12 mesi, poi il banner te lo chiede di nuovo. Una nuova scelta sostituisce la precedente; puoi anche cancellarla insieme ai dati del browser.',
      },
      language: {
        name: 'La tua lingua',
        purpose:
          'La lingua che hai scelto o che il Sito ti ha suggerito, come e quando è stata impostata e, a parte, il codice della lingua, così il Sito si apre nella tua lingua la volta successiva.',
        retention: 'Finché non cancelli i dati del browser.',
      },
      scrollPositions: {
        name: 'Posizioni di scorrimento',
        purpose:
          'La posizione raggiunta in ogni pagina visitata in questa scheda, così Indietro o un ricaricamento ti riportano allo stesso punto.',
        retention: 'Finché non chiudi la scheda.',
      },
      theme: {
        name: 'Tema di visualizzazione',
        purpose: 'Sempre «light», l’unico tema del Sito.',
        retention: 'Finché non cancelli i dati del browser.',
      },
      country: {
        name: 'Il tuo Paese',
        purpose:
          'Il codice del Paese restituito da {service}, così viene interrogato una sola volta per sessione del browser.',
        retention: 'Finché non chiudi la scheda, o subito se rifiuti.',
      },
      adminSession: {
        name: 'Sessione di accesso del team',
        purpose: 'I token di accesso che mantengono collegato un membro del team.',
        retention:
          'Ogni token vale 15 minuti e si rinnova finché resti collegato, per un massimo di 7 giorni; viene rimosso quando esci.',
      },
      adminDrafts: {
        name: 'Bozze non salvate',
        purpose:
          'Il lavoro in corso nell’editor degli articoli, uno per articolo, perché un ricaricamento o un salvataggio non riuscito non faccia perdere nulla.',
        retention: 'Finché l’articolo non viene salvato o la bozza scartata.',
      },
      clerkSession: {
        name: 'Cookie di accesso di Clerk',
        purpose:
          'Sul nostro Sito in hosting, Clerk gestisce l’accesso su /admin e usa questi cookie di sessione.',
        retention: 'Per la durata della sessione; vengono rimossi quando esci.',
      },
    },
    sections: {
      introduction: {
        title: 'Di cosa tratta questa informativa',
        body: [
          'Questa Informativa sui cookie spiega che cosa salva il sito di {product} (il «Sito») nel tuo browser, in cookie o in tecnologie simili come la memoria locale e quella di sessione, e quali richieste fa ad altri servizi per tuo conto. Integra la nostra Informativa sulla privacy. Il Sito non usa cookie pubblicitari né di analisi e non ti traccia su altri siti web.',
        ],
      },
      essential: {
        title: 'Che cosa salviamo per tutti i visitatori',
        body: [
          'Questi elementi servono perché il Sito funzioni come ti aspetti, quindi vengono salvati qualunque sia la tua scelta nel banner dei cookie. Restano sul tuo dispositivo: il Sito non li invia da nessuna parte.',
        ],
      },
      countryLookup: {
        title: 'Lingua suggerita in base al Paese',
        body: [
          'Se accetti tutti i cookie, il Sito ti suggerisce una lingua in base al Paese in cui ti trovi. Per saperlo, il tuo browser chiede al servizio di geolocalizzazione {service}, una volta per sessione, a quale Paese appartiene il tuo indirizzo IP. Con questa richiesta {service} riceve il tuo indirizzo IP; non vengono trasmessi cookie e il Sito riceve solo il codice del Paese, che conserva nell’elemento qui sotto.',
          'Finché non hai scelto, o se rifiuti, la richiesta non parte: la lingua viene presa dalle impostazioni del browser. Una lingua scelta da te ha sempre la precedenza.',
          'Base giuridica: il tuo consenso (art. 6, par. 1, lett. a, GDPR). Puoi revocarlo in qualsiasi momento da «Impostazioni cookie»: il Sito cancella subito il Paese e non interroga più {service}. {service} può trattare il tuo indirizzo IP fuori dallo Spazio economico europeo; vedi «Trasferimenti internazionali» nella nostra Informativa sulla privacy.',
        ],
      },
      admin: {
        title: 'Accesso del team su /admin',
        body: [
          'Solo i membri del nostro team accedono, su /admin, per scrivere gli articoli del blog. Per loro il Sito salva anche:',
        ],
      },
      thirdParties: {
        title: 'Servizi di terze parti, solo quando li richiedi',
        body: [
          'Alcune funzioni arrivano da altri servizi. Una volta caricata la funzione, ognuno può salvare i propri cookie o elementi simili nel tuo browser, per la durata che stabilisce e secondo la propria informativa sulla privacy:',
        ],
        items: [
          'Cal.com, per prenotare una demo: il calendario della pagina Prezzi e le finestre di prenotazione che si aprono quando scegli di prenotare una demo.',
          'L’app di {product}, per la demo dal vivo nella home page: si carica quando scegli di partecipare alla demo e usa il microfono solo con il permesso del tuo browser.',
          'YouTube, in modalità di privacy avanzata, per il video della pagina di lancio: si carica quando scegli di guardarlo.',
          'Clerk, per l’accesso del team su /admin (vedi la sezione 4).',
        ],
      },
      yourChoice: {
        title: 'Che cosa fanno «Accetta tutti» e «Rifiuta»',
        body: [
          'Se accetti tutti i cookie, il calendario e le finestre di prenotazione si caricano da soli all’apertura della pagina, Cal.com può salvare gli elementi di cui ha bisogno e il Sito può ricavare il tuo Paese come descritto nella sezione 3.',
          'Se rifiuti, o finché non hai scelto, nulla di questi servizi si carica prima che tu lo richieda: il calendario delle prenotazioni, la demo dal vivo e il video mostrano prima un segnaposto e si caricano solo quando ci fai clic. I pulsanti di prenotazione aprono allora Cal.com in una nuova scheda. Gli elementi della sezione 2 vengono salvati in entrambi i casi.',
          'La tua scelta vale 12 mesi. Poi il banner te lo chiede di nuovo.',
        ],
      },
      manage: {
        title: 'Come cambiare la tua scelta',
        body: [
          'Puoi cambiare la tua scelta in qualsiasi momento: seleziona «Impostazioni cookie» in fondo a qualsiasi pagina, oppure il pulsante qui sotto, e scegli di nuovo. La nuova scelta sostituisce subito quella precedente.',
          'Puoi anche cancellare tutto ciò che il Sito ha salvato dalle impostazioni del browser (i dati di questo sito); il banner te lo chiederà di nuovo. Un servizio già caricato conserva ciò che ha salvato finché non lo cancelli da lì.',
        ],
      },
      changes: {
        title: 'Modifiche a questa informativa',
        body: [
          'Ogni volta che cambia ciò che il Sito salva, aggiorniamo questa informativa e la data in cima a questa pagina.',
        ],
      },
      contact: {
        title: 'Contattaci',
        body: ['Domande sui cookie o su questa informativa? Scrivici:'],
      },
    },
  },
};

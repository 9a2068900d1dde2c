/** A new guide's template texts (the keys of en/template.ts) in Italian, following GLOSSARY.md. */
export default {
  'preparing.name': 'Preparazione del viaggio',
  'preparing.description': 'Cosa mettere in valigia e cosa sapere prima di partire.',
  'preparing.topics.pack.name': 'Cosa mettere in valigia',
  'preparing.topics.pack.description': 'Le cose che gli ospiti sono contenti di aver portato.',
  'preparing.topics.pack.content':
    '<p>Quasi tutti gli ospiti sono contenti di aver portato:</p><ol><li data-list="bullet">[Scarpe comode per …]</li><li data-list="bullet">[Adattatore per prese di tipo …]</li><li data-list="bullet">[Teli mare: forniti / non forniti]</li></ol><p>Trovi già qui: [lenzuola, asciugamani, asciugacapelli, …].</p>',
  'preparing.topics.getting-here.name': 'Come arrivare',
  'preparing.topics.getting-here.description': 'Indicazioni dall’aeroporto, dalla stazione e dall’autostrada.',
  'preparing.topics.getting-here.content':
    '<p><strong>Dall’aeroporto:</strong> [quanto tempo ci vuole e con cosa: taxi, treno, navetta].</p><p><strong>In auto:</strong> [l’uscita da prendere e l’ultima svolta da cercare].</p><p>Il nostro indirizzo per il navigatore: [via, numero civico, CAP, città].</p>',
  'arrival.name': 'Informazioni sull’arrivo',
  'arrival.description': 'Come trovare l’alloggio, fare il check-in e ritirare le chiavi.',
  'arrival.topics.check-in.name': 'Orario del check-in e come entrare',
  'arrival.topics.check-in.description': 'Quando puoi arrivare e come ricevi le chiavi.',
  'arrival.topics.check-in.content':
    '<p>Il check-in è dalle <strong>[15:00]</strong>. Se arrivi dopo le [22:00], avvisaci per favore.</p><p>Per entrare: [la cassetta delle chiavi accanto alla porta / ti accogliamo noi / la reception]. Il codice o le chiavi: [come li riceverai].</p>',
  'arrival.topics.parking.name': 'Parcheggio',
  'arrival.topics.parking.description': 'Dove lasciare l’auto.',
  'arrival.topics.parking.content':
    '<p>Il parcheggio [gratuito / a pagamento] è [nel vialetto / in strada / nel parcheggio di …].</p><p>Posti auto: [numero]. Per favore non parcheggiare [dove].</p>',
  'arrival.topics.entrance.name': 'Trovare l’ingresso',
  'arrival.topics.entrance.description': 'Cosa cercare quando arrivi.',
  'arrival.topics.entrance.content':
    '<p>L’ingresso è [la porta blu a sinistra dell’edificio]. Cerca [un punto di riferimento].</p><p>Il nostro appartamento è al piano [numero]; l’ascensore è [dove].</p>',
  'about.name': 'L’alloggio',
  'about.description': 'Le stanze, gli elettrodomestici e tutto ciò che l’alloggio offre.',
  'about.topics.heating.name': 'Riscaldamento e aria condizionata',
  'about.topics.heating.description': 'Come stare sempre comodi.',
  'about.topics.heating.content':
    '<p>Il [termostato / telecomando] è [dove]. Impostalo su [temperatura] per una notte confortevole.</p><p>Spegnilo quando apri le finestre o esci per la giornata.</p>',
  'about.topics.kitchen.name': 'Cucina ed elettrodomestici',
  'about.topics.kitchen.description': 'Cosa c’è e come funziona.',
  'about.topics.kitchen.content':
    '<p>Troverai [macchina del caffè, lavastoviglie, forno, …].</p><ol><li data-list="bullet">Macchina del caffè: [capsule / filtro, dove trovarli]</li><li data-list="bullet">Lavastoviglie: [pastiglie sotto il lavello, programma da usare]</li><li data-list="bullet">Forno: [come accenderlo]</li></ol>',
  'about.topics.rubbish.name': 'Rifiuti e raccolta differenziata',
  'about.topics.rubbish.description': 'Dove sono i bidoni e cosa va in ciascuno.',
  'about.topics.rubbish.content':
    '<p>I bidoni sono [dove]. Giorni di raccolta: [giorni].</p><ol><li data-list="bullet">Bidone [colore]: [indifferenziata]</li><li data-list="bullet">Bidone [colore]: [plastica e lattine]</li><li data-list="bullet">Bidone [colore]: [carta e vetro]</li></ol>',
  'wifi.name': 'Wi-Fi e internet',
  'wifi.description': 'Il nome della rete, la password e consigli per una buona connessione.',
  'wifi.topics.network.name': 'Rete Wi-Fi e password',
  'wifi.topics.network.description': 'Come connetterti.',
  'wifi.topics.network.content':
    '<p>Rete: <strong>[nome della rete]</strong></p><p>Password: <strong>[password]</strong></p><p>Il router è [dove]. Se la connessione cade, spegnilo, riaccendilo e aspetta due minuti.</p>',
  'wifi.topics.tv.name': 'TV e streaming',
  'wifi.topics.tv.description': 'La TV e i tuoi account personali.',
  'wifi.topics.tv.content':
    '<p>Il telecomando della TV è [dove]. Sulla TV trovi [Netflix / altre app]: accedi con il tuo account ed esci prima di partire.</p>',
  'rules.name': 'Sicurezza e regole della casa',
  'rules.description': 'Le regole della casa e come soggiornare in sicurezza.',
  'rules.topics.house-rules.name': 'Regole della casa',
  'rules.topics.house-rules.description': 'Cosa chiediamo a ogni ospite.',
  'rules.topics.house-rules.content':
    '<ol><li data-list="bullet">Vietato fumare [all’interno / in tutta la proprietà]</li><li data-list="bullet">Orari di silenzio: dalle [22:00] alle [08:00]</li><li data-list="bullet">Animali: [benvenuti / non ammessi]</li><li data-list="bullet">Feste ed eventi: [non ammessi]</li></ol>',
  'rules.topics.safety.name': 'Dotazioni di sicurezza',
  'rules.topics.safety.description': 'Dove trovare ciò che speri di non dover mai usare.',
  'rules.topics.safety.content':
    '<ol><li data-list="bullet">Estintore: [dove]</li><li data-list="bullet">Coperta antifiamma: [dove]</li><li data-list="bullet">Kit di pronto soccorso: [dove]</li><li data-list="bullet">Rubinetto generale dell’acqua e quadro elettrico: [dove]</li></ol>',
  'local.name': 'Consigli sulla zona',
  'local.description': 'I nostri posti preferiti per mangiare, fare acquisti ed esplorare nei dintorni.',
  'local.topics.eat.name': 'Dove mangiare',
  'local.topics.eat.description': 'I nostri posti preferiti nei dintorni.',
  'local.topics.eat.content':
    '<ol><li data-list="bullet">[Nome del ristorante]: [cosa ordinare], [distanza a piedi]</li><li data-list="bullet">[Nome del bar]: [ideale per la colazione]</li><li data-list="bullet">[Cibo da asporto]: [consegna fino alle …]</li></ol>',
  'local.topics.shops.name': 'Negozi e supermercati',
  'local.topics.shops.description': 'Per la spesa e le cose di tutti i giorni.',
  'local.topics.shops.content':
    '<p>Il supermercato più vicino è [nome], a [distanza], aperto [orari]. Una farmacia: [nome e dove].</p>',
  'local.topics.things-to-do.name': 'Cosa fare',
  'local.topics.things-to-do.description': 'Quello che non ci perderemmo.',
  'local.topics.things-to-do.content':
    '<ol><li data-list="bullet">[Luogo o passeggiata]: [perché ci piace tanto]</li><li data-list="bullet">[Spiaggia o parco]: [come arrivarci]</li><li data-list="bullet">[Idea per un giorno di pioggia]</li></ol>',
  'emergency.name': 'Contatti di emergenza',
  'emergency.description': 'Chi chiamare se qualcosa va storto, di giorno o di notte.',
  'emergency.topics.numbers.name': 'Numeri di emergenza',
  'emergency.topics.numbers.description': 'Chi chiamare, di giorno o di notte.',
  'emergency.topics.numbers.content':
    '<p>Numero di emergenza: <strong>[112]</strong></p><p>Il tuo host: [nome], [numero di telefono].</p><p>Ospedale più vicino: [nome, indirizzo].</p>',
  'emergency.topics.repairs.name': 'Se qualcosa si rompe',
  'emergency.topics.repairs.description': 'Cosa fare quando qualcosa smette di funzionare.',
  'emergency.topics.repairs.content':
    '<p>Avvisaci appena puoi: [come contattarci]. Per un problema urgente (una perdita d’acqua, niente corrente, niente riscaldamento) chiama il [numero].</p>',
  'transport.name': 'Come spostarsi',
  'transport.description': 'In autobus, treno, taxi, bici o auto.',
  'transport.topics.public.name': 'Trasporti pubblici',
  'transport.topics.public.description': 'Autobus, tram e treni nei dintorni.',
  'transport.topics.public.content':
    '<p>La fermata più vicina è [nome], a [distanza]. Biglietti: [dove comprarli / contactless a bordo].</p>',
  'transport.topics.taxis.name': 'Taxi e noleggio auto',
  'transport.topics.taxis.description': 'Per quando preferisci farti accompagnare.',
  'transport.topics.taxis.content':
    '<p>Un taxi della zona: [nome, numero di telefono]. Noleggio auto: [società, dove].</p>',
  'checkout.name': 'Istruzioni per il check-out',
  'checkout.description': 'Cosa fare prima di partire e dove lasciare le chiavi.',
  'checkout.topics.time.name': 'Orario del check-out',
  'checkout.topics.time.description': 'Quando lasciare l’alloggio.',
  'checkout.topics.time.content':
    '<p>Il check-out è entro le <strong>[10:00]</strong>. Ti serve un check-out più tardi? Chiedicelo il giorno prima.</p>',
  'checkout.topics.before-leaving.name': 'Prima di partire',
  'checkout.topics.before-leaving.description': 'Una breve lista per l’ultima mattina.',
  'checkout.topics.before-leaving.content':
    '<ol><li data-list="bullet">[Caricare e avviare la lavastoviglie]</li><li data-list="bullet">[Portare fuori la spazzatura]</li><li data-list="bullet">[Chiudere le finestre e spegnere il riscaldamento]</li><li data-list="bullet">[Lasciare le chiavi in …]</li></ol>',
  'thanks.name': 'Grazie e recensioni',
  'thanks.description': 'Un ringraziamento dal tuo host e come lasciare la tua opinione.',
  'thanks.topics.thank-you.name': 'Grazie',
  'thanks.topics.thank-you.description': 'Un messaggio dal tuo host.',
  'thanks.topics.thank-you.content':
    '<p>Grazie per aver soggiornato da noi, [nome dell’ospite]! Speriamo che tu abbia apprezzato [l’alloggio / la città].</p>',
  'thanks.topics.feedback.name': 'Lascia la tua opinione',
  'thanks.topics.feedback.description': 'Raccontaci com’è andata.',
  'thanks.topics.feedback.content':
    '<p>Leggiamo ogni recensione. Se il soggiorno ti è piaciuto, una recensione su [piattaforma] ci aiuta molto; se qualcosa non andava, diccelo direttamente: [come contattarci].</p>',
};

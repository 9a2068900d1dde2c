/**
 * Gli articoli del Centro assistenza in italiano (le chiavi di en/help.ts), con il tu, secondo
 * GLOSSARY.md (ospite, argomento, libreria multimediale, branding, link di condivisione, codice QR,
 * volantino, manuale della casa, segnaposto; schede Dettagli, Contenuti, Mappa, Condivisione
 * rapida, Dati, Statistiche; menu Guide digitali, Libreria multimediale, Inviti › Home inviti /
 * Modello / Impostazioni, Dashboard). Le etichette citate fuori dal grassetto stanno tra «…».
 *
 * Etichette dell’interfaccia citate in **grassetto** che il glossario non fissa ancora: la
 * traduzione dell’app di amministrazione dovrebbe usare queste parole (o questo file, le sue).
 * Title → Titolo · Postal code → CAP · Country → Paese · Timezone → Fuso orario ·
 * Start with the ten standard categories → Inizia con le dieci categorie standard (messages) ·
 * Create Guide → Crea guida · Your Guides → Le tue guide · Edit → Modifica ·
 * Updating Guide → Modifica guida · Welcome text → Testo di benvenuto ·
 * Add Category → Aggiungi categoria · Save Category → Salva categoria ·
 * Add Topic → Aggiungi argomento · Edit Topic → Modifica argomento · Choose image → Scegli immagine ·
 * Topic Featured Image → Immagine in evidenza dell’argomento · Topic Content → Contenuto
 * dell’argomento · Topic Status → Stato dell’argomento · Published / Draft → Pubblicato / Bozza ·
 * Create → Crea · Upload File → Carica file · Go Back → Indietro · All Files → Tutti i file ·
 * Manage Your Images → Gestisci le tue immagini · Select from Library → Scegli dalla libreria ·
 * Upload New File → Carica nuovo file · Save → Salva (glossario) · Choose logo → Scegli logo ·
 * Font → Font · Colour → Colore · Save Branding → Salva branding · Copy link → Copia link ·
 * Open example view → Apri anteprima · Regenerate link → Rigenera link ·
 * Download PNG / SVG → Scarica PNG / Scarica SVG · Flyer PDF (A4) → Volantino PDF (A4) ·
 * Flyer PDF (US Letter) → Volantino PDF (US Letter) · Guide PDF → PDF della guida ·
 * Visible Always / Hidden → Sempre visibile / Nascosto · Create Invitation → Crea invito ·
 * Guide → Guida · Guest name → Nome dell’ospite · Guest e-mail → E-mail dell’ospite ·
 * Check-in / Check-out → Check-in / Check-out · Access from / Access to → Inizio accesso / Fine
 * accesso · Send the invitation e-mail now → Invia subito l’e-mail di invito · View → Visualizza ·
 * Personal link → Link personale · Resend e-mail → Reinvia (glossario) · Revoke → Revoca
 * (glossario) · Hours before check-in → Ore prima del check-in · Hours after check-out → Ore dopo
 * il check-out · Subject → Oggetto · Message → Messaggio · Add Map → Aggiungi mappa ·
 * Map Title → Titolo della mappa · Create Map → Crea mappa · Add Pin → Aggiungi segnaposto ·
 * Latitude / Longitude → Latitudine / Longitudine · Name / Category / Description → Nome /
 * Categoria / Descrizione · All-Time Views → Visualizzazioni totali · Views Today →
 * Visualizzazioni di oggi · Views Yesterday → Visualizzazioni di ieri · Invites Created → Inviti
 * creati · Total Views → Totale visualizzazioni · Export Guide → Esporta guida ·
 * Import Guide → Importa guida · Duplicate Guide → Duplica guida.
 * (Guida per gli ospiti: le parole di guest.ts, ad es. Offline, Ultimo aggiornamento, Home, Info,
 * Aiuto, Apri in Mappe.)
 *
 * Le dieci categorie standard e gli esempi delle schermate (Seaside Cottage, Arrival
 * Information…) sono contenuti: i testi alternativi li citano come compaiono nelle schermate.
 */
import type { CompleteHelpCatalog } from '../../src/help.ts';

export default {
  notTranslated: 'Questo articolo non è ancora tradotto nella tua lingua, quindi è mostrato in inglese.',
  'section.build': 'Crea la tua guida',
  'section.share': 'Condividi con gli ospiti',
  'section.insight': 'Ospiti e statistiche',

  'getting-started.title': 'Primi passi: la tua prima guida',
  'getting-started.summary': 'Crea una guida per il tuo alloggio, poi compilala scheda per scheda.',
  'getting-started.keywords':
    'nuova guida, creare, crea, iniziare, cominciare, primi passi, configurare, configurazione, alloggio, struttura, appartamento, casa vacanze, proprietà, benvenuto, fuso orario',
  'getting-started.b0.text':
    'Una guida raccoglie tutto ciò che serve a un ospite per un alloggio: come entrare, il Wi-Fi, le regole della casa, i luoghi nei dintorni. Gli ospiti la aprono sul telefono da un link o da un codice QR, senza mai bisogno di un account.',
  'getting-started.b1.i0':
    'Apri **Guide digitali** nel menu laterale e fai clic su **Aggiungi guida** (lo stesso pulsante si trova anche nella dashboard).',
  'getting-started.b1.i1':
    'Dai alla guida un **Titolo** (fino a 60 caratteri) e compila l’indirizzo, il **CAP**, il **Paese** e il **Fuso orario**. Gli orari degli inviti e delle statistiche seguono questo fuso orario.',
  'getting-started.b1.i2':
    'Lascia selezionata l’opzione **Inizia con le dieci categorie standard** per partire dalle sezioni più comuni: preparazione del viaggio, informazioni sull’arrivo, Wi-Fi e internet e le altre. Ognuna contiene argomenti iniziali salvati come bozze: completa le parti [tra parentesi quadre], poi pubblicali. Rinomina o elimina tutto ciò che non ti serve.',
  'getting-started.b1.i3':
    'Fai clic su **Crea guida**. La guida compare in **Le tue guide**; fai clic sul suo pulsante «Modifica» per aprirla.',
  'getting-started.b2.text':
    'La guida si apre su sette schede: **Dettagli** (contatti, indirizzo, testo di benvenuto e branding), **Contenuti** (categorie e argomenti), **Mappa**, **Calendario** (i calendari delle piattaforme di prenotazione, l’importazione di soggiorni da un file CSV e l’indirizzo del calendario per altre app), **Condivisione rapida** (link, codice QR, volantino e PDF), **Dati** (esportazione, importazione, duplicazione) e **Statistiche**.',
  'getting-started.b3.alt':
    'La schermata di modifica della guida intitolata «Modifica guida: Seaside Cottage», con le schede «Dettagli», «Contenuti», «Mappa», «Condivisione rapida», «Dati» e «Statistiche» e, sotto, il modulo dei dettagli.',
  'getting-started.b3.caption': 'Ogni guida ha le stesse schede.',
  'getting-started.b4.text':
    'Scrivi il **Testo di benvenuto** nella scheda «Dettagli»: è la prima cosa che gli ospiti leggono nella schermata «Home» della guida.',
  'getting-started.b5.text':
    '**Azioni di gruppo**: spunta le guide nell’elenco, oppure **Seleziona tutte le guide corrispondenti** per prendere tutte quelle che trovano la ricerca e l’etichetta, poi scegli in **Azioni di gruppo**: aggiungi o rimuovi un’etichetta, applica il branding dello spazio di lavoro, duplica o elimina. Ogni azione modifica tutte le guide scelte, o nessuna se una non si può modificare; prima di eliminare scrivi il numero di guide.',
  'getting-started.b6.text':
    'Limita un membro del team per etichette: in **Accesso utenti**, disattiva **Tutte le guide** e scrivi un’etichetta come Lisbona. Il membro lavora su ogni guida con quell’etichetta, anche su quelle etichettate in seguito, e non vede più una guida appena l’etichetta viene rimossa.',
  'getting-started.action': 'Aggiungi una guida',

  'writing-topics.title': 'Scrivere categorie e argomenti',
  'writing-topics.summary':
    'Organizza la guida in categorie e scrivi un argomento per ogni cosa che gli ospiti chiedono.',
  'writing-topics.keywords':
    'contenuti, contenuto, pagina, articolo, sezione, voce, testo, editor, bozza, pubblicare, ordine, ordinare, riordinare, spostare, icona, categoria, argomento',
  'writing-topics.b0.text':
    'Nella scheda **Contenuti**, una guida è un elenco di categorie (ad esempio Informazioni sull’arrivo), ognuna con i suoi argomenti (ad esempio Ritiro delle chiavi). Gli ospiti vedono le categorie come riquadri nella schermata «Info» della guida.',
  'writing-topics.b1.i0':
    'Fai clic su **Aggiungi categoria**, digita un **Titolo**, scegli un’icona e fai clic su **Salva categoria**.',
  'writing-topics.b1.i1': 'Apri la categoria e fai clic su **Aggiungi argomento**.',
  'writing-topics.b1.i2':
    'Dai all’argomento un **Titolo**, fai clic su **Scegli immagine** per selezionare la sua **Immagine in evidenza dell’argomento** (ogni argomento ne deve avere una) e scrivi il **Contenuto dell’argomento**: puoi inserire titoli, elenchi, link, immagini e video.',
  'writing-topics.b1.i3':
    'Imposta lo **Stato dell’argomento** su «Pubblicato» quando è pronto, oppure lascialo come bozza, poi fai clic su **Crea**.',
  'writing-topics.b2.alt':
    'La scheda «Contenuti»: la categoria Arrival Information è aperta ed elenca gli argomenti Getting the keys e Parking, contrassegnati come «Pubblicato», e Late arrival, contrassegnato come «Bozza», con un pulsante «Aggiungi argomento».',
  'writing-topics.b2.caption': 'Le bozze restano visibili a te e nascoste agli ospiti.',
  'writing-topics.b3.i0':
    'Gli ospiti vedono solo gli argomenti con stato **Pubblicato**; una bozza non viene mai inviata al loro telefono né stampata nel PDF della guida.',
  'writing-topics.b3.i1':
    'Cambia l’ordine con le frecce su e giù, oppure trascina una categoria o un argomento tenendolo per la maniglia. Gli ospiti vedono lo stesso ordine.',
  'writing-topics.b3.i2': 'La matita serve a modificare, il cestino a eliminare (dopo la tua conferma).',
  'writing-topics.b4.alt':
    'Il modulo «Modifica argomento» con un titolo, l’immagine in evidenza di una cassetta portachiavi, l’editor di testo formattato con il contenuto dell’argomento e il menu a tendina «Stato dell’argomento».',

  // shared-topics
  'shared-topics.title': 'Argomenti condivisi e valori della struttura: scrivi una volta, riempi per struttura',
  'shared-topics.summary':
    'Tieni regole della casa, passaggi del check-out e consigli sulla zona in un solo posto, mostrati in molte guide con i dati di ciascuna struttura.',
  'shared-topics.keywords':
    'contenuti condivisi, libreria, riutilizzare, stesso testo, più strutture, portafoglio, segnaposto, variabile, valori della struttura, giorno della spazzatura, parcheggio, scollegare, copia propria, togliere',
  'shared-topics.action': 'Apri Argomenti condivisi',
  'shared-topics.b0.text':
    'Quando più guide hanno bisogno dello stesso testo, come le regole della casa, i passaggi del check-out o i consigli sulla zona, scrivilo una volta come argomento condiviso. Apri **Argomenti condivisi** nella barra laterale e premi **Nuovo argomento condiviso**: ha i campi di qualsiasi argomento (**Titolo**, **Immagine in evidenza dell’argomento**, **Contenuto dell’argomento**, **Stato dell’argomento**, **Chi può vederlo**). L’elenco mostra dove è inserito ogni argomento condiviso e a quali guide manca un valore che usa; il suo pulsante della lingua lo traduce, e ogni guida mostra quella traduzione.',
  'shared-topics.b1.i0': 'Apri la scheda **Contenuti** di una guida ed espandi una categoria.',
  'shared-topics.b1.i1':
    'Premi **Aggiungi argomento condiviso**, scegline uno e premi **Aggiungi**. Compare alla fine della categoria con l’etichetta **Condiviso**.',
  'shared-topics.b1.i2':
    'Modificalo in **Argomenti condivisi**: la modifica compare subito in ogni guida che lo contiene.',
  'shared-topics.b1.i3':
    '**Togli dalla guida** lo toglie solo da questa guida; resta nei tuoi argomenti condivisi e nelle altre guide.',
  'shared-topics.b2.text':
    'I valori della struttura riempiono un argomento condiviso con i dati di ciascuna struttura. Scrivi un codice come {{bin_day}} nell’argomento condiviso; poi, nella scheda **Dettagli** di ogni guida, sotto **Valori della struttura**, premi **Aggiungi valore**, chiamalo bin_day, scrivi «martedì» («venerdì» in un’altra guida) e premi **Salva valori**. Gli ospiti, la ricerca della guida, il manuale della casa e il volantino leggono il valore proprio di ciascuna guida.',
  'shared-topics.b3.i0':
    'Un nome usa lettere minuscole, cifre e _ (fino a 40 caratteri); una guida ha al massimo 100 valori di al massimo 2.000 caratteri ciascuno.',
  'shared-topics.b3.i1':
    'Se la guida ha altre lingue, scegline una in **Valori in** per scriverne i testi; dove uno resta vuoto, gli ospiti leggono il valore della lingua principale.',
  'shared-topics.b3.i2':
    'Un valore mancante appare agli ospiti come «—», mai tra parentesi graffe. **Valori della struttura** elenca i codici usati dagli argomenti condivisi della guida che le mancano, e **Argomenti condivisi** le guide a cui ne manca uno.',
  'shared-topics.b3.i3':
    'I campi propri della guida si riempiono allo stesso modo e non richiedono un valore: {{wifi_name}}, {{wifi_password}}, {{check_in_time}}, {{check_out_time}}, {{address}}, {{city}} e {{host}}.',
  'shared-topics.b4.text':
    'Per cambiare un argomento condiviso in una sola guida, premi **Scollega** su di esso nella scheda Contenuti: la guida riceve una copia propria, che modifichi come qualsiasi argomento e che non segue più quello condiviso. Eliminare un argomento condiviso mostrato da alcune guide chiede prima conferma e dice quante guide lo perdono.',
  'shared-topics.b5.text':
    'Esportazione, importazione e duplicazione mantengono gli argomenti condivisi all’interno di uno spazio di lavoro; una guida importata in un altro spazio di lavoro riceve copie proprie.',

  'images.title': 'Immagini e libreria multimediale',
  'images.summary':
    'Carica le foto una volta sola e riusale come immagini in evidenza, loghi e immagini negli argomenti.',
  'images.keywords':
    'foto, fotografia, immagine, immagini, caricare, carica, upload, jpg, jpeg, png, file, libreria, multimediale, media, galleria, eliminare, cancellare, logo',
  'images.suggestion': 'immagini',
  'images.b0.text':
    'Ogni immagine che usi si trova nella tua **Libreria multimediale**, condivisa da tutte le tue guide. Caricala una volta e sceglila ovunque ti serva.',
  'images.b1.i0': 'Apri **Libreria multimediale** nel menu laterale e fai clic su **Carica file**.',
  'images.b1.i1':
    'Trascina le foto nell’area di rilascio, oppure fai clic sull’area per sfogliare i file. Sono accettate immagini JPG, JPEG e PNG; un pannello mostra l’avanzamento di ogni caricamento.',
  'images.b1.i2':
    'Fai clic su **Indietro** per vedere **Tutti i file**, dieci per pagina, ognuno con nome, dimensione e data.',
  'images.b2.alt':
    'La libreria multimediale con «Tutti i file» mostrati come riquadri, ognuno con una foto, il nome, la dimensione e la data, e i pulsanti «Scarica» ed «Elimina».',
  'images.b3.text':
    'Quando un argomento o il branding richiede un’immagine, si apre la finestra **Gestisci le tue immagini**: scegline una in **Scegli dalla libreria**, oppure aggiungine una nuova in **Carica nuovo file**, poi fai clic su **Salva**.',
  'images.b4.text':
    'Un’immagine usata come immagine in evidenza di un argomento, come logo di una guida o all’interno di un argomento non può essere eliminata: il messaggio indica dove viene usata, così puoi prima scegliere lì un’altra immagine.',
  'images.action': 'Apri la libreria multimediale',

  'branding.title': 'Il branding della guida: logo, font e colore',
  'branding.summary':
    'Applica il tuo logo, il tuo font e il tuo colore alla guida per gli ospiti, al volantino e al PDF.',
  'branding.keywords':
    'logo, colore, colori, font, carattere, tipo di carattere, stile, aspetto, grafica, design, tema, marchio, brand, branding, personalizzare',
  'branding.b0.text': 'Apri la scheda **Dettagli** della guida e scorri fino a **Branding della guida**.',
  'branding.b1.i0': 'Fai clic su **Scegli logo** e seleziona un’immagine dalla tua libreria.',
  'branding.b1.i1': 'Scegli un **Font**: PT Sans (predefinito), Roboto, Montserrat, Lato o Open Sans.',
  'branding.b1.i2':
    'Scegli un **Colore** (quello predefinito è l’arancione #ed8438). La riga di anteprima mostra insieme il font e il colore.',
  'branding.b1.i3': 'Fai clic su **Salva branding**.',
  'branding.b2.alt':
    'Il pannello «Branding della guida» con un riquadro vuoto per il logo, il pulsante «Scegli logo», il menu «Font» impostato su PT Sans, il campo «Colore» impostato su #ed8438, una riga di anteprima e il pulsante «Salva branding».',
  'branding.b3.text':
    'Gli ospiti vedono il colore nell’intestazione della guida, e il volantino mostra il tuo logo e il tuo colore accanto al codice QR.',

  'share-link.title': 'Condividere la guida con un link',
  'share-link.summary':
    'Copia il link di condivisione, apri la guida come la vedono gli ospiti e sostituisci il link quando serve.',
  'share-link.keywords':
    'url, link, indirizzo, inviare, invia, copiare, copia, condividere, condivisione, whatsapp, airbnb, booking, messaggio, anteprima, rigenerare, nuovo link',
  'share-link.b0.text':
    'Ogni guida ha un solo link di condivisione. Chiunque abbia il link può aprire la guida su qualsiasi telefono o computer, senza app e senza accedere. Vengono mostrati solo gli argomenti pubblicati e i dettagli che hai impostato su «Sempre visibile».',
  'share-link.b1.i0': 'Apri la guida e scegli la scheda **Condivisione rapida**.',
  'share-link.b1.i1':
    'Fai clic su **Copia link** e incollalo nel messaggio della prenotazione, in un’e-mail o nel tuo annuncio.',
  'share-link.b1.i2': 'Fai clic su **Apri anteprima** per vedere la guida esattamente come la vedranno gli ospiti.',
  'share-link.b2.alt':
    'Il pannello «Link di condivisione» della scheda «Condivisione rapida»: il campo del link per gli ospiti e i pulsanti «Copia link», «Rigenera link» e «Apri anteprima».',
  'share-link.b3.text':
    '**Rigenera link** crea un nuovo link e disattiva subito quello vecchio, e con lui il vecchio codice QR. Usalo quando un link è arrivato a persone che non dovevano averlo; poi condividi il nuovo link e stampa un nuovo codice QR o un nuovo volantino.',
  'share-link.b4.text':
    'Vuoi che un ospite veda anche il numero di telefono o l’indirizzo che hai nascosto? Mandagli invece un link di invito personale (vedi Inviti e informazioni nascoste).',

  'qr-code-and-flyer.title': 'Codice QR, volantino stampato e PDF della guida',
  'qr-code-and-flyer.summary':
    'Scarica il codice QR in PNG o SVG, stampa un volantino A4 o US Letter oppure salva l’intera guida in PDF.',
  'qr-code-and-flyer.keywords':
    'qr, codice qr, qrcode, qr code, scansionare, inquadrare, stampare, stampa, poster, locandina, volantino, flyer, pdf, a4, letter, manuale della casa, svg, png',
  'qr-code-and-flyer.suggestion': 'QR',
  'qr-code-and-flyer.b0.text':
    'Un codice QR nell’alloggio permette agli ospiti di aprire la guida inquadrandolo con la fotocamera del telefono. Tutto ciò che serve per la stampa si trova nella scheda **Condivisione rapida** della guida.',
  'qr-code-and-flyer.b1.alt':
    'Il pannello «Codice QR» con il codice e i pulsanti «Scarica PNG» e «Scarica SVG», accanto al pannello «Stampa e PDF» con «Volantino PDF (A4)», «Volantino PDF (US Letter)» e «PDF della guida».',
  'qr-code-and-flyer.b2.i0':
    '**Scarica PNG** ti dà un’immagine da incollare nei tuoi documenti o messaggi; **Scarica SVG** resta nitido a qualsiasi dimensione, per tipografie e grafici.',
  'qr-code-and-flyer.b2.i1':
    '**Volantino PDF (A4)** e **Volantino PDF (US Letter)** creano un volantino di una pagina pronto da stampare e incorniciare: il titolo della guida, il tuo branding, un grande codice QR, una riga che spiega come inquadrarlo e il link scritto per esteso.',
  'qr-code-and-flyer.b2.i2':
    '**PDF della guida** contiene tutti gli argomenti pubblicati, per gli ospiti che preferiscono la carta. Gli ospiti possono anche scaricarlo da soli come manuale della casa dalla schermata «Aiuto» della guida.',
  'qr-code-and-flyer.b3.text':
    'Il codice QR apre il link di condivisione. Dopo **Rigenera link** il vecchio codice smette di funzionare: scarica e stampa quello nuovo.',

  'invitations.title': 'Inviti e informazioni nascoste',
  'invitations.summary':
    'Dai a un ospite un link personale che durante il soggiorno mostra anche i contatti e l’indirizzo nascosti.',
  'invitations.keywords':
    'invito, inviti, invitare, ospite, cliente, e-mail, email, mail, link personale, privato, riservato, segreto, codice della porta, codice di accesso, check-in, arrivo, accesso',
  'invitations.suggestion': 'invito',
  'invitations.b0.text':
    'Nella scheda **Dettagli** della guida, ogni numero di telefono e l’indirizzo possono essere **Sempre visibile** o **Nascosto**. I dettagli nascosti non compaiono mai tramite il normale link di condivisione, il codice QR o il volantino. Un ospite li vede solo tramite il suo link di invito personale, e solo finché il suo accesso è aperto.',
  'invitations.b1.i0': 'Apri **Inviti** › **Home inviti** nel menu laterale e fai clic su **Crea invito**.',
  'invitations.b1.i1':
    'Scegli la **Guida**, digita **Nome dell’ospite** ed **E-mail dell’ospite**, poi gli orari di **Check-in** e **Check-out**.',
  'invitations.b1.i2':
    '**Inizio accesso** e **Fine accesso** si compilano da soli in base alle tue impostazioni; se vuoi, modificali per questo ospite.',
  'invitations.b1.i3':
    'Lascia selezionata la casella **Invia subito l’e-mail di invito** per inviare il link personale via e-mail, poi fai clic su **Crea invito**.',
  'invitations.b2.alt':
    'Il modulo «Crea invito» con «Guida», «Nome dell’ospite», «E-mail dell’ospite», «Check-in», «Check-out», «Inizio accesso» e «Fine accesso», e la casella «Invia subito l’e-mail di invito» selezionata.',
  'invitations.b2.caption': 'Gli orari sono nel fuso orario della guida.',
  'invitations.b3.i0':
    'Prima che l’accesso si apra, l’ospite vede la guida normale e quando si aprirà il suo accesso; dopo la chiusura, di nuovo la guida normale.',
  'invitations.b3.i1':
    'Fai clic su **Visualizza** in un invito per copiarne il **Link personale**, inviare di nuovo l’e-mail con **Reinvia** o annullarlo con **Revoca**. Un link revocato non mostra più i dettagli nascosti.',
  'invitations.b3.i2':
    '**Inviti** › **Impostazioni** stabilisce la finestra predefinita: **Ore prima del check-in** (24 all’inizio) e **Ore dopo il check-out** (12).',
  'invitations.b3.i3':
    '**Inviti** › **Modello** stabilisce l’**Oggetto** e il **Messaggio** dell’e-mail, con variabili come {{guest_name}} e {{check_in}}. Il messaggio deve contenere {{link}}.',
  'invitations.action': 'Apri Home inviti',

  'offline.title': 'Come gli ospiti usano la guida offline',
  'offline.summary':
    'Dopo una prima visita con connessione, la guida si apre sul telefono dell’ospite anche senza segnale.',
  'offline.keywords':
    'senza internet, niente internet, senza rete, senza segnale, nessun segnale, offline, non in linea, modalità aereo, roaming, dati mobili, telefono, cellulare, smartphone, cache, app',
  'offline.suggestion': 'offline',
  'offline.b0.text':
    'Case di campagna e SIM straniere spesso vogliono dire niente segnale davanti alla porta. La guida per gli ospiti è fatta per questo: la prima volta che un ospite apre il tuo link con una connessione, il suo telefono conserva la guida, le immagini e l’app stessa.',
  'offline.b1.i0':
    'Da quel momento il link si apre anche senza alcuna connessione, con l’etichetta **Offline** accanto al titolo.',
  'offline.b1.i1':
    'La ricerca nella guida, i riquadri di «Info», gli argomenti, i contatti e l’elenco dei luoghi nella schermata «Mappa» funzionano tutti offline.',
  'offline.b1.i2':
    'Quando il telefono torna online, scarica le tue ultime modifiche; la riga **Ultimo aggiornamento** nell’intestazione mostra la data della copia che l’ospite sta leggendo.',
  'offline.b1.i3':
    'Se rigeneri il link, i telefoni eliminano la copia salvata di quello vecchio la prossima volta che sono online.',
  'offline.b2.alt':
    'La guida per gli ospiti su un telefono: l’intestazione arancione con il titolo Seaside Cottage e la data dell’ultimo aggiornamento, la casella «Cerca nella guida», il testo di benvenuto, le azioni rapide e, in basso, i pulsanti «Home», «Info», «Mappa» e «Aiuto».',
  'offline.b2.caption': 'Ciò che gli ospiti vedono sul telefono.',
  'offline.b3.text':
    'Chiedi agli ospiti di aprire il link una volta prima di partire, ad esempio nella conferma della prenotazione. Lo sfondo della mappa richiede una connessione; l’elenco dei segnaposto e i relativi link no.',

  'maps.title': 'Mappe e segnaposto',
  'maps.summary': 'Segna la spiaggia, il forno e la fermata dell’autobus, e mostra la mappa nella tua guida.',
  'maps.keywords':
    'mappa, mappe, cartina, segnaposto, pin, puntina, posizione, luogo, luoghi, dintorni, vicino, ristorante, latitudine, longitudine, coordinate, indicazioni, percorso',
  'maps.suggestion': 'mappa',
  'maps.b0.text':
    'Le mappe appartengono al tuo account, quindi una sola mappa della tua città può servire a più guide. Ogni guida mostra al massimo una mappa.',
  'maps.b1.i0':
    'Apri la scheda **Mappa** della guida e fai clic su **Aggiungi mappa**. Digita un **Titolo della mappa** e fai clic su **Crea mappa**: si apre l’editor della mappa.',
  'maps.b1.i1':
    'Fai clic sulla mappa per posizionare lì un segnaposto, oppure fai clic su **Aggiungi segnaposto** e inserisci **Latitudine** e **Longitudine**.',
  'maps.b1.i2':
    'Dai a ogni segnaposto un **Nome** e, se vuoi, una **Categoria** e una **Descrizione**, poi fai clic su **Salva**. Una mappa può contenere fino a 500 segnaposto.',
  'maps.b1.i3':
    'Torna alla scheda **Mappa**, scegli la mappa in **Imposta la mappa attiva per questa guida** e fai clic su **Salva**. **Disattiva mappa** nasconde di nuovo la mappa agli ospiti.',
  'maps.b2.alt':
    'L’editor della mappa: una mappa con tre segnaposto numerati e, sotto, la tabella «Segnaposto» con Harbour Lights, Gyllyngvase Beach e Pendennis Castle, con categoria, descrizione, latitudine e longitudine.',
  'maps.b3.text':
    'Gli ospiti trovano i segnaposto nella schermata **Mappa** della guida, come elenco dei luoghi nei dintorni, ognuno con un link «Apri in Mappe» per le indicazioni stradali.',

  'analytics.title': 'Statistiche: cosa leggono gli ospiti',
  'analytics.summary':
    'Scopri quante volte vengono aperti la tua guida e ogni argomento, oggi e negli ultimi 30 giorni.',
  'analytics.keywords':
    'statistiche, stats, visualizzazioni, visite, accessi, traffico, grafico, report, resoconto, numeri, dati, popolari, più letti',
  'analytics.b0.text':
    'Apri la scheda **Statistiche** della guida per vedere **Visualizzazioni totali**, **Visualizzazioni di oggi**, **Visualizzazioni di ieri** e **Inviti creati**, un grafico delle visualizzazioni negli ultimi 30 giorni e, per ogni categoria, una tabella dei suoi argomenti con **Totale visualizzazioni** e **Visualizzazioni di oggi**.',
  'analytics.b1.alt':
    'La scheda «Statistiche» con i valori «Visualizzazioni totali», «Visualizzazioni di oggi», «Visualizzazioni di ieri» e «Inviti creati», e il grafico delle visualizzazioni negli ultimi 30 giorni.',
  'analytics.b2.i0':
    'Una visualizzazione della guida viene contata ogni volta che un ospite apre la guida; una visualizzazione di un argomento, ogni volta che apre quell’argomento.',
  'analytics.b2.i1': 'I giorni sono calcolati nel fuso orario della guida.',
  'analytics.b2.i2': 'Le tue anteprime («Apri anteprima») non vengono contate, e nemmeno la lettura offline.',
  'analytics.b2.i3': 'Non viene registrato nulla sull’ospite: niente nomi, niente cookie, nessun tracciamento.',
  'analytics.b2.i4': 'La **Dashboard** somma le visualizzazioni di tutte le tue guide.',
  'analytics.b3.text':
    'Un argomento con molte visualizzazioni può essere una domanda a cui il tuo annuncio dovrebbe rispondere prima dell’arrivo; uno senza visualizzazioni potrebbe aver bisogno di un titolo più chiaro.',

  'export-import.title': 'Esportare, importare e duplicare una guida',
  'export-import.summary':
    'Conserva un file di backup di una guida, ripristinalo come nuova guida o copia una guida per un altro alloggio.',
  'export-import.keywords':
    'backup, copia di sicurezza, copia, copiare, clonare, modello, scaricare, download, ripristinare, ripristino, json, spostare, trasferire, dati, esportare, importare, duplicare',
  'export-import.b0.text':
    'Apri la scheda **Dati** della guida. Nulla di ciò che trovi lì modifica la guida in cui ti trovi.',
  'export-import.b1.alt':
    'La scheda «Dati» con tre pannelli: «Esporta» con il pulsante «Esporta guida», «Importa» con il pulsante «Importa guida» e «Duplica» con il pulsante «Duplica guida».',
  'export-import.b2.i0':
    '**Esporta guida** scarica un file .guide.json che contiene la guida con le sue categorie, i suoi argomenti e le sue immagini. Conservalo come backup.',
  'export-import.b2.i1':
    '**Importa guida** crea una nuova guida da un file di questo tipo, in questo account o in un altro, e la apre. Le sue immagini vengono aggiunte alla tua libreria multimediale. Sono accettati file fino a 64 MB.',
  'export-import.b2.i2':
    '**Duplica guida** crea una copia con tutte le categorie e tutti gli argomenti, con «(copia)» nel titolo, e la apre. La copia usa le stesse immagini della libreria e ha un proprio link di condivisione.',
  'export-import.b3.text': 'Gestisci più alloggi simili? Completa una guida, duplicala e modifica solo ciò che cambia.',
  // calendar-feeds and import-stays
  'calendar-feeds.title': 'Collegare i calendari di Airbnb, Vrbo e Booking.com',
  'calendar-feeds.summary':
    'Ogni prenotazione nel calendario di una piattaforma diventa un soggiorno con il suo link personale, che segue la prenotazione quando cambia o viene cancellata.',
  'calendar-feeds.keywords':
    'ical, ics, sincronizzazione, calendario, feed, airbnb, vrbo, booking.com, prenotazione, soggiorno, cancellata, importazione, automatico, esportazione, iscriversi, pulizie, google calendar, outlook, sincronizza ora',
  'calendar-feeds.b0.text':
    'Ogni piattaforma di prenotazione pubblica il calendario di ogni annuncio a un indirizzo di esportazione privato (iCal, che finisce in .ics). Aggiungi quell’indirizzo a una guida e Guidebook lo legge: ogni prenotazione diventa un soggiorno, un invito con il suo link personale, le date dell’ospite e ciò che la piattaforma dice dell’ospite. Nella scheda **Calendario** della guida, sotto **Aggiungi un calendario**, incolla l’indirizzo in **Indirizzo del calendario**, dagli un’**Etichetta** se vuoi (Airbnb, per esempio), spunta **Ogni evento è un soggiorno** se ogni evento di quel calendario è una prenotazione e premi **Aggiungi calendario**. Lì ogni calendario compare con il suo stato e i suoi numeri, **Sincronizza ora** e un pulsante per eliminarlo. Un client dell’API fa lo stesso con le chiamate calendar_feeds del riferimento dell’API.',
  'calendar-feeds.b1.i0':
    'Airbnb: nel calendario dell’annuncio, apri Disponibilità › Collega calendari e copia l’indirizzo sotto Esporta calendario. Ogni evento «Reserved» diventa un soggiorno, con il codice di prenotazione e le ultime 4 cifre del telefono dell’ospite. «Airbnb (Not available)» sono date che hai bloccato, non un soggiorno.',
  'calendar-feeds.b1.i1':
    'Vrbo: apri Calendario › Importa/Esporta e copia l’indirizzo di esportazione. Ogni evento «Reserved - Nome» diventa un soggiorno a nome di quell’ospite; «Blocked» sono date bloccate.',
  'calendar-feeds.b1.i2':
    'Booking.com: apri Tariffe e disponibilità › Sincronizza calendari e copia l’indirizzo di esportazione. Ogni evento («CLOSED - Not available») diventa un soggiorno, perché l’esportazione non contiene altro: il nome dell’ospite non c’è.',
  'calendar-feeds.b1.i3':
    'Qualsiasi altro calendario: ogni evento è un soggiorno, tranne quelli intitolati Blocked o Not available. Con **Ogni evento è un soggiorno** spuntato, ogni evento del calendario, qualunque sia il titolo, è un soggiorno.',
  'calendar-feeds.b2.text':
    'Un calendario viene letto appena aggiunto o quando cambia il suo indirizzo, poi ogni 15 minuti (CALENDAR_SYNC_MINUTES sul server può fissare un altro intervallo). **Sincronizza ora**, accanto a ogni calendario nella scheda Calendario, lo legge subito e mostra il risultato. Il check-in di una prenotazione è il suo giorno di arrivo all’**Orario del check-in** della guida, il check-out il giorno di partenza al suo **Orario del check-out**, nel **Fuso orario** della guida (15:00 e 11:00 se la guida non li ha).',
  'calendar-feeds.b3.i0':
    'Nella scheda Calendario, ogni calendario mostra quando è stato letto l’ultima volta (**Non ancora letto** prima della prima lettura), quanti soggiorni quella lettura ha creato, modificato e cancellato, e il suo stato: **Letto senza problemi**, oppure una frase che dice cosa non ha funzionato.',
  'calendar-feeds.b3.i1':
    '«L’indirizzo ha risposto 404 Not Found» (o un’altra risposta): la piattaforma non conosce più questo indirizzo, spesso perché l’indirizzo di esportazione è stato rinnovato. Copia quello nuovo.',
  'calendar-feeds.b3.i2':
    '«Non è un file di calendario»: l’indirizzo apre una pagina web, non un calendario. Copia l’indirizzo di esportazione vero e proprio, non quello dell’annuncio o della pagina del calendario.',
  'calendar-feeds.b3.i3':
    '«Il calendario non è stato raggiunto entro 10 s»: la piattaforma non ha risposto in tempo. La lettura successiva riprova.',
  'calendar-feeds.b3.i4':
    '«Questo indirizzo non è raggiungibile da internet»: l’indirizzo porta a una rete privata o locale, che Guidebook non legge mai.',
  'calendar-feeds.b3.i5':
    '«2 eventi ignorati: nessun UID» e simili: alcuni eventi non sono utilizzabili (senza UID, senza data di inizio, una fine prima dell’inizio, un evento ricorrente). Gli altri vengono letti come sempre.',
  'calendar-feeds.b4.i0':
    'Una prenotazione le cui date cambiano sposta il suo soggiorno, con il periodo di accesso e il momento in cui viene mostrato il codice della porta.',
  'calendar-feeds.b4.i1':
    'Una prenotazione che esce dal calendario (cancellata) cancella il suo soggiorno se non è ancora iniziato: il soggiorno risulta Cancellato e il suo link personale viene chiuso. Se la prenotazione torna, il soggiorno si riapre.',
  'calendar-feeds.b4.i2':
    'Un soggiorno il cui check-in è passato non viene mai modificato da un calendario, e le modifiche che fai a un soggiorno restano; solo le sue date seguono il calendario.',
  'calendar-feeds.b5.text':
    'Un calendario che non funziona non elimina mai un soggiorno: quando l’indirizzo risponde con un errore, una pagina web, un file vuoto o troppo grande o qualcosa che non è un calendario, ogni soggiorno resta com’è e lo stato dice perché. Anche rimuovendo un calendario i suoi soggiorni restano.',
  'calendar-feeds.b6.text':
    'La stessa scheda dà anche i soggiorni della guida ad altre app, per il tuo calendario o per quello dell’addetto alle pulizie: sotto **Indirizzo del calendario per altre app**, premi **Crea un indirizzo**, poi **Copia indirizzo**, e iscriviti in Google Calendar, Apple Calendario o Outlook.',
  'calendar-feeds.b7.i0':
    'Ogni soggiorno è un evento dal check-in al check-out con il nome dell’ospite, il numero di ospiti e il riferimento della prenotazione; mai codici della porta né indirizzi e-mail. I soggiorni cancellati non ci sono.',
  'calendar-feeds.b7.i1':
    'L’indirizzo è segreto: chi lo ha può leggerlo. **Crea un nuovo indirizzo** lo sostituisce, e il vecchio smette subito di funzionare: ogni calendario che vi si era iscritto ha bisogno del nuovo.',
  'import-stays.title': 'Importare soggiorni da un file CSV',
  'import-stays.summary': 'Crea molti soggiorni di una guida in una volta da un foglio di calcolo: tutti o nessuno.',
  'import-stays.keywords':
    'csv, foglio di calcolo, excel, in blocco, caricare, importazione, soggiorni, prenotazioni, ospiti, righe, colonne',
  'import-stays.b0.text':
    'Le prenotazioni tenute in un foglio di calcolo diventano soggiorni in un colpo solo: salvalo come file CSV, apri la scheda **Calendario** della guida e, sotto **Importa soggiorni da un file CSV**, premi **Scegli un file CSV**. **Scarica un file di esempio** dà un file con la riga di intestazione e due soggiorni da cui partire. Ogni riga diventa un soggiorno con il suo link personale. Un client dell’API invia il file con la chiamata invitations/import.',
  'import-stays.b1.i0':
    'La prima riga è la riga di intestazione, che nomina le colonne: guest_name, check_in e check_out sono obbligatorie; guest_email, guest_phone, guests, reference, language e door_code possono mancare. Le colonne possono essere in qualsiasi ordine.',
  'import-stays.b1.i1':
    'I valori sono separati da virgole o da punti e virgola, come nella riga di intestazione. Salva il file in UTF-8, con o senza BOM («CSV UTF-8» nei fogli di calcolo).',
  'import-stays.b1.i2':
    'Le date si scrivono 2026-12-12, nel fuso orario della guida: il check-in prende allora l’**Orario del check-in** della guida e il check-out il suo **Orario del check-out**. Scrivi 2026-12-12 16:30 per indicare un’altra ora.',
  'import-stays.b1.i3':
    'guests è il numero di ospiti, language la lingua dell’ospite (en, fr, pt-BR), door_code al massimo 100 caratteri, mostrato all’ospite solo tramite il link personale.',
  'import-stays.b1.i4': 'Un file contiene al massimo 2.000 soggiorni e 5 MB.',
  'import-stays.b2.text': 'Un piccolo esempio, tre righe di un file:',
  'import-stays.b3.i0': 'guest_name,guest_email,check_in,check_out,guests,reference',
  'import-stays.b3.i1': 'Ana Silva,ana@example.com,2026-12-12,2026-12-15,2,HMX42',
  'import-stays.b3.i2': 'Tom Berg,,2026-12-18 18:00,2026-12-20,1,',
  'import-stays.b4.text':
    'Tutto o niente: quando una riga è sbagliata non viene importato nulla e la risposta indica la riga e la colonna, per esempio «Riga 7, check_out: Il check-out deve essere successivo al check-in.» Correggi quella riga e invia di nuovo l’intero file. Un file inviato di nuovo non crea un secondo soggiorno: una riga il cui riferimento è già quello di un soggiorno della guida aggiorna quel soggiorno (le sue date spostano di altrettanto il periodo di accesso; le colonne del file sostituiscono quelle del soggiorno, una cella vuota ne cancella una e le colonne che il file non ha restano invariate). Le righe senza riferimento sono ogni volta soggiorni nuovi.',
  // door-codes
  'door-codes.title': 'Codici della porta: mostrati a ogni ospite al momento giusto',
  'door-codes.summary':
    'Il codice della porta di un soggiorno compare solo nel link personale del suo ospite, dall’ora che scegli fino alla fine del suo accesso.',
  'door-codes.keywords':
    'codice della porta, codice, serratura, tastierino, serratura smart, codice di accesso, cassetta portachiavi, arrivo, segreto, codici di campo, segnaposto',
  'door-codes.b0.text':
    'Ogni soggiorno può avere il suo codice della porta (al massimo 100 caratteri). In **Inviti** › **Home inviti**, apri un soggiorno con il suo pulsante **Visualizza**, poi la sua scheda **Soggiorno**: compila **Codice della porta** e, per l’ora da cui compare, **Codice visibile dal**, e premi **Salva**. Un’importazione CSV lo indica nella colonna door_code, un client dell’API con door_code e door_code_from. I calendari delle piattaforme non contengono codici della porta.',
  'door-codes.b1.i0':
    'L’ospite lo vede nella scheda Home del suo link personale: «Codice della porta 4711, dal ven 12 dic, 15:00», nel fuso orario della guida e nella lingua dell’ospite.',
  'door-codes.b1.i1':
    'Prima di quell’ora l’ospite vede quando comparirà il codice. Se **Codice visibile dal** è vuoto (senza door_code_from), compare quando si apre il periodo di accesso del soggiorno.',
  'door-codes.b1.i2':
    'Quando il periodo di accesso finisce, il codice scompare, anche dalla copia che il telefono dell’ospite conserva per l’uso offline.',
  'door-codes.b1.i3':
    'Non compare mai nel link di condivisione, nella sua ricerca, nel PDF del manuale della casa, sul volantino, nelle statistiche o nei log del server.',
  'door-codes.b2.text':
    'Scrivi {{door_code}} in un argomento (per esempio in Informazioni sull’arrivo) per dare il codice con parole tue. Tramite il link personale di un soggiorno diventa il codice di quel soggiorno mentre è mostrato (prima «disponibile dal …»); altrove si legge come parole neutre, mai tra parentesi graffe. {{guest_first_name}}, {{guest_name}}, {{check_in}}, {{check_out}}, {{guests}}, {{reference}}, {{wifi_name}}, {{wifi_password}}, {{check_in_time}} e {{check_out_time}} funzionano allo stesso modo.',
  'door-codes.b3.text':
    'Il più sicuro è un codice che cambia a ogni prenotazione: il link di un ospite precedente smette di mostrarlo quando il suo soggiorno finisce.',

  // timed-messages
  'timed-messages.title': 'Inviare messaggi programmati ai tuoi ospiti',
  'timed-messages.summary':
    'Regole che inviano un’e-mail a ogni ospite al momento giusto del soggiorno, nella sua lingua, ogni messaggio esattamente una volta.',
  'timed-messages.keywords':
    'e-mail automatica, messaggio programmato, promemoria, benvenuto, istruzioni per il check-in, codice della porta, richiesta di recensione, ringraziamento, regole',
  'timed-messages.b0.text':
    'Una regola di messaggio contiene un’e-mail e dice quando parte; ogni soggiorno della sua guida (o di tutte le guide) la riceve in quel momento, compilata con i propri dati. Le regole sono in **Inviti** › **Messaggi** nella barra laterale: la tabella le elenca, ognuna con un interruttore **Attiva**, un pulsante **Modifica** e un pulsante per eliminarla. Premi **Nuova regola**, dalle un **Nome**, scegli la **Guida** (o **Tutte le guide**) e **Quando** parte, con i **Giorni** e l’**Ora di invio**, scrivi l’e-mail e premi **Salva**. I client dell’API usano invece le chiamate message_rules.',
  'timed-messages.b1.i0':
    '**Alla conferma della prenotazione**: appena il soggiorno viene aggiunto, a mano, da un file CSV o da un calendario.',
  'timed-messages.b1.i1':
    '**Giorni prima dell’arrivo**: un numero di giorni (da 0 a 60) prima del giorno del check-in, all’ora scelta.',
  'timed-messages.b1.i2': '**Il giorno dell’arrivo**: all’ora scelta.',
  'timed-messages.b1.i3':
    '**Giorni dopo la partenza**: un numero di giorni dopo il giorno del check-out, all’ora scelta, per un ringraziamento o una richiesta di recensione.',
  'timed-messages.b2.text':
    'Gli orari sono l’ora locale della guida nel suo **Fuso orario**, anche nei giorni del cambio dell’ora. Scrivi **Oggetto** e **Messaggio** nella lingua predefinita della guida e, se vuoi, nelle schede delle sue altre lingue: ogni ospite riceve la lingua del suo soggiorno quando la regola la prevede, altrimenti quella predefinita. In **Codici dei campi**, un clic inserisce un codice dove si trova il cursore; i codici come {{guest_first_name}}, {{check_in}} e {{door_code}} vengono compilati all’invio, e **Anteprima** mostra l’e-mail come la leggerà il prossimo ospite della guida (con valori di esempio se non ci sono soggiorni in arrivo). Il link personale dell’ospite viene aggiunto alla fine, a meno che il testo non lo collochi con {{link}}. Le risposte vanno all’e-mail del proprietario dello spazio di lavoro. In **Inviti** › **Home inviti**, il pulsante **Visualizza** di un soggiorno apre la sua scheda **Messaggi**, che elenca ogni messaggio e il suo stato (la chiamata invitations/messages dell’API):',
  'timed-messages.b3.i0': 'Programmato: parte all’ora indicata.',
  'timed-messages.b3.i1':
    'Inviato: è partito, una volta. **Invia ora** lo invia di nuovo di proposito (la chiamata invitations/messages/send_now dell’API).',
  'timed-messages.b3.i2':
    'In attesa dell’e-mail dell’ospite: il soggiorno non ha ancora un’e-mail (i calendari non la contengono). Aggiungine una e il messaggio parte, se l’ospite non ha ancora fatto il check-out.',
  'timed-messages.b3.i3':
    'Saltato: il suo orario era già passato quando il soggiorno è stato aggiunto e l’ospite aveva già fatto il check-in. Un soggiorno aggiunto tardi ma prima del check-in riceve subito il messaggio.',
  'timed-messages.b3.i4':
    'Annullato: il soggiorno è stato annullato o revocato, oppure la regola è stata disattivata o eliminata. Riattivare la regola riprogramma i suoi messaggi.',
  'timed-messages.b4.text':
    'Un soggiorno spostato sposta i suoi messaggi, e una regola modificata riprogramma ogni messaggio non ancora inviato. Per quanti server eseguano Guidebook, e anche se uno si ferma durante un invio, ogni ospite riceve ogni messaggio una volta.',

  // webhooks
  'webhooks.title': 'Avvisa gli altri strumenti: i webhook',
  'webhooks.summary':
    'Il tuo channel manager, il servizio di serrature smart o i tuoi script lo sanno subito, con richieste firmate, quando si aggiunge un soggiorno, si invia un messaggio o cambia una guida.',
  'webhooks.keywords':
    'integrazione, zapier, pms, callback, notifica, eventi, http post, firma, hmac, standard webhooks, api',
  'webhooks.b0.text':
    'Un webhook è l’indirizzo di un altro servizio che Guidebook chiama (un HTTP POST con JSON) ogni volta che avviene uno dei suoi eventi: invitation.created, invitation.updated, invitation.cancelled, request.created, request.answered, feedback.created, message.sent, message.failed, guide.published, calendar_feed.failed. Proprietari e amministratori li configurano in **Il mio account** › **Webhook** nella barra laterale (o con le chiamate webhooks dell’API, dopo l’accesso): aggiungendo un endpoint se ne vede il segreto di firma (whsec_…) una sola volta, **Invia evento di prova** lo prova e **Consegne** elenca ogni tentativo con **Invia di nuovo**. Il destinatario risponde 2xx entro 10 secondi; 5xx, 408, 429, timeout e connessioni rifiutate vengono ritentati circa 8 volte in 24 ore, e dopo 50 errori di fila il webhook si disattiva e ricevi un’e-mail. Ogni richiesta porta le intestazioni webhook-id, webhook-timestamp e webhook-signature (Standard Webhooks). Verificale prima di fidarti del contenuto, in Node o in Python:',
  'webhooks.b1.i0': 'npm install standardwebhooks',
  'webhooks.b1.i1': 'import { Webhook } from "standardwebhooks"; const wh = new Webhook(process.env.WEBHOOK_SECRET);',
  'webhooks.b1.i2': 'const event = wh.verify(rawBody, req.headers); // throws when the signature or timestamp is wrong',
  'webhooks.b2.i0': 'pip install standardwebhooks',
  'webhooks.b2.i1': 'from standardwebhooks.webhooks import Webhook; wh = Webhook(os.environ["WEBHOOK_SECRET"])',
  'webhooks.b2.i2': 'event = wh.verify(request.get_data(), request.headers)  # raises WebhookVerificationError',
  'webhooks.b3.text':
    'Lo stesso evento può arrivare due volte (dopo un nuovo tentativo o un reinvio): ricorda i valori webhook-id già gestiti e salta quelli già visti.',
  'white-label.title': 'White label: il tuo nome su e-mail e stampe',
  'white-label.summary':
    'Invia le e-mail agli ospiti con il tuo nome, aggiungi il tuo piè di pagina e nascondi il nome del prodotto.',
  'white-label.keywords':
    'rivenditore, marchio, mittente, da, piè di pagina, firma, agenzia, senza marchio, powered by',
  'white-label.b0.text':
    'In **Il mio account**, **White label (rivenditori)** raccoglie ciò che i tuoi ospiti vedono di te al posto del prodotto. Solo il proprietario e gli amministratori dello spazio di lavoro possono modificarlo.',
  'white-label.b1.i0':
    'Inserisci un **Nome del mittente**, ad esempio la tua azienda. Inviti, messaggi programmati e risposte alle richieste arrivano con questo nome; le risposte dei tuoi ospiti vanno all’e-mail del proprietario dello spazio di lavoro.',
  'white-label.b1.i1':
    'Scrivi un **Piè di pagina delle e-mail**: indirizzo, telefono o sito web. Viene aggiunto alla fine di ogni e-mail ai tuoi ospiti.',
  'white-label.b1.i2':
    'Attiva **Nascondi il nome del prodotto** perché nessun nome né link del prodotto compaia nella guida per gli ospiti, nella sua icona, nel volantino, nel manuale della casa (anche nel file PDF) o nelle e-mail. Senza nome del mittente, le e-mail arrivano allora con il nome del tuo spazio di lavoro.',
  'white-label.b1.i3': 'Premi **Salva**. La modifica vale subito, anche per le guide che gli ospiti hanno già aperto.',
  'white-label.b2.text':
    'Le e-mail partono sempre dall’indirizzo di questo server: cambia solo il nome che vedono i tuoi ospiti, così non finiscono nello spam.',
  'white-label.action': 'Apri White Label',

  // own-domain
  'own-domain.title': 'Link leggibili e il tuo dominio',
  'own-domain.summary':
    'Dai alle tue guide link che gli ospiti possono leggere, come guida.casa-tua.it/casa-al-mare, su un dominio tuo.',
  'own-domain.keywords':
    'slug, nome link, dominio personalizzato, URL, indirizzo, DNS, CNAME, record TXT, record A, verifica, HTTPS, SSL, certificato, sottodominio',
  'own-domain.b0.text':
    'Ogni guida ha un link leggibile: l’indirizzo del server, il nome link del tuo spazio di lavoro, poi quello della guida, per esempio …/villa-rosa/casa-al-mare. Quello dello spazio di lavoro si imposta in **Il mio account** › **White label (rivenditori)**, nella sezione **Il nome link del tuo spazio di lavoro**, quello di una guida nella sua scheda **Condivisione rapida**, in **Nome link**. Un nome link ha da 3 a 60 lettere minuscole, cifre e trattini, e nessun altro spazio di lavoro può avere il tuo. Dopo una modifica, il vecchio link porta al nuovo per 90 giorni; il link per gli ospiti con il suo codice continua a funzionare.',
  'own-domain.b1.i0':
    'Nella stessa schermata, in **Il tuo dominio**, scrivi un dominio di tua proprietà, come guida.casa-tua.it, e premi **Salva dominio**. Solo il proprietario e gli amministratori dello spazio di lavoro possono impostarlo.',
  'own-domain.b1.i1':
    'Presso il tuo provider DNS, aggiungi i record elencati in **Record DNS da aggiungere** (ogni pulsante **Copia** copia un valore): un record TXT di nome _guidebook-verify.guida.casa-tua.it con il token mostrato, e un record CNAME che punta a questo server. Un dominio senza sottodominio non può avere un CNAME: usa il record ALIAS (ANAME) del provider, oppure un record A con l’indirizzo IP del server.',
  'own-domain.b1.i2':
    'Premi **Verifica**. Il server cerca il record TXT: lo **Stato** diventa verificato, oppure **Ultimo controllo** dice perché no (ancora nessun record, un record senza questo token, nessuna risposta dal DNS). I nuovi record possono impiegare da minuti a ore per comparire; premi di nuovo **Verifica** più tardi.',
  'own-domain.b1.i3':
    'Una volta verificato, **Indirizzo per gli ospiti** mostra dove i tuoi ospiti aprono le tue guide.',
  'own-domain.b2.text':
    'Da quel momento gli ospiti aprono una guida su guida.casa-tua.it/casa-al-mare: il link di condivisione, il codice QR, il volantino, il PDF e le e-mail riportano tutti il tuo dominio. La home page del dominio elenca le tue guide pubblicate, o apre la guida quando ce n’è una sola. Lì rispondono solo le guide del tuo spazio di lavoro, mai l’app di amministrazione né le guide di un altro spazio di lavoro. **Rimuovi dominio** riporta gli ospiti all’indirizzo del server.',
  'own-domain.b3.text':
    'L’app non crea da sé i certificati HTTPS: il reverse proxy davanti al server (come Caddy) ne ottiene uno per ogni dominio verificato, una volta configurato da chi gestisce il server. Se il tuo dominio mostra un avviso sul certificato, avvisa chi gestisce il tuo server.',
  'own-domain.action': 'Apri White Label',

  // agencies
  'agencies.title': 'Agenzie: uno spazio di lavoro per cliente',
  'agencies.summary':
    'Gestisci le guide di più proprietari con un solo accesso, ogni cliente nel proprio spazio di lavoro.',
  'agencies.keywords':
    'agenzia, cliente, proprietario, property manager, più account, cambiare, organizzazione, azienda, cedere, trasferire, eliminare spazio di lavoro',
  'agencies.b0.text':
    'Uno spazio di lavoro ha guide, libreria multimediale, branding, dominio, impostazioni white label, membri e token API propri; nulla è condiviso tra spazi di lavoro. Il tuo account parte dal tuo spazio di lavoro personale e può possederne fino a 50 (il limite predefinito del server).',
  'agencies.b1.i0':
    'Premi **Nuovo spazio di lavoro** nella barra in alto (sul telefono, nel menu utente), scrivi il **Nome** del cliente e premi **Crea spazio di lavoro**. Sei il proprietario del nuovo spazio di lavoro e ci lavori subito.',
  'agencies.b1.i1':
    'Passa da uno spazio di lavoro all’altro con l’elenco **Spazio di lavoro** nella barra in alto. Ciò che vedi e modifichi appartiene allo spazio di lavoro scelto lì, e l’elenco **Guide digitali** lo indica.',
  'agencies.b1.i2':
    'Invita il tuo staff o il cliente in **Accesso utenti**, come nel tuo spazio di lavoro. Il ruolo di un membro vale solo per quello spazio di lavoro.',
  'agencies.b2.text':
    'Per cedere uno spazio di lavoro al cliente, aprine **Accesso utenti** e, in **Trasferisci la proprietà**, scegli un membro attivo come **Nuovo proprietario** e conferma. Riceve un’e-mail con un link per accettarlo; una volta accettato, lo spazio di lavoro è suo e tu ci resti come amministratore. Una nuova cessione sostituisce quella ancora in attesa.',
  'agencies.b3.text':
    '**Elimina spazio di lavoro**, nella stessa pagina, elimina uno spazio di lavoro vuoto (nessuna guida, nessun file nella libreria) con i suoi membri, token API e branding; può farlo solo il proprietario. Il tuo spazio di lavoro personale non può essere ceduto né eliminato.',
  'agencies.action': 'Apri Accesso utenti',
  'guest-requests.title': 'Richieste degli ospiti: check-in anticipato, check-out posticipato e altro',
  'guest-requests.summary':
    'Gli ospiti chiedono dal loro link personale; tu approvi o rifiuti in un unico posto, e un orario approvato sposta il soggiorno.',
  'guest-requests.keywords':
    'richiesta, check-in anticipato, check-out posticipato, extra, approvare, rifiutare, casella, approvazione automatica, prezzo',
  'guest-requests.b0.text':
    'Gli ospiti fanno richieste dalla schermata Home del link personale del soggiorno, finché il periodo di accesso è aperto; dal link pubblico non si può. Cosa possono chiedere si imposta in **Inviti** › **Richieste**, sotto **Cosa possono chiedere gli ospiti**: ogni spazio di lavoro parte con **Check-in anticipato** e **Check-out posticipato**, disattivati. Attiva **Attivo** per quelli che offri. **Aggiungi tipo di richiesta** aggiunge i tuoi (asciugamani, un lettino, un transfer dall’aeroporto): un nome e una descrizione in ogni lingua delle tue guide, un prezzo come testo, ad esempio “20 €” (non viene addebitato nulla), e le guide in cui è offerto. Accanto a ogni tipo ci sono **Modifica** ed **Elimina**; le richieste già inviate conservano il nome del loro tipo. I client API fanno lo stesso con le chiamate request_types.',
  'guest-requests.b1.i0':
    '**In attesa**: la richiesta aspetta te. La voce **Richieste** nella barra laterale mostra quante sono in attesa, e ricevi un’e-mail per ogni nuova richiesta.',
  'guest-requests.b1.i1':
    '**Approvata**: un check-in anticipato sposta il check-in del soggiorno all’orario richiesto, e il periodo di accesso e il codice della porta di altrettanto; un check-out posticipato sposta il check-out e la fine del periodo. I messaggi programmati seguono i nuovi orari.',
  'guest-requests.b1.i2': '**Rifiutata**: il soggiorno resta com’era.',
  'guest-requests.b1.i3': '**Annullata**: il soggiorno è stato annullato.',
  'guest-requests.b2.text':
    'Apri **Inviti** › **Richieste**, scrivi una risposta se vuoi e premi **Approva** o **Rifiuta**. L’ospite vede la risposta e il tuo messaggio nella guida, e la riceve per e-mail se il soggiorno ha un indirizzo e-mail, nella lingua del soggiorno. Uno spostamento che si sovrapporrebbe a un altro soggiorno della stessa guida viene rifiutato: modifica prima l’altro soggiorno.',
  'guest-requests.b3.text':
    'Con **Approvazione automatica**, un check-in anticipato è approvato subito se nessun altro soggiorno della guida termina quel giorno, e un check-out posticipato se nessuno inizia quel giorno. Altrimenti la richiesta ti aspetta come sempre.',
  'guest-feedback.title': 'Feedback degli ospiti e link per le recensioni',
  'guest-feedback.summary':
    'Dopo il soggiorno, gli ospiti lo valutano da 1 a 5 stelle tramite il loro link personale, e gli ospiti soddisfatti vengono indirizzati alle tue pagine di recensione.',
  'guest-feedback.keywords':
    'valutazione, stelle, recensione, commento, grazie, recensione Airbnb, recensione Google, recensione Booking.com, soddisfazione, sondaggio',
  'guest-feedback.b0.text':
    'Dal check-out fino a 14 giorni dopo, il link personale di un soggiorno mostra **Grazie e feedback**: l’ospite sceglie da 1 a 5 stelle, può aggiungere un commento e tocca **Invia feedback**. La guida lo mostra in **Home** come **Com’è andato il soggiorno?**, nella scheda **Info** (nella tua categoria **Thank You & Feedback**, o come riquadro a sé) e dove porta {{feedback_link}}. Il link di condivisione pubblico non ha un modulo: il feedback arriva solo dal link proprio di un soggiorno, quindi ogni risposta appartiene a un soggiorno.',
  'guest-feedback.b1.i0':
    'Una risposta per soggiorno. Una seconda risposta entro 24 ore dalla prima la sostituisce (l’ospite tocca **Modifica la risposta**); dopo resta com’è.',
  'guest-feedback.b1.i1':
    'Prima del check-out il link dice quando si apre il feedback; un soggiorno annullato o revocato non ne accetta.',
  'guest-feedback.b1.i2':
    'Dopo 4 o 5 stelle l’ospite vede i tuoi link per le recensioni: **Recensisci su Airbnb**, **Recensisci su Google** e **Recensisci su Booking.com**, quelli che hai impostato.',
  'guest-feedback.b2.text':
    'Apri la guida e la sua scheda **Feedback**: la valutazione media e il numero di valutazioni, poi ogni risposta con l’ospite, le date del soggiorno e il commento, la più recente per prima. In **Link per le recensioni** incolla gli indirizzi delle tue pagine di recensione (che iniziano con http:// o https://) e tocca **Salva i link per le recensioni**; un campo vuoto significa nessun link. I client dell’API usano le chiamate feedback/list e guides/review_links, e un webhook iscritto a feedback.created riceve ogni risposta.',
  'guest-feedback.b3.text':
    'Metti {{feedback_link}} in una regola di messaggio inviata **Giorni dopo il check-out** (1 giorno, al mattino): l’e-mail apre direttamente la schermata del feedback, e il link semplice non viene poi aggiunto alla fine.',
} satisfies CompleteHelpCatalog;

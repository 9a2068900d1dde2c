/**
 * De artikelen van het Helpcentrum in het Nederlands (de sleutels van en/help.ts), met ‘je’, volgens
 * GLOSSARY.md (gast, host, onderwerp, gastenweergave, mediabibliotheek, uitgelichte afbeelding,
 * huisstijl, deellink, QR-code, flyer, huisboek; tabbladen Details, Inhoud, Kaart, Snel delen,
 * Gegevens, Statistieken). Labels van de app staan hier **vet**; labels die niet vet worden
 * genoemd, staan tussen ‘…’.
 *
 * Vet genoemde labels die de woordenlijst nog niet vastlegt: de vertaling van de beheer-app zou
 * deze woorden moeten overnemen (of dit bestand die van de app).
 * Title → Titel · Postal code → Postcode · Country → Land · Timezone → Tijdzone ·
 * Start with the ten standard categories → Beginnen met de tien standaardcategorieën (messages) ·
 * Create Guide → Gids aanmaken · Your Guides → Je gidsen · Edit → Bewerken ·
 * Updating Guide → Gids bewerken · Welcome text → Welkomsttekst ·
 * Add Category → Categorie toevoegen · Save Category → Categorie opslaan ·
 * Add Topic → Onderwerp toevoegen · Edit Topic → Onderwerp bewerken ·
 * Choose image → Afbeelding kiezen · Topic Featured Image → Uitgelichte afbeelding van het
 * onderwerp · Topic Content → Inhoud van het onderwerp · Topic Status → Status van het onderwerp ·
 * Published / Draft → Gepubliceerd / Concept · Create → Aanmaken · Upload File → Bestand uploaden ·
 * Go Back → Terug · All Files → Alle bestanden · Manage Your Images → Je afbeeldingen beheren ·
 * Select from Library → Kiezen uit mediabibliotheek · Upload New File → Nieuw bestand uploaden ·
 * Dashboard → Dashboard · Guide Branding → Huisstijl van de gids · Choose logo → Logo kiezen ·
 * Font → Lettertype · Colour → Kleur · Save Branding → Huisstijl opslaan ·
 * Share link (paneel) → Deellink · Guest link → Link voor gasten · Copy link → Link kopiëren ·
 * Open example view → Voorbeeld openen · Regenerate link → Nieuwe link maken ·
 * Download PNG / SVG → PNG downloaden / SVG downloaden · Print and PDF → Afdrukken en pdf ·
 * Flyer PDF (A4) → Flyer als pdf (A4) · Flyer PDF (US Letter) → Flyer als pdf (US Letter) ·
 * Guide PDF → Gids als pdf · Create Invitation → Uitnodiging aanmaken · Guide → Gids ·
 * Guest name → Naam van de gast · Guest e-mail → E-mailadres van de gast ·
 * Check-in / Check-out → Inchecken / Uitchecken · Access from / Access to → Toegang vanaf /
 * Toegang tot · Send the invitation e-mail now → Uitnodigingsmail nu versturen ·
 * View → Bekijken · Personal link → Persoonlijke link ·
 * Hours before check-in → Uren vóór inchecken · Hours after check-out → Uren na uitchecken ·
 * Subject → Onderwerpregel · Message → Bericht · Add Map → Kaart toevoegen ·
 * Map Title → Titel van de kaart · Create Map → Kaart aanmaken · Add Pin → Pin toevoegen ·
 * Latitude / Longitude → Breedtegraad / Lengtegraad · Name / Category / Description → Naam /
 * Categorie / Beschrijving · All-Time Views → Alle weergaven · Views Today → Weergaven vandaag ·
 * Views Yesterday → Weergaven gisteren · Invites Created → Aangemaakte uitnodigingen ·
 * Total Views → Totaal aantal weergaven · Export Guide → Gids exporteren ·
 * Import Guide → Gids importeren · Duplicate Guide → Gids dupliceren.
 * (Gastenweergave: de woorden van guest.ts, bijv. Offline, Laatst bijgewerkt, Start, Info, Kaart,
 * Hulp, Zoeken in de gids, Openen in kaarten.)
 *
 * De tien standaardcategorieën en de voorbeelden in de schermafbeeldingen (Seaside Cottage, Arrival
 * Information …) zijn inhoud en staan in de alternatieve teksten zoals de schermafbeeldingen ze
 * tonen (in het Engels).
 */
import type { CompleteHelpCatalog } from '../../src/help.ts';

export default {
  notTranslated: 'Dit artikel is nog niet in je taal vertaald en wordt daarom in het Engels getoond.',
  'section.build': 'Je gids maken',
  'section.share': 'Delen met gasten',
  'section.insight': 'Gasten en inzichten',

  'getting-started.title': 'Aan de slag: je eerste gids',
  'getting-started.summary': 'Maak een gids voor je accommodatie en vul hem daarna tabblad voor tabblad in.',
  'getting-started.keywords':
    'nieuwe gids, aanmaken, maken, beginnen, starten, instellen, opzetten, accommodatie, vakantiewoning, vakantiehuis, woning, verhuur, welkom, tijdzone',
  'getting-started.b0.text':
    'Een gids bevat alles wat een gast nodig heeft voor één accommodatie: hoe je binnenkomt, de wifi, de huisregels, plekken in de buurt. Gasten openen de gids op hun telefoon via een link of een QR-code; een account hebben ze nooit nodig.',
  'getting-started.b1.i0':
    'Open **Digitale gidsen** in de zijbalk en klik op **Gids toevoegen** (op het dashboard staat dezelfde knop).',
  'getting-started.b1.i1':
    'Geef de gids een **Titel** (maximaal 60 tekens) en vul het adres, de **Postcode**, het **Land** en de **Tijdzone** in. Tijden in uitnodigingen en statistieken volgen deze tijdzone.',
  'getting-started.b1.i2':
    'Laat **Beginnen met de tien standaardcategorieën** aangevinkt om te starten met de gebruikelijke onderdelen: je reis voorbereiden, aankomstinformatie, wifi en internet en de rest. Elke categorie bevat startonderwerpen die als concept zijn opgeslagen: vul de delen [tussen vierkante haken] in en publiceer ze daarna. Geef alles wat je niet nodig hebt een andere naam of verwijder het.',
  'getting-started.b1.i3':
    'Klik op **Gids aanmaken**. Je gids verschijnt onder **Je gidsen**; klik daar op ‘Bewerken’ om hem te openen.',
  'getting-started.b2.text':
    'De gids opent met zeven tabbladen: **Details** (contactgegevens, adres, welkomsttekst en huisstijl), **Inhoud** (categorieën en onderwerpen), **Kaart**, **Agenda** (de agenda’s van de boekingsplatforms, het importeren van verblijven uit een CSV-bestand en het agenda-adres voor andere apps), **Snel delen** (link, QR-code, flyer en pdf), **Gegevens** (exporteren, importeren, dupliceren) en **Statistieken**.',
  'getting-started.b3.alt':
    'Het bewerkscherm van de gids met de titel ‘Gids bewerken: Seaside Cottage’, de tabbladen Details, Inhoud, Kaart, Snel delen, Gegevens en Statistieken, en daaronder het formulier Details.',
  'getting-started.b3.caption': 'Elke gids heeft dezelfde tabbladen.',
  'getting-started.b4.text':
    'Schrijf de **Welkomsttekst** op het tabblad ‘Details’: dat is het eerste wat gasten lezen op het scherm ‘Start’ van de gids.',
  'getting-started.b5.text':
    '**Bulkacties**: vink gidsen aan in de lijst, of kies **Alle gidsen selecteren die overeenkomen** voor alle gidsen die je zoekopdracht en label vinden, en kies dan in **Bulkacties**: een label toevoegen of verwijderen, de huisstijl van de werkruimte toepassen, dupliceren of verwijderen. Elke actie wijzigt alle gekozen gidsen, of geen enkele als er één niet kan; voor het verwijderen typ je eerst het aantal gidsen.',
  'getting-started.b6.text':
    'Beperk een teamlid met labels: zet in **Gebruikers toegang geven** **Alle gidsen** uit en typ een label zoals Lissabon. Het lid werkt aan elke gids met dat label, ook gidsen die je later labelt, en ziet een gids niet meer zodra het label weg is.',
  'getting-started.action': 'Gids toevoegen',

  'writing-topics.title': 'Categorieën en onderwerpen schrijven',
  'writing-topics.summary':
    'Deel de gids in categorieën in en schrijf een onderwerp over alles waar gasten naar vragen.',
  'writing-topics.keywords':
    'inhoud, pagina, artikel, tekst, editor, teksteditor, concept, publiceren, volgorde, sorteren, herschikken, verplaatsen, pictogram, icoon',
  'writing-topics.b0.text':
    'Op het tabblad **Inhoud** is een gids een lijst met categorieën (bijvoorbeeld Aankomstinformatie), elk met eigen onderwerpen (bijvoorbeeld De sleutels ophalen). Gasten zien de categorieën als tegels in het scherm ‘Info’ van de gids.',
  'writing-topics.b1.i0':
    'Klik op **Categorie toevoegen**, typ een **Titel**, kies een pictogram en klik op **Categorie opslaan**.',
  'writing-topics.b1.i1': 'Open de categorie en klik op **Onderwerp toevoegen**.',
  'writing-topics.b1.i2':
    'Geef het onderwerp een **Titel**, klik op **Afbeelding kiezen** om de **Uitgelichte afbeelding van het onderwerp** te kiezen (elk onderwerp heeft er een nodig) en schrijf de **Inhoud van het onderwerp**: koppen, lijsten, links, afbeeldingen en video’s zijn allemaal mogelijk.',
  'writing-topics.b1.i3':
    'Zet de **Status van het onderwerp** op Gepubliceerd als het klaar is, of laat het als concept staan, en klik dan op **Aanmaken**.',
  'writing-topics.b2.alt':
    'Het tabblad Inhoud: de categorie Arrival Information is geopend en toont de onderwerpen Getting the keys en Parking, gemarkeerd als Gepubliceerd, en Late arrival, gemarkeerd als Concept, met een knop Onderwerp toevoegen.',
  'writing-topics.b2.caption': 'Concepten blijven zichtbaar voor jou en verborgen voor gasten.',
  'writing-topics.b3.i0':
    'Gasten zien alleen onderwerpen met de status **Gepubliceerd**; een concept wordt nooit naar hun telefoon gestuurd en ook niet afgedrukt in de pdf van de gids.',
  'writing-topics.b3.i1':
    'Wijzig de volgorde met de pijlen omhoog en omlaag, of sleep een categorie of onderwerp aan de greep. Gasten zien dezelfde volgorde.',
  'writing-topics.b3.i2': 'Met het potlood bewerk je, met de prullenbak verwijder je (nadat je hebt bevestigd).',
  'writing-topics.b4.alt':
    'Het formulier Onderwerp bewerken met een titel, de uitgelichte afbeelding van een sleutelkluisje, de teksteditor met de inhoud van het onderwerp en de keuzelijst Status van het onderwerp.',

  // shared-topics
  'shared-topics.title': 'Gedeelde onderwerpen en accommodatiewaarden: één keer schrijven, per accommodatie invullen',
  'shared-topics.summary':
    'Houd huisregels, vertrekstappen en tips voor de buurt op één plek, getoond in veel gidsen met de gegevens van elke accommodatie.',
  'shared-topics.keywords':
    'gedeelde inhoud, bibliotheek, hergebruiken, dezelfde tekst, veel accommodaties, portefeuille, tijdelijke aanduiding, variabele, accommodatiewaarden, afvaldag, parkeren, loskoppelen, eigen kopie, weghalen',
  'shared-topics.action': 'Gedeelde onderwerpen openen',
  'shared-topics.b0.text':
    'Als meerdere gidsen dezelfde tekst nodig hebben, zoals huisregels, vertrekstappen of tips voor de buurt, schrijf die dan één keer als gedeeld onderwerp. Open **Gedeelde onderwerpen** in de zijbalk en klik op **Nieuw gedeeld onderwerp**: het heeft de velden van elk onderwerp (**Titel**, **Uitgelichte afbeelding van het onderwerp**, **Inhoud van het onderwerp**, **Status van het onderwerp**, **Wie het kan zien**). De lijst laat zien waar elk gedeeld onderwerp staat en welke gidsen een waarde missen die het gebruikt; met de taalknop vertaal je het, en elke gids toont die vertaling.',
  'shared-topics.b1.i0': 'Open het tabblad **Inhoud** van een gids en klap een categorie open.',
  'shared-topics.b1.i1':
    'Klik op **Gedeeld onderwerp toevoegen**, kies er een en klik op **Toevoegen**. Het verschijnt onderaan de categorie met het label **Gedeeld**.',
  'shared-topics.b1.i2':
    'Bewerk het in **Gedeelde onderwerpen**: de wijziging verschijnt meteen in elke gids die het heeft.',
  'shared-topics.b1.i3':
    '**Uit de gids halen** haalt het alleen uit deze gids; het blijft in je gedeelde onderwerpen en in de andere gidsen.',
  'shared-topics.b2.text':
    'Accommodatiewaarden vullen een gedeeld onderwerp met de gegevens van elke accommodatie. Schrijf een code zoals {{bin_day}} in het gedeelde onderwerp; klik daarna op het tabblad **Details** van elke gids onder **Accommodatiewaarden** op **Waarde toevoegen**, noem die bin_day, schrijf ‘dinsdag’ (‘vrijdag’ in een andere gids) en klik op **Waarden opslaan**. Gasten, de zoekfunctie van de gids, het huisboek en de flyer lezen de eigen waarde van elke gids.',
  'shared-topics.b3.i0':
    'Een naam bestaat uit kleine letters, cijfers en _ (maximaal 40 tekens); een gids heeft hoogstens 100 waarden van elk maximaal 2.000 tekens.',
  'shared-topics.b3.i1':
    'Heeft de gids meer talen, kies er dan een onder **Waarden in** om de eigen teksten te schrijven; waar er een leeg blijft, lezen gasten de waarde van de hoofdtaal.',
  'shared-topics.b3.i2':
    'Een ontbrekende waarde verschijnt voor gasten als ‘—’, nooit als accolades. **Accommodatiewaarden** toont de codes die de gedeelde onderwerpen van de gids gebruiken en die de gids mist, en **Gedeelde onderwerpen** de gidsen die er een missen.',
  'shared-topics.b3.i3':
    'De eigen velden van de gids worden op dezelfde manier gevuld en hebben geen waarde nodig: {{wifi_name}}, {{wifi_password}}, {{check_in_time}}, {{check_out_time}}, {{address}}, {{city}} en {{host}}.',
  'shared-topics.b4.text':
    'Wil je een gedeeld onderwerp voor maar één gids wijzigen, klik er dan op het tabblad Inhoud op **Loskoppelen**: de gids krijgt een eigen kopie, die je bewerkt zoals elk onderwerp en die het gedeelde onderwerp niet meer volgt. Een gedeeld onderwerp verwijderen dat gidsen tonen, vraagt eerst om bevestiging en zegt hoeveel gidsen het kwijtraken.',
  'shared-topics.b5.text':
    'Exporteren, importeren en dupliceren houden gedeelde onderwerpen binnen een werkruimte; een gids die in een andere werkruimte wordt geïmporteerd, krijgt eigen kopieën.',

  'images.title': 'Afbeeldingen en de mediabibliotheek',
  'images.summary':
    'Upload foto’s één keer en gebruik ze opnieuw als uitgelichte afbeelding, logo of afbeelding in onderwerpen.',
  'images.keywords':
    'foto, afbeelding, plaatje, uploaden, upload, jpg, jpeg, png, bestand, mediabibliotheek, bibliotheek, media, verwijderen, wissen, logo',
  'images.suggestion': 'afbeeldingen',
  'images.b0.text':
    'Elke afbeelding die je gebruikt, staat in je **Mediabibliotheek**, die al je gidsen delen. Upload een afbeelding één keer en kies hem daarna overal waar je hem nodig hebt.',
  'images.b1.i0': 'Open **Mediabibliotheek** in de zijbalk en klik op **Bestand uploaden**.',
  'images.b1.i1':
    'Sleep je foto’s naar het uploadvak of klik erop om bestanden te kiezen. JPG-, JPEG- en PNG-afbeeldingen worden geaccepteerd; een paneel toont de voortgang van elke upload.',
  'images.b1.i2': 'Klik op **Terug** om **Alle bestanden** te zien, tien per pagina, elk met naam, grootte en datum.',
  'images.b2.alt':
    'De mediabibliotheek met Alle bestanden als kaarten met een foto, de naam, grootte en datum, en de knoppen Downloaden en Verwijderen.',
  'images.b3.text':
    'Als een onderwerp of de huisstijl om een afbeelding vraagt, opent het venster **Je afbeeldingen beheren**: kies er een onder **Kiezen uit mediabibliotheek** of voeg een nieuwe toe onder **Nieuw bestand uploaden**, en klik dan op **Opslaan**.',
  'images.b4.text':
    'Een afbeelding die de uitgelichte afbeelding van een onderwerp is, het logo van een gids of een afbeelding in een onderwerp, kan niet worden verwijderd: de melding noemt waar ze wordt gebruikt, zodat je daar eerst een andere afbeelding kunt kiezen.',
  'images.action': 'Mediabibliotheek openen',

  'branding.title': 'Huisstijl voor je gids: logo, lettertype en kleur',
  'branding.summary': 'Geef de gastenweergave, de flyer en de pdf je eigen logo, lettertype en kleur.',
  'branding.keywords':
    'logo, kleur, kleuren, lettertype, font, stijl, uiterlijk, look, ontwerp, design, thema, huisstijl, branding, merk, aanpassen',
  'branding.b0.text': 'Open het tabblad **Details** van de gids en scrol naar **Huisstijl van de gids**.',
  'branding.b1.i0': 'Klik op **Logo kiezen** en kies een afbeelding uit je mediabibliotheek.',
  'branding.b1.i1': 'Kies een **Lettertype**: PT Sans (standaard), Roboto, Montserrat, Lato of Open Sans.',
  'branding.b1.i2':
    'Kies een **Kleur** (standaard is oranje, #ed8438). De voorbeeldregel toont het lettertype en de kleur samen.',
  'branding.b1.i3': 'Klik op **Huisstijl opslaan**.',
  'branding.b2.alt':
    'Het paneel Huisstijl van de gids met een leeg logovak, de knop Logo kiezen, de keuzelijst Lettertype op PT Sans, het veld Kleur met #ed8438, een voorbeeldregel en de knop Huisstijl opslaan.',
  'branding.b3.text':
    'Gasten zien de kleur in de kopbalk van de gids, en de flyer toont je logo en kleur naast de QR-code.',

  'share-link.title': 'Je gids delen via een link',
  'share-link.summary': 'Kopieer de deellink, open de gids zoals gasten hem zien en vervang de link als dat nodig is.',
  'share-link.keywords':
    'url, adres, sturen, versturen, kopiëren, link, deellink, whatsapp, airbnb, bericht, voorbeeld, preview, nieuwe link, delen',
  'share-link.b0.text':
    'Elke gids heeft één deellink. Iedereen met de link kan de gids openen op elke telefoon of computer, zonder app en zonder in te loggen. Alleen gepubliceerde onderwerpen en de gegevens die je op ‘Altijd zichtbaar’ hebt gezet, worden getoond.',
  'share-link.b1.i0': 'Open de gids en kies het tabblad **Snel delen**.',
  'share-link.b1.i1': 'Klik op **Link kopiëren** en plak hem in je boekingsbericht, een e-mail of je advertentie.',
  'share-link.b1.i2': 'Klik op **Voorbeeld openen** om de gids precies zo te zien als gasten hem zullen zien.',
  'share-link.b2.alt':
    'Het paneel Deellink op het tabblad Snel delen: het veld Link voor gasten en de knoppen Link kopiëren, Nieuwe link maken en Voorbeeld openen.',
  'share-link.b3.text':
    '**Nieuwe link maken** maakt een nieuwe link en schakelt de oude meteen uit, en daarmee ook de oude QR-code. Gebruik dit als een link terecht is gekomen bij mensen die hem niet hadden mogen krijgen; deel daarna de nieuwe link en druk een nieuwe QR-code of flyer af.',
  'share-link.b4.text':
    'Wil je dat een gast ook je verborgen telefoonnummer of adres ziet? Stuur die gast dan een persoonlijke uitnodigingslink (zie ‘Uitnodigingen en verborgen informatie’).',

  'qr-code-and-flyer.title': 'QR-code, gedrukte flyer en pdf van de gids',
  'qr-code-and-flyer.summary':
    'Download de QR-code als PNG of SVG, druk een flyer af op A4 of US Letter, of bewaar de hele gids als pdf.',
  'qr-code-and-flyer.keywords':
    'qr, qrcode, qr-code, scannen, printen, afdrukken, poster, flyer, folder, pdf, a4, letter, huisboek, svg, png',
  'qr-code-and-flyer.suggestion': 'QR',
  'qr-code-and-flyer.b0.text':
    'Met een QR-code in de accommodatie openen gasten de gids door de camera van hun telefoon erop te richten. Alles om af te drukken vind je op het tabblad **Snel delen** van de gids.',
  'qr-code-and-flyer.b1.alt':
    'Het paneel QR-code met de code en de knoppen PNG downloaden en SVG downloaden, naast het paneel Afdrukken en pdf met Flyer als pdf (A4), Flyer als pdf (US Letter) en Gids als pdf.',
  'qr-code-and-flyer.b2.i0':
    '**PNG downloaden** geeft een afbeelding om in je eigen documenten of berichten te plakken; **SVG downloaden** blijft scherp op elk formaat, voor drukkerijen en ontwerpers.',
  'qr-code-and-flyer.b2.i1':
    '**Flyer als pdf (A4)** en **Flyer als pdf (US Letter)** maken een flyer van één pagina, klaar om af te drukken en in te lijsten: de titel van de gids, je huisstijl, een grote QR-code, een regel over hoe je die scant en de link voluit geschreven.',
  'qr-code-and-flyer.b2.i2':
    '**Gids als pdf** bevat alle gepubliceerde onderwerpen, voor gasten die van papier houden. Gasten kunnen de pdf ook zelf downloaden als huisboek, via het scherm ‘Hulp’ van de gids.',
  'qr-code-and-flyer.b3.text':
    'De QR-code opent de deellink. Na **Nieuwe link maken** werkt de oude code niet meer: download de nieuwe en druk hem af.',

  'invitations.title': 'Uitnodigingen en verborgen informatie',
  'invitations.summary':
    'Geef één gast een persoonlijke link die tijdens het verblijf ook je verborgen contactgegevens en adres toont.',
  'invitations.keywords':
    'uitnodigen, uitnodiging, gast, email, e-mail, mail, persoonlijke link, privé, geheim, deurcode, toegangscode, sleutelkluis, inchecken, check-in, toegang',
  'invitations.suggestion': 'uitnodiging',
  'invitations.b0.text':
    'Op het tabblad **Details** van de gids kan elk telefoonnummer en het adres **Altijd zichtbaar** of **Verborgen** zijn. Verborgen gegevens verschijnen nooit via de gewone deellink, de QR-code of de flyer. Een gast ziet ze alleen via een eigen persoonlijke uitnodigingslink, en alleen zolang de toegang open is.',
  'invitations.b1.i0': 'Open **Uitnodigingen** › **Overzicht** in de zijbalk en klik op **Uitnodiging aanmaken**.',
  'invitations.b1.i1':
    'Kies de **Gids**, typ de **Naam van de gast** en het **E-mailadres van de gast**, en daarna de tijden voor **Inchecken** en **Uitchecken**.',
  'invitations.b1.i2':
    '**Toegang vanaf** en **Toegang tot** worden automatisch ingevuld op basis van je instellingen; pas ze voor deze gast aan als je wilt.',
  'invitations.b1.i3':
    'Laat **Uitnodigingsmail nu versturen** aangevinkt om de persoonlijke link te mailen, en klik op **Uitnodiging aanmaken**.',
  'invitations.b2.alt':
    'Het formulier Uitnodiging aanmaken met Gids, Naam van de gast, E-mailadres van de gast, Inchecken, Uitchecken, Toegang vanaf en Toegang tot, en het aangevinkte vakje Uitnodigingsmail nu versturen.',
  'invitations.b2.caption': 'Tijden zijn in de tijdzone van de gids.',
  'invitations.b3.i0':
    'Voordat de toegang opengaat, ziet de gast de gewone gids en wanneer de toegang opengaat; nadat de toegang is gesloten, weer de gewone gids.',
  'invitations.b3.i1':
    'Klik bij een uitnodiging op **Bekijken** om de **Persoonlijke link** te kopiëren, de uitnodiging nog eens te sturen met **E-mail opnieuw versturen** of haar in te trekken met **Intrekken**. Een ingetrokken link toont geen verborgen gegevens meer.',
  'invitations.b3.i2':
    '**Uitnodigingen** › **Instellingen** bepaalt de standaardperiode: **Uren vóór inchecken** (in het begin 24) en **Uren na uitchecken** (12).',
  'invitations.b3.i3':
    '**Uitnodigingen** › **Sjabloon** bepaalt de **Onderwerpregel** en het **Bericht** van de e-mail, met variabelen zoals {{guest_name}} en {{check_in}}. Het bericht moet {{link}} bevatten.',
  'invitations.action': 'Overzicht van uitnodigingen openen',

  'offline.title': 'Hoe gasten de gids offline gebruiken',
  'offline.summary': 'Na één bezoek met verbinding opent de gids op de telefoon van de gast ook zonder bereik.',
  'offline.keywords':
    'geen internet, zonder internet, geen bereik, geen verbinding, offline, vliegtuigmodus, vliegtuigstand, roaming, mobiele data, telefoon, mobiel, smartphone, cache, app',
  'offline.suggestion': 'offline',
  'offline.b0.text':
    'Vakantiehuisjes op het platteland en buitenlandse simkaarten betekenen vaak: geen bereik bij de deur. De gastenweergave is daarop gemaakt: de eerste keer dat een gast je link met verbinding opent, bewaart de telefoon de gids, de afbeeldingen en de app zelf.',
  'offline.b1.i0': 'Vanaf dan opent de link zonder enige verbinding, met het label **Offline** naast de titel.',
  'offline.b1.i1':
    'Zoeken in de gids, de tegels onder ‘Info’, onderwerpen, contactgegevens en de lijst met plekken op het scherm ‘Kaart’ werken allemaal offline.',
  'offline.b1.i2':
    'Zodra de telefoon weer online is, haalt hij je laatste wijzigingen op; de regel **Laatst bijgewerkt** in de kopbalk toont de datum van de kopie die de gast leest.',
  'offline.b1.i3':
    'Als je een nieuwe link maakt, verwijderen telefoons hun bewaarde kopie van de oude link de volgende keer dat ze online zijn.',
  'offline.b2.alt':
    'De gastenweergave op een telefoon: de oranje kopbalk met de titel Seaside Cottage en de datum waarop die is bijgewerkt, het zoekveld Zoeken in de gids, de welkomsttekst, snelle acties en onderaan de knoppen Start, Info, Kaart en Hulp.',
  'offline.b2.caption': 'Wat gasten op hun telefoon zien.',
  'offline.b3.text':
    'Vraag gasten de link één keer te openen voordat ze op reis gaan, bijvoorbeeld in je boekingsbevestiging. De kaartachtergrond heeft een verbinding nodig; de lijst met pins en hun links niet.',

  'maps.title': 'Kaarten en pins',
  'maps.summary': 'Zet een pin bij het strand, de bakker en de bushalte, en toon de kaart in je gids.',
  'maps.keywords':
    'kaart, plattegrond, pin, speld, markering, locatie, plek, plaats, in de buurt, omgeving, restaurant, breedtegraad, lengtegraad, coördinaten, route, routebeschrijving',
  'maps.suggestion': 'kaart',
  'maps.b0.text':
    'Kaarten horen bij je account, dus één kaart van je plaats kan voor meerdere gidsen dienen. Elke gids toont hoogstens één kaart.',
  'maps.b1.i0':
    'Open het tabblad **Kaart** van de gids en klik op **Kaart toevoegen**. Typ een **Titel van de kaart** en klik op **Kaart aanmaken**: de kaarteditor opent.',
  'maps.b1.i1':
    'Klik op de kaart om daar een pin te plaatsen, of klik op **Pin toevoegen** en vul de **Breedtegraad** en **Lengtegraad** in.',
  'maps.b1.i2':
    'Geef elke pin een **Naam** en, als je wilt, een **Categorie** en **Beschrijving**, en klik dan op **Opslaan**. Een kaart kan maximaal 500 pins bevatten.',
  'maps.b1.i3':
    'Kies terug op het tabblad **Kaart** de kaart bij **Actieve kaart voor deze gids instellen** en klik op **Opslaan**. Met **Kaart uitschakelen** verberg je de kaart weer voor gasten.',
  'maps.b2.alt':
    'De kaarteditor: een kaart met drie genummerde pins en daaronder de tabel Pins met Harbour Lights, Gyllyngvase Beach en Pendennis Castle, met hun categorie, beschrijving, breedtegraad en lengtegraad.',
  'maps.b3.text':
    'Gasten vinden de pins op het scherm **Kaart** van de gids als een lijst met plekken in de buurt, elk met een link ‘Openen in kaarten’ voor de route.',

  'analytics.title': 'Statistieken: wat gasten lezen',
  'analytics.summary': 'Zie hoe vaak je gids en elk onderwerp worden geopend, vandaag en in de afgelopen 30 dagen.',
  'analytics.keywords':
    'statistieken, stats, cijfers, weergaven, bezoeken, bezoekers, verkeer, grafiek, rapport, overzicht, populair, meest gelezen',
  'analytics.b0.text':
    'Open het tabblad **Statistieken** van de gids voor **Alle weergaven**, **Weergaven vandaag**, **Weergaven gisteren** en **Aangemaakte uitnodigingen**, een grafiek van de weergaven in de afgelopen 30 dagen en per categorie een tabel met de onderwerpen, met **Totaal aantal weergaven** en **Weergaven vandaag**.',
  'analytics.b1.alt':
    'Het tabblad Statistieken met de cijfers Alle weergaven, Weergaven vandaag, Weergaven gisteren en Aangemaakte uitnodigingen, en de grafiek van de weergaven in de afgelopen 30 dagen.',
  'analytics.b2.i0':
    'Een weergave van de gids telt elke keer dat een gast de gids opent; een weergave van een onderwerp elke keer dat de gast dat onderwerp opent.',
  'analytics.b2.i1': 'Dagen worden geteld in de tijdzone van de gids.',
  'analytics.b2.i2': 'Je eigen voorbeelden (‘Voorbeeld openen’) tellen niet mee, en lezen zonder verbinding ook niet.',
  'analytics.b2.i3': 'Er wordt niets over de gast vastgelegd: geen namen, geen cookies, geen tracking.',
  'analytics.b2.i4': 'Het **Dashboard** telt de weergaven van al je gidsen bij elkaar op.',
  'analytics.b3.text':
    'Een onderwerp met veel weergaven is misschien een vraag die je advertentie al vóór aankomst zou moeten beantwoorden; een onderwerp zonder weergaven heeft misschien een duidelijkere titel nodig.',

  'export-import.title': 'Een gids exporteren, importeren en dupliceren',
  'export-import.summary':
    'Bewaar een back-up van een gids, zet die terug als nieuwe gids, of kopieer een gids voor een andere accommodatie.',
  'export-import.keywords':
    'back-up, backup, reservekopie, kopie, kopiëren, klonen, sjabloon, downloaden, herstellen, terugzetten, json, verplaatsen, overzetten, gegevens',
  'export-import.b0.text':
    'Open het tabblad **Gegevens** van de gids. Niets hier verandert de gids waarin je bezig bent.',
  'export-import.b1.alt':
    'Het tabblad Gegevens met drie panelen: Exporteren met de knop Gids exporteren, Importeren met de knop Gids importeren, en Dupliceren met de knop Gids dupliceren.',
  'export-import.b2.i0':
    '**Gids exporteren** downloadt één .guide.json-bestand met de gids en de categorieën, onderwerpen en afbeeldingen ervan. Bewaar het als back-up.',
  'export-import.b2.i1':
    '**Gids importeren** maakt van zo’n bestand een nieuwe gids, in dit account of een ander, en opent die. De afbeeldingen worden aan je mediabibliotheek toegevoegd. Bestanden tot 64 MB worden geaccepteerd.',
  'export-import.b2.i2':
    '**Gids dupliceren** maakt een kopie met alle categorieën en onderwerpen, met ‘(kopie)’ in de titel, en opent die. De kopie gebruikt dezelfde afbeeldingen uit de mediabibliotheek en krijgt een eigen deellink.',
  'export-import.b3.text':
    'Verhuur je meerdere vergelijkbare accommodaties? Maak één gids af, dupliceer hem en pas alleen aan wat anders is.',
  // calendar-feeds and import-stays
  'calendar-feeds.title': 'Je agenda’s van Airbnb, Vrbo en Booking.com koppelen',
  'calendar-feeds.summary':
    'Elke boeking in de agenda van een platform wordt een verblijf met een eigen persoonlijke link, die de boeking volgt als die verandert of wordt geannuleerd.',
  'calendar-feeds.keywords':
    'ical, ics, agenda synchroniseren, kalender, feed, airbnb, vrbo, booking.com, boeking, reservering, verblijf, geannuleerd, import, automatisch, export, abonneren, schoonmaker, google agenda, outlook, nu synchroniseren',
  'calendar-feeds.b0.text':
    'Elk boekingsplatform publiceert de agenda van elke advertentie op een privé-exportadres (iCal, eindigend op .ics). Voeg dat adres toe aan een gids en Guidebook leest het: elke boeking wordt een verblijf, een uitnodiging met een eigen persoonlijke link, de data van de gast en wat het platform over de gast vertelt. Open in het tabblad **Agenda** van de gids **Een agenda toevoegen**: plak het adres in **Agenda-adres**, geef het als je wilt een **Naam** (bijvoorbeeld Airbnb), vink **Elke afspraak is een verblijf** aan als elke afspraak van die agenda een boeking is, en druk op **Agenda toevoegen**. Daar staat elke agenda met zijn status en aantallen, **Nu synchroniseren** en een knop om hem te verwijderen. Een API-client doet hetzelfde met de calendar_feeds-aanroepen uit de API-referentie.',
  'calendar-feeds.b1.i0':
    'Airbnb: open in de agenda van de advertentie Beschikbaarheid › Agenda’s koppelen en kopieer het adres onder Agenda exporteren. Elke afspraak ‘Reserved’ wordt een verblijf, met de reserveringscode en de laatste 4 cijfers van het telefoonnummer van de gast. ‘Airbnb (Not available)’ zijn data die je hebt geblokkeerd, geen verblijf.',
  'calendar-feeds.b1.i1':
    'Vrbo: open Agenda › Importeren/Exporteren en kopieer het exportadres. Elke afspraak ‘Reserved - Naam’ wordt een verblijf op naam van die gast; ‘Blocked’ zijn geblokkeerde data.',
  'calendar-feeds.b1.i2':
    'Booking.com: open Prijzen & beschikbaarheid › Agenda’s synchroniseren en kopieer het exportadres. Elke afspraak (‘CLOSED - Not available’) wordt een verblijf, want de export bevat niets anders: de naam van de gast staat er niet in.',
  'calendar-feeds.b1.i3':
    'Elke andere agenda: elke afspraak is een verblijf, behalve afspraken met de titel Blocked of Not available. Met **Elke afspraak is een verblijf** aangevinkt is elke afspraak van de agenda, wat de titel ook is, een verblijf.',
  'calendar-feeds.b2.text':
    'Een agenda wordt gelezen zodra hij is toegevoegd of zijn adres verandert, en daarna elke 15 minuten (CALENDAR_SYNC_MINUTES op de server kan een andere tussenpoos instellen). **Nu synchroniseren**, naast elke agenda in het tabblad Agenda, leest hem meteen en toont het resultaat. Het inchecken van een boeking is de aankomstdag op de **Inchecktijd** van de gids, het uitchecken de vertrekdag op de **Uitchecktijd**, in de **Tijdzone** van de gids (15:00 en 11:00 als de gids die niet heeft).',
  'calendar-feeds.b3.i0':
    'In het tabblad Agenda toont elke agenda wanneer hij het laatst is gelezen (**Nog niet gelezen** vóór de eerste keer), hoeveel verblijven die keer nieuw zijn aangemaakt, gewijzigd en geannuleerd, en zijn status: **Zonder problemen gelezen**, of een zin die zegt wat er misging.',
  'calendar-feeds.b3.i1':
    '‘Het adres antwoordde 404 Not Found’ (of een ander antwoord): het platform kent dit adres niet meer, vaak omdat het exportadres is vernieuwd. Kopieer het nieuwe.',
  'calendar-feeds.b3.i2':
    '‘Dit is geen agendabestand’: het adres opent een webpagina, geen agenda. Kopieer het exportadres zelf, niet het adres van de advertentie of de agendapagina.',
  'calendar-feeds.b3.i3':
    '‘De agenda was niet bereikbaar binnen 10 s’: het platform antwoordde niet op tijd. De volgende keer lezen probeert het opnieuw.',
  'calendar-feeds.b3.i4':
    '‘Dit adres is niet bereikbaar vanaf internet’: het adres wijst naar een privé- of lokaal netwerk, dat Guidebook nooit leest.',
  'calendar-feeds.b3.i5':
    '‘2 afspraken overgeslagen: geen UID’ en dergelijke: sommige afspraken zijn niet bruikbaar (zonder UID, zonder begindatum, een einde vóór het begin, een terugkerende afspraak). De andere worden gewoon gelezen.',
  'calendar-feeds.b4.i0':
    'Een boeking waarvan de data veranderen verplaatst haar verblijf, met de toegangsperiode en het moment waarop de deurcode wordt getoond.',
  'calendar-feeds.b4.i1':
    'Een boeking die uit de agenda verdwijnt (geannuleerd) annuleert haar verblijf als dat nog niet is begonnen: het verblijf staat op Geannuleerd en de persoonlijke link wordt gesloten. Komt de boeking terug, dan gaat het verblijf weer open.',
  'calendar-feeds.b4.i2':
    'Een verblijf waarvan het inchecken voorbij is, wordt nooit door een agenda gewijzigd, en wat je zelf aan een verblijf wijzigt blijft staan; alleen de data volgen de agenda.',
  'calendar-feeds.b5.text':
    'Een agenda die faalt, verwijdert nooit een verblijf: als het adres antwoordt met een fout, een webpagina, een leeg of te groot bestand of iets wat geen agenda is, blijft elk verblijf zoals het is en zegt de status waarom. Ook als je een agenda verwijdert, blijven de verblijven bestaan.',
  'calendar-feeds.b6.text':
    'Hetzelfde tabblad geeft de verblijven van de gids ook aan andere apps, voor je eigen agenda of die van je schoonmaker: druk onder **Agenda-adres voor andere apps** op **Een adres maken**, daarna op **Adres kopiëren**, en abonneer je erop in Google Agenda, Apple Agenda of Outlook.',
  'calendar-feeds.b7.i0':
    'Elk verblijf is een afspraak van inchecken tot uitchecken met de naam van de gast, het aantal gasten en de boekingsreferentie; nooit deurcodes of e-mailadressen. Geannuleerde verblijven staan er niet in.',
  'calendar-feeds.b7.i1':
    'Het adres is geheim: wie het heeft, kan het lezen. **Een nieuw adres maken** vervangt het, en het oude werkt meteen niet meer: elke agenda die erop geabonneerd was, heeft het nieuwe nodig.',
  'import-stays.title': 'Verblijven importeren uit een CSV-bestand',
  'import-stays.summary':
    'Maak in één keer veel verblijven voor een gids aan vanuit een spreadsheet: allemaal of geen.',
  'import-stays.keywords':
    'csv, spreadsheet, excel, bulk, uploaden, import, verblijven, boekingen, reserveringen, gasten, rijen, kolommen',
  'import-stays.b0.text':
    'Boekingen uit een spreadsheet worden in één keer verblijven: sla hem op als CSV-bestand, open het tabblad **Agenda** van de gids en druk onder **Verblijven importeren uit een CSV-bestand** op **Een CSV-bestand kiezen**. **Een voorbeeldbestand downloaden** geeft een bestand met de kopregel en twee verblijven om mee te beginnen. Elke rij wordt een verblijf met een eigen persoonlijke link. Een API-client stuurt het bestand met de aanroep invitations/import.',
  'import-stays.b1.i0':
    'De eerste rij is de kopregel met de namen van de kolommen: guest_name, check_in en check_out zijn verplicht; guest_email, guest_phone, guests, reference, language en door_code mogen ontbreken. De kolommen mogen in elke volgorde staan.',
  'import-stays.b1.i1':
    'Waarden worden gescheiden door komma’s of puntkomma’s, zoals in de kopregel. Sla het bestand op als UTF-8, met of zonder BOM (‘CSV UTF-8’ in spreadsheets).',
  'import-stays.b1.i2':
    'Data schrijf je als 2026-12-12, in de tijdzone van de gids: het inchecken krijgt dan de **Inchecktijd** van de gids en het uitchecken de **Uitchecktijd**. Schrijf 2026-12-12 16:30 voor een andere tijd.',
  'import-stays.b1.i3':
    'guests is het aantal gasten, language de taal van de gast (en, fr, pt-BR), door_code hooguit 100 tekens, alleen via de persoonlijke link aan de gast getoond.',
  'import-stays.b1.i4': 'Een bestand bevat hooguit 2.000 verblijven en 5 MB.',
  'import-stays.b2.text': 'Een klein voorbeeld, drie regels van een bestand:',
  'import-stays.b3.i0': 'guest_name,guest_email,check_in,check_out,guests,reference',
  'import-stays.b3.i1': 'Ana Silva,ana@example.com,2026-12-12,2026-12-15,2,HMX42',
  'import-stays.b3.i2': 'Tom Berg,,2026-12-18 18:00,2026-12-20,1,',
  'import-stays.b4.text':
    'Alles of niets: als één rij fout is, wordt niets geïmporteerd en noemt het antwoord de regel en kolom, bijvoorbeeld ‘Regel 7, check_out: Uitchecken moet later zijn dan inchecken.’ Verbeter die regel en stuur het hele bestand opnieuw. Een opnieuw verzonden bestand maakt geen tweede verblijf: een rij waarvan de referentie al bij een verblijf van de gids hoort, werkt dat verblijf bij (de data verschuiven de toegangsperiode evenveel; de kolommen in het bestand vervangen die van het verblijf, een lege cel wist een waarde en kolommen die het bestand niet heeft, blijven behouden). Rijen zonder referentie zijn elke keer nieuwe verblijven.',
  // door-codes
  'door-codes.title': 'Deurcodes: elke gast ziet ze op het juiste moment',
  'door-codes.summary':
    'De deurcode van een verblijf verschijnt alleen in de persoonlijke link van die gast, vanaf het tijdstip dat jij kiest tot de toegang eindigt.',
  'door-codes.keywords':
    'deurcode, code, slot, toetsenpaneel, slim slot, toegangscode, sleutelkluis, aankomst, geheim, veldcodes, plaatshouders',
  'door-codes.b0.text':
    'Elk verblijf kan een eigen deurcode hebben (hoogstens 100 tekens). Open in **Uitnodigingen** › **Overzicht** een verblijf met de knop **Bekijken** en daarna het tabblad **Verblijf**: vul **Deurcode** in en, voor het tijdstip vanaf wanneer hij verschijnt, **Deurcode zichtbaar vanaf**, en druk op **Opslaan**. Een CSV-import geeft hem in de kolom door_code, een API-client met door_code en door_code_from. De agenda’s van de platforms bevatten geen deurcodes.',
  'door-codes.b1.i0':
    'De gast ziet hem op het tabblad Start van de persoonlijke link: ‘Deurcode 4711, vanaf vr 12 dec 15:00’, in de tijdzone van de gids en in de taal van de gast.',
  'door-codes.b1.i1':
    'Vóór dat tijdstip ziet de gast wanneer de code verschijnt. Is **Deurcode zichtbaar vanaf** leeg (geen door_code_from), dan verschijnt hij als het toegangsvenster van het verblijf opengaat.',
  'door-codes.b1.i2':
    'Als het toegangsvenster eindigt, verdwijnt de code, ook uit de kopie die de telefoon van de gast offline bewaart.',
  'door-codes.b1.i3':
    'Hij verschijnt nooit in de deellink, in de zoekfunctie daarvan, in de pdf van het huisboek, op de flyer, in de statistieken of in de logboeken van de server.',
  'door-codes.b2.text':
    'Schrijf {{door_code}} in een onderwerp (bijvoorbeeld in Aankomstinformatie) om de code in je eigen woorden te geven. Via de persoonlijke link van een verblijf wordt het de code van dat verblijf zolang hij getoond wordt (daarvoor ‘beschikbaar vanaf …’); overal elders staan er neutrale woorden, nooit accolades. {{guest_first_name}}, {{guest_name}}, {{check_in}}, {{check_out}}, {{guests}}, {{reference}}, {{wifi_name}}, {{wifi_password}}, {{check_in_time}} en {{check_out_time}} werken op dezelfde manier.',
  'door-codes.b3.text':
    'Een code die bij elke boeking verandert is het veiligst: de link van een vorige gast toont hem niet meer als diens verblijf voorbij is.',

  // timed-messages
  'timed-messages.title': 'Getimede berichten naar uw gasten sturen',
  'timed-messages.summary':
    'Regels die elke gast op het juiste moment van zijn verblijf een e-mail sturen, in zijn taal, elk bericht precies één keer.',
  'timed-messages.keywords':
    'automatische e-mail, gepland bericht, herinnering, welkom, incheckinstructies, deurcode, reviewverzoek, bedankje, regels',
  'timed-messages.b0.text':
    'Een berichtregel bevat één e-mail en bepaalt wanneer die wordt verstuurd; elk verblijf van zijn gids (of van alle gidsen) krijgt hem op dat moment, ingevuld met de eigen gegevens. Regels staan in de zijbalk onder **Uitnodigingen** › **Berichten**: de tabel toont ze, elk met een schakelaar **Actief**, een knop **Bewerken** en een knop om te verwijderen. Druk op **Nieuwe regel**, geef hem een **Naam**, kies de **Gids** (of **Alle gidsen**) en **Wanneer** hij wordt verstuurd, met **Dagen** en **Verzendtijd**, schrijf de e-mail en druk op **Opslaan**. API-clients gebruiken in plaats daarvan de message_rules-aanroepen.',
  'timed-messages.b1.i0':
    '**Wanneer de boeking is bevestigd**: zodra het verblijf is toegevoegd, met de hand, uit een CSV-bestand of uit een agenda.',
  'timed-messages.b1.i1':
    '**Dagen voor aankomst**: een aantal dagen (0 tot 60) vóór de incheckdag, op het gekozen tijdstip.',
  'timed-messages.b1.i2': '**Op de dag van aankomst**: op het gekozen tijdstip.',
  'timed-messages.b1.i3':
    '**Dagen na vertrek**: een aantal dagen na de uitcheckdag, op het gekozen tijdstip, voor een bedankje of een reviewverzoek.',
  'timed-messages.b2.text':
    'Tijden zijn de lokale tijd van de gids in zijn **Tijdzone**, ook op de dagen dat de klok verzet wordt. Schrijf **Onderwerp** en **Bericht** in de standaardtaal van de gids en, als je wilt, in de tabbladen van zijn andere talen: elke gast krijgt de taal van zijn verblijf als de regel die heeft, anders de standaardtaal. Onder **Veldcodes** voegt een klik een code in waar de cursor staat; codes zoals {{guest_first_name}}, {{check_in}} en {{door_code}} worden bij het versturen ingevuld, en **Voorbeeld** toont de e-mail zoals de volgende gast van de gids hem leest (met voorbeeldwaarden als er geen verblijf aankomt). De persoonlijke link van de gast wordt aan het eind toegevoegd, tenzij de tekst hem met {{link}} plaatst. Antwoorden gaan naar het e-mailadres van de eigenaar van de werkruimte. In **Uitnodigingen** › **Overzicht** opent de knop **Bekijken** van een verblijf het tabblad **Berichten**, met elk bericht en zijn status (de aanroep invitations/messages van de API):',
  'timed-messages.b3.i0': 'Gepland: het gaat uit op de getoonde tijd.',
  'timed-messages.b3.i1':
    'Verstuurd: het is uitgegaan, één keer. **Nu verzenden** verstuurt het bewust opnieuw (de aanroep invitations/messages/send_now van de API).',
  'timed-messages.b3.i2':
    'Wacht op het e-mailadres van de gast: het verblijf heeft er nog geen (agenda’s bevatten het niet). Voeg er een toe en het bericht gaat uit, als de gast nog niet is uitgecheckt.',
  'timed-messages.b3.i3':
    'Overgeslagen: het tijdstip was al voorbij toen het verblijf werd toegevoegd, en de gast was al ingecheckt. Een verblijf dat laat maar vóór het inchecken wordt toegevoegd, krijgt het bericht meteen.',
  'timed-messages.b3.i4':
    'Geannuleerd: het verblijf is geannuleerd of ingetrokken, of de regel is uitgeschakeld of verwijderd. Schakel je de regel weer in, dan worden de berichten opnieuw gepland.',
  'timed-messages.b4.text':
    'Een verplaatst verblijf verplaatst zijn berichten, en een gewijzigde regel plant elk bericht dat hij nog niet heeft verstuurd opnieuw. Hoeveel servers Guidebook ook draaien, en zelfs als er één stopt tijdens het versturen: elke gast krijgt elk bericht één keer.',

  // webhooks
  'webhooks.title': 'Laat je andere tools weten wat er gebeurt: webhooks',
  'webhooks.summary':
    'Je channel manager, slimme-slotdienst of scripts horen het meteen, in ondertekende verzoeken, als er een verblijf bijkomt, een bericht wordt verstuurd of een gids verandert.',
  'webhooks.keywords':
    'integratie, zapier, pms, callback, melding, gebeurtenissen, http post, handtekening, hmac, standard webhooks, api',
  'webhooks.b0.text':
    'Een webhook is een adres van een andere dienst dat Guidebook aanroept (een HTTP POST met JSON) telkens als een van zijn gebeurtenissen plaatsvindt: invitation.created, invitation.updated, invitation.cancelled, request.created, request.answered, feedback.created, message.sent, message.failed, guide.published, calendar_feed.failed. Eigenaars en beheerders stellen ze in via **Mijn account** › **Webhooks** in de zijbalk (of ingelogd met de webhooks-aanroepen van de API): een nieuw endpoint toont zijn ondertekeningsgeheim (whsec_…) één keer, **Testgebeurtenis versturen** probeert het uit en **Bezorgingen** toont elke poging met **Opnieuw bezorgen**. De ontvanger antwoordt binnen 10 seconden met 2xx; 5xx, 408, 429, time-outs en geweigerde verbindingen worden ongeveer 8 keer binnen 24 uur opnieuw geprobeerd, en na 50 mislukkingen op rij wordt de webhook uitgeschakeld en krijg je een e-mail. Elk verzoek heeft de headers webhook-id, webhook-timestamp en webhook-signature (Standard Webhooks). Controleer ze voordat je de inhoud vertrouwt, in Node of in Python:',
  'webhooks.b1.i0': 'npm install standardwebhooks',
  'webhooks.b1.i1': 'import { Webhook } from "standardwebhooks"; const wh = new Webhook(process.env.WEBHOOK_SECRET);',
  'webhooks.b1.i2': 'const event = wh.verify(rawBody, req.headers); // throws when the signature or timestamp is wrong',
  'webhooks.b2.i0': 'pip install standardwebhooks',
  'webhooks.b2.i1': 'from standardwebhooks.webhooks import Webhook; wh = Webhook(os.environ["WEBHOOK_SECRET"])',
  'webhooks.b2.i2': 'event = wh.verify(request.get_data(), request.headers)  # raises WebhookVerificationError',
  'webhooks.b3.text':
    'Dezelfde gebeurtenis kan twee keer aankomen (na een nieuwe poging of een herbezorging): onthoud de webhook-id’s die je al hebt verwerkt en sla een bekende over.',
  'white-label.title': 'White label: jouw naam op e-mails en afdrukken',
  'white-label.summary':
    'Verstuur de e-mails aan gasten onder je eigen naam, voeg je voettekst toe en verberg de productnaam.',
  'white-label.keywords': 'reseller, merk, afzender, van, voettekst, handtekening, bureau, zonder merk, powered by',
  'white-label.b0.text':
    'Onder **Mijn account** staat in **White label (reseller)** wat je gasten van jou zien in plaats van het product. Alleen de eigenaar en de beheerders van de werkruimte kunnen het wijzigen.',
  'white-label.b1.i0':
    'Vul een **Afzendernaam** in, zoals je bedrijf. Uitnodigingen, geplande berichten en antwoorden op verzoeken komen van deze naam; antwoorden van je gasten gaan naar het e-mailadres van de eigenaar van de werkruimte.',
  'white-label.b1.i1':
    'Schrijf een **Voettekst van e-mails**: je adres, telefoonnummer of website. Die komt onderaan elke e-mail aan je gasten.',
  'white-label.b1.i2':
    'Zet **Productnaam verbergen** aan, zodat er geen productnaam of link staat in de gastengids, het app-pictogram, de flyer, het huisboek (ook in het pdf-bestand) of de e-mails. Zonder afzendernaam komen de e-mails dan van de naam van je werkruimte.',
  'white-label.b1.i3': 'Klik op **Opslaan**. De wijziging geldt meteen, ook voor gidsen die gasten al hebben geopend.',
  'white-label.b2.text':
    'De e-mails worden nog steeds verstuurd vanaf het adres van deze server: alleen de naam die je gasten zien verandert, zodat ze niet als spam worden gemarkeerd.',
  'white-label.action': 'White label openen',

  // own-domain
  'own-domain.title': 'Leesbare links en je eigen domein',
  'own-domain.summary':
    'Geef je gidsen links die gasten kunnen lezen, zoals gids.jouw-huis.nl/strandhuis, op een eigen domein.',
  'own-domain.keywords':
    'slug, linknaam, eigen domein, URL, adres, DNS, CNAME, TXT-record, A-record, verifiëren, HTTPS, SSL, certificaat, subdomein',
  'own-domain.b0.text':
    'Elke gids heeft een leesbare link: het adres van de server, de linknaam van je werkruimte en dan die van de gids, zoals …/villa-rosa/strandhuis. Die van de werkruimte stel je in onder **Mijn account** › **White label (reseller)** bij **De linknaam van je werkruimte**, die van een gids op zijn tabblad **Snel delen** bij **Linknaam**. Een linknaam bestaat uit 3 tot 60 kleine letters, cijfers en streepjes, en geen andere werkruimte kan de jouwe hebben. Na een wijziging leidt de oude link nog 90 dagen naar de nieuwe; de gastlink met zijn code blijft werken.',
  'own-domain.b1.i0':
    'Typ op hetzelfde scherm bij **Je eigen domein** een domein dat van jou is, zoals gids.jouw-huis.nl, en druk op **Domein opslaan**. Alleen de eigenaar en de beheerders van de werkruimte kunnen het instellen.',
  'own-domain.b1.i1':
    'Voeg bij je DNS-provider de records toe die onder **Toe te voegen DNS-records** staan (elke knop **Kopiëren** kopieert een waarde): een TXT-record met de naam _guidebook-verify.gids.jouw-huis.nl met het getoonde token, en een CNAME-record dat naar deze server wijst. Een domein zonder subdomein kan geen CNAME hebben: gebruik het ALIAS-record (ANAME) van je provider, of een A-record met het IP-adres van de server.',
  'own-domain.b1.i2':
    'Druk op **Verifiëren**. De server zoekt het TXT-record op: de **Status** wordt geverifieerd, of **Laatste controle** zegt waarom niet (nog geen record, een record zonder dit token, geen antwoord van de DNS). Nieuwe records kunnen minuten tot uren nodig hebben om zichtbaar te worden; druk later opnieuw op **Verifiëren**.',
  'own-domain.b1.i3': 'Na de verificatie toont **Adres voor gasten** waar je gasten je gidsen openen.',
  'own-domain.b2.text':
    'Vanaf dan openen gasten een gids op gids.jouw-huis.nl/strandhuis: de deellink, de QR-code, de flyer, de pdf en de e-mails dragen allemaal je domein. De startpagina van het domein toont je gepubliceerde gidsen, of opent de gids als er maar één is. Daar antwoorden alleen de gidsen van je werkruimte, nooit de beheer-app of de gidsen van een andere werkruimte. **Domein verwijderen** stuurt gasten weer naar het eigen adres van de server.',
  'own-domain.b3.text':
    'De app maakt zelf geen HTTPS-certificaten: de reverse proxy vóór de server (zoals Caddy) haalt er zelf een voor elk geverifieerd domein, zodra wie de server beheert hem heeft ingesteld. Toont je domein een certificaatwaarschuwing, laat het dan weten aan wie je server beheert.',
  'own-domain.action': 'White label openen',

  // agencies
  'agencies.title': 'Bureaus: een werkruimte per klant',
  'agencies.summary': 'Beheer gidsen voor meerdere eigenaren met één login, elke klant in een eigen werkruimte.',
  'agencies.keywords':
    'bureau, agency, klant, eigenaar, verhuurbeheerder, meerdere accounts, wisselen, organisatie, bedrijf, overdragen, werkruimte verwijderen',
  'agencies.b0.text':
    'Een werkruimte heeft eigen gidsen, een eigen mediabibliotheek, huisstijl, domein, white-labelinstellingen, leden en API-tokens; tussen werkruimtes wordt niets gedeeld. Je account begint met je persoonlijke werkruimte en kan tot 50 werkruimtes bezitten (de standaardgrens van de server).',
  'agencies.b1.i0':
    'Druk in de bovenbalk op **Nieuwe werkruimte** (op een telefoon in je gebruikersmenu), typ de **Naam** van de klant en druk op **Werkruimte aanmaken**. Jij bent eigenaar van de nieuwe werkruimte en werkt er meteen in.',
  'agencies.b1.i1':
    'Wissel tussen werkruimtes met de lijst **Werkruimte** in de bovenbalk. Wat je ziet en wijzigt, hoort bij de werkruimte die daar gekozen is, en de lijst **Digitale gidsen** noemt hem.',
  'agencies.b1.i2':
    'Nodig je team of de klant uit via **Gebruikers toegang geven**, zoals in je eigen werkruimte. De rol van een lid geldt alleen voor die werkruimte.',
  'agencies.b2.text':
    'Om een werkruimte aan de klant over te dragen, open je daarin **Gebruikers toegang geven**, kies je bij **Eigendom overdragen** een actief lid als **Nieuwe eigenaar** en bevestig je. Die krijgt een e-mail met een link om hem te accepteren; daarna is de werkruimte van hem en blijf jij erin als beheerder. Een nieuwe overdracht vervangt een overdracht die nog wacht.',
  'agencies.b3.text':
    '**Werkruimte verwijderen**, op dezelfde pagina, verwijdert een lege werkruimte (geen gidsen, geen bestanden in de bibliotheek) met haar leden, API-tokens en huisstijl; alleen de eigenaar kan dat. Je persoonlijke werkruimte kan niet worden overgedragen of verwijderd.',
  'agencies.action': 'Gebruikers toegang geven openen',
  'guest-requests.title': 'Verzoeken van gasten: vroeg inchecken, laat uitchecken en meer',
  'guest-requests.summary':
    'Gasten vragen het via hun persoonlijke link; jij keurt goed of wijst af op één plek, en een goedgekeurde tijd verschuift het verblijf.',
  'guest-requests.keywords':
    'verzoek, vroeg inchecken, laat uitchecken, extra’s, goedkeuren, afwijzen, inbox, automatisch goedkeuren, prijs',
  'guest-requests.b0.text':
    'Gasten vragen dingen aan op het startscherm van de persoonlijke link van hun verblijf, zolang de toegangsperiode open is; via de openbare link kan dat niet. Waar ze om kunnen vragen stel je in bij **Uitnodigingen** › **Verzoeken**, onder **Waar gasten om kunnen vragen**: elke werkruimte begint met **Vroeg inchecken** en **Laat uitchecken**, uitgeschakeld. Zet **Ingeschakeld** aan voor wat je aanbiedt. Met **Soort verzoek toevoegen** voeg je je eigen soorten toe (handdoeken, een babybedje, ophalen van het vliegveld): een naam en beschrijving in elke taal van je gidsen, een prijs als tekst zoals “€ 20” (er wordt niets afgerekend) en de gidsen waarin het wordt aangeboden. Naast elke soort staan **Bewerken** en **Verwijderen**; verzoeken die al zijn verstuurd houden de naam van hun soort. API-clients doen hetzelfde met de request_types-aanroepen.',
  'guest-requests.b1.i0':
    '**In afwachting**: het verzoek wacht op jou. Het item **Verzoeken** in de zijbalk laat zien hoeveel er wachten, en je krijgt bij elk nieuw verzoek een e-mail.',
  'guest-requests.b1.i1':
    '**Goedgekeurd**: vroeg inchecken verschuift de incheck van het verblijf naar de gevraagde tijd, en de toegangsperiode en de deurcode evenveel; laat uitchecken verschuift de uitcheck en het einde van de periode. Getimede berichten volgen de nieuwe tijden.',
  'guest-requests.b1.i2': '**Afgewezen**: het verblijf blijft zoals het was.',
  'guest-requests.b1.i3': '**Geannuleerd**: het verblijf is geannuleerd.',
  'guest-requests.b2.text':
    'Open **Uitnodigingen** › **Verzoeken**, schrijf als je wilt een antwoord en druk op **Goedkeuren** of **Afwijzen**. De gast ziet het antwoord en je bericht in de gids, en krijgt het per e-mail als het verblijf een e-mailadres heeft, in de taal van het verblijf. Een verschuiving die zou overlappen met een ander verblijf in dezelfde gids wordt geweigerd: pas eerst dat andere verblijf aan.',
  'guest-requests.b3.text':
    'Met **Automatisch goedkeuren** wordt vroeg inchecken meteen goedgekeurd als er die dag geen ander verblijf in de gids eindigt, en laat uitchecken als er die dag geen begint. Anders wacht het verzoek zoals gewoonlijk op jou.',
  'guest-feedback.title': 'Feedback van gasten en reviewlinks',
  'guest-feedback.summary':
    'Na hun verblijf geven gasten het 1 tot 5 sterren via hun persoonlijke link, en tevreden gasten worden naar je reviewpagina’s gewezen.',
  'guest-feedback.keywords':
    'beoordeling, sterren, review, opmerking, bedankt, Airbnb-review, Google-review, Booking.com-review, tevredenheid, enquête',
  'guest-feedback.b0.text':
    'Vanaf het uitchecken tot 14 dagen daarna toont de persoonlijke link van een verblijf **Bedankt & feedback**: de gast kiest 1 tot 5 sterren, kan een opmerking toevoegen en tikt op **Feedback versturen**. De gids toont dit op **Start** als **Hoe was je verblijf?**, op het tabblad **Info** (in je categorie **Thank You & Feedback**, of als eigen tegel) en waar {{feedback_link}} naartoe leidt. De openbare deellink heeft geen formulier: feedback komt alleen via de eigen link van een verblijf, dus elk antwoord hoort bij één verblijf.',
  'guest-feedback.b1.i0':
    'Eén antwoord per verblijf. Een tweede antwoord binnen 24 uur na het eerste vervangt het (de gast tikt op **Mijn antwoord wijzigen**); daarna blijft het zoals gegeven.',
  'guest-feedback.b1.i1':
    'Vóór het uitchecken zegt de link wanneer feedback opengaat; een geannuleerd of ingetrokken verblijf neemt er geen aan.',
  'guest-feedback.b1.i2':
    'Na 4 of 5 sterren ziet de gast je reviewlinks: **Review op Airbnb**, **Review op Google** en **Review op Booking.com**, voor zover je ze hebt ingevuld.',
  'guest-feedback.b2.text':
    'Open de gids en het tabblad **Feedback**: de gemiddelde beoordeling en het aantal beoordelingen, daarna elk antwoord met de gast, de data van het verblijf en de opmerking, het nieuwste eerst. Plak onder **Reviewlinks** de adressen van je reviewpagina’s (beginnend met http:// of https://) en tik op **Reviewlinks opslaan**; een leeg veld betekent geen link. API-clients gebruiken de aanroepen feedback/list en guides/review_links, en een webhook die op feedback.created is geabonneerd, hoort elk antwoord.',
  'guest-feedback.b3.text':
    'Zet {{feedback_link}} in een berichtregel die **Dagen na het uitchecken** wordt verstuurd (1 dag, ’s ochtends): de e-mail opent meteen het feedbackscherm, en de gewone link wordt dan niet aan het eind toegevoegd.',
} satisfies CompleteHelpCatalog;

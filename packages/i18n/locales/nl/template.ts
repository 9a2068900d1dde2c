/** A new guide's template texts (the keys of en/template.ts) in Dutch, following GLOSSARY.md. */
export default {
  'preparing.name': 'Je reis voorbereiden',
  'preparing.description': 'Wat je meeneemt en wat je moet weten voordat je vertrekt.',
  'preparing.topics.pack.name': 'Wat je meeneemt',
  'preparing.topics.pack.description': 'Waar gasten blij mee zijn dat ze het bij zich hebben.',
  'preparing.topics.pack.content':
    '<p>De meeste gasten zijn blij dat ze dit hebben ingepakt:</p><ol><li data-list="bullet">[Comfortabele schoenen voor …]</li><li data-list="bullet">[Verloopstekker type …]</li><li data-list="bullet">[Strandlakens: aanwezig / niet aanwezig]</li></ol><p>Ligt hier al voor je klaar: [beddengoed, handdoeken, föhn, …].</p>',
  'preparing.topics.getting-here.name': 'Hoe kom je hier',
  'preparing.topics.getting-here.description': 'De route vanaf het vliegveld, het station en de snelweg.',
  'preparing.topics.getting-here.content':
    '<p><strong>Vanaf het vliegveld:</strong> [hoe lang het duurt en hoe: taxi, trein, shuttle].</p><p><strong>Met de auto:</strong> [welke afrit je neemt en op welke laatste afslag je let].</p><p>Ons adres voor je navigatie: [straat, huisnummer, postcode, plaats].</p>',
  'arrival.name': 'Aankomstinformatie',
  'arrival.description': 'Hoe je de accommodatie vindt, incheckt en de sleutels krijgt.',
  'arrival.topics.check-in.name': 'Inchecktijd en hoe je binnenkomt',
  'arrival.topics.check-in.description': 'Wanneer je kunt aankomen en hoe je de sleutels krijgt.',
  'arrival.topics.check-in.content':
    '<p>Inchecken kan vanaf <strong>[15:00]</strong>. Kom je later dan [22:00], laat het ons dan even weten.</p><p>Binnenkomen: [het sleutelkastje naast de deur / we ontvangen je / de receptie]. De code of de sleutels: [hoe je ze krijgt].</p>',
  'arrival.topics.parking.name': 'Parkeren',
  'arrival.topics.parking.description': 'Waar je de auto kwijt kunt.',
  'arrival.topics.parking.content':
    '<p>[Gratis / betaald] parkeren kan [op de oprit / op straat / op de parkeerplaats aan …].</p><p>Plaatsen: [aantal]. Parkeer alsjeblieft niet [waar].</p>',
  'arrival.topics.entrance.name': 'De ingang vinden',
  'arrival.topics.entrance.description': 'Waar je op let als je aankomt.',
  'arrival.topics.entrance.content':
    '<p>De ingang is [de blauwe deur links van het gebouw]. Let op [een herkenningspunt].</p><p>Ons appartement is op verdieping [nummer]; de lift is [waar].</p>',
  'about.name': 'Over de accommodatie',
  'about.description': 'De kamers, de apparaten en alles wat de accommodatie te bieden heeft.',
  'about.topics.heating.name': 'Verwarming en airco',
  'about.topics.heating.description': 'Zo houd je het aangenaam.',
  'about.topics.heating.content':
    '<p>De [thermostaat / afstandsbediening] is [waar]. Zet hem op [temperatuur] voor een comfortabele nacht.</p><p>Zet hem alsjeblieft uit als je de ramen openzet of de hele dag op pad gaat.</p>',
  'about.topics.kitchen.name': 'Keuken en apparaten',
  'about.topics.kitchen.description': 'Wat er is en hoe het werkt.',
  'about.topics.kitchen.content':
    '<p>Je vindt hier [koffiezetapparaat, vaatwasser, oven, …].</p><ol><li data-list="bullet">Koffiezetapparaat: [cups / filter, waar je ze vindt]</li><li data-list="bullet">Vaatwasser: [tabletten onder de gootsteen, welk programma]</li><li data-list="bullet">Oven: [hoe je hem aanzet]</li></ol>',
  'about.topics.rubbish.name': 'Afval en recycling',
  'about.topics.rubbish.description': 'Waar de containers staan en wat waarin hoort.',
  'about.topics.rubbish.content':
    '<p>De afvalbakken staan [waar]. Ophaaldagen: [dagen].</p><ol><li data-list="bullet">[Kleur] bak: [restafval]</li><li data-list="bullet">[Kleur] bak: [plastic en blik]</li><li data-list="bullet">[Kleur] bak: [papier en glas]</li></ol>',
  'wifi.name': 'Wifi en internet',
  'wifi.description': 'De netwerknaam, het wachtwoord en tips voor een goede verbinding.',
  'wifi.topics.network.name': 'Wifinetwerk en wachtwoord',
  'wifi.topics.network.description': 'Zo ga je online.',
  'wifi.topics.network.content':
    '<p>Netwerk: <strong>[netwerknaam]</strong></p><p>Wachtwoord: <strong>[wachtwoord]</strong></p><p>De router staat [waar]. Valt de verbinding weg, zet hem dan uit en weer aan en wacht twee minuten.</p>',
  'wifi.topics.tv.name': 'Tv en streaming',
  'wifi.topics.tv.description': 'Tv kijken met je eigen accounts.',
  'wifi.topics.tv.content':
    '<p>De afstandsbediening van de tv ligt [waar]. [Netflix / andere apps] staan op de tv: log in met je eigen account en log uit voordat je vertrekt.</p>',
  'rules.name': 'Veiligheid en huisregels',
  'rules.description': 'De regels van het huis en hoe je veilig verblijft.',
  'rules.topics.house-rules.name': 'Huisregels',
  'rules.topics.house-rules.description': 'Wat we aan elke gast vragen.',
  'rules.topics.house-rules.content':
    '<ol><li data-list="bullet">Niet roken [binnen / nergens op het terrein]</li><li data-list="bullet">Stilte: van [22:00] tot [08:00]</li><li data-list="bullet">Huisdieren: [welkom / niet toegestaan]</li><li data-list="bullet">Feesten en evenementen: [niet toegestaan]</li></ol>',
  'rules.topics.safety.name': 'Veiligheidsuitrusting',
  'rules.topics.safety.description': 'Waar je vindt wat je hopelijk nooit nodig hebt.',
  'rules.topics.safety.content':
    '<ol><li data-list="bullet">Brandblusser: [waar]</li><li data-list="bullet">Blusdeken: [waar]</li><li data-list="bullet">EHBO-doos: [waar]</li><li data-list="bullet">Hoofdkraan en meterkast: [waar]</li></ol>',
  'local.name': 'Tips in de buurt',
  'local.description': 'Onze favoriete plekken om te eten, te winkelen en op ontdekking te gaan.',
  'local.topics.eat.name': 'Uit eten',
  'local.topics.eat.description': 'Onze favoriete plekken in de buurt.',
  'local.topics.eat.content':
    '<ol><li data-list="bullet">[Naam restaurant]: [wat je moet bestellen], [loopafstand]</li><li data-list="bullet">[Naam café]: [het lekkerst voor het ontbijt]</li><li data-list="bullet">[Afhaalzaak]: [bezorgt tot …]</li></ol>',
  'local.topics.shops.name': 'Winkels en supermarkten',
  'local.topics.shops.description': 'Voor boodschappen en dagelijkse dingen.',
  'local.topics.shops.content':
    '<p>De dichtstbijzijnde supermarkt is [naam], [afstand], open [openingstijden]. Een apotheek: [naam en waar].</p>',
  'local.topics.things-to-do.name': 'Wat te doen',
  'local.topics.things-to-do.description': 'Wat wij niet zouden missen.',
  'local.topics.things-to-do.content':
    '<ol><li data-list="bullet">[Bezienswaardigheid of wandeling]: [waarom we het zo leuk vinden]</li><li data-list="bullet">[Strand of park]: [hoe je er komt]</li><li data-list="bullet">[Idee voor een regenachtige dag]</li></ol>',
  'emergency.name': 'Noodcontacten',
  'emergency.description': 'Wie je belt als er iets misgaat, dag en nacht.',
  'emergency.topics.numbers.name': 'Alarmnummers',
  'emergency.topics.numbers.description': 'Wie je belt, dag en nacht.',
  'emergency.topics.numbers.content':
    '<p>Hulpdiensten: <strong>[112]</strong></p><p>Je host: [naam], [telefoonnummer].</p><p>Dichtstbijzijnde ziekenhuis: [naam, adres].</p>',
  'emergency.topics.repairs.name': 'Als er iets kapotgaat',
  'emergency.topics.repairs.description': 'Wat je doet als er iets niet meer werkt.',
  'emergency.topics.repairs.content':
    '<p>Laat het ons zo snel mogelijk weten: [hoe je ons bereikt]. Bij een dringend probleem (een lekkage, geen stroom, geen verwarming) bel je [nummer].</p>',
  'transport.name': 'Vervoer',
  'transport.description': 'Op pad met de bus, trein, taxi, fiets of auto.',
  'transport.topics.public.name': 'Openbaar vervoer',
  'transport.topics.public.description': 'Bussen, trams en treinen in de buurt.',
  'transport.topics.public.content':
    '<p>De dichtstbijzijnde halte is [naam], [afstand]. Kaartjes: [waar je ze koopt / contactloos betalen in het voertuig].</p>',
  'transport.topics.taxis.name': 'Taxi’s en autoverhuur',
  'transport.topics.taxis.description': 'Voor als je liever gereden wordt.',
  'transport.topics.taxis.content':
    '<p>Een taxi in de buurt: [naam, telefoonnummer]. Autoverhuur: [bedrijf, waar].</p>',
  'checkout.name': 'Uitcheckinstructies',
  'checkout.description': 'Wat je doet voordat je vertrekt en waar je de sleutels achterlaat.',
  'checkout.topics.time.name': 'Uitchecktijd',
  'checkout.topics.time.description': 'Wanneer je vertrekt.',
  'checkout.topics.time.content':
    '<p>Uitchecken kan tot <strong>[10:00]</strong>. Wil je later uitchecken? Vraag het ons de dag ervoor.</p>',
  'checkout.topics.before-leaving.name': 'Voordat je vertrekt',
  'checkout.topics.before-leaving.description': 'Een kort lijstje voor de laatste ochtend.',
  'checkout.topics.before-leaving.content':
    '<ol><li data-list="bullet">[De vaatwasser inruimen en aanzetten]</li><li data-list="bullet">[Het afval buiten zetten]</li><li data-list="bullet">[De ramen sluiten en de verwarming uitzetten]</li><li data-list="bullet">[De sleutels achterlaten in …]</li></ol>',
  'thanks.name': 'Bedankt en feedback',
  'thanks.description': 'Een bedankje van je host en hoe je je feedback deelt.',
  'thanks.topics.thank-you.name': 'Bedankt',
  'thanks.topics.thank-you.description': 'Een berichtje van je host.',
  'thanks.topics.thank-you.content':
    '<p>Bedankt voor je verblijf bij ons, [gast]! We hopen dat je genoten hebt van [het huis / de stad].</p>',
  'thanks.topics.feedback.name': 'Deel je feedback',
  'thanks.topics.feedback.description': 'Laat ons weten wat je ervan vond.',
  'thanks.topics.feedback.content':
    '<p>We lezen elke review. Heb je genoten van je verblijf, dan helpt een review op [platform] ons enorm; was er iets niet in orde, vertel het ons dan direct: [hoe je ons bereikt].</p>',
};

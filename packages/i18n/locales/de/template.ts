/** A new guide's template texts (the keys of en/template.ts) in German, following GLOSSARY.md. */
export default {
  'preparing.name': 'Reisevorbereitung',
  'preparing.description': 'Was Sie vor der Abreise einpacken und wissen sollten.',
  'preparing.topics.pack.name': 'Was Sie einpacken sollten',
  'preparing.topics.pack.description': 'Was Gäste gern dabeihaben.',
  'preparing.topics.pack.content':
    '<p>Die meisten Gäste sind froh, dass sie Folgendes eingepackt haben:</p><ol><li data-list="bullet">[Bequeme Schuhe für …]</li><li data-list="bullet">[Reiseadapter Typ …]</li><li data-list="bullet">[Strandtücher: vorhanden / nicht vorhanden]</li></ol><p>Schon für Sie da: [Bettwäsche, Handtücher, Föhn, …].</p>',
  'preparing.topics.getting-here.name': 'Anreise',
  'preparing.topics.getting-here.description': 'Der Weg vom Flughafen, vom Bahnhof und von der Autobahn.',
  'preparing.topics.getting-here.content':
    '<p><strong>Vom Flughafen:</strong> [wie lange es dauert und womit: Taxi, Zug, Shuttle].</p><p><strong>Mit dem Auto:</strong> [welche Ausfahrt Sie nehmen und woran Sie die letzte Abzweigung erkennen].</p><p>Unsere Adresse für Ihr Navi: [Straße, Hausnummer, Postleitzahl, Ort].</p>',
  'arrival.name': 'Informationen zur Anreise',
  'arrival.description': 'Wie Sie die Unterkunft finden, einchecken und die Schlüssel bekommen.',
  'arrival.topics.check-in.name': 'Check-in-Zeit und Zugang',
  'arrival.topics.check-in.description': 'Wann Sie ankommen können und wie Sie die Schlüssel erhalten.',
  'arrival.topics.check-in.content':
    '<p>Check-in ist ab <strong>[15:00 Uhr]</strong>. Wenn Sie nach [22:00 Uhr] ankommen, geben Sie uns bitte Bescheid.</p><p>So kommen Sie hinein: [der Schlüsselsafe neben der Tür / wir empfangen Sie / die Rezeption]. Code oder Schlüssel: [wie Sie ihn bzw. sie erhalten].</p>',
  'arrival.topics.parking.name': 'Parken',
  'arrival.topics.parking.description': 'Wo Sie das Auto abstellen.',
  'arrival.topics.parking.content':
    '<p>[Kostenlose / kostenpflichtige] Parkplätze gibt es [in der Einfahrt / an der Straße / auf dem Parkplatz in …].</p><p>Stellplätze: [Anzahl]. Bitte parken Sie nicht [wo].</p>',
  'arrival.topics.entrance.name': 'Den Eingang finden',
  'arrival.topics.entrance.description': 'Worauf Sie bei der Ankunft achten.',
  'arrival.topics.entrance.content':
    '<p>Der Eingang ist [die blaue Tür links am Gebäude]. Achten Sie auf [ein Erkennungszeichen].</p><p>Unsere Wohnung liegt im [Nummer]. Stock; der Aufzug ist [wo].</p>',
  'about.name': 'Über die Unterkunft',
  'about.description': 'Die Räume, die Geräte und alles, was die Unterkunft bietet.',
  'about.topics.heating.name': 'Heizung und Klimaanlage',
  'about.topics.heating.description': 'So bleibt es angenehm.',
  'about.topics.heating.content':
    '<p>Das [Thermostat / die Fernbedienung] finden Sie [wo]. Für eine angenehme Nacht stellen Sie es auf [Temperatur].</p><p>Bitte schalten Sie es aus, wenn Sie die Fenster öffnen oder tagsüber unterwegs sind.</p>',
  'about.topics.kitchen.name': 'Küche und Geräte',
  'about.topics.kitchen.description': 'Was es gibt und wie es funktioniert.',
  'about.topics.kitchen.content':
    '<p>Sie finden [Kaffeemaschine, Geschirrspüler, Backofen, …].</p><ol><li data-list="bullet">Kaffeemaschine: [Kapseln / Filter, wo Sie sie finden]</li><li data-list="bullet">Geschirrspüler: [Tabs unter der Spüle, welches Programm]</li><li data-list="bullet">Backofen: [wie Sie ihn einschalten]</li></ol>',
  'about.topics.rubbish.name': 'Müll und Mülltrennung',
  'about.topics.rubbish.description': 'Wo die Tonnen stehen und was wohin gehört.',
  'about.topics.rubbish.content':
    '<p>Die Mülltonnen stehen [wo]. Abholtage: [Tage].</p><ol><li data-list="bullet">[Farbe] Tonne: [Restmüll]</li><li data-list="bullet">[Farbe] Tonne: [Verpackungen und Dosen]</li><li data-list="bullet">[Farbe] Tonne: [Papier und Glas]</li></ol>',
  'wifi.name': 'WLAN & Internet',
  'wifi.description': 'Netzwerkname, Passwort und Tipps für eine gute Verbindung.',
  'wifi.topics.network.name': 'WLAN-Name und Passwort',
  'wifi.topics.network.description': 'So gehen Sie online.',
  'wifi.topics.network.content':
    '<p>Netzwerk: <strong>[WLAN-Name]</strong></p><p>Passwort: <strong>[Passwort]</strong></p><p>Der Router steht [wo]. Wenn die Verbindung abbricht, schalten Sie ihn aus und wieder ein und warten Sie zwei Minuten.</p>',
  'wifi.topics.tv.name': 'Fernsehen und Streaming',
  'wifi.topics.tv.description': 'Fernsehen und Ihre eigenen Konten.',
  'wifi.topics.tv.content':
    '<p>Die Fernbedienung liegt [wo]. [Netflix / andere Apps] sind auf dem Fernseher: Bitte melden Sie sich mit Ihrem eigenen Konto an und vor der Abreise wieder ab.</p>',
  'rules.name': 'Sicherheit & Hausordnung',
  'rules.description': 'Die Regeln im Haus und wie Sie sicher durch Ihren Aufenthalt kommen.',
  'rules.topics.house-rules.name': 'Hausordnung',
  'rules.topics.house-rules.description': 'Worum wir alle Gäste bitten.',
  'rules.topics.house-rules.content':
    '<ol><li data-list="bullet">Rauchen verboten [in der Wohnung / auf dem gesamten Grundstück]</li><li data-list="bullet">Ruhezeiten: [22:00] bis [8:00] Uhr</li><li data-list="bullet">Haustiere: [willkommen / nicht erlaubt]</li><li data-list="bullet">Partys und Veranstaltungen: [nicht erlaubt]</li></ol>',
  'rules.topics.safety.name': 'Sicherheitsausstattung',
  'rules.topics.safety.description': 'Wo Sie finden, was Sie hoffentlich nie brauchen.',
  'rules.topics.safety.content':
    '<ol><li data-list="bullet">Feuerlöscher: [wo]</li><li data-list="bullet">Löschdecke: [wo]</li><li data-list="bullet">Erste-Hilfe-Kasten: [wo]</li><li data-list="bullet">Hauptwasserhahn und Sicherungskasten: [wo]</li></ol>',
  'local.name': 'Tipps aus der Umgebung',
  'local.description': 'Unsere Lieblingsorte zum Essen, Einkaufen und Entdecken in der Nähe.',
  'local.topics.eat.name': 'Essen gehen',
  'local.topics.eat.description': 'Unsere Lieblingslokale in der Nähe.',
  'local.topics.eat.content':
    '<ol><li data-list="bullet">[Name des Restaurants]: [was Sie bestellen sollten], [Entfernung zu Fuß]</li><li data-list="bullet">[Name des Cafés]: [ideal zum Frühstück]</li><li data-list="bullet">[Imbiss / Lieferdienst]: [liefert bis …]</li></ol>',
  'local.topics.shops.name': 'Geschäfte und Supermärkte',
  'local.topics.shops.description': 'Für Lebensmittel und den täglichen Bedarf.',
  'local.topics.shops.content':
    '<p>Der nächste Supermarkt ist [Name], [Entfernung], geöffnet [Öffnungszeiten]. Eine Apotheke: [Name und wo].</p>',
  'local.topics.things-to-do.name': 'Ausflugstipps',
  'local.topics.things-to-do.description': 'Was wir uns nicht entgehen lassen würden.',
  'local.topics.things-to-do.content':
    '<ol><li data-list="bullet">[Sehenswürdigkeit oder Spaziergang]: [warum wir es lieben]</li><li data-list="bullet">[Strand oder Park]: [wie Sie hinkommen]</li><li data-list="bullet">[Idee für einen Regentag]</li></ol>',
  'emergency.name': 'Notfallkontakte',
  'emergency.description': 'Wen Sie anrufen, wenn etwas schiefgeht, Tag und Nacht.',
  'emergency.topics.numbers.name': 'Notrufnummern',
  'emergency.topics.numbers.description': 'Wen Sie anrufen, Tag und Nacht.',
  'emergency.topics.numbers.content':
    '<p>Notruf: <strong>[112]</strong></p><p>Ihr Gastgeber: [Name], [Telefonnummer].</p><p>Nächstes Krankenhaus: [Name, Adresse].</p>',
  'emergency.topics.repairs.name': 'Wenn etwas kaputtgeht',
  'emergency.topics.repairs.description': 'Was zu tun ist, wenn etwas nicht mehr funktioniert.',
  'emergency.topics.repairs.content':
    '<p>Bitte sagen Sie uns so bald wie möglich Bescheid: [wie Sie uns erreichen]. Bei einem dringenden Problem (ein Wasserschaden, kein Strom, keine Heizung) rufen Sie [Nummer] an.</p>',
  'transport.name': 'Unterwegs vor Ort',
  'transport.description': 'Mit Bus, Bahn, Taxi, Fahrrad oder Auto unterwegs.',
  'transport.topics.public.name': 'Öffentliche Verkehrsmittel',
  'transport.topics.public.description': 'Busse, Straßenbahnen und Züge in der Nähe.',
  'transport.topics.public.content':
    '<p>Die nächste Haltestelle ist [Name], [Entfernung]. Fahrkarten: [wo Sie sie kaufen / kontaktlos im Fahrzeug].</p>',
  'transport.topics.taxis.name': 'Taxis und Mietwagen',
  'transport.topics.taxis.description': 'Wenn Sie sich lieber fahren lassen.',
  'transport.topics.taxis.content': '<p>Ein Taxi vor Ort: [Name, Telefonnummer]. Mietwagen: [Anbieter, wo].</p>',
  'checkout.name': 'Hinweise zum Check-out',
  'checkout.description': 'Was Sie vor der Abreise tun sollten und wo Sie die Schlüssel zurückgeben.',
  'checkout.topics.time.name': 'Check-out-Zeit',
  'checkout.topics.time.description': 'Wann Sie abreisen.',
  'checkout.topics.time.content':
    '<p>Check-out ist bis <strong>[10:00 Uhr]</strong>. Sie möchten später auschecken? Fragen Sie uns am Vortag.</p>',
  'checkout.topics.before-leaving.name': 'Vor der Abreise',
  'checkout.topics.before-leaving.description': 'Eine kurze Liste für den letzten Morgen.',
  'checkout.topics.before-leaving.content':
    '<ol><li data-list="bullet">[Geschirrspüler einräumen und einschalten]</li><li data-list="bullet">[Müll hinausbringen]</li><li data-list="bullet">[Fenster schließen und Heizung ausschalten]</li><li data-list="bullet">[Schlüssel in … legen]</li></ol>',
  'thanks.name': 'Danke & Feedback',
  'thanks.description': 'Ein Dankeschön Ihres Gastgebers und wie Sie uns Ihre Meinung sagen.',
  'thanks.topics.thank-you.name': 'Vielen Dank',
  'thanks.topics.thank-you.description': 'Ein Gruß von Ihrem Gastgeber.',
  'thanks.topics.thank-you.content':
    '<p>Vielen Dank für Ihren Aufenthalt bei uns, [Name des Gastes]! Wir hoffen, [die Unterkunft / die Stadt] hat Ihnen gefallen.</p>',
  'thanks.topics.feedback.name': 'Ihre Meinung',
  'thanks.topics.feedback.description': 'Sagen Sie uns, wie es Ihnen gefallen hat.',
  'thanks.topics.feedback.content':
    '<p>Wir lesen jede Bewertung. Wenn Ihnen Ihr Aufenthalt gefallen hat, hilft uns eine Bewertung auf [Plattform] sehr; wenn etwas nicht gepasst hat, sagen Sie es uns bitte direkt: [wie Sie uns erreichen].</p>',
};

/** A new guide's template texts (the keys of en/template.ts) in Polish, following GLOSSARY.md. */
export default {
  'preparing.name': 'Przygotowanie do podróży',
  'preparing.description': 'Co spakować i co warto wiedzieć przed wyjazdem.',
  'preparing.topics.pack.name': 'Co spakować',
  'preparing.topics.pack.description': 'Rzeczy, które warto mieć ze sobą.',
  'preparing.topics.pack.content':
    '<p>Większość gości cieszy się, że spakowała:</p><ol><li data-list="bullet">[Wygodne buty na …]</li><li data-list="bullet">[Przejściówkę do gniazdek typu …]</li><li data-list="bullet">[Ręczniki plażowe: są na miejscu / nie ma ich na miejscu]</li></ol><p>Na miejscu już czekają: [pościel, ręczniki, suszarka do włosów, …].</p>',
  'preparing.topics.getting-here.name': 'Jak dojechać',
  'preparing.topics.getting-here.description': 'Dojazd z lotniska, dworca i autostrady.',
  'preparing.topics.getting-here.content':
    '<p><strong>Z lotniska:</strong> [ile trwa dojazd i czym: taksówką, pociągiem, busem].</p><p><strong>Samochodem:</strong> [którym zjazdem zjechać i na jaki ostatni skręt uważać].</p><p>Nasz adres do nawigacji: [ulica, numer, kod pocztowy, miejscowość].</p>',
  'arrival.name': 'Informacje o przyjeździe',
  'arrival.description': 'Jak znaleźć obiekt, zameldować się i odebrać klucze.',
  'arrival.topics.check-in.name': 'Godzina zameldowania i jak wejść',
  'arrival.topics.check-in.description': 'Kiedy możesz przyjechać i jak dostaniesz klucze.',
  'arrival.topics.check-in.content':
    '<p>Zameldowanie od <strong>[15:00]</strong>. Jeśli przyjedziesz później niż o [22:00], daj nam znać.</p><p>Jak wejść: [sejf na klucze przy drzwiach / spotkamy się na miejscu / recepcja]. Kod lub klucze: [jak je otrzymasz].</p>',
  'arrival.topics.parking.name': 'Parking',
  'arrival.topics.parking.description': 'Gdzie zostawić samochód.',
  'arrival.topics.parking.content':
    '<p>[Bezpłatny / płatny] parking jest [na podjeździe / na ulicy / na parkingu przy …].</p><p>Miejsca: [liczba]. Prosimy nie parkować [gdzie].</p>',
  'arrival.topics.entrance.name': 'Jak znaleźć wejście',
  'arrival.topics.entrance.description': 'Na co zwrócić uwagę po przyjeździe.',
  'arrival.topics.entrance.content':
    '<p>Wejście to [niebieskie drzwi po lewej stronie budynku]. Szukaj [charakterystycznego punktu].</p><p>Nasze mieszkanie jest na piętrze [numer]; winda jest [gdzie].</p>',
  'about.name': 'O obiekcie',
  'about.description': 'Pokoje, sprzęty i wszystko, co oferuje to miejsce.',
  'about.topics.heating.name': 'Ogrzewanie i klimatyzacja',
  'about.topics.heating.description': 'Jak zadbać o komfortową temperaturę.',
  'about.topics.heating.content':
    '<p>[Termostat / pilot] jest [gdzie]. Ustaw temperaturę na [ile stopni], aby dobrze się spało.</p><p>Prosimy wyłączać ogrzewanie i klimatyzację przy otwartych oknach i gdy wychodzisz na cały dzień.</p>',
  'about.topics.kitchen.name': 'Kuchnia i sprzęty',
  'about.topics.kitchen.description': 'Co jest na miejscu i jak to działa.',
  'about.topics.kitchen.content':
    '<p>Na miejscu znajdziesz [ekspres do kawy, zmywarkę, piekarnik, …].</p><ol><li data-list="bullet">Ekspres do kawy: [kapsułki / filtr, gdzie je znaleźć]</li><li data-list="bullet">Zmywarka: [tabletki pod zlewem, którego programu używać]</li><li data-list="bullet">Piekarnik: [jak go włączyć]</li></ol>',
  'about.topics.rubbish.name': 'Śmieci i segregacja',
  'about.topics.rubbish.description': 'Gdzie stoją pojemniki i co do którego wrzucać.',
  'about.topics.rubbish.content':
    '<p>Pojemniki na śmieci są [gdzie]. Dni odbioru: [dni].</p><ol><li data-list="bullet">Pojemnik [kolor]: [odpady zmieszane]</li><li data-list="bullet">Pojemnik [kolor]: [plastik i metal]</li><li data-list="bullet">Pojemnik [kolor]: [papier i szkło]</li></ol>',
  'wifi.name': 'Wi-Fi i internet',
  'wifi.description': 'Nazwa sieci, hasło i wskazówki, jak mieć dobre połączenie.',
  'wifi.topics.network.name': 'Sieć Wi-Fi i hasło',
  'wifi.topics.network.description': 'Jak połączyć się z internetem.',
  'wifi.topics.network.content':
    '<p>Sieć: <strong>[nazwa sieci]</strong></p><p>Hasło: <strong>[hasło]</strong></p><p>Router jest [gdzie]. Jeśli połączenie zniknie, wyłącz go, włącz ponownie i odczekaj dwie minuty.</p>',
  'wifi.topics.tv.name': 'Telewizja i streaming',
  'wifi.topics.tv.description': 'Telewizor i Twoje własne konta.',
  'wifi.topics.tv.content':
    '<p>Pilot do telewizora jest [gdzie]. Na telewizorze są [Netflix / inne aplikacje]: zaloguj się na własne konto i wyloguj się przed wyjazdem.</p>',
  'rules.name': 'Bezpieczeństwo i zasady domu',
  'rules.description': 'Zasady obowiązujące w domu i jak bezpiecznie spędzić pobyt.',
  'rules.topics.house-rules.name': 'Zasady domu',
  'rules.topics.house-rules.description': 'O co prosimy każdego gościa.',
  'rules.topics.house-rules.content':
    '<ol><li data-list="bullet">Zakaz palenia [w środku / na całym terenie posesji]</li><li data-list="bullet">Cisza nocna: od [22:00] do [8:00]</li><li data-list="bullet">Zwierzęta: [mile widziane / niedozwolone]</li><li data-list="bullet">Imprezy i wydarzenia: [niedozwolone]</li></ol>',
  'rules.topics.safety.name': 'Sprzęt bezpieczeństwa',
  'rules.topics.safety.description': 'Gdzie jest to, co oby nigdy nie było potrzebne.',
  'rules.topics.safety.content':
    '<ol><li data-list="bullet">Gaśnica: [gdzie]</li><li data-list="bullet">Koc gaśniczy: [gdzie]</li><li data-list="bullet">Apteczka: [gdzie]</li><li data-list="bullet">Główny zawór wody i skrzynka z bezpiecznikami: [gdzie]</li></ol>',
  'local.name': 'Polecane miejsca w okolicy',
  'local.description': 'Nasze ulubione miejsca w pobliżu: gdzie zjeść, zrobić zakupy i co zobaczyć.',
  'local.topics.eat.name': 'Gdzie zjeść',
  'local.topics.eat.description': 'Nasze ulubione miejsca w pobliżu.',
  'local.topics.eat.content':
    '<ol><li data-list="bullet">[Nazwa restauracji]: [co zamówić], [odległość pieszo]</li><li data-list="bullet">[Nazwa kawiarni]: [najlepsza na śniadanie]</li><li data-list="bullet">[Jedzenie na wynos]: [dowozi do …]</li></ol>',
  'local.topics.shops.name': 'Sklepy i supermarkety',
  'local.topics.shops.description': 'Na codzienne zakupy.',
  'local.topics.shops.content':
    '<p>Najbliższy supermarket to [nazwa], [odległość], czynny [godziny otwarcia]. Apteka: [nazwa i gdzie].</p>',
  'local.topics.things-to-do.name': 'Co robić',
  'local.topics.things-to-do.description': 'Czego nie warto przegapić.',
  'local.topics.things-to-do.content':
    '<ol><li data-list="bullet">[Zabytek lub spacer]: [za co go uwielbiamy]</li><li data-list="bullet">[Plaża lub park]: [jak tam dotrzeć]</li><li data-list="bullet">[Pomysł na deszczowy dzień]</li></ol>',
  'emergency.name': 'Kontakty alarmowe',
  'emergency.description': 'Do kogo dzwonić, gdy coś pójdzie nie tak, w dzień i w nocy.',
  'emergency.topics.numbers.name': 'Numery alarmowe',
  'emergency.topics.numbers.description': 'Do kogo dzwonić, w dzień i w nocy.',
  'emergency.topics.numbers.content':
    '<p>Numer alarmowy: <strong>[112]</strong></p><p>Twój gospodarz: [imię], [numer telefonu].</p><p>Najbliższy szpital: [nazwa, adres].</p>',
  'emergency.topics.repairs.name': 'Gdy coś się zepsuje',
  'emergency.topics.repairs.description': 'Co zrobić, gdy coś przestanie działać.',
  'emergency.topics.repairs.content':
    '<p>Daj nam znać jak najszybciej: [jak się z nami skontaktować]. W pilnej sprawie (wyciek, brak prądu, brak ogrzewania) zadzwoń pod numer [numer].</p>',
  'transport.name': 'Transport',
  'transport.description': 'Jak się poruszać: autobus, pociąg, taksówka, rower lub samochód.',
  'transport.topics.public.name': 'Komunikacja miejska',
  'transport.topics.public.description': 'Autobusy, tramwaje i pociągi w pobliżu.',
  'transport.topics.public.content':
    '<p>Najbliższy przystanek to [nazwa], [odległość]. Bilety: [gdzie je kupić / zbliżeniowo w pojeździe].</p>',
  'transport.topics.taxis.name': 'Taksówki i wynajem samochodów',
  'transport.topics.taxis.description': 'Gdy wolisz, żeby ktoś Cię zawiózł.',
  'transport.topics.taxis.content':
    '<p>Lokalna taksówka: [nazwa, numer telefonu]. Wynajem samochodów: [firma, gdzie].</p>',
  'checkout.name': 'Informacje o wymeldowaniu',
  'checkout.description': 'Co zrobić przed wyjazdem i gdzie zostawić klucze.',
  'checkout.topics.time.name': 'Godzina wymeldowania',
  'checkout.topics.time.description': 'Do kiedy zwolnić obiekt.',
  'checkout.topics.time.content':
    '<p>Wymeldowanie do <strong>[10:00]</strong>. Potrzebujesz późniejszego wymeldowania? Zapytaj nas dzień wcześniej.</p>',
  'checkout.topics.before-leaving.name': 'Przed wyjazdem',
  'checkout.topics.before-leaving.description': 'Krótka lista na ostatni poranek.',
  'checkout.topics.before-leaving.content':
    '<ol><li data-list="bullet">[Załaduj i włącz zmywarkę]</li><li data-list="bullet">[Wynieś śmieci]</li><li data-list="bullet">[Zamknij okna i wyłącz ogrzewanie]</li><li data-list="bullet">[Zostaw klucze w …]</li></ol>',
  'thanks.name': 'Podziękowania i opinie',
  'thanks.description': 'Podziękowanie od gospodarza i jak podzielić się opinią.',
  'thanks.topics.thank-you.name': 'Dziękujemy',
  'thanks.topics.thank-you.description': 'Kilka słów od gospodarza.',
  'thanks.topics.thank-you.content':
    '<p>Dziękujemy za pobyt u nas, [imię gościa]! Mamy nadzieję, że podobało Ci się [w naszym domu / w mieście].</p>',
  'thanks.topics.feedback.name': 'Podziel się opinią',
  'thanks.topics.feedback.description': 'Napisz nam, jak było.',
  'thanks.topics.feedback.content':
    '<p>Czytamy każdą opinię. Jeśli pobyt się udał, opinia w serwisie [nazwa serwisu] bardzo nam pomoże; jeśli coś było nie tak, powiedz nam o tym bezpośrednio: [jak się z nami skontaktować].</p>',
};

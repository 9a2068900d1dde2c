/**
 * Artykuły Centrum pomocy po polsku (klucze z en/help.ts), w formie „ty” z wielką literą w zaimkach
 * (Twój, Twoje, Ci), bez form rodzajowych, według GLOSSARY.md (przewodnik, przewodnik dla gości,
 * temat, biblioteka multimediów, obraz wyróżniający, branding, link udostępniania, kod QR, ulotka,
 * Instrukcja domu; karty Szczegóły, Treść, Mapa, Szybkie udostępnianie, Dane, Statystyki).
 * Etykiety aplikacji są tu **pogrubione**, w mianowniku, bez cudzysłowów (stąd „w polu **Kraj**”,
 * „w sekcji **Biblioteka multimediów**”); etykiety przywołane bez pogrubienia stoją w „…”.
 *
 * Pogrubione etykiety, których słownik jeszcze nie ustala: tłumaczenie panelu administracyjnego
 * powinno przejąć te słowa (albo ten plik – jego słowa).
 * Title → Tytuł · Postal code → Kod pocztowy · Country → Kraj · Timezone → Strefa czasowa ·
 * Start with the ten standard categories → Zacznij od dziesięciu standardowych kategorii (messages) ·
 * Create Guide → Utwórz przewodnik · Your Guides → Twoje przewodniki · Edit → Edytuj ·
 * Updating Guide → Edycja przewodnika · Welcome text → Tekst powitalny ·
 * Add Category → Dodaj kategorię · Save Category → Zapisz kategorię · Add Topic → Dodaj temat ·
 * Edit Topic → Edytuj temat · Choose image → Wybierz obraz ·
 * Topic Featured Image → Obraz wyróżniający tematu · Topic Content → Treść tematu ·
 * Topic Status → Status tematu · Published / Draft → Opublikowany / Wersja robocza ·
 * Create → Utwórz · Upload File → Prześlij plik · Go Back → Wróć · All Files → Wszystkie pliki ·
 * Download / Delete → Pobierz / Usuń · Manage Your Images → Zarządzaj obrazami ·
 * Select from Library → Wybierz z biblioteki · Upload New File → Prześlij nowy plik ·
 * Choose logo → Wybierz logo · Font → Czcionka · Colour → Kolor · Save Branding → Zapisz branding ·
 * Share link (panel) → Link udostępniania · Guest link → Link dla gości · Copy link → Kopiuj link ·
 * Open example view → Otwórz podgląd · Regenerate link → Wygeneruj link ponownie ·
 * QR code (panel) → Kod QR · Print and PDF → Druk i PDF · Download PNG / SVG → Pobierz PNG /
 * Pobierz SVG · Flyer PDF (A4) → Ulotka PDF (A4) · Flyer PDF (US Letter) → Ulotka PDF (US Letter) ·
 * Guide PDF → PDF przewodnika · Visible Always / Hidden → Zawsze widoczne / Ukryte (opcje list
 * widoczności telefonu, adresu i Wi-Fi: forma nijaka/mnoga, pasuje do każdego z tych pól) ·
 * Create Invitation → Utwórz zaproszenie · Guide → Przewodnik ·
 * Guest name → Imię i nazwisko gościa · Guest e-mail → Adres e-mail gościa ·
 * Check-in / Check-out → Zameldowanie / Wymeldowanie · Access from / Access to → Dostęp od /
 * Dostęp do · Send the invitation e-mail now → Wyślij teraz e-mail z zaproszeniem ·
 * View → Wyświetl · Personal link → Osobisty link · Revoke → Unieważnij ·
 * Hours before check-in → Godziny przed zameldowaniem · Hours after check-out → Godziny po
 * wymeldowaniu · Subject → Temat wiadomości · Message → Treść wiadomości · Add Map → Dodaj mapę ·
 * Map Title → Tytuł mapy · Create Map → Utwórz mapę · Add Pin → Dodaj pinezkę · Pins → Pinezki ·
 * Latitude / Longitude → Szerokość geograficzna / Długość geograficzna · Name / Category /
 * Description → Nazwa / Kategoria / Opis · Set Active Map For This Guide → Ustaw aktywną mapę dla
 * tego przewodnika (messages) · Disable Map → Wyłącz mapę (messages) ·
 * All-Time Views → Wyświetlenia od początku · Views Today → Wyświetlenia dzisiaj ·
 * Views Yesterday → Wyświetlenia wczoraj · Invites Created → Utworzone zaproszenia ·
 * Total Views → Wyświetlenia łącznie · Export / Import / Duplicate (panels) → Eksport / Import /
 * Duplikowanie · Export Guide → Eksportuj przewodnik · Import Guide → Importuj przewodnik ·
 * Duplicate Guide → Duplikuj przewodnik.
 * (Przewodnik dla gości: słowa z guest.ts – Offline, Ostatnia aktualizacja, Start, Informacje, Mapa,
 * Pomoc, Szukaj w przewodniku, Otwórz w mapach, Instrukcja domu.)
 *
 * Dziesięć standardowych kategorii i przykłady ze zrzutów ekranu (Seaside Cottage, Arrival
 * Information…) to treści: w tekstach alternatywnych zrzutów są podane tak, jak widać je na ekranie
 * (po angielsku).
 */
import type { CompleteHelpCatalog } from '../../src/help.ts';

export default {
  notTranslated: 'Ten artykuł nie został jeszcze przetłumaczony na Twój język, dlatego jest wyświetlany po angielsku.',
  'section.build': 'Tworzenie przewodnika',
  'section.share': 'Udostępnianie gościom',
  'section.insight': 'Goście i statystyki',

  'getting-started.title': 'Pierwsze kroki: Twój pierwszy przewodnik',
  'getting-started.summary': 'Utwórz przewodnik dla swojego obiektu, a potem uzupełniaj go karta po karcie.',
  'getting-started.keywords':
    'nowy przewodnik, utwórz, tworzenie, dodaj, zacznij, start, początek, pierwsze kroki, konfiguracja, ustawienia, obiekt, apartament, mieszkanie, dom, nieruchomość, noclegi, powitanie, strefa czasowa',
  'getting-started.b0.text':
    'Przewodnik to wszystko, czego gość potrzebuje w jednym obiekcie: jak wejść do środka, Wi-Fi, zasady domu, miejsca w pobliżu. Goście otwierają go na telefonie z linku lub kodu QR; nigdy nie potrzebują konta.',
  'getting-started.b1.i0':
    'Otwórz sekcję **Przewodniki cyfrowe** na pasku bocznym i kliknij **Dodaj przewodnik** (ten sam przycisk jest na pulpicie).',
  'getting-started.b1.i1':
    'Nadaj przewodnikowi **Tytuł** (do 60 znaków) i uzupełnij adres oraz pola **Kod pocztowy**, **Kraj** i **Strefa czasowa**. Godziny w zaproszeniach i statystykach są podawane w tej strefie czasowej.',
  'getting-started.b1.i2':
    'Pozostaw zaznaczoną opcję **Zacznij od dziesięciu standardowych kategorii**, aby zacząć od typowych sekcji: przygotowanie do podróży, informacje o przyjeździe, Wi-Fi i internet i inne. Każda zawiera tematy startowe zapisane jako wersje robocze: uzupełnij fragmenty [w nawiasach kwadratowych], a potem je opublikuj. Zmień nazwę lub usuń wszystko, czego nie potrzebujesz.',
  'getting-started.b1.i3':
    'Kliknij **Utwórz przewodnik**. Przewodnik pojawi się w sekcji **Twoje przewodniki**; kliknij jego przycisk „Edytuj”, aby go otworzyć.',
  'getting-started.b2.text':
    'Przewodnik otwiera się na siedmiu kartach: **Szczegóły** (dane kontaktowe, adres, tekst powitalny i branding), **Treść** (kategorie i tematy), **Mapa**, **Kalendarz** (kalendarze platform rezerwacyjnych, import pobytów z pliku CSV i adres kalendarza dla innych aplikacji), **Szybkie udostępnianie** (link, kod QR, ulotka i PDF), **Dane** (eksport, import, duplikowanie) i **Statystyki**.',
  'getting-started.b3.alt':
    'Ekran edycji przewodnika zatytułowany „Edycja przewodnika: Seaside Cottage” z kartami Szczegóły, Treść, Mapa, Szybkie udostępnianie, Dane i Statystyki oraz formularzem szczegółów poniżej.',
  'getting-started.b3.caption': 'Każdy przewodnik ma te same karty.',
  'getting-started.b4.text':
    'Napisz **Tekst powitalny** na karcie „Szczegóły”: goście czytają go jako pierwszy na ekranie Start przewodnika.',
  'getting-started.b5.text':
    '**Działania zbiorcze**: zaznacz przewodniki na liście albo użyj **Zaznacz wszystkie pasujące przewodniki**, aby objąć wszystkie, które znajdują wyszukiwanie i tag, a potem wybierz w **Działania zbiorcze**: dodaj lub usuń tag, zastosuj identyfikację wizualną obszaru roboczego, duplikuj lub usuń. Każde działanie zmienia wszystkie wybrane przewodniki albo żaden, jeśli któregoś nie da się zmienić; przed usunięciem wpisujesz liczbę przewodników.',
  'getting-started.b6.text':
    'Ogranicz członka zespołu tagami: w **Nadaj dostęp użytkownikom** wyłącz **Wszystkie przewodniki** i wpisz tag, np. Lizbona. Członek pracuje nad każdym przewodnikiem z tym tagiem, także oznaczonym później, i przestaje widzieć przewodnik, gdy tag zostanie usunięty.',
  'getting-started.action': 'Dodaj przewodnik',

  'writing-topics.title': 'Tworzenie kategorii i tematów',
  'writing-topics.summary': 'Podziel przewodnik na kategorie i napisz temat o każdej sprawie, o którą pytają goście.',
  'writing-topics.keywords':
    'treść, strona, artykuł, wpis, tekst, edytor, wersja robocza, szkic, publikacja, opublikuj, kolejność, zmiana kolejności, przeciągnij, sortowanie, ikona, kategoria, temat, dział',
  'writing-topics.b0.text':
    'Na karcie **Treść** przewodnik jest listą kategorii (na przykład Informacje o przyjeździe), a każda z nich zawiera tematy (na przykład Odbiór kluczy). Goście widzą kategorie jako kafelki na ekranie Informacje przewodnika.',
  'writing-topics.b1.i0': 'Kliknij **Dodaj kategorię**, wpisz **Tytuł**, wybierz ikonę i kliknij **Zapisz kategorię**.',
  'writing-topics.b1.i1': 'Otwórz kategorię i kliknij **Dodaj temat**.',
  'writing-topics.b1.i2':
    'Nadaj tematowi **Tytuł**, kliknij **Wybierz obraz**, aby wskazać **Obraz wyróżniający tematu** (każdy temat musi go mieć), i napisz **Treść tematu**: możesz w niej używać nagłówków, list, linków, zdjęć i filmów.',
  'writing-topics.b1.i3':
    'Gdy temat jest gotowy, ustaw **Status tematu** na „Opublikowany” albo pozostaw go jako wersję roboczą, a następnie kliknij **Utwórz**.',
  'writing-topics.b2.alt':
    'Karta Treść: otwarta kategoria Arrival Information z tematami Getting the keys i Parking oznaczonymi jako Opublikowany oraz tematem Late arrival oznaczonym jako Wersja robocza, a także przycisk Dodaj temat.',
  'writing-topics.b2.caption': 'Wersje robocze widzisz Ty, goście ich nie widzą.',
  'writing-topics.b3.i0':
    'Goście widzą wyłącznie tematy ze statusem **Opublikowany**; wersja robocza nigdy nie trafia na ich telefon ani do PDF przewodnika.',
  'writing-topics.b3.i1':
    'Zmieniaj kolejność strzałkami w górę i w dół albo przeciągnij kategorię lub temat za uchwyt. Goście widzą tę samą kolejność.',
  'writing-topics.b3.i2': 'Ołówek służy do edycji, kosz do usuwania (po potwierdzeniu).',
  'writing-topics.b4.alt':
    'Formularz Edytuj temat z tytułem, obrazem wyróżniającym przedstawiającym skrzynkę na klucze, edytorem tekstu sformatowanego z treścią tematu i listą Status tematu.',

  // shared-topics
  'shared-topics.title': 'Udostępnione tematy i wartości obiektu: napisz raz, wypełnij dla każdego obiektu',
  'shared-topics.summary':
    'Trzymaj zasady domu, kroki wymeldowania i lokalne wskazówki w jednym miejscu, pokazywane w wielu przewodnikach z danymi każdego obiektu.',
  'shared-topics.keywords':
    'udostępniona treść, biblioteka, ponowne użycie, ten sam tekst, wiele obiektów, portfel, symbol zastępczy, zmienna, wartości obiektu, dzień wywozu śmieci, parking, odłącz, własna kopia, usuń',
  'shared-topics.action': 'Otwórz Udostępnione tematy',
  'shared-topics.b0.text':
    'Gdy kilka przewodników potrzebuje tego samego tekstu, na przykład zasad domu, kroków wymeldowania lub lokalnych wskazówek, napisz go raz jako udostępniony temat. Otwórz **Udostępnione tematy** na pasku bocznym i kliknij **Nowy udostępniony temat**: ma pola każdego tematu (**Tytuł**, **Obraz wyróżniający tematu**, **Treść tematu**, **Status tematu**, **Kto może go zobaczyć**). Lista pokazuje, gdzie umieszczono każdy udostępniony temat i w których przewodnikach brakuje wartości, której używa; przycisk języka pozwala go przetłumaczyć, a każdy przewodnik pokazuje to tłumaczenie.',
  'shared-topics.b1.i0': 'Otwórz kartę **Treść** przewodnika i rozwiń kategorię.',
  'shared-topics.b1.i1':
    'Kliknij **Dodaj udostępniony temat**, wybierz jeden i kliknij **Dodaj**. Pojawi się na końcu kategorii z plakietką **Udostępniony**.',
  'shared-topics.b1.i2':
    'Edytuj go w **Udostępnionych tematach**: zmiana od razu pojawia się w każdym przewodniku, który go ma.',
  'shared-topics.b1.i3':
    '**Usuń z przewodnika** usuwa go tylko z tego przewodnika; zostaje w Twoich udostępnionych tematach i w innych przewodnikach.',
  'shared-topics.b2.text':
    'Wartości obiektu wypełniają udostępniony temat danymi każdego obiektu. Wpisz w udostępnionym temacie kod taki jak {{bin_day}}; następnie na karcie **Szczegóły** każdego przewodnika, w sekcji **Wartości obiektu**, kliknij **Dodaj wartość**, nazwij ją bin_day, wpisz „wtorek” („piątek” w innym przewodniku) i kliknij **Zapisz wartości**. Goście, wyszukiwarka przewodnika, Instrukcja domu i ulotka odczytują własną wartość każdego przewodnika.',
  'shared-topics.b3.i0':
    'Nazwa składa się z małych liter, cyfr i _ (do 40 znaków); przewodnik ma najwyżej 100 wartości, każda do 2000 znaków.',
  'shared-topics.b3.i1':
    'Jeśli przewodnik ma dodatkowe języki, wybierz jeden w polu **Wartości w języku**, aby wpisać jego własne teksty; tam, gdzie tekst zostanie pusty, goście odczytują wartość języka głównego.',
  'shared-topics.b3.i2':
    'Brakująca wartość wyświetla się gościom jako „—”, nigdy jako nawiasy klamrowe. **Wartości obiektu** wymieniają kody używane przez udostępnione tematy przewodnika, których mu brakuje, a **Udostępnione tematy** — przewodniki, w których jakiejś brakuje.',
  'shared-topics.b3.i3':
    'Własne pola przewodnika wypełniają się tak samo i nie potrzebują wartości: {{wifi_name}}, {{wifi_password}}, {{check_in_time}}, {{check_out_time}}, {{address}}, {{city}} i {{host}}.',
  'shared-topics.b4.text':
    'Aby zmienić udostępniony temat tylko w jednym przewodniku, kliknij przy nim **Odłącz** na karcie Treść: przewodnik dostaje własną kopię, którą edytujesz jak każdy temat i która nie podąża już za udostępnionym. Usunięcie udostępnionego tematu, który pokazują przewodniki, wymaga najpierw potwierdzenia i podaje, ile przewodników go straci.',
  'shared-topics.b5.text':
    'Eksport, import i duplikowanie zachowują udostępnione tematy w obrębie przestrzeni roboczej; przewodnik zaimportowany do innej przestrzeni roboczej dostaje własne kopie.',

  'images.title': 'Obrazy i biblioteka multimediów',
  'images.summary':
    'Prześlij zdjęcia raz i używaj ich wielokrotnie jako obrazów wyróżniających, logo i ilustracji w tematach.',
  'images.keywords':
    'zdjęcie, zdjęcia, fotka, fotografia, obrazek, grafika, prześlij, przesyłanie, przesylanie, wgraj, wgrywanie, dodaj zdjęcie, jpg, jpeg, png, plik, pliki, biblioteka, multimedia, galeria, usuń, logo',
  'images.suggestion': 'zdjęcia',
  'images.b0.text':
    'Wszystkie obrazy, których używasz, znajdują się w sekcji **Biblioteka multimediów**, wspólnej dla wszystkich Twoich przewodników. Prześlij obraz raz i wybieraj go wszędzie, gdzie jest potrzebny.',
  'images.b1.i0': 'Otwórz sekcję **Biblioteka multimediów** na pasku bocznym i kliknij **Prześlij plik**.',
  'images.b1.i1':
    'Przeciągnij zdjęcia na pole upuszczania albo kliknij je, aby wybrać pliki. Akceptowane są obrazy JPG, JPEG i PNG; panel pokazuje postęp przesyłania każdego z nich.',
  'images.b1.i2':
    'Kliknij **Wróć**, aby zobaczyć **Wszystkie pliki**, po dziesięć na stronie, każdy z nazwą, rozmiarem i datą.',
  'images.b2.alt':
    'Biblioteka multimediów z widokiem Wszystkie pliki: karty ze zdjęciem, jego nazwą, rozmiarem i datą oraz przyciskami Pobierz i Usuń.',
  'images.b3.text':
    'Gdy temat lub branding wymaga obrazu, otwiera się okno **Zarządzaj obrazami**: wybierz obraz w zakładce **Wybierz z biblioteki** albo dodaj nowy w zakładce **Prześlij nowy plik**, a następnie kliknij **Zapisz**.',
  'images.b4.text':
    'Obrazu, który jest obrazem wyróżniającym tematu, logo przewodnika lub ilustracją w treści tematu, nie można usunąć: komunikat wskazuje, gdzie jest używany, więc możesz najpierw wybrać tam inny obraz.',
  'images.action': 'Otwórz bibliotekę multimediów',

  'branding.title': 'Branding przewodnika: logo, czcionka i kolor',
  'branding.summary': 'Nadaj przewodnikowi dla gości, ulotce i PDF swoje logo, czcionkę i kolor.',
  'branding.keywords':
    'logo, logotyp, kolor, barwa, czcionka, font, krój pisma, styl, wygląd, design, motyw, szata graficzna, personalizacja, marka, branding',
  'branding.b0.text': 'Otwórz kartę **Szczegóły** przewodnika i przewiń do sekcji **Branding przewodnika**.',
  'branding.b1.i0': 'Kliknij **Wybierz logo** i wybierz obraz ze swojej biblioteki.',
  'branding.b1.i1': 'W polu **Czcionka** wybierz PT Sans (domyślna), Roboto, Montserrat, Lato lub Open Sans.',
  'branding.b1.i2':
    'W polu **Kolor** wybierz kolor (domyślnie pomarańczowy, #ed8438). Wiersz podglądu pokazuje czcionkę i kolor razem.',
  'branding.b1.i3': 'Kliknij **Zapisz branding**.',
  'branding.b2.alt':
    'Panel Branding przewodnika z pustym kwadratem na logo, przyciskiem Wybierz logo, listą Czcionka ustawioną na PT Sans, polem Kolor z wartością #ed8438, wierszem podglądu i przyciskiem Zapisz branding.',
  'branding.b3.text':
    'Goście widzą ten kolor w nagłówku przewodnika, a ulotka pokazuje Twoje logo i kolor obok kodu QR.',

  'share-link.title': 'Udostępnianie przewodnika przez link',
  'share-link.summary':
    'Skopiuj link dla gości, otwórz przewodnik tak, jak widzą go goście, i w razie potrzeby wymień link.',
  'share-link.keywords':
    'url, adres, wyślij, wysyłanie, skopiuj, kopiuj, link, odnośnik, whatsapp, airbnb, booking, wiadomość, podgląd, wygeneruj, nowy link, udostępnij, udostępnianie, link udostępniania',
  'share-link.b0.text':
    'Każdy przewodnik ma jeden link udostępniania. Każdy, kto ma ten link, może otworzyć przewodnik na dowolnym telefonie lub komputerze – bez aplikacji i bez logowania. Wyświetlane są tylko opublikowane tematy i dane oznaczone jako „Zawsze widoczne”.',
  'share-link.b1.i0': 'Otwórz przewodnik i wybierz kartę **Szybkie udostępnianie**.',
  'share-link.b1.i1': 'Kliknij **Kopiuj link** i wklej go do wiadomości o rezerwacji, e-maila lub ogłoszenia.',
  'share-link.b1.i2': 'Kliknij **Otwórz podgląd**, aby zobaczyć przewodnik dokładnie tak, jak zobaczą go goście.',
  'share-link.b2.alt':
    'Panel Link udostępniania na karcie Szybkie udostępnianie: pole Link dla gości oraz przyciski Kopiuj link, Wygeneruj link ponownie i Otwórz podgląd.',
  'share-link.b3.text':
    '**Wygeneruj link ponownie** tworzy nowy link i natychmiast wyłącza stary, a razem z nim stary kod QR. Użyj tej opcji, gdy link trafił do osób, które nie powinny go mieć; potem udostępnij nowy link i wydrukuj nowy kod QR lub nową ulotkę.',
  'share-link.b4.text':
    'Chcesz, aby gość widział też Twój ukryty numer telefonu lub adres? Wyślij mu zamiast tego osobisty link z zaproszeniem (zobacz „Zaproszenia i ukryte informacje”).',

  'qr-code-and-flyer.title': 'Kod QR, drukowana ulotka i PDF przewodnika',
  'qr-code-and-flyer.summary':
    'Pobierz kod QR jako PNG lub SVG, wydrukuj ulotkę w formacie A4 lub US Letter albo zapisz cały przewodnik jako PDF.',
  'qr-code-and-flyer.keywords':
    'qr, kod qr, qrcode, skanuj, zeskanuj, skanowanie, drukuj, wydruk, druk, drukowanie, plakat, ulotka, naklejka, tabliczka, pdf, a4, letter, instrukcja domu, instrukcja, svg, png',
  'qr-code-and-flyer.suggestion': 'QR',
  'qr-code-and-flyer.b0.text':
    'Kod QR w obiekcie pozwala gościom otworzyć przewodnik przez skierowanie na niego aparatu telefonu. Wszystko do druku znajdziesz na karcie **Szybkie udostępnianie** przewodnika.',
  'qr-code-and-flyer.b1.alt':
    'Panel Kod QR z kodem i przyciskami Pobierz PNG i Pobierz SVG, obok panelu Druk i PDF z przyciskami Ulotka PDF (A4), Ulotka PDF (US Letter) i PDF przewodnika.',
  'qr-code-and-flyer.b2.i0':
    '**Pobierz PNG** daje obraz do wklejenia we własnych dokumentach lub wiadomościach; **Pobierz SVG** pozostaje ostry w każdym rozmiarze – dla drukarni i grafików.',
  'qr-code-and-flyer.b2.i1':
    '**Ulotka PDF (A4)** i **Ulotka PDF (US Letter)** tworzą jednostronicową ulotkę gotową do wydruku i oprawienia w ramkę: tytuł przewodnika, Twój branding, duży kod QR, zdanie o tym, jak go zeskanować, i link wypisany w całości.',
  'qr-code-and-flyer.b2.i2':
    '**PDF przewodnika** zawiera wszystkie opublikowane tematy – dla gości, którzy wolą papier. Goście mogą też sami pobrać go jako Instrukcję domu z ekranu Pomoc przewodnika.',
  'qr-code-and-flyer.b3.text':
    'Kod QR otwiera link udostępniania. Po użyciu opcji **Wygeneruj link ponownie** stary kod przestaje działać: pobierz i wydrukuj nowy.',

  'invitations.title': 'Zaproszenia i ukryte informacje',
  'invitations.summary':
    'Daj gościowi osobisty link, który w trakcie pobytu pokazuje też Twoje ukryte kontakty i adres.',
  'invitations.keywords':
    'zaproś, zaproszenie, gość, email, e-mail, mail, osobisty link, link osobisty, prywatny, poufny, tajny, ukryty, kod do drzwi, kod wejściowy, domofon, sejf na klucze, zameldowanie, check-in, dostęp',
  'invitations.suggestion': 'zaproszenie',
  'invitations.b0.text':
    'Na karcie **Szczegóły** przewodnika każdy numer telefonu i adres może mieć ustawienie **Zawsze widoczne** lub **Ukryte**. Ukryte dane nigdy nie są pokazywane przez zwykły link udostępniania, kod QR ani ulotkę. Gość widzi je tylko przez swój osobisty link z zaproszeniem i tylko wtedy, gdy jego dostęp jest otwarty.',
  'invitations.b1.i0':
    'Otwórz na pasku bocznym **Zaproszenia** › **Zaproszenia – start** i kliknij **Utwórz zaproszenie**.',
  'invitations.b1.i1':
    'Wybierz **Przewodnik**, wpisz **Imię i nazwisko gościa** oraz **Adres e-mail gościa**, a potem godziny w polach **Zameldowanie** i **Wymeldowanie**.',
  'invitations.b1.i2':
    'Pola **Dostęp od** i **Dostęp do** wypełniają się same na podstawie Twoich ustawień; jeśli chcesz, zmień je dla tego gościa.',
  'invitations.b1.i3':
    'Pozostaw zaznaczoną opcję **Wyślij teraz e-mail z zaproszeniem**, aby wysłać osobisty link e-mailem, i kliknij **Utwórz zaproszenie**.',
  'invitations.b2.alt':
    'Formularz Utwórz zaproszenie z polami Przewodnik, Imię i nazwisko gościa, Adres e-mail gościa, Zameldowanie, Wymeldowanie, Dostęp od i Dostęp do oraz zaznaczonym polem Wyślij teraz e-mail z zaproszeniem.',
  'invitations.b2.caption': 'Godziny są podane w strefie czasowej przewodnika.',
  'invitations.b3.i0':
    'Zanim dostęp się otworzy, gość widzi zwykły przewodnik i informację, kiedy jego dostęp się otworzy; po zamknięciu dostępu – znowu zwykły przewodnik.',
  'invitations.b3.i1':
    'Kliknij **Wyświetl** przy zaproszeniu, aby skopiować jego **Osobisty link**, wysłać je ponownie (**Wyślij ponownie**) lub unieważnić (**Unieważnij**). Unieważniony link nie pokazuje już ukrytych informacji.',
  'invitations.b3.i2':
    'W sekcji **Zaproszenia** › **Ustawienia** ustawisz domyślny przedział dostępu: **Godziny przed zameldowaniem** (na początek 24) i **Godziny po wymeldowaniu** (12).',
  'invitations.b3.i3':
    'W sekcji **Zaproszenia** › **Szablon** ustawisz **Temat wiadomości** i **Treść wiadomości** e-maila, z symbolami zastępczymi takimi jak {{guest_name}} i {{check_in}}. Treść wiadomości musi zawierać {{link}}.',
  'invitations.action': 'Otwórz Zaproszenia – start',

  'offline.title': 'Jak goście korzystają z przewodnika offline',
  'offline.summary': 'Po jednej wizycie z połączeniem przewodnik otwiera się na telefonie gościa nawet bez zasięgu.',
  'offline.keywords':
    'brak internetu, bez internetu, brak zasięgu, bez zasięgu, bez sieci, offline, tryb samolotowy, roaming, dane komórkowe, transfer danych, telefon, komórka, smartfon, pamięć podręczna, cache, aplikacja',
  'offline.suggestion': 'offline',
  'offline.b0.text':
    'Domki na wsi i zagraniczne karty SIM często oznaczają brak zasięgu przy drzwiach. Przewodnik dla gości jest na to przygotowany: gdy gość po raz pierwszy otworzy Twój link z połączeniem, jego telefon zachowa przewodnik, jego zdjęcia i samą aplikację.',
  'offline.b1.i0': 'Od tej pory link otwiera się zupełnie bez połączenia, a obok tytułu widać plakietkę **Offline**.',
  'offline.b1.i1':
    'Wyszukiwanie w przewodniku, kafelki Informacje, tematy, kontakty i lista miejsc na ekranie Mapa działają offline.',
  'offline.b1.i2':
    'Gdy telefon znów jest online, pobiera Twoje najnowsze zmiany; wiersz **Ostatnia aktualizacja** w nagłówku pokazuje datę kopii, którą czyta gość.',
  'offline.b1.i3':
    'Jeśli wygenerujesz link ponownie, telefony usuną zapisaną kopię starego linku, gdy następnym razem będą online.',
  'offline.b2.alt':
    'Przewodnik dla gości na telefonie: pomarańczowy nagłówek z tytułem Seaside Cottage i datą ostatniej aktualizacji, pole Szukaj w przewodniku, tekst powitalny, szybkie akcje oraz przyciski Start, Informacje, Mapa i Pomoc na dole.',
  'offline.b2.caption': 'Tak goście widzą przewodnik na telefonie.',
  'offline.b3.text':
    'Poproś gości, aby otworzyli link raz przed podróżą, na przykład w potwierdzeniu rezerwacji. Podkład mapy wymaga połączenia; lista pinezek i ich linki – nie.',

  'maps.title': 'Mapy i pinezki',
  'maps.summary': 'Zaznacz pinezkami plażę, piekarnię i przystanek autobusowy, a potem pokaż mapę w przewodniku.',
  'maps.keywords':
    'mapa, mapy, pinezka, pinezki, znacznik, punkt, lokalizacja, miejsce, w pobliżu, okolica, atrakcje, restauracja, sklep, szerokość, długość, współrzędne, dojazd, trasa, wskazówki dojazdu',
  'maps.suggestion': 'mapa',
  'maps.b0.text':
    'Mapy należą do Twojego konta, więc jedna mapa Twojej miejscowości może służyć kilku przewodnikom. Każdy przewodnik pokazuje najwyżej jedną mapę.',
  'maps.b1.i0':
    'Otwórz kartę **Mapa** przewodnika i kliknij **Dodaj mapę**. Wpisz **Tytuł mapy** i kliknij **Utwórz mapę**: otworzy się edytor mapy.',
  'maps.b1.i1':
    'Kliknij na mapie, aby umieścić tam pinezkę, albo kliknij **Dodaj pinezkę** i wpisz jej współrzędne w polach **Szerokość geograficzna** i **Długość geograficzna**.',
  'maps.b1.i2':
    'Dla każdej pinezki wypełnij pole **Nazwa** oraz, jeśli chcesz, pola **Kategoria** i **Opis**, a następnie kliknij **Zapisz**. Mapa może zawierać do 500 pinezek.',
  'maps.b1.i3':
    'Po powrocie na kartę **Mapa** wybierz mapę w polu **Ustaw aktywną mapę dla tego przewodnika** i kliknij **Zapisz**. **Wyłącz mapę** z powrotem ukrywa mapę przed gośćmi.',
  'maps.b2.alt':
    'Edytor mapy: mapa z trzema ponumerowanymi pinezkami, a pod nią tabela Pinezki z miejscami Harbour Lights, Gyllyngvase Beach i Pendennis Castle oraz ich kategorią, opisem, szerokością i długością geograficzną.',
  'maps.b3.text':
    'Goście znajdą pinezki na ekranie **Mapa** przewodnika jako listę miejsc w pobliżu, każde z linkiem „Otwórz w mapach”, który wyznacza trasę.',

  'analytics.title': 'Statystyki: co czytają goście',
  'analytics.summary':
    'Sprawdź, jak często otwierany jest Twój przewodnik i każdy temat – dzisiaj i w ciągu ostatnich 30 dni.',
  'analytics.keywords':
    'statystyki, statystyka, analityka, wyświetlenia, odsłony, wizyty, odwiedziny, ruch, liczba odwiedzin, wykres, raport, liczby, popularne, popularność, najczęściej czytane',
  'analytics.b0.text':
    'Otwórz kartę **Statystyki** przewodnika, aby zobaczyć wskaźniki **Wyświetlenia od początku**, **Wyświetlenia dzisiaj**, **Wyświetlenia wczoraj** i **Utworzone zaproszenia**, wykres wyświetleń z ostatnich 30 dni, a dla każdej kategorii tabelę jej tematów z kolumnami **Wyświetlenia łącznie** i **Wyświetlenia dzisiaj**.',
  'analytics.b1.alt':
    'Karta Statystyki ze wskaźnikami Wyświetlenia od początku, Wyświetlenia dzisiaj, Wyświetlenia wczoraj i Utworzone zaproszenia oraz wykresem wyświetleń z ostatnich 30 dni.',
  'analytics.b2.i0':
    'Wyświetlenie przewodnika jest liczone za każdym razem, gdy gość otwiera przewodnik; wyświetlenie tematu – za każdym razem, gdy otwiera ten temat.',
  'analytics.b2.i1': 'Dni są liczone według strefy czasowej przewodnika.',
  'analytics.b2.i2': 'Twoje własne podglądy („Otwórz podgląd”) nie są liczone, podobnie jak czytanie offline.',
  'analytics.b2.i3': 'O gościu nic nie jest zapisywane: żadnych imion, plików cookie ani śledzenia.',
  'analytics.b2.i4': '**Pulpit** sumuje wyświetlenia wszystkich Twoich przewodników.',
  'analytics.b3.text':
    'Temat z dużą liczbą wyświetleń może być pytaniem, na które Twoje ogłoszenie powinno odpowiedzieć przed przyjazdem; temat bez wyświetleń może potrzebować jaśniejszego tytułu.',

  'export-import.title': 'Eksport, import i duplikowanie przewodnika',
  'export-import.summary':
    'Zachowaj kopię zapasową przewodnika, przywróć ją jako nowy przewodnik lub skopiuj przewodnik dla innego obiektu.',
  'export-import.keywords':
    'kopia zapasowa, backup, kopia, kopiuj, klonuj, duplikat, szablon, pobierz, przywróć, przywracanie, json, przenieś, przeniesienie, transfer, dane, eksportuj, importuj',
  'export-import.b0.text':
    'Otwórz kartę **Dane** przewodnika. Nic na tej karcie nie zmienia przewodnika, w którym jesteś.',
  'export-import.b1.alt':
    'Karta Dane z trzema panelami: Eksport z przyciskiem Eksportuj przewodnik, Import z przyciskiem Importuj przewodnik i Duplikowanie z przyciskiem Duplikuj przewodnik.',
  'export-import.b2.i0':
    '**Eksportuj przewodnik** pobiera jeden plik .guide.json z przewodnikiem, jego kategoriami, tematami i obrazami. Zachowaj go jako kopię zapasową.',
  'export-import.b2.i1':
    '**Importuj przewodnik** tworzy nowy przewodnik z takiego pliku – na tym lub innym koncie – i go otwiera. Jego obrazy zostają dodane do Twojej biblioteki multimediów. Akceptowane są pliki do 64 MB.',
  'export-import.b2.i2':
    '**Duplikuj przewodnik** tworzy kopię ze wszystkimi kategoriami i tematami, z dopiskiem „(kopia)” w tytule, i ją otwiera. Kopia korzysta z tych samych obrazów z biblioteki i dostaje własny link udostępniania.',
  'export-import.b3.text':
    'Prowadzisz kilka podobnych obiektów? Dokończ jeden przewodnik, zduplikuj go i zmień tylko to, co się różni.',
  // calendar-feeds and import-stays
  'calendar-feeds.title': 'Połącz kalendarze Airbnb, Vrbo i Booking.com',
  'calendar-feeds.summary':
    'Każda rezerwacja z kalendarza platformy staje się pobytem z własnym linkiem osobistym, który podąża za rezerwacją, gdy się zmienia lub zostaje anulowana.',
  'calendar-feeds.keywords':
    'ical, ics, synchronizacja kalendarza, kalendarz, feed, airbnb, vrbo, booking.com, rezerwacja, pobyt, anulowana, import, automatycznie, eksport, subskrypcja, sprzątanie, kalendarz google, outlook, synchronizuj teraz',
  'calendar-feeds.b0.text':
    'Każda platforma rezerwacyjna publikuje kalendarz każdej oferty pod prywatnym adresem eksportu (iCal, kończącym się na .ics). Dodaj ten adres do przewodnika, a Guidebook go odczyta: każda rezerwacja staje się pobytem, zaproszeniem z własnym linkiem osobistym, datami gościa i tym, co platforma podaje o gościu. Na karcie **Kalendarz** przewodnika, w sekcji **Dodaj kalendarz**, wklej adres w polu **Adres kalendarza**, nadaj mu **Etykietę**, jeśli chcesz (na przykład Airbnb), zaznacz **Każde wydarzenie jest pobytem**, jeśli każde wydarzenie tego kalendarza jest rezerwacją, i naciśnij **Dodaj kalendarz**. Tam każdy kalendarz jest widoczny ze swoim stanem i liczbami, przyciskiem **Synchronizuj teraz** i przyciskiem usuwania. Klient API robi to samo wywołaniami calendar_feeds z dokumentacji API.',
  'calendar-feeds.b1.i0':
    'Airbnb: w kalendarzu oferty otwórz Dostępność › Połącz kalendarze i skopiuj adres w sekcji Eksportuj kalendarz. Każde wydarzenie „Reserved” staje się pobytem, z kodem rezerwacji i 4 ostatnimi cyframi telefonu gościa. „Airbnb (Not available)” to zablokowane przez ciebie dni, nie pobyt.',
  'calendar-feeds.b1.i1':
    'Vrbo: otwórz Kalendarz › Import/Eksport i skopiuj adres eksportu. Każde wydarzenie „Reserved - Imię” staje się pobytem na nazwisko tego gościa; „Blocked” to zablokowane dni.',
  'calendar-feeds.b1.i2':
    'Booking.com: otwórz Ceny i dostępność › Synchronizuj kalendarze i skopiuj adres eksportu. Każde wydarzenie („CLOSED - Not available”) staje się pobytem, bo eksport nie zawiera nic innego: nie ma w nim imienia gościa.',
  'calendar-feeds.b1.i3':
    'Każdy inny kalendarz: każde wydarzenie jest pobytem, z wyjątkiem wydarzeń o tytule Blocked lub Not available. Gdy zaznaczysz **Każde wydarzenie jest pobytem**, każde wydarzenie kalendarza, bez względu na tytuł, jest pobytem.',
  'calendar-feeds.b2.text':
    'Kalendarz jest odczytywany zaraz po dodaniu lub zmianie adresu, a potem co 15 minut (CALENDAR_SYNC_MINUTES na serwerze może ustawić inny odstęp). **Synchronizuj teraz**, obok każdego kalendarza na karcie Kalendarz, odczytuje go od razu i pokazuje wynik. Zameldowanie z rezerwacji to dzień przyjazdu o godzinie z pola **Godzina zameldowania** przewodnika, a wymeldowanie to dzień wyjazdu o godzinie z pola **Godzina wymeldowania**, w strefie z pola **Strefa czasowa** przewodnika (15:00 i 11:00, gdy ich nie ustawiono).',
  'calendar-feeds.b3.i0':
    'Na karcie Kalendarz każdy kalendarz pokazuje, kiedy był ostatnio odczytany (**Jeszcze nie odczytano** przed pierwszym odczytem), ile pobytów ten odczyt utworzył, zmienił i anulował, oraz swój stan: **Odczytano bez problemów** albo zdanie mówiące, co poszło nie tak.',
  'calendar-feeds.b3.i1':
    '„Adres odpowiedział 404 Not Found” (lub inną odpowiedzią): platforma nie zna już tego adresu, często dlatego, że adres eksportu został odnowiony. Skopiuj nowy.',
  'calendar-feeds.b3.i2':
    '„To nie jest plik kalendarza”: adres otwiera stronę internetową, a nie kalendarz. Skopiuj sam adres eksportu, a nie adres oferty ani strony kalendarza.',
  'calendar-feeds.b3.i3':
    '„Nie udało się połączyć z kalendarzem w ciągu 10 s”: platforma nie odpowiedziała na czas. Kolejny odczyt spróbuje ponownie.',
  'calendar-feeds.b3.i4':
    '„Ten adres nie jest osiągalny z internetu”: adres prowadzi do sieci prywatnej lub lokalnej, której Guidebook nigdy nie odczytuje.',
  'calendar-feeds.b3.i5':
    '„Pominięto 2 wydarzenia: brak UID” i podobne: niektórych wydarzeń nie da się użyć (bez UID, bez daty początku, z końcem przed początkiem, powtarzające się). Pozostałe są odczytywane normalnie.',
  'calendar-feeds.b4.i0':
    'Rezerwacja, której daty się zmieniają, przesuwa swój pobyt wraz z okresem dostępu i chwilą, od której widać kod do drzwi.',
  'calendar-feeds.b4.i1':
    'Rezerwacja, która znika z kalendarza (anulowana), anuluje swój pobyt, jeśli jeszcze się nie zaczął: pobyt ma stan Anulowany, a jego link osobisty zostaje zamknięty. Gdy rezerwacja wróci, pobyt zostaje ponownie otwarty.',
  'calendar-feeds.b4.i2':
    'Kalendarz nigdy nie zmienia pobytu, którego zameldowanie już minęło, a twoje zmiany w pobycie zostają zachowane; za kalendarzem podążają tylko jego daty.',
  'calendar-feeds.b5.text':
    'Kalendarz z błędem nigdy nie usuwa pobytu: gdy adres odpowiada błędem, stroną internetową, pustym lub zbyt dużym plikiem albo czymś, co nie jest kalendarzem, każdy pobyt zostaje bez zmian, a stan mówi dlaczego. Usunięcie kalendarza również zachowuje jego pobyty.',
  'calendar-feeds.b6.text':
    'Ta sama karta przekazuje też pobyty przewodnika innym aplikacjom, do Twojego kalendarza lub kalendarza osoby sprzątającej: w sekcji **Adres kalendarza dla innych aplikacji** naciśnij **Utwórz adres**, potem **Kopiuj adres**, i zasubskrybuj go w Kalendarzu Google, Kalendarzu Apple lub Outlooku.',
  'calendar-feeds.b7.i0':
    'Każdy pobyt to wydarzenie od zameldowania do wymeldowania z imieniem i nazwiskiem gościa, liczbą gości i numerem rezerwacji; nigdy z kodami do drzwi ani adresami e-mail. Anulowanych pobytów w nim nie ma.',
  'calendar-feeds.b7.i1':
    'Adres jest tajny: kto go ma, może go odczytać. **Utwórz nowy adres** go zastępuje, a stary od razu przestaje działać: każdy kalendarz, który go subskrybował, potrzebuje nowego.',
  'import-stays.title': 'Importuj pobyty z pliku CSV',
  'import-stays.summary':
    'Utwórz naraz wiele pobytów jednego przewodnika z arkusza kalkulacyjnego: wszystkie albo żaden.',
  'import-stays.keywords':
    'csv, arkusz, excel, hurtowo, przesyłanie, import, pobyty, rezerwacje, goście, wiersze, kolumny',
  'import-stays.b0.text':
    'Rezerwacje prowadzone w arkuszu stają się pobytami za jednym razem: zapisz go jako plik CSV, otwórz kartę **Kalendarz** przewodnika i w sekcji **Importuj pobyty z pliku CSV** naciśnij **Wybierz plik CSV**. **Pobierz przykładowy plik** daje plik z wierszem nagłówka i dwoma pobytami na początek. Każdy wiersz staje się pobytem z własnym linkiem osobistym. Klient API wysyła plik wywołaniem invitations/import.',
  'import-stays.b1.i0':
    'Pierwszy wiersz to wiersz nagłówka z nazwami kolumn: guest_name, check_in i check_out są wymagane; guest_email, guest_phone, guests, reference, language i door_code mogą zostać pominięte. Kolumny mogą być w dowolnej kolejności.',
  'import-stays.b1.i1':
    'Wartości są rozdzielone przecinkami lub średnikami, tak jak w wierszu nagłówka. Zapisz plik w UTF-8, z BOM lub bez („CSV UTF-8” w arkuszach).',
  'import-stays.b1.i2':
    'Daty zapisuje się jako 2026-12-12, w strefie czasowej przewodnika: zameldowanie dostaje wtedy godzinę z pola **Godzina zameldowania** przewodnika, a wymeldowanie z pola **Godzina wymeldowania**. Wpisz 2026-12-12 16:30, by podać inną godzinę.',
  'import-stays.b1.i3':
    'guests to liczba gości, language to język gościa (en, fr, pt-BR), door_code ma najwyżej 100 znaków i gość widzi go tylko przez link osobisty.',
  'import-stays.b1.i4': 'Plik zawiera najwyżej 2000 pobytów i 5 MB.',
  'import-stays.b2.text': 'Mały przykład, trzy wiersze pliku:',
  'import-stays.b3.i0': 'guest_name,guest_email,check_in,check_out,guests,reference',
  'import-stays.b3.i1': 'Ana Silva,ana@example.com,2026-12-12,2026-12-15,2,HMX42',
  'import-stays.b3.i2': 'Tom Berg,,2026-12-18 18:00,2026-12-20,1,',
  'import-stays.b4.text':
    'Wszystko albo nic: gdy jeden wiersz jest błędny, nic nie zostaje zaimportowane, a odpowiedź podaje jego wiersz i kolumnę, na przykład „Wiersz 7, check_out: Wymeldowanie musi nastąpić po zameldowaniu.” Popraw ten wiersz i wyślij cały plik ponownie. Ponownie wysłany plik nie tworzy drugiego pobytu: wiersz, którego numer rezerwacji należy już do pobytu w przewodniku, aktualizuje ten pobyt (jego daty przesuwają okres dostępu o tyle samo; kolumny z pliku zastępują dane pobytu, pusta komórka czyści wartość, a kolumny, których plik nie ma, pozostają bez zmian). Wiersze bez numeru rezerwacji za każdym razem tworzą nowe pobyty.',
  // door-codes
  'door-codes.title': 'Kody do drzwi: każdy gość widzi je we właściwym czasie',
  'door-codes.summary':
    'Kod do drzwi pobytu pojawia się tylko pod osobistym linkiem gościa, od wybranej przez ciebie godziny do końca jego dostępu.',
  'door-codes.keywords':
    'kod do drzwi, kod, zamek, klawiatura, inteligentny zamek, kod dostępu, sejf na klucze, przyjazd, sekret, kody pól, symbole zastępcze',
  'door-codes.b0.text':
    'Każdy pobyt może mieć własny kod do drzwi (najwyżej 100 znaków). W **Zaproszenia** › **Zaproszenia – start** otwórz pobyt przyciskiem **Wyświetl**, a potem jego kartę **Pobyt**: wypełnij **Kod do drzwi** oraz, dla godziny, od której się pokazuje, **Kod widoczny od**, i naciśnij **Zapisz**. Import CSV podaje go w kolumnie door_code, klient API jako door_code i door_code_from. Kalendarze z platform nie zawierają kodów do drzwi.',
  'door-codes.b1.i0':
    'Gość widzi go na karcie Start swojego osobistego linku: „Kod do drzwi 4711, od pt., 12 gru, 15:00”, w strefie czasowej przewodnika i w języku gościa.',
  'door-codes.b1.i1':
    'Przed tą godziną gość widzi, kiedy kod się pojawi. Gdy pole **Kod widoczny od** jest puste (bez door_code_from), kod pojawia się, gdy otwiera się okno dostępu pobytu.',
  'door-codes.b1.i2':
    'Gdy okno dostępu się kończy, kod znika, także z kopii, którą telefon gościa przechowuje do użytku offline.',
  'door-codes.b1.i3':
    'Nigdy nie pojawia się pod linkiem udostępniania, w jego wyszukiwaniu, w PDF Instrukcji domu, na ulotce, w statystykach ani w logach serwera.',
  'door-codes.b2.text':
    'Wpisz {{door_code}} w temacie (na przykład w Informacjach o przyjeździe), aby podać kod własnymi słowami. Pod osobistym linkiem pobytu staje się on kodem tego pobytu, dopóki jest pokazywany (wcześniej „dostępny od …”); wszędzie indziej widać neutralne słowa, nigdy nawiasy klamrowe. {{guest_first_name}}, {{guest_name}}, {{check_in}}, {{check_out}}, {{guests}}, {{reference}}, {{wifi_name}}, {{wifi_password}}, {{check_in_time}} i {{check_out_time}} działają tak samo.',
  'door-codes.b3.text':
    'Najbezpieczniejszy jest kod zmieniany przy każdej rezerwacji: link poprzedniego gościa przestaje go pokazywać po zakończeniu jego pobytu.',

  // timed-messages
  'timed-messages.title': 'Wysyłaj gościom wiadomości o ustalonej porze',
  'timed-messages.summary':
    'Reguły, które wysyłają każdemu gościowi e-mail we właściwym momencie pobytu, w jego języku, każdą wiadomość dokładnie raz.',
  'timed-messages.keywords':
    'automatyczny e-mail, zaplanowana wiadomość, przypomnienie, powitanie, instrukcje zameldowania, kod do drzwi, prośba o opinię, podziękowanie, reguły',
  'timed-messages.b0.text':
    'Reguła wiadomości zawiera jeden e-mail i określa, kiedy zostanie wysłany; każdy pobyt jej przewodnika (lub wszystkich przewodników) otrzymuje go w tym momencie, z własnymi danymi. Reguły są na pasku bocznym w **Zaproszenia** › **Wiadomości**: tabela je wyświetla, każdą z przełącznikiem **Włączona**, przyciskiem **Edytuj** i przyciskiem usuwania. Naciśnij **Nowa reguła**, nadaj jej nazwę (**Nazwa**), wybierz **Przewodnik** (lub **Wszystkie przewodniki**) i **Kiedy** wiadomość wychodzi, z polami **Dni** i **Godzina wysłania**, napisz e-mail i naciśnij **Zapisz**. Klienci API używają zamiast tego wywołań message_rules.',
  'timed-messages.b1.i0':
    '**Po potwierdzeniu rezerwacji**: od razu po dodaniu pobytu, ręcznie, z pliku CSV lub z kalendarza.',
  'timed-messages.b1.i1':
    '**Dni przed przyjazdem**: liczba dni (od 0 do 60) przed dniem zameldowania, o wybranej godzinie.',
  'timed-messages.b1.i2': '**W dniu przyjazdu**: o wybranej godzinie.',
  'timed-messages.b1.i3':
    '**Dni po wyjeździe**: liczba dni po dniu wymeldowania, o wybranej godzinie, na podziękowanie lub prośbę o opinię.',
  'timed-messages.b2.text':
    'Godziny to czas lokalny przewodnika w jego strefie czasowej (**Strefa czasowa**), także w dni zmiany czasu. Napisz **Temat** i **Wiadomość** w domyślnym języku przewodnika, a jeśli chcesz, także na kartach jego pozostałych języków: każdy gość dostaje język swojego pobytu, gdy reguła go ma, a w przeciwnym razie domyślny. W sekcji **Kody pól** kliknięcie wstawia kod w miejscu kursora; kody takie jak {{guest_first_name}}, {{check_in}} i {{door_code}} są wypełniane przy wysyłce, a **Podgląd** pokazuje e-mail tak, jak przeczyta go następny gość przewodnika (z przykładowymi wartościami, gdy nie ma nadchodzącego pobytu). Osobisty link gościa jest dodawany na końcu, chyba że tekst umieszcza go za pomocą {{link}}. Odpowiedzi trafiają na e-mail właściciela obszaru roboczego. W **Zaproszenia** › **Zaproszenia – start** przycisk **Wyświetl** pobytu otwiera jego kartę **Wiadomości**, z każdą wiadomością i jej stanem (wywołanie invitations/messages API):',
  'timed-messages.b3.i0': 'Zaplanowana: zostanie wysłana o podanej godzinie.',
  'timed-messages.b3.i1':
    'Wysłana: została wysłana, raz. **Wyślij teraz** celowo wysyła ją ponownie (wywołanie invitations/messages/send_now API).',
  'timed-messages.b3.i2':
    'Czeka na adres e-mail gościa: pobyt nie ma jeszcze adresu (kalendarze go nie zawierają). Dodaj go, a wiadomość zostanie wysłana, jeśli gość jeszcze się nie wymeldował.',
  'timed-messages.b3.i3':
    'Pominięta: jej czas minął, zanim dodano pobyt, a gość był już zameldowany. Pobyt dodany późno, ale przed zameldowaniem, otrzymuje wiadomość od razu.',
  'timed-messages.b3.i4':
    'Anulowana: pobyt został anulowany lub odwołany albo reguła została wyłączona lub usunięta. Ponowne włączenie reguły znów planuje jej wiadomości.',
  'timed-messages.b4.text':
    'Przeniesiony pobyt przenosi swoje wiadomości, a zmieniona reguła planuje na nowo każdą wiadomość, której jeszcze nie wysłała. Niezależnie od liczby serwerów z Guidebook, i nawet gdy któryś zatrzyma się w trakcie wysyłki, każdy gość otrzymuje każdą wiadomość raz.',

  // webhooks
  'webhooks.title': 'Powiadamiaj inne narzędzia: webhooki',
  'webhooks.summary':
    'Twój channel manager, usługa inteligentnych zamków lub skrypty od razu dowiadują się w podpisanych żądaniach, gdy dochodzi pobyt, wysłano wiadomość lub zmienił się przewodnik.',
  'webhooks.keywords':
    'integracja, zapier, pms, callback, powiadomienie, zdarzenia, http post, podpis, hmac, standard webhooks, api',
  'webhooks.b0.text':
    'Webhook to adres innej usługi, który Guidebook wywołuje (HTTP POST z JSON) za każdym razem, gdy zajdzie jedno z jego zdarzeń: invitation.created, invitation.updated, invitation.cancelled, request.created, request.answered, feedback.created, message.sent, message.failed, guide.published, calendar_feed.failed. Właściciele i administratorzy konfigurują je w **Moje konto** › **Webhooki** na pasku bocznym (lub po zalogowaniu wywołaniami webhooks w API): nowy endpoint pokazuje swój sekret podpisu (whsec_…) tylko raz, **Wyślij zdarzenie testowe** go wypróbowuje, a **Dostarczenia** wymieniają każdą próbę z przyciskiem **Wyślij ponownie**. Odbiorca odpowiada kodem 2xx w ciągu 10 sekund; 5xx, 408, 429, przekroczenia czasu i odrzucone połączenia są ponawiane około 8 razy w ciągu 24 godzin, a po 50 niepowodzeniach z rzędu webhook zostaje wyłączony i dostajesz e-mail. Każde żądanie ma nagłówki webhook-id, webhook-timestamp i webhook-signature (Standard Webhooks). Sprawdź je, zanim zaufasz treści, w Node lub w Pythonie:',
  'webhooks.b1.i0': 'npm install standardwebhooks',
  'webhooks.b1.i1': 'import { Webhook } from "standardwebhooks"; const wh = new Webhook(process.env.WEBHOOK_SECRET);',
  'webhooks.b1.i2': 'const event = wh.verify(rawBody, req.headers); // throws when the signature or timestamp is wrong',
  'webhooks.b2.i0': 'pip install standardwebhooks',
  'webhooks.b2.i1': 'from standardwebhooks.webhooks import Webhook; wh = Webhook(os.environ["WEBHOOK_SECRET"])',
  'webhooks.b2.i2': 'event = wh.verify(request.get_data(), request.headers)  # raises WebhookVerificationError',
  'webhooks.b3.text':
    'To samo zdarzenie może przyjść dwa razy (po ponowieniu lub ponownym wysłaniu): zapamiętuj obsłużone wartości webhook-id i pomijaj te, które już znasz.',
  'white-label.title': 'White label: Twoja nazwa w e-mailach i wydrukach',
  'white-label.summary': 'Wysyłaj e-maile do gości pod swoją nazwą, dodaj swoją stopkę i ukryj nazwę produktu.',
  'white-label.keywords': 'odsprzedawca, marka, nadawca, od, stopka, podpis, agencja, bez marki, powered by',
  'white-label.b0.text':
    'W **Moje konto** sekcja **White label (dla resellerów)** zawiera to, co goście widzą zamiast produktu. Zmieniać ją mogą tylko właściciel i administratorzy obszaru roboczego.',
  'white-label.b1.i0':
    'Wpisz **Nazwę nadawcy**, np. nazwę swojej firmy. Zaproszenia, wiadomości planowane i odpowiedzi na prośby przychodzą od tej nazwy; odpowiedzi gości trafiają na e-mail właściciela obszaru roboczego.',
  'white-label.b1.i1':
    'Napisz **Stopkę e-maili**: adres, telefon lub stronę internetową. Jest dodawana na końcu każdego e-maila do gości.',
  'white-label.b1.i2':
    'Włącz **Ukryj nazwę produktu**, aby nazwa ani link produktu nie pojawiały się w przewodniku dla gości, na ikonie aplikacji, ulotce, w Instrukcji domu (także w pliku PDF) ani w e-mailach. Bez nazwy nadawcy e-maile przychodzą wtedy od nazwy obszaru roboczego.',
  'white-label.b1.i3': 'Kliknij **Zapisz**. Zmiana działa od razu, także w przewodnikach, które goście już otworzyli.',
  'white-label.b2.text':
    'E-maile nadal wychodzą z adresu tego serwera: zmienia się tylko nazwa widoczna dla gości, dzięki czemu nie trafiają do spamu.',
  'white-label.action': 'Otwórz White Label',

  // own-domain
  'own-domain.title': 'Czytelne linki i własna domena',
  'own-domain.summary':
    'Daj swoim przewodnikom linki, które goście mogą przeczytać, np. przewodnik.twoj-dom.pl/dom-na-plazy, we własnej domenie.',
  'own-domain.keywords':
    'slug, nazwa linku, własna domena, URL, adres, DNS, CNAME, rekord TXT, rekord A, weryfikacja, HTTPS, SSL, certyfikat, subdomena',
  'own-domain.b0.text':
    'Każdy przewodnik ma czytelny link: adres serwera, nazwę linku Twojej przestrzeni roboczej, a potem nazwę linku przewodnika, np. …/villa-rosa/dom-na-plazy. Nazwę przestrzeni roboczej ustawisz w **Moje konto** › **White label (dla resellerów)** w sekcji **Nazwa linku Twojej przestrzeni roboczej**, a nazwę przewodnika w jego zakładce **Szybkie udostępnianie** w polu **Nazwa linku**. Nazwa linku ma od 3 do 60 małych liter, cyfr i łączników, a żadna inna przestrzeń robocza nie może mieć Twojej. Po zmianie stary link prowadzi do nowego jeszcze przez 90 dni; link dla gości z kodem nadal działa.',
  'own-domain.b1.i0':
    'Na tym samym ekranie, w sekcji **Własna domena**, wpisz domenę, która należy do Ciebie, np. przewodnik.twoj-dom.pl, i naciśnij **Zapisz domenę**. Ustawić ją mogą tylko właściciel i administratorzy przestrzeni roboczej.',
  'own-domain.b1.i1':
    'U swojego dostawcy DNS dodaj rekordy wymienione w **Rekordy DNS do dodania** (każdy przycisk **Kopiuj** kopiuje jedną wartość): rekord TXT o nazwie _guidebook-verify.przewodnik.twoj-dom.pl z pokazanym tokenem oraz rekord CNAME wskazujący na ten serwer. Domena bez subdomeny nie może mieć rekordu CNAME: użyj rekordu ALIAS (ANAME) swojego dostawcy albo rekordu A z adresem IP serwera.',
  'own-domain.b1.i2':
    'Naciśnij **Zweryfikuj**. Serwer sprawdza rekord TXT: **Stan** zmienia się na zweryfikowany albo **Ostatnie sprawdzenie** podaje, dlaczego nie (brak rekordu, rekord bez tego tokenu, brak odpowiedzi z DNS). Nowe rekordy mogą pojawiać się od kilku minut do kilku godzin; naciśnij **Zweryfikuj** ponownie później.',
  'own-domain.b1.i3': 'Po weryfikacji **Adres dla gości** pokazuje, gdzie goście otwierają Twoje przewodniki.',
  'own-domain.b2.text':
    'Od tej chwili goście otwierają przewodnik pod adresem przewodnik.twoj-dom.pl/dom-na-plazy: link do udostępniania, kod QR, ulotka, PDF i e-maile mają Twoją domenę. Strona główna domeny wyświetla Twoje opublikowane przewodniki albo otwiera przewodnik, gdy jest tylko jeden. Odpowiadają tam wyłącznie przewodniki Twojej przestrzeni roboczej, nigdy panel administracyjny ani przewodniki innej przestrzeni roboczej. **Usuń domenę** kieruje gości z powrotem na własny adres serwera.',
  'own-domain.b3.text':
    'Aplikacja sama nie tworzy certyfikatów HTTPS: odwrotne proxy przed serwerem (np. Caddy) samo pobiera certyfikat dla każdej zweryfikowanej domeny, gdy osoba zarządzająca serwerem je skonfiguruje. Jeśli Twoja domena pokazuje ostrzeżenie o certyfikacie, powiadom osobę, która zarządza Twoim serwerem.',
  'own-domain.action': 'Otwórz White Label',

  // agencies
  'agencies.title': 'Agencje: osobna przestrzeń robocza dla każdego klienta',
  'agencies.summary':
    'Prowadź przewodniki wielu właścicieli z jednego logowania, każdego klienta w jego własnej przestrzeni roboczej.',
  'agencies.keywords':
    'agencja, klient, właściciel, zarządca najmu, wiele kont, przełączanie, organizacja, firma, przekazanie, przeniesienie, usuwanie przestrzeni roboczej',
  'agencies.b0.text':
    'Przestrzeń robocza ma własne przewodniki, bibliotekę multimediów, identyfikację wizualną, domenę, ustawienia white label, członków i tokeny API; przestrzenie robocze niczego ze sobą nie dzielą. Twoje konto zaczyna od osobistej przestrzeni roboczej i może mieć do 50 przestrzeni roboczych (domyślny limit serwera).',
  'agencies.b1.i0':
    'Naciśnij **Nowa przestrzeń robocza** na górnym pasku (na telefonie w menu użytkownika), wpisz **Nazwa** klienta i naciśnij **Utwórz przestrzeń roboczą**. Jesteś właścicielem nowej przestrzeni roboczej i od razu w niej pracujesz.',
  'agencies.b1.i1':
    'Przełączaj się między przestrzeniami roboczymi listą **Przestrzeń robocza** na górnym pasku. To, co widzisz i zmieniasz, należy do wybranej tam przestrzeni roboczej, a lista **Przewodniki cyfrowe** podaje jej nazwę.',
  'agencies.b1.i2':
    'Zaproś swój zespół lub klienta w **Nadaj dostęp użytkownikom**, tak jak we własnej przestrzeni roboczej. Rola członka obowiązuje tylko w tej przestrzeni roboczej.',
  'agencies.b2.text':
    'Aby przekazać przestrzeń roboczą klientowi, otwórz w niej **Nadaj dostęp użytkownikom**, w sekcji **Przekaż własność** wybierz aktywnego członka jako **Nowy właściciel** i potwierdź. Dostanie on e-mail z linkiem do przyjęcia; gdy przyjmie, przestrzeń robocza należy do niego, a Ty zostajesz w niej jako administrator. Nowe przekazanie zastępuje to, które jeszcze czeka.',
  'agencies.b3.text':
    '**Usuń przestrzeń roboczą** na tej samej stronie usuwa pustą przestrzeń roboczą (bez przewodników i plików w bibliotece) wraz z jej członkami, tokenami API i identyfikacją wizualną; może to zrobić tylko właściciel. Osobistej przestrzeni roboczej nie można przekazać ani usunąć.',
  'agencies.action': 'Otwórz Nadaj dostęp użytkownikom',
  'guest-requests.title': 'Prośby gości: wcześniejsze zameldowanie, późniejsze wymeldowanie i więcej',
  'guest-requests.summary':
    'Goście proszą przez swój osobisty link; Ty zatwierdzasz lub odrzucasz w jednym miejscu, a zatwierdzona godzina przesuwa pobyt.',
  'guest-requests.keywords':
    'prośba, wcześniejsze zameldowanie, późniejsze wymeldowanie, dodatki, zatwierdź, odrzuć, skrzynka, automatyczne zatwierdzanie, cena',
  'guest-requests.b0.text':
    'Goście wysyłają prośby z ekranu głównego osobistego linku swojego pobytu, dopóki jego okres dostępu jest otwarty; przez link publiczny nie można prosić. O co mogą prosić, ustawiasz w **Zaproszenia** › **Prośby**, w sekcji **O co mogą prosić goście**: każdy obszar roboczy zaczyna z rodzajami **Wcześniejsze zameldowanie** i **Późniejsze wymeldowanie**, wyłączonymi. Włącz **Włączone** przy tych, które oferujesz. Przycisk **Dodaj rodzaj prośby** dodaje własne rodzaje (ręczniki, łóżeczko, transfer z lotniska): nazwę i opis w każdym języku Twoich przewodników, cenę jako tekst, np. „20 €” (nic nie jest pobierane), i przewodniki, w których jest dostępny. Obok każdego rodzaju są **Edytuj** i **Usuń**; wysłane już prośby zachowują nazwę swojego rodzaju. Klienci API robią to samo wywołaniami request_types.',
  'guest-requests.b1.i0':
    '**Oczekuje**: prośba czeka na Ciebie. Pozycja **Prośby** na pasku bocznym pokazuje, ile czeka, a o każdej nowej prośbie dostajesz e-mail.',
  'guest-requests.b1.i1':
    '**Zatwierdzona**: wcześniejsze zameldowanie przesuwa zameldowanie na wskazaną godzinę, a okres dostępu i kod do drzwi o tyle samo; późniejsze wymeldowanie przesuwa wymeldowanie i koniec okresu. Wiadomości planowane idą za nowymi godzinami.',
  'guest-requests.b1.i2': '**Odrzucona**: pobyt zostaje bez zmian.',
  'guest-requests.b1.i3': '**Anulowana**: pobyt został anulowany.',
  'guest-requests.b2.text':
    'Otwórz **Zaproszenia** › **Prośby**, jeśli chcesz, napisz odpowiedź i naciśnij **Zatwierdź** lub **Odrzuć**. Gość widzi odpowiedź i Twoją wiadomość w przewodniku i dostaje ją e-mailem, jeśli pobyt ma adres e-mail, w języku pobytu. Przesunięcie, które nakładałoby się na inny pobyt w tym samym przewodniku, jest odrzucane: najpierw zmień tamten pobyt.',
  'guest-requests.b3.text':
    'Gdy włączone jest **Automatyczne zatwierdzanie**, wcześniejsze zameldowanie jest zatwierdzane od razu, gdy tego dnia nie kończy się żaden inny pobyt w przewodniku, a późniejsze wymeldowanie, gdy tego dnia żaden się nie zaczyna. W przeciwnym razie prośba jak zwykle czeka na Ciebie.',
  'guest-feedback.title': 'Opinie gości i linki do recenzji',
  'guest-feedback.summary':
    'Po pobycie goście oceniają go na 1–5 gwiazdek przez swój osobisty link, a zadowoleni goście trafiają na Twoje strony z recenzjami.',
  'guest-feedback.keywords':
    'ocena, gwiazdki, recenzja, komentarz, podziękowanie, recenzja Airbnb, recenzja Google, recenzja Booking.com, zadowolenie, ankieta',
  'guest-feedback.b0.text':
    'Od wymeldowania do 14 dni po nim osobisty link pobytu pokazuje **Dziękujemy i opinie**: gość wybiera od 1 do 5 gwiazdek, może dodać komentarz i naciska **Wyślij opinię**. Przewodnik pokazuje to na **Start** jako **Jak minął pobyt?**, na karcie **Informacje** (w Twojej kategorii **Thank You & Feedback** albo jako osobny kafelek) i tam, dokąd prowadzi {{feedback_link}}. Publiczny link do udostępniania nie ma formularza: opinie przychodzą tylko przez własny link pobytu, więc każda odpowiedź należy do jednego pobytu.',
  'guest-feedback.b1.i0':
    'Jedna odpowiedź na pobyt. Druga odpowiedź w ciągu 24 godzin od pierwszej ją zastępuje (gość naciska **Zmień odpowiedź**); potem zostaje taka, jaka jest.',
  'guest-feedback.b1.i1':
    'Przed wymeldowaniem link mówi, kiedy można wystawić opinię; anulowany lub odwołany pobyt nie przyjmuje opinii.',
  'guest-feedback.b1.i2':
    'Po 4 lub 5 gwiazdkach gość widzi Twoje linki do recenzji: **Oceń na Airbnb**, **Oceń w Google** i **Oceń na Booking.com** – te, które ustawisz.',
  'guest-feedback.b2.text':
    'Otwórz przewodnik i jego kartę **Opinie**: średnia ocena i liczba ocen, a potem każda odpowiedź z gościem, datami pobytu i komentarzem, od najnowszej. W sekcji **Linki do recenzji** wklej adresy swoich stron z recenzjami (zaczynające się od http:// lub https://) i naciśnij **Zapisz linki do recenzji**; puste pole oznacza brak linku. Klienci API korzystają z wywołań feedback/list i guides/review_links, a webhook subskrybujący feedback.created dowiaduje się o każdej odpowiedzi.',
  'guest-feedback.b3.text':
    'Wstaw {{feedback_link}} do reguły wiadomości wysyłanej **Dni po wymeldowaniu** (1 dzień, rano): e-mail otwiera od razu ekran opinii, a zwykły link nie jest wtedy dodawany na końcu.',
} satisfies CompleteHelpCatalog;

/**
 * Die Artikel des Hilfe-Centers auf Deutsch (die Schlüssel von en/help.ts), mit „Sie“, nach
 * GLOSSARY.md (Gästeführer, Gästeansicht, Thema, Mediathek, Beitragsbild, Freigabelink, QR-Code,
 * Flyer, Hausbuch; Tabs Details, Inhalte, Karte, Schnell teilen, Daten, Statistiken). Beschriftungen
 * der App stehen hier **fett**, ohne zusätzliche Anführungszeichen; nicht fett zitierte in „…“.
 *
 * Fett zitierte Beschriftungen, die das Glossar noch nicht festlegt: Die Übersetzung der Admin-App
 * sollte diese Wörter übernehmen (oder diese Datei ihre).
 * Title → Titel · Postal code → Postleitzahl · Country → Land · Timezone → Zeitzone ·
 * Start with the ten standard categories → Mit den zehn Standardkategorien beginnen (messages) ·
 * Create Guide → Gästeführer erstellen · Your Guides → Ihre Gästeführer · Edit → Bearbeiten ·
 * Updating Guide → Gästeführer bearbeiten · Welcome text → Begrüßungstext ·
 * Add Category → Kategorie hinzufügen · Save Category → Kategorie speichern ·
 * Add Topic → Thema hinzufügen · Edit Topic → Thema bearbeiten · Choose image → Bild auswählen ·
 * Topic Featured Image → Beitragsbild des Themas · Topic Content → Inhalt des Themas ·
 * Topic Status → Status des Themas · Published / Draft → Veröffentlicht / Entwurf ·
 * Create → Erstellen · Upload File → Datei hochladen · Go Back → Zurück · All Files → Alle Dateien ·
 * Manage Your Images → Ihre Bilder verwalten · Select from Library → Aus der Mediathek wählen ·
 * Upload New File → Neue Datei hochladen · Guide Branding → Branding des Gästeführers ·
 * Choose logo → Logo auswählen · Font → Schriftart · Colour → Farbe ·
 * Save Branding → Branding speichern · Copy link → Link kopieren ·
 * Open example view → Gästeansicht öffnen · Regenerate link → Link neu erstellen ·
 * Download PNG / SVG → PNG herunterladen / SVG herunterladen · Flyer PDF (A4) → Flyer-PDF (A4) ·
 * Flyer PDF (US Letter) → Flyer-PDF (US Letter) · Guide PDF → Gästeführer-PDF ·
 * Create Invitation → Einladung erstellen · Guide → Gästeführer · Guest name → Name des Gastes ·
 * Guest e-mail → E-Mail des Gastes · Access from / Access to → Zugang ab / Zugang bis ·
 * Send the invitation e-mail now → Einladungs-E-Mail jetzt senden · View → Ansehen ·
 * Personal link → Persönlicher Link · Resend e-mail → E-Mail erneut senden ·
 * Hours before check-in → Stunden vor dem Check-in · Hours after check-out → Stunden nach dem
 * Check-out · Subject → Betreff · Message → Nachricht · Add Map → Karte hinzufügen ·
 * Map Title → Kartentitel · Create Map → Karte erstellen · Add Pin → Pin hinzufügen ·
 * Latitude / Longitude → Breitengrad / Längengrad · Name / Category / Description → Name /
 * Kategorie / Beschreibung · All-Time Views → Aufrufe gesamt · Views Today → Aufrufe heute ·
 * Views Yesterday → Aufrufe gestern · Invites Created → Erstellte Einladungen ·
 * Total Views → Aufrufe insgesamt · Export Guide → Gästeführer exportieren ·
 * Import Guide → Gästeführer importieren · Duplicate Guide → Gästeführer duplizieren.
 * (Gästeansicht: die Wörter von guest.ts, z. B. Offline, Zuletzt aktualisiert, Start, Hilfe.)
 *
 * Die zehn Standardkategorien und die Beispiele der Screenshots (Seaside Cottage, Arrival
 * Information …) sind Inhalte und in den Alternativtexten so genannt, wie die Screenshots sie zeigen.
 */
import type { CompleteHelpCatalog } from '../../src/help.ts';

export default {
  notTranslated: 'Dieser Artikel ist noch nicht ins Deutsche übersetzt und wird daher auf Englisch angezeigt.',
  'section.build': 'Ihren Gästeführer aufbauen',
  'section.share': 'Mit Gästen teilen',
  'section.insight': 'Gäste und Statistiken',

  'getting-started.title': 'Erste Schritte: Ihr erster Gästeführer',
  'getting-started.summary': 'Legen Sie einen Gästeführer für Ihre Unterkunft an und füllen Sie ihn Tab für Tab aus.',
  'getting-started.keywords':
    'neuer Gästeführer, erstellen, anlegen, beginnen, starten, einrichten, Einrichtung, Unterkunft, Ferienwohnung, Objekt, Willkommen, Begrüßung, Zeitzone',
  'getting-started.b0.text':
    'Ein Gästeführer enthält alles, was Gäste für eine Unterkunft brauchen: wie sie hineinkommen, das WLAN, die Hausordnung, Orte in der Nähe. Gäste öffnen ihn über einen Link oder einen QR-Code auf dem Handy; ein Konto brauchen sie nie.',
  'getting-started.b1.i0':
    'Öffnen Sie **Digitale Gästeführer** in der Seitenleiste und klicken Sie auf **Gästeführer hinzufügen** (das Dashboard hat denselben Button).',
  'getting-started.b1.i1':
    'Geben Sie dem Gästeführer einen **Titel** (bis zu 60 Zeichen) und füllen Sie Adresse, **Postleitzahl**, **Land** und **Zeitzone** aus. Zeiten in Einladungen und Statistiken richten sich nach dieser Zeitzone.',
  'getting-started.b1.i2':
    'Lassen Sie **Mit den zehn Standardkategorien beginnen** angehakt, um mit den üblichen Bereichen zu starten: Reisevorbereitung, Informationen zur Anreise, WLAN & Internet und weiteren. Jede Kategorie bringt erste Themen als Entwürfe mit: Füllen Sie die Teile in [eckigen Klammern] aus und veröffentlichen Sie die Themen dann. Benennen Sie um oder löschen Sie, was Sie nicht brauchen.',
  'getting-started.b1.i3':
    'Klicken Sie auf **Gästeführer erstellen**. Ihr Gästeführer erscheint unter **Ihre Gästeführer**; klicken Sie dort auf „Bearbeiten“, um ihn zu öffnen.',
  'getting-started.b2.text':
    'Der Gästeführer hat sieben Tabs: **Details** (Kontaktdaten, Adresse, Begrüßungstext und Branding), **Inhalte** (Kategorien und Themen), **Karte**, **Kalender** (die Kalender der Buchungsplattformen, der CSV-Import von Aufenthalten und die Kalenderadresse für andere Apps), **Schnell teilen** (Link, QR-Code, Flyer und PDF), **Daten** (Export, Import, Duplizieren) und **Statistiken**.',
  'getting-started.b3.alt':
    'Die Bearbeitungsseite des Gästeführers mit dem Titel „Gästeführer bearbeiten: Seaside Cottage“, den Tabs Details, Inhalte, Karte, Schnell teilen, Daten und Statistiken und darunter dem Formular „Details“.',
  'getting-started.b3.caption': 'Jeder Gästeführer hat dieselben Tabs.',
  'getting-started.b4.text':
    'Schreiben Sie den **Begrüßungstext** im Tab „Details“: Er ist das Erste, was Gäste auf der Startseite des Gästeführers lesen.',
  'getting-started.b5.text':
    '**Sammelaktionen**: Haken Sie Gästeführer in der Liste an oder wählen Sie **Alle passenden Gästeführer auswählen** für alle Gästeführer, die Ihre Suche und Ihr Tag finden, und wählen Sie dann unter **Sammelaktionen**: Tag hinzufügen oder entfernen, Branding des Arbeitsbereichs anwenden, duplizieren oder löschen. Jede Aktion ändert alle gewählten Gästeführer oder keinen, wenn sich einer nicht ändern lässt; vor dem Löschen geben Sie die Anzahl der Gästeführer ein.',
  'getting-started.b6.text':
    'Beschränken Sie ein Teammitglied über Tags: Schalten Sie unter **Benutzerzugriff gewähren** **Alle Gästeführer** aus und geben Sie einen Tag wie Lissabon ein. Das Mitglied arbeitet an jedem Gästeführer mit diesem Tag, auch an später getaggten, und sieht einen Gästeführer nicht mehr, sobald der Tag entfernt ist.',
  'getting-started.action': 'Gästeführer hinzufügen',

  'writing-topics.title': 'Kategorien und Themen schreiben',
  'writing-topics.summary':
    'Gliedern Sie den Gästeführer in Kategorien und schreiben Sie zu allem, wonach Gäste fragen, ein Thema.',
  'writing-topics.keywords':
    'Inhalt, Inhalte, Seite, Artikel, Text, Editor, Entwurf, veröffentlichen, Reihenfolge, sortieren, umsortieren, Symbol, Icon',
  'writing-topics.b0.text':
    'Im Tab **Inhalte** besteht ein Gästeführer aus einer Liste von Kategorien (zum Beispiel Informationen zur Anreise), die jeweils Themen enthalten (zum Beispiel Schlüsselübergabe). Gäste sehen die Kategorien als Kacheln im Bereich „Infos“ des Gästeführers.',
  'writing-topics.b1.i0':
    'Klicken Sie auf **Kategorie hinzufügen**, geben Sie einen **Titel** ein, wählen Sie ein Symbol und klicken Sie auf **Kategorie speichern**.',
  'writing-topics.b1.i1': 'Öffnen Sie die Kategorie und klicken Sie auf **Thema hinzufügen**.',
  'writing-topics.b1.i2':
    'Geben Sie dem Thema einen **Titel**, wählen Sie mit **Bild auswählen** sein **Beitragsbild des Themas** (jedes Thema braucht eines) und schreiben Sie den **Inhalt des Themas**: Überschriften, Listen, Links, Bilder und Videos sind möglich.',
  'writing-topics.b1.i3':
    'Setzen Sie den **Status des Themas** auf „Veröffentlicht“, wenn es fertig ist, oder lassen Sie es als Entwurf, und klicken Sie dann auf **Erstellen**.',
  'writing-topics.b2.alt':
    'Der Tab „Inhalte“: Die Kategorie Arrival Information ist geöffnet und zeigt die Themen Getting the keys und Parking, markiert als veröffentlicht, und Late arrival, markiert als Entwurf, sowie den Button „Thema hinzufügen“.',
  'writing-topics.b2.caption': 'Entwürfe bleiben für Sie sichtbar und für Gäste verborgen.',
  'writing-topics.b3.i0':
    'Gäste sehen nur Themen mit dem Status **Veröffentlicht**; ein Entwurf wird nie auf ihr Handy übertragen und nie im PDF des Gästeführers gedruckt.',
  'writing-topics.b3.i1':
    'Ändern Sie die Reihenfolge mit den Pfeilen nach oben und unten oder ziehen Sie eine Kategorie oder ein Thema an seinem Griff. Gäste sehen dieselbe Reihenfolge.',
  'writing-topics.b3.i2': 'Mit dem Stift bearbeiten Sie, mit dem Papierkorb löschen Sie (nach einer Bestätigung).',
  'writing-topics.b4.alt':
    'Das Formular „Thema bearbeiten“ mit einem Titel, dem Beitragsbild eines Schlüsselkastens, dem Editor mit dem Inhalt des Themas und der Auswahl „Status des Themas“.',

  // shared-topics
  'shared-topics.title': 'Geteilte Themen und Objektwerte: einmal schreiben, je Unterkunft füllen',
  'shared-topics.summary':
    'Hausregeln, Check-out-Schritte und Tipps für die Umgebung an einem Ort pflegen und in vielen Gästeführern mit den Angaben jeder Unterkunft zeigen.',
  'shared-topics.keywords':
    'geteilte Inhalte, Bibliothek, wiederverwenden, gleicher Text, viele Unterkünfte, Portfolio, Platzhalter, Variable, Objektwerte, Mülltag, Parkplatz, lösen, eigene Kopie, entfernen',
  'shared-topics.action': 'Geteilte Themen öffnen',
  'shared-topics.b0.text':
    'Brauchen mehrere Gästeführer denselben Text, etwa Hausregeln, Check-out-Schritte oder Tipps für die Umgebung, schreiben Sie ihn einmal als geteiltes Thema. Öffnen Sie **Geteilte Themen** in der Seitenleiste und klicken Sie auf **Neues geteiltes Thema**: Es hat die Felder jedes Themas (**Titel**, **Beitragsbild des Themas**, **Inhalt des Themas**, **Status des Themas**, **Wer es sehen kann**). Die Liste zeigt, wo jedes geteilte Thema platziert ist und welchen Gästeführern ein verwendeter Wert fehlt; mit der Sprach-Schaltfläche übersetzen Sie es, und jeder Gästeführer zeigt diese Übersetzung.',
  'shared-topics.b1.i0': 'Öffnen Sie den Tab **Inhalte** eines Gästeführers und klappen Sie eine Kategorie auf.',
  'shared-topics.b1.i1':
    'Klicken Sie auf **Geteiltes Thema hinzufügen**, wählen Sie eines und klicken Sie auf **Hinzufügen**. Es erscheint am Ende der Kategorie mit dem Abzeichen **Geteilt**.',
  'shared-topics.b1.i2':
    'Bearbeiten Sie es unter **Geteilte Themen**: Die Änderung erscheint sofort in jedem Gästeführer, der es hat.',
  'shared-topics.b1.i3':
    '**Aus dem Gästeführer entfernen** nimmt es nur aus diesem Gästeführer; es bleibt in Ihren geteilten Themen und in den anderen Gästeführern.',
  'shared-topics.b2.text':
    'Objektwerte füllen ein geteiltes Thema mit den Angaben jeder Unterkunft. Schreiben Sie einen Code wie {{bin_day}} in das geteilte Thema; klicken Sie dann im Tab **Details** jedes Gästeführers unter **Objektwerte** auf **Wert hinzufügen**, nennen Sie ihn bin_day, schreiben Sie „Dienstag“ („Freitag“ in einem anderen Gästeführer) und klicken Sie auf **Werte speichern**. Gäste, die Suche des Gästeführers, das Hausbuch und der Flyer lesen den eigenen Wert jedes Gästeführers.',
  'shared-topics.b3.i0':
    'Ein Name besteht aus Kleinbuchstaben, Ziffern und _ (bis zu 40 Zeichen); ein Gästeführer hat höchstens 100 Werte mit je bis zu 2.000 Zeichen.',
  'shared-topics.b3.i1':
    'Hat der Gästeführer weitere Sprachen, wählen Sie eine unter **Werte in**, um ihre eigenen Texte zu schreiben; wo einer leer bleibt, lesen Gäste den Wert der Hauptsprache.',
  'shared-topics.b3.i2':
    'Ein fehlender Wert erscheint für Gäste als „—“, nie als geschweifte Klammern. **Objektwerte** listet die Codes, die die geteilten Themen des Gästeführers verwenden und die ihm fehlen, und **Geteilte Themen** die Gästeführer, denen einer fehlt.',
  'shared-topics.b3.i3':
    'Die eigenen Felder des Gästeführers werden ebenso gefüllt und brauchen keinen Wert: {{wifi_name}}, {{wifi_password}}, {{check_in_time}}, {{check_out_time}}, {{address}}, {{city}} und {{host}}.',
  'shared-topics.b4.text':
    'Um ein geteiltes Thema nur für einen Gästeführer zu ändern, klicken Sie im Tab „Inhalte“ darauf auf **Lösen**: Der Gästeführer erhält eine eigene Kopie, die Sie wie jedes Thema bearbeiten und die dem geteilten Thema nicht mehr folgt. Das Löschen eines geteilten Themas, das Gästeführer zeigen, fragt zuerst nach und nennt, wie viele Gästeführer es verlieren.',
  'shared-topics.b5.text':
    'Export, Import und Duplizieren behalten geteilte Themen innerhalb eines Arbeitsbereichs; ein Gästeführer, der in einen anderen Arbeitsbereich importiert wird, erhält eigene Kopien.',

  'images.title': 'Bilder und die Mediathek',
  'images.summary':
    'Laden Sie Fotos einmal hoch und verwenden Sie sie als Beitragsbilder, Logos und Bilder in Themen wieder.',
  'images.keywords':
    'Foto, Bild, Grafik, hochladen, Upload, jpg, jpeg, png, Datei, Mediathek, Bibliothek, löschen, Logo',
  'images.suggestion': 'Bilder',
  'images.b0.text':
    'Jedes Bild, das Sie verwenden, liegt in Ihrer **Mediathek**, die alle Ihre Gästeführer gemeinsam nutzen. Laden Sie es einmal hoch und wählen Sie es überall dort aus, wo Sie es brauchen.',
  'images.b1.i0': 'Öffnen Sie **Mediathek** in der Seitenleiste und klicken Sie auf **Datei hochladen**.',
  'images.b1.i1':
    'Ziehen Sie Ihre Fotos auf die Ablagefläche oder klicken Sie darauf, um Dateien auszuwählen. JPG-, JPEG- und PNG-Bilder werden angenommen; eine Übersicht zeigt den Fortschritt jedes Uploads.',
  'images.b1.i2':
    'Klicken Sie auf **Zurück**, um **Alle Dateien** zu sehen, zehn pro Seite, jeweils mit Name, Größe und Datum.',
  'images.b2.alt':
    'Die Mediathek mit „Alle Dateien“ als Karten mit Foto, Name, Größe und Datum sowie den Buttons „Herunterladen“ und „Löschen“.',
  'images.b3.text':
    'Wenn ein Thema oder das Branding ein Bild braucht, öffnet sich das Fenster **Ihre Bilder verwalten**: Wählen Sie eines unter **Aus der Mediathek wählen** oder fügen Sie unter **Neue Datei hochladen** ein neues hinzu und klicken Sie dann auf **Speichern**.',
  'images.b4.text':
    'Ein Bild, das als Beitragsbild eines Themas, als Logo eines Gästeführers oder innerhalb eines Themas verwendet wird, lässt sich nicht löschen: Die Meldung nennt, wo es verwendet wird, sodass Sie dort zuerst ein anderes Bild wählen können.',
  'images.action': 'Mediathek öffnen',

  'branding.title': 'Branding für Ihren Gästeführer: Logo, Schriftart und Farbe',
  'branding.summary': 'Geben Sie der Gästeansicht, dem Flyer und dem PDF Ihr Logo, Ihre Schriftart und Ihre Farbe.',
  'branding.keywords': 'Logo, Farbe, Schrift, Schriftart, Stil, Aussehen, Design, Theme, Marke, anpassen',
  'branding.b0.text':
    'Öffnen Sie den Tab **Details** des Gästeführers und scrollen Sie zu **Branding des Gästeführers**.',
  'branding.b1.i0': 'Klicken Sie auf **Logo auswählen** und wählen Sie ein Bild aus Ihrer Mediathek.',
  'branding.b1.i1': 'Wählen Sie eine **Schriftart**: PT Sans (Standard), Roboto, Montserrat, Lato oder Open Sans.',
  'branding.b1.i2':
    'Wählen Sie eine **Farbe** (Standard ist Orange, #ed8438). Die Vorschauzeile zeigt Schriftart und Farbe zusammen.',
  'branding.b1.i3': 'Klicken Sie auf **Branding speichern**.',
  'branding.b2.alt':
    'Der Bereich „Branding des Gästeführers“ mit einem leeren Logo-Feld, dem Button „Logo auswählen“, der Auswahl „Schriftart“ auf PT Sans, dem Feld „Farbe“ mit #ed8438, einer Vorschauzeile und dem Button „Branding speichern“.',
  'branding.b3.text':
    'Gäste sehen die Farbe in der Kopfzeile des Gästeführers, und der Flyer zeigt Ihr Logo und Ihre Farbe neben dem QR-Code.',

  'share-link.title': 'Ihren Gästeführer per Link teilen',
  'share-link.summary':
    'Kopieren Sie den Freigabelink, öffnen Sie den Gästeführer so, wie Gäste ihn sehen, und ersetzen Sie den Link bei Bedarf.',
  'share-link.keywords':
    'URL, Adresse, senden, schicken, kopieren, Link, WhatsApp, Airbnb, Nachricht, Vorschau, neu erstellen, teilen, freigeben',
  'share-link.b0.text':
    'Jeder Gästeführer hat einen Freigabelink. Wer den Link hat, kann den Gästeführer auf jedem Handy oder Computer öffnen, ohne App und ohne Anmeldung. Angezeigt werden nur veröffentlichte Themen und die Details, die Sie auf „Immer sichtbar“ gesetzt haben.',
  'share-link.b1.i0': 'Öffnen Sie den Gästeführer und wählen Sie den Tab **Schnell teilen**.',
  'share-link.b1.i1':
    'Klicken Sie auf **Link kopieren** und fügen Sie ihn in Ihre Buchungsnachricht, eine E-Mail oder Ihr Inserat ein.',
  'share-link.b1.i2':
    'Klicken Sie auf **Gästeansicht öffnen**, um den Gästeführer genau so zu sehen, wie Gäste ihn sehen werden.',
  'share-link.b2.alt':
    'Der Bereich „Freigabelink“ im Tab „Schnell teilen“: das Feld mit dem Link für Gäste und die Buttons „Link kopieren“, „Link neu erstellen“ und „Gästeansicht öffnen“.',
  'share-link.b3.text':
    '**Link neu erstellen** erzeugt einen neuen Link und legt den alten sofort still, und mit ihm den alten QR-Code. Nutzen Sie das, wenn ein Link Personen erreicht hat, die ihn nicht haben sollten; teilen Sie danach den neuen Link und drucken Sie einen neuen QR-Code oder Flyer.',
  'share-link.b4.text':
    'Soll ein Gast auch Ihre verborgene Telefonnummer oder Adresse sehen? Schicken Sie ihm stattdessen einen persönlichen Einladungslink (siehe „Einladungen und verborgene Informationen“).',

  'qr-code-and-flyer.title': 'QR-Code, gedruckter Flyer und PDF des Gästeführers',
  'qr-code-and-flyer.summary':
    'Laden Sie den QR-Code als PNG oder SVG herunter, drucken Sie einen Flyer in A4 oder US Letter oder speichern Sie den ganzen Gästeführer als PDF.',
  'qr-code-and-flyer.keywords':
    'QR, QR-Code, QRCode, scannen, drucken, Ausdruck, Poster, Aushang, Flyer, PDF, A4, Letter, Hausbuch, SVG, PNG',
  'qr-code-and-flyer.suggestion': 'QR',
  'qr-code-and-flyer.b0.text':
    'Mit einem QR-Code in der Unterkunft öffnen Gäste den Gästeführer, indem sie die Handykamera darauf richten. Alles zum Drucken finden Sie im Tab **Schnell teilen** des Gästeführers.',
  'qr-code-and-flyer.b1.alt':
    'Der Bereich „QR-Code“ mit dem Code und den Buttons „PNG herunterladen“ und „SVG herunterladen“, daneben der Bereich „Druck und PDF“ mit „Flyer-PDF (A4)“, „Flyer-PDF (US Letter)“ und „Gästeführer-PDF“.',
  'qr-code-and-flyer.b2.i0':
    '**PNG herunterladen** liefert ein Bild zum Einfügen in eigene Dokumente oder Nachrichten; **SVG herunterladen** bleibt in jeder Größe scharf, für Druckereien und Designer.',
  'qr-code-and-flyer.b2.i1':
    '**Flyer-PDF (A4)** und **Flyer-PDF (US Letter)** erzeugen einen einseitigen Flyer zum Ausdrucken und Einrahmen: der Titel des Gästeführers, Ihr Branding, ein großer QR-Code, eine Zeile, wie man ihn scannt, und der ausgeschriebene Link.',
  'qr-code-and-flyer.b2.i2':
    '**Gästeführer-PDF** enthält alle veröffentlichten Themen, für Gäste, die Papier mögen. Gäste können es auch selbst herunterladen: als Hausbuch im Bereich „Hilfe“ des Gästeführers.',
  'qr-code-and-flyer.b3.text':
    'Der QR-Code öffnet den Freigabelink. Nach **Link neu erstellen** funktioniert der alte Code nicht mehr: Laden Sie den neuen herunter und drucken Sie ihn aus.',

  'invitations.title': 'Einladungen und verborgene Informationen',
  'invitations.summary':
    'Geben Sie einem Gast einen persönlichen Link, der während seines Aufenthalts auch Ihre verborgenen Kontaktdaten und Ihre Adresse zeigt.',
  'invitations.keywords':
    'einladen, Einladung, Gast, E-Mail, Email, Mail, persönlicher Link, privat, geheim, Türcode, Zugangscode, Check-in, Zugang',
  'invitations.suggestion': 'Einladung',
  'invitations.b0.text':
    'Im Tab **Details** des Gästeführers kann jede Telefonnummer und die Adresse **Immer sichtbar** oder **Verborgen** sein. Verborgene Details erscheinen nie über den normalen Freigabelink, den QR-Code oder den Flyer. Ein Gast sieht sie nur über seinen persönlichen Einladungslink und nur, solange sein Zugang geöffnet ist.',
  'invitations.b1.i0':
    'Öffnen Sie **Einladungen** › **Übersicht** in der Seitenleiste und klicken Sie auf **Einladung erstellen**.',
  'invitations.b1.i1':
    'Wählen Sie den **Gästeführer**, geben Sie **Name des Gastes** und **E-Mail des Gastes** ein, dann die Zeiten für **Check-in** und **Check-out**.',
  'invitations.b1.i2':
    '**Zugang ab** und **Zugang bis** werden aus Ihren Einstellungen automatisch ausgefüllt; ändern Sie sie für diesen Gast, wenn Sie möchten.',
  'invitations.b1.i3':
    'Lassen Sie **Einladungs-E-Mail jetzt senden** angehakt, um den persönlichen Link per E-Mail zu verschicken, und klicken Sie auf **Einladung erstellen**.',
  'invitations.b2.alt':
    'Das Formular „Einladung erstellen“ mit Gästeführer, Name des Gastes, E-Mail des Gastes, Check-in, Check-out, Zugang ab und Zugang bis sowie dem angehakten Kästchen „Einladungs-E-Mail jetzt senden“.',
  'invitations.b2.caption': 'Die Zeiten gelten in der Zeitzone des Gästeführers.',
  'invitations.b3.i0':
    'Bevor der Zugang öffnet, sieht der Gast den normalen Gästeführer und wann sein Zugang öffnet; nachdem er geschlossen ist, wieder den normalen Gästeführer.',
  'invitations.b3.i1':
    'Klicken Sie bei einer Einladung auf **Ansehen**, um den Link unter **Persönlicher Link** zu kopieren, die Einladung mit **E-Mail erneut senden** noch einmal zu verschicken oder sie mit **Widerrufen** ungültig zu machen. Ein widerrufener Link zeigt keine verborgenen Details mehr.',
  'invitations.b3.i2':
    '**Einladungen** › **Einstellungen** legt das Standard-Zeitfenster fest: **Stunden vor dem Check-in** (anfangs 24) und **Stunden nach dem Check-out** (12).',
  'invitations.b3.i3':
    '**Einladungen** › **Vorlage** legt **Betreff** und **Nachricht** der E-Mail fest, mit Platzhaltern wie {{guest_name}} und {{check_in}}. Die Nachricht muss {{link}} enthalten.',
  'invitations.action': 'Einladungsübersicht öffnen',

  'offline.title': 'So nutzen Gäste den Gästeführer offline',
  'offline.summary':
    'Nach einem Besuch mit Verbindung öffnet sich der Gästeführer auf dem Handy des Gastes auch ohne Empfang.',
  'offline.keywords':
    'kein Internet, ohne Internet, kein Empfang, kein Netz, offline, Flugmodus, Roaming, mobile Daten, Handy, Smartphone, mobil, Cache, App',
  'offline.suggestion': 'offline',
  'offline.b0.text':
    'Ferienhäuser auf dem Land und ausländische SIM-Karten bedeuten oft: kein Empfang an der Tür. Die Gästeansicht ist dafür gemacht: Wenn ein Gast Ihren Link zum ersten Mal mit Verbindung öffnet, speichert sein Handy den Gästeführer, seine Bilder und die App selbst.',
  'offline.b1.i0':
    'Von da an öffnet sich der Link ganz ohne Verbindung, und neben dem Titel steht der Hinweis **Offline**.',
  'offline.b1.i1':
    'Die Suche im Gästeführer, die Info-Kacheln, Themen, Kontakte und die Liste der Orte im Bereich „Karte“ funktionieren alle offline.',
  'offline.b1.i2':
    'Sobald das Handy wieder online ist, holt es Ihre neuesten Änderungen; die Zeile **Zuletzt aktualisiert** in der Kopfzeile zeigt, von wann die gelesene Kopie ist.',
  'offline.b1.i3':
    'Wenn Sie den Link neu erstellen, löschen die Handys ihre gespeicherte Kopie des alten Links, sobald sie wieder online sind.',
  'offline.b2.alt':
    'Die Gästeansicht auf einem Handy: die orange Kopfzeile mit dem Titel Seaside Cottage und dem Datum der letzten Aktualisierung, das Suchfeld „Im Gästeführer suchen“, der Begrüßungstext, Schnellzugriffe und unten die Buttons Start, Infos, Karte und Hilfe.',
  'offline.b2.caption': 'Das sehen Gäste auf ihrem Handy.',
  'offline.b3.text':
    'Bitten Sie Gäste, den Link vor der Reise einmal zu öffnen, zum Beispiel in Ihrer Buchungsbestätigung. Der Kartenhintergrund braucht eine Verbindung; die Liste der Pins und ihre Links nicht.',

  'maps.title': 'Karten und Pins',
  'maps.summary':
    'Setzen Sie Pins für den Strand, die Bäckerei und die Bushaltestelle und zeigen Sie die Karte in Ihrem Gästeführer.',
  'maps.keywords':
    'Karte, Stadtplan, Pin, Markierung, Standort, Ort, Umgebung, in der Nähe, Restaurant, Breitengrad, Längengrad, Koordinaten, Route, Wegbeschreibung',
  'maps.suggestion': 'Karte',
  'maps.b0.text':
    'Karten gehören zu Ihrem Konto, sodass eine Karte Ihres Ortes mehreren Gästeführern dienen kann. Jeder Gästeführer zeigt höchstens eine Karte.',
  'maps.b1.i0':
    'Öffnen Sie den Tab **Karte** des Gästeführers und klicken Sie auf **Karte hinzufügen**. Geben Sie einen **Kartentitel** ein und klicken Sie auf **Karte erstellen**: Der Karteneditor öffnet sich.',
  'maps.b1.i1':
    'Klicken Sie auf die Karte, um dort einen Pin zu setzen, oder klicken Sie auf **Pin hinzufügen** und geben Sie **Breitengrad** und **Längengrad** ein.',
  'maps.b1.i2':
    'Füllen Sie für jeden Pin **Name** und auf Wunsch **Kategorie** und **Beschreibung** aus und klicken Sie dann auf **Speichern**. Eine Karte fasst bis zu 500 Pins.',
  'maps.b1.i3':
    'Wählen Sie zurück im Tab **Karte** die Karte unter **Aktive Karte für diesen Gästeführer festlegen** aus und klicken Sie auf **Speichern**. **Karte deaktivieren** blendet die Karte für Gäste wieder aus.',
  'maps.b2.alt':
    'Der Karteneditor: eine Karte mit drei nummerierten Pins und darunter die Tabelle „Pins“ mit Harbour Lights, Gyllyngvase Beach und Pendennis Castle samt Kategorie, Beschreibung, Breitengrad und Längengrad.',
  'maps.b3.text':
    'Gäste finden die Pins im Bereich **Karte** des Gästeführers als Liste der Orte in der Nähe, jeweils mit dem Link „In Karten öffnen“ für die Route.',

  'analytics.title': 'Statistiken: Was Gäste lesen',
  'analytics.summary':
    'Sehen Sie, wie oft Ihr Gästeführer und jedes Thema geöffnet werden, heute und in den letzten 30 Tagen.',
  'analytics.keywords':
    'Statistik, Statistiken, Aufrufe, Besuche, Zugriffe, Traffic, Diagramm, Bericht, Zahlen, beliebt',
  'analytics.b0.text':
    'Im Tab **Statistiken** des Gästeführers sehen Sie **Aufrufe gesamt**, **Aufrufe heute**, **Aufrufe gestern** und **Erstellte Einladungen**, ein Diagramm der Aufrufe der letzten 30 Tage und für jede Kategorie eine Tabelle ihrer Themen mit **Aufrufe insgesamt** und **Aufrufe heute**.',
  'analytics.b1.alt':
    'Der Tab „Statistiken“ mit den Zahlen Aufrufe gesamt, Aufrufe heute, Aufrufe gestern und Erstellte Einladungen sowie dem Diagramm der Aufrufe der letzten 30 Tage.',
  'analytics.b2.i0':
    'Ein Aufruf des Gästeführers zählt jedes Mal, wenn ein Gast den Gästeführer öffnet; ein Aufruf eines Themas jedes Mal, wenn er dieses Thema öffnet.',
  'analytics.b2.i1': 'Die Tage werden in der Zeitzone des Gästeführers gezählt.',
  'analytics.b2.i2':
    'Ihre eigenen Vorschauen (Gästeansicht öffnen) werden nicht gezählt, ebenso wenig das Lesen ohne Verbindung.',
  'analytics.b2.i3': 'Über den Gast wird nichts gespeichert: keine Namen, keine Cookies, kein Tracking.',
  'analytics.b2.i4': 'Das **Dashboard** zählt die Aufrufe all Ihrer Gästeführer zusammen.',
  'analytics.b3.text':
    'Ein Thema mit vielen Aufrufen ist vielleicht eine Frage, die Ihr Inserat schon vor der Anreise beantworten sollte; eines ohne Aufrufe braucht vielleicht einen klareren Titel.',

  'export-import.title': 'Gästeführer exportieren, importieren und duplizieren',
  'export-import.summary':
    'Bewahren Sie eine Sicherungsdatei eines Gästeführers auf, stellen Sie ihn als neuen Gästeführer wieder her oder kopieren Sie ihn für eine weitere Unterkunft.',
  'export-import.keywords':
    'Sicherung, Backup, Kopie, kopieren, klonen, Vorlage, herunterladen, wiederherstellen, JSON, verschieben, übertragen, Daten',
  'export-import.b0.text':
    'Öffnen Sie den Tab **Daten** des Gästeführers. Nichts davon verändert den Gästeführer, in dem Sie sich befinden.',
  'export-import.b1.alt':
    'Der Tab „Daten“ mit drei Bereichen: Export mit dem Button „Gästeführer exportieren“, Import mit dem Button „Gästeführer importieren“ und Duplizieren mit dem Button „Gästeführer duplizieren“.',
  'export-import.b2.i0':
    '**Gästeführer exportieren** lädt eine .guide.json-Datei herunter, die den Gästeführer mit seinen Kategorien, Themen und Bildern enthält. Bewahren Sie sie als Sicherung auf.',
  'export-import.b2.i1':
    '**Gästeführer importieren** erstellt aus einer solchen Datei einen neuen Gästeführer, in diesem oder einem anderen Konto, und öffnet ihn. Seine Bilder werden Ihrer Mediathek hinzugefügt. Dateien bis 64 MB werden angenommen.',
  'export-import.b2.i2':
    '**Gästeführer duplizieren** erstellt eine Kopie mit allen Kategorien und Themen, deren Titel auf „(Kopie)“ endet, und öffnet sie. Die Kopie verwendet dieselben Bilder aus der Mediathek und erhält einen eigenen Freigabelink.',
  'export-import.b3.text':
    'Sie betreuen mehrere ähnliche Unterkünfte? Stellen Sie einen Gästeführer fertig, duplizieren Sie ihn und ändern Sie nur, was sich unterscheidet.',
  // calendar-feeds and import-stays
  'calendar-feeds.title': 'Airbnb-, Vrbo- und Booking.com-Kalender verbinden',
  'calendar-feeds.summary':
    'Jede Buchung im Kalender einer Plattform wird zu einem Aufenthalt mit persönlichem Link, der der Buchung folgt, wenn sie sich ändert oder storniert wird.',
  'calendar-feeds.keywords':
    'ical, ics, kalendersynchronisation, kalender, feed, airbnb, vrbo, booking.com, buchung, aufenthalt, storniert, import, automatisch, export, abonnieren, reinigungskraft, google kalender, outlook, jetzt synchronisieren',
  'calendar-feeds.b0.text':
    'Jede Buchungsplattform veröffentlicht den Kalender jedes Inserats unter einer privaten Exportadresse (iCal, endet auf .ics). Fügen Sie diese Adresse einem Gästeführer hinzu, und Guidebook liest sie: Jede Buchung wird zu einem Aufenthalt, einer Einladung mit eigenem persönlichem Link, den Daten des Gastes und dem, was die Plattform über den Gast mitteilt. Im Tab **Kalender** des Gästeführers fügen Sie unter **Kalender hinzufügen** die Adresse in **Kalenderadresse** ein, geben ihr nach Wunsch eine **Bezeichnung** (zum Beispiel Airbnb), setzen **Jeder Termin ist ein Aufenthalt**, wenn jeder Termin dieses Kalenders eine Buchung ist, und drücken **Kalender hinzufügen**. Dort steht jeder Kalender mit Status und Zahlen, **Jetzt synchronisieren** und einer Schaltfläche zum Löschen. Ein API-Client tut dasselbe mit den calendar_feeds-Aufrufen der API-Referenz.',
  'calendar-feeds.b1.i0':
    'Airbnb: Öffnen Sie im Kalender des Inserats Verfügbarkeit › Kalender verbinden und kopieren Sie die Adresse unter Kalender exportieren. Jeder Termin „Reserved“ wird zu einem Aufenthalt, mit dem Buchungscode und den letzten 4 Ziffern der Telefonnummer des Gastes. „Airbnb (Not available)“ sind von Ihnen gesperrte Tage, kein Aufenthalt.',
  'calendar-feeds.b1.i1':
    'Vrbo: Öffnen Sie Kalender › Import/Export und kopieren Sie die Exportadresse. Jeder Termin „Reserved - Name“ wird zu einem Aufenthalt auf den Namen dieses Gastes; „Blocked“ sind gesperrte Tage.',
  'calendar-feeds.b1.i2':
    'Booking.com: Öffnen Sie Preise & Verfügbarkeit › Kalender synchronisieren und kopieren Sie die Exportadresse. Jeder Termin („CLOSED - Not available“) wird zu einem Aufenthalt, denn der Export enthält nichts anderes: Der Name des Gastes steht nicht darin.',
  'calendar-feeds.b1.i3':
    'Jeder andere Kalender: Jeder Termin ist ein Aufenthalt, außer Terminen mit dem Titel Blocked oder Not available. Mit **Jeder Termin ist ein Aufenthalt** ist jeder Termin des Kalenders, gleich welchen Titels, ein Aufenthalt.',
  'calendar-feeds.b2.text':
    'Ein Kalender wird gelesen, sobald er hinzugefügt wird oder seine Adresse sich ändert, danach alle 15 Minuten (CALENDAR_SYNC_MINUTES auf dem Server kann einen anderen Abstand festlegen). **Jetzt synchronisieren**, neben jedem Kalender im Tab Kalender, liest ihn sofort und zeigt das Ergebnis. Der Check-in einer Buchung ist ihr Anreisetag zur **Check-in-Zeit** des Gästeführers, der Check-out der Abreisetag zu seiner **Check-out-Zeit**, in der **Zeitzone** des Gästeführers (15:00 und 11:00, wenn er keine hat).',
  'calendar-feeds.b3.i0':
    'Im Tab Kalender zeigt jeder Kalender, wann er zuletzt gelesen wurde (**Noch nicht gelesen** vor dem ersten Lesen), wie viele Aufenthalte dieses Lesen neu angelegt, geändert und storniert hat, und seinen Status: **Ohne Probleme gelesen** oder einen Satz, der sagt, was schiefging.',
  'calendar-feeds.b3.i1':
    '„Die Adresse antwortete mit 404 Not Found“ (oder einer anderen Antwort): Die Plattform kennt diese Adresse nicht mehr, oft weil die Exportadresse erneuert wurde. Kopieren Sie die neue.',
  'calendar-feeds.b3.i2':
    '„Dies ist keine Kalenderdatei“: Die Adresse öffnet eine Webseite, keinen Kalender. Kopieren Sie die Exportadresse selbst, nicht die Adresse des Inserats oder der Kalenderseite.',
  'calendar-feeds.b3.i3':
    '„Der Kalender war innerhalb von 10 s nicht erreichbar“: Die Plattform hat nicht rechtzeitig geantwortet. Das nächste Lesen versucht es erneut.',
  'calendar-feeds.b3.i4':
    '„Diese Adresse ist aus dem Internet nicht erreichbar“: Die Adresse führt in ein privates oder lokales Netz, das Guidebook nie liest.',
  'calendar-feeds.b3.i5':
    '„2 Termine übersprungen: keine UID“ und Ähnliches: Einige Termine sind nicht verwendbar (ohne UID, ohne Startdatum, ein Ende vor dem Beginn, ein wiederkehrender Termin). Die übrigen Termine werden wie gewohnt gelesen.',
  'calendar-feeds.b4.i0':
    'Ändern sich die Daten einer Buchung, verschiebt sich ihr Aufenthalt, mit seinem Zugangszeitraum und dem Zeitpunkt, ab dem sein Türcode angezeigt wird.',
  'calendar-feeds.b4.i1':
    'Verschwindet eine Buchung aus dem Kalender (storniert), wird ihr Aufenthalt storniert, wenn er noch nicht begonnen hat: Er zeigt Storniert, und sein persönlicher Link wird geschlossen. Kommt die Buchung zurück, öffnet sich der Aufenthalt wieder.',
  'calendar-feeds.b4.i2':
    'Ein Aufenthalt, dessen Check-in vorbei ist, wird von keinem Kalender geändert, und Ihre Änderungen an einem Aufenthalt bleiben erhalten; nur seine Daten folgen dem Kalender.',
  'calendar-feeds.b5.text':
    'Ein fehlerhafter Kalender löscht nie einen Aufenthalt: Antwortet die Adresse mit einem Fehler, einer Webseite, einer leeren oder zu großen Datei oder etwas anderem als einem Kalender, bleibt jeder Aufenthalt, wie er ist, und der Status sagt, warum. Auch wenn Sie einen Kalender entfernen, bleiben seine Aufenthalte erhalten.',
  'calendar-feeds.b6.text':
    'Derselbe Tab gibt die Aufenthalte des Gästeführers auch an andere Apps, für Ihren eigenen Kalender oder den Ihrer Reinigungskraft: Drücken Sie unter **Kalenderadresse für andere Apps** auf **Adresse erstellen**, dann auf **Adresse kopieren**, und abonnieren Sie sie in Google Kalender, Apple Kalender oder Outlook.',
  'calendar-feeds.b7.i0':
    'Jeder Aufenthalt ist ein Termin vom Check-in bis zum Check-out mit dem Namen des Gastes, der Zahl der Gäste und der Buchungsnummer; nie Türcodes oder E-Mail-Adressen. Stornierte Aufenthalte fehlen darin.',
  'calendar-feeds.b7.i1':
    'Die Adresse ist geheim: Wer sie hat, kann sie lesen. **Neue Adresse erstellen** ersetzt sie, und die alte funktioniert sofort nicht mehr: Jeder Kalender, der sie abonniert hat, braucht die neue.',
  'import-stays.title': 'Aufenthalte aus einer CSV-Datei importieren',
  'import-stays.summary':
    'Legen Sie viele Aufenthalte eines Gästeführers auf einmal aus einer Tabelle an: alle oder keinen.',
  'import-stays.keywords':
    'csv, tabelle, excel, massenimport, hochladen, import, aufenthalte, buchungen, gäste, zeilen, spalten',
  'import-stays.b0.text':
    'Buchungen aus einer Tabelle werden in einem Schritt zu Aufenthalten: Speichern Sie sie als CSV-Datei, öffnen Sie den Tab **Kalender** des Gästeführers und drücken Sie unter **Aufenthalte aus einer CSV-Datei importieren** auf **CSV-Datei auswählen**. **Beispieldatei herunterladen** gibt eine Datei mit der Kopfzeile und zwei Aufenthalten als Vorlage. Jede Zeile wird zu einem Aufenthalt mit eigenem persönlichem Link. Ein API-Client sendet die Datei mit dem Aufruf invitations/import.',
  'import-stays.b1.i0':
    'Die erste Zeile ist die Kopfzeile mit den Spaltennamen: guest_name, check_in und check_out sind Pflicht; guest_email, guest_phone, guests, reference, language und door_code dürfen fehlen. Die Spalten dürfen in beliebiger Reihenfolge stehen.',
  'import-stays.b1.i1':
    'Die Werte sind durch Kommas oder Semikolons getrennt, wie in der Kopfzeile. Speichern Sie die Datei als UTF-8, mit oder ohne BOM („CSV UTF-8“ in Tabellenprogrammen).',
  'import-stays.b1.i2':
    'Daten werden 2026-12-12 geschrieben, in der Zeitzone des Gästeführers: Der Check-in erhält dann die **Check-in-Zeit** des Gästeführers, der Check-out seine **Check-out-Zeit**. Schreiben Sie 2026-12-12 16:30 für eine andere Uhrzeit.',
  'import-stays.b1.i3':
    'guests ist die Zahl der Gäste, language die Sprache des Gastes (en, fr, pt-BR), door_code höchstens 100 Zeichen lang und für den Gast nur über den persönlichen Link sichtbar.',
  'import-stays.b1.i4': 'Eine Datei enthält höchstens 2.000 Aufenthalte und 5 MB.',
  'import-stays.b2.text': 'Ein kleines Beispiel, drei Zeilen einer Datei:',
  'import-stays.b3.i0': 'guest_name,guest_email,check_in,check_out,guests,reference',
  'import-stays.b3.i1': 'Ana Silva,ana@example.com,2026-12-12,2026-12-15,2,HMX42',
  'import-stays.b3.i2': 'Tom Berg,,2026-12-18 18:00,2026-12-20,1,',
  'import-stays.b4.text':
    'Alles oder nichts: Ist eine Zeile falsch, wird nichts importiert, und die Antwort nennt Zeile und Spalte, zum Beispiel „Zeile 7, check_out: Der Check-out muss nach dem Check-in liegen.“ Korrigieren Sie diese Zeile und senden Sie die ganze Datei erneut. Eine erneut gesendete Datei legt keinen zweiten Aufenthalt an: Eine Zeile, deren Referenz bereits zu einem Aufenthalt des Gästeführers gehört, aktualisiert diesen Aufenthalt (neue Daten verschieben den Zugangszeitraum um ebenso viel; die Spalten der Datei ersetzen die des Aufenthalts, eine leere Zelle löscht einen Wert, und Spalten, die die Datei nicht hat, bleiben erhalten). Zeilen ohne Referenz sind jedes Mal neue Aufenthalte.',
  // door-codes
  'door-codes.title': 'Türcodes: jedem Gast zur richtigen Zeit gezeigt',
  'door-codes.summary':
    'Der Türcode eines Aufenthalts erscheint nur im persönlichen Link seines Gastes, ab der von Ihnen gewählten Zeit bis zum Ende seines Zugangs.',
  'door-codes.keywords':
    'Türcode, Code, Schloss, Tastenfeld, Smart Lock, Zugangscode, Schlüsselsafe, Ankunft, geheim, Feldcodes, Platzhalter',
  'door-codes.b0.text':
    'Jeder Aufenthalt kann seinen eigenen Türcode haben (höchstens 100 Zeichen). Öffnen Sie unter **Einladungen** › **Übersicht** einen Aufenthalt mit **Ansehen**, dann seinen Tab **Aufenthalt**: Füllen Sie **Türcode** und, für die Zeit, ab der er erscheint, **Türcode sichtbar ab** aus und drücken Sie **Speichern**. Ein CSV-Import gibt ihn in der Spalte door_code an, ein API-Client als door_code und door_code_from. Die Kalender der Plattformen enthalten keine Türcodes.',
  'door-codes.b1.i0':
    'Der Gast sieht ihn im Tab Start seines persönlichen Links: „Türcode 4711, ab Fr., 12. Dez., 15:00“, in der Zeitzone des Guides und in der Sprache des Gastes.',
  'door-codes.b1.i1':
    'Vor dieser Zeit sieht der Gast, wann der Code erscheint. Ist **Türcode sichtbar ab** leer (kein door_code_from), erscheint er, wenn das Zugangsfenster des Aufenthalts beginnt.',
  'door-codes.b1.i2':
    'Wenn das Zugangsfenster endet, verschwindet der Code, auch aus der Kopie, die das Handy des Gastes für die Offline-Nutzung behält.',
  'door-codes.b1.i3':
    'Er erscheint nie im Freigabelink, in dessen Suche, im PDF des Hausbuchs, auf dem Flyer, in den Statistiken oder in den Protokollen des Servers.',
  'door-codes.b2.text':
    'Schreiben Sie {{door_code}} in ein Thema (zum Beispiel in Informationen zur Ankunft), um den Code in eigenen Worten zu nennen. Über den persönlichen Link eines Aufenthalts wird daraus dessen Code, solange er gezeigt wird (vorher „verfügbar ab …“); überall sonst steht dort ein neutraler Ausdruck, nie geschweifte Klammern. {{guest_first_name}}, {{guest_name}}, {{check_in}}, {{check_out}}, {{guests}}, {{reference}}, {{wifi_name}}, {{wifi_password}}, {{check_in_time}} und {{check_out_time}} funktionieren genauso.',
  'door-codes.b3.text':
    'Am sichersten ist ein Code, der sich mit jeder Buchung ändert: Der Link eines früheren Gastes zeigt ihn nach dem Ende seines Aufenthalts nicht mehr.',

  // timed-messages
  'timed-messages.title': 'Zeitgesteuerte Nachrichten an Ihre Gäste senden',
  'timed-messages.summary':
    'Regeln, die jedem Gast im richtigen Moment seines Aufenthalts eine E-Mail in seiner Sprache senden, jede Nachricht genau einmal.',
  'timed-messages.keywords':
    'automatische E-Mail, geplante Nachricht, Erinnerung, Willkommen, Check-in-Anleitung, Türcode, Bewertungsanfrage, Dankeschön, Regeln',
  'timed-messages.b0.text':
    'Eine Nachrichtenregel enthält eine E-Mail und legt fest, wann sie versendet wird; jeder Aufenthalt ihres Guides (oder aller Guides) erhält sie zu diesem Zeitpunkt, mit seinen eigenen Angaben. Regeln finden Sie in der Seitenleiste unter **Einladungen** › **Nachrichten**: Die Tabelle listet sie, jede mit einem Schalter **Aktiv**, einer Schaltfläche **Bearbeiten** und einer Schaltfläche zum Löschen. Drücken Sie **Neue Regel**, geben Sie einen **Name** ein, wählen Sie den **Guide** (oder **Alle Guides**) und **Wann** sie versendet wird, mit **Tage** und **Sendezeit**, schreiben Sie die E-Mail und drücken Sie **Speichern**. API-Clients verwenden stattdessen die message_rules-Aufrufe.',
  'timed-messages.b1.i0':
    '**Wenn die Buchung bestätigt ist**: sobald der Aufenthalt angelegt ist, von Hand, aus einer CSV-Datei oder aus einem Kalender.',
  'timed-messages.b1.i1':
    '**Tage vor der Anreise**: eine Anzahl Tage (0 bis 60) vor dem Check-in-Tag, zur gewählten Uhrzeit.',
  'timed-messages.b1.i2': '**Am Anreisetag**: zur gewählten Uhrzeit.',
  'timed-messages.b1.i3':
    '**Tage nach der Abreise**: eine Anzahl Tage nach dem Check-out-Tag, zur gewählten Uhrzeit, für ein Dankeschön oder eine Bitte um Bewertung.',
  'timed-messages.b2.text':
    'Zeiten sind die Ortszeit des Guides in seiner **Zeitzone**, auch an den Tagen der Zeitumstellung. Schreiben Sie **Betreff** und **Nachricht** in der Standardsprache des Guides und, wenn Sie möchten, in den Tabs seiner weiteren Sprachen: Jeder Gast erhält die Sprache seines Aufenthalts, wenn die Regel sie hat, sonst die Standardsprache. Unter **Feldcodes** fügt ein Klick einen Code an der Cursorposition ein; Codes wie {{guest_first_name}}, {{check_in}} und {{door_code}} werden beim Versand ausgefüllt, und **Vorschau** zeigt die E-Mail so, wie der nächste Gast des Guides sie liest (mit Beispielwerten, wenn kein Aufenthalt ansteht). Der persönliche Link des Gastes wird am Ende angefügt, sofern der Text ihn nicht mit {{link}} platziert. Antworten gehen an die E-Mail-Adresse des Inhabers des Arbeitsbereichs. Unter **Einladungen** › **Übersicht** öffnet die Schaltfläche **Ansehen** eines Aufenthalts seinen Tab **Nachrichten**, der jede Nachricht mit ihrem Stand listet (der Aufruf invitations/messages der API):',
  'timed-messages.b3.i0': 'Geplant: sie wird zur angezeigten Zeit versendet.',
  'timed-messages.b3.i1':
    'Gesendet: sie wurde versendet, einmal. **Jetzt senden** sendet sie bewusst erneut (der Aufruf invitations/messages/send_now der API).',
  'timed-messages.b3.i2':
    'Wartet auf die E-Mail-Adresse des Gastes: Der Aufenthalt hat noch keine (Kalender enthalten keine). Fügen Sie eine hinzu, und die Nachricht wird versendet, sofern der Gast noch nicht ausgecheckt hat.',
  'timed-messages.b3.i3':
    'Übersprungen: Ihr Zeitpunkt war vorbei, als der Aufenthalt angelegt wurde, und der Gast hatte bereits eingecheckt. Ein spät, aber vor dem Check-in angelegter Aufenthalt erhält die Nachricht sofort.',
  'timed-messages.b3.i4':
    'Storniert: Der Aufenthalt wurde storniert oder widerrufen, oder die Regel wurde deaktiviert oder gelöscht. Wird die Regel wieder aktiviert, werden ihre Nachrichten erneut geplant.',
  'timed-messages.b4.text':
    'Ein verschobener Aufenthalt verschiebt seine Nachrichten, und eine geänderte Regel plant jede noch nicht gesendete Nachricht neu. Wie viele Server Guidebook auch betreiben, und selbst wenn einer beim Senden ausfällt: Jeder Gast erhält jede Nachricht einmal.',

  // webhooks
  'webhooks.title': 'Andere Tools informieren: Webhooks',
  'webhooks.summary':
    'Ihr Channel-Manager, Ihr Smart-Lock-Dienst oder Ihre Skripte erfahren sofort in signierten Anfragen, wenn ein Aufenthalt hinzukommt, eine Nachricht gesendet wird oder sich ein Gästeführer ändert.',
  'webhooks.keywords':
    'Integration, Zapier, PMS, Callback, Benachrichtigung, Ereignisse, HTTP-POST, Signatur, HMAC, Standard Webhooks, API',
  'webhooks.b0.text':
    'Ein Webhook ist die Adresse eines anderen Dienstes, die Guidebook aufruft (ein HTTP-POST mit JSON), sobald eines seiner Ereignisse eintritt: invitation.created, invitation.updated, invitation.cancelled, request.created, request.answered, feedback.created, message.sent, message.failed, guide.published, calendar_feed.failed. Inhaber und Admins richten sie in der Seitenleiste unter **Mein Konto** › **Webhooks** ein (oder angemeldet mit den webhooks-Aufrufen der API): Ein neuer Endpunkt zeigt sein Signaturgeheimnis (whsec_…) ein einziges Mal, **Testereignis senden** probiert ihn aus, und **Zustellungen** listet jeden Versuch mit **Erneut senden**. Der Empfänger antwortet innerhalb von 10 Sekunden mit 2xx; 5xx, 408, 429, Zeitüberschreitungen und abgelehnte Verbindungen werden etwa 8-mal innerhalb von 24 Stunden wiederholt, und nach 50 Fehlschlägen in Folge wird der Webhook ausgeschaltet und Sie erhalten eine E-Mail. Jede Anfrage trägt die Header webhook-id, webhook-timestamp und webhook-signature (Standard Webhooks). Prüfen Sie sie, bevor Sie dem Inhalt vertrauen, in Node oder in Python:',
  'webhooks.b1.i0': 'npm install standardwebhooks',
  'webhooks.b1.i1': 'import { Webhook } from "standardwebhooks"; const wh = new Webhook(process.env.WEBHOOK_SECRET);',
  'webhooks.b1.i2': 'const event = wh.verify(rawBody, req.headers); // throws when the signature or timestamp is wrong',
  'webhooks.b2.i0': 'pip install standardwebhooks',
  'webhooks.b2.i1': 'from standardwebhooks.webhooks import Webhook; wh = Webhook(os.environ["WEBHOOK_SECRET"])',
  'webhooks.b2.i2': 'event = wh.verify(request.get_data(), request.headers)  # raises WebhookVerificationError',
  'webhooks.b3.text':
    'Dasselbe Ereignis kann zweimal ankommen (nach einer Wiederholung oder erneuten Zustellung): Merken Sie sich die verarbeiteten webhook-id-Werte und überspringen Sie bekannte.',
  'white-label.title': 'White Label: Ihr Name auf E-Mails und Ausdrucken',
  'white-label.summary':
    'Senden Sie die E-Mails an Gäste unter Ihrem Namen, fügen Sie Ihre Fußzeile hinzu und blenden Sie den Produktnamen aus.',
  'white-label.keywords': 'Reseller, Marke, Absender, Von, Fußzeile, Signatur, Agentur, ohne Branding, powered by',
  'white-label.b0.text':
    'Unter **Mein Konto** enthält **White Label (Wiederverkäufer)**, was Ihre Gäste statt des Produkts von Ihnen sehen. Nur der Inhaber und die Admins des Arbeitsbereichs können es ändern.',
  'white-label.b1.i0':
    'Geben Sie einen **Absendernamen** ein, etwa Ihre Firma. Einladungen, zeitgesteuerte Nachrichten und Antworten auf Anfragen kommen von diesem Namen; Antworten Ihrer Gäste gehen an die E-Mail-Adresse des Inhabers des Arbeitsbereichs.',
  'white-label.b1.i1':
    'Schreiben Sie eine **E-Mail-Fußzeile**: Ihre Adresse, Telefonnummer oder Website. Sie wird am Ende jeder E-Mail an Ihre Gäste angefügt.',
  'white-label.b1.i2':
    'Schalten Sie **Produktnamen ausblenden** ein, damit kein Produktname und kein Link im Gäste-Guide, seinem App-Symbol, auf dem Flyer, im Hausbuch (auch in der PDF-Datei) oder in den E-Mails erscheint. Ohne Absendernamen kommen die E-Mails dann vom Namen Ihres Arbeitsbereichs.',
  'white-label.b1.i3':
    'Klicken Sie auf **Speichern**. Die Änderung gilt sofort, auch für Guides, die Gäste bereits geöffnet haben.',
  'white-label.b2.text':
    'Die E-Mails werden weiterhin von der Adresse dieses Servers gesendet: Nur der Name, den Ihre Gäste sehen, ändert sich, damit sie nicht als Spam markiert werden.',
  'white-label.action': 'White Label öffnen',

  // own-domain
  'own-domain.title': 'Lesbare Links und Ihre eigene Domain',
  'own-domain.summary':
    'Geben Sie Ihren Gästeführern Links, die Gäste lesen können, etwa guide.ihr-haus.de/strandhaus, auf einer eigenen Domain.',
  'own-domain.keywords':
    'Slug, Linkname, eigene Domain, URL, Adresse, DNS, CNAME, TXT-Eintrag, A-Eintrag, verifizieren, HTTPS, SSL, Zertifikat, Subdomain',
  'own-domain.b0.text':
    'Jeder Gästeführer hat einen lesbaren Link: die Adresse des Servers, der Linkname Ihres Arbeitsbereichs, dann der Linkname des Gästeführers, etwa …/villa-rosa/strandhaus. Den des Arbeitsbereichs legen Sie unter **Mein Konto** › **White Label (Wiederverkäufer)** in **Linkname Ihres Arbeitsbereichs** fest, den eines Gästeführers in seinem Tab **Schnell teilen** unter **Linkname**. Ein Linkname besteht aus 3 bis 60 Kleinbuchstaben, Ziffern und Bindestrichen, und kein anderer Arbeitsbereich kann Ihren haben. Nach einer Änderung führt der alte Link noch 90 Tage zum neuen; der Gästelink mit seinem Code funktioniert weiterhin.',
  'own-domain.b1.i0':
    'Geben Sie auf demselben Bildschirm unter **Ihre eigene Domain** eine Domain ein, die Ihnen gehört, etwa guide.ihr-haus.de, und drücken Sie **Domain speichern**. Nur der Inhaber und die Admins des Arbeitsbereichs können sie festlegen.',
  'own-domain.b1.i1':
    'Legen Sie bei Ihrem DNS-Anbieter die Einträge unter **Anzulegende DNS-Einträge** an (jede Schaltfläche **Kopieren** kopiert einen Wert): einen TXT-Eintrag namens _guidebook-verify.guide.ihr-haus.de mit dem angezeigten Token und einen CNAME-Eintrag, der auf diesen Server zeigt. Eine Domain ohne Subdomain kann keinen CNAME haben: Nutzen Sie den ALIAS- (ANAME-)Eintrag Ihres Anbieters oder einen A-Eintrag mit der IP-Adresse des Servers.',
  'own-domain.b1.i2':
    'Drücken Sie **Prüfen**. Der Server fragt den TXT-Eintrag ab: Der **Status** wechselt auf verifiziert, oder **Letzte Prüfung** sagt, warum nicht (noch kein Eintrag, ein Eintrag ohne dieses Token, keine Antwort vom DNS). Neue Einträge können Minuten bis Stunden brauchen, bis sie sichtbar sind; drücken Sie später erneut **Prüfen**.',
  'own-domain.b1.i3': 'Nach der Verifizierung zeigt **Adresse für Gäste**, wo Ihre Gäste Ihre Gästeführer öffnen.',
  'own-domain.b2.text':
    'Ab dann öffnen Gäste einen Gästeführer unter guide.ihr-haus.de/strandhaus: Der Teilen-Link, der QR-Code, der Flyer, das PDF und die E-Mails tragen alle Ihre Domain. Die Startseite der Domain listet Ihre veröffentlichten Gästeführer auf oder öffnet den Gästeführer, wenn es nur einen gibt. Dort antworten nur die Gästeführer Ihres Arbeitsbereichs, nie die Admin-App oder die Gästeführer eines anderen Arbeitsbereichs. **Domain entfernen** schickt Gäste wieder zur eigenen Adresse des Servers.',
  'own-domain.b3.text':
    'Die App erstellt selbst keine HTTPS-Zertifikate: Der Reverse Proxy vor dem Server (etwa Caddy) holt für jede verifizierte Domain selbst eines, sobald der Betreiber des Servers ihn eingerichtet hat. Zeigt Ihre Domain eine Zertifikatswarnung, wenden Sie sich an die Person, die Ihren Server betreibt.',
  'own-domain.action': 'White Label öffnen',

  // agencies
  'agencies.title': 'Agenturen: ein Arbeitsbereich pro Kunde',
  'agencies.summary':
    'Betreuen Sie Gästeführer für mehrere Eigentümer mit einer Anmeldung, jeden Kunden in einem eigenen Arbeitsbereich.',
  'agencies.keywords':
    'Agentur, Kunde, Eigentümer, Hausverwaltung, mehrere Konten, wechseln, Organisation, Firma, übergeben, übertragen, Arbeitsbereich löschen',
  'agencies.b0.text':
    'Ein Arbeitsbereich hat eigene Gästeführer, eine eigene Mediathek, ein eigenes Branding, eine eigene Domain, eigene White-Label-Einstellungen, Mitglieder und API-Tokens; zwischen Arbeitsbereichen wird nichts geteilt. Ihr Konto beginnt mit Ihrem persönlichen Arbeitsbereich und kann bis zu 50 Arbeitsbereiche besitzen (die Standardgrenze des Servers).',
  'agencies.b1.i0':
    'Drücken Sie in der oberen Leiste **Neuer Arbeitsbereich** (auf dem Smartphone im Benutzermenü), geben Sie den **Name** des Kunden ein und drücken Sie **Arbeitsbereich anlegen**. Sie besitzen den neuen Arbeitsbereich und arbeiten sofort darin.',
  'agencies.b1.i1':
    'Wechseln Sie mit der Liste **Arbeitsbereich** in der oberen Leiste zwischen Arbeitsbereichen. Was Sie sehen und ändern, gehört zum dort gewählten Arbeitsbereich, und die Liste **Digitale Gästeführer** nennt ihn.',
  'agencies.b1.i2':
    'Laden Sie Ihr Team oder den Kunden unter **Benutzerzugriff gewähren** ein, wie in Ihrem eigenen Arbeitsbereich. Die Rolle eines Mitglieds gilt nur für diesen Arbeitsbereich.',
  'agencies.b2.text':
    'Um einen Arbeitsbereich dem Kunden zu übergeben, öffnen Sie darin **Benutzerzugriff gewähren**, wählen unter **Inhaberschaft übertragen** ein aktives Mitglied als **Neuer Inhaber** und bestätigen. Es erhält eine E-Mail mit einem Link zum Annehmen; danach gehört ihm der Arbeitsbereich, und Sie bleiben als Admin darin. Eine neue Übergabe ersetzt eine noch wartende.',
  'agencies.b3.text':
    '**Arbeitsbereich löschen** auf derselben Seite löscht einen leeren Arbeitsbereich (keine Gästeführer, keine Dateien in der Mediathek) mit seinen Mitgliedern, API-Tokens und seinem Branding; nur sein Inhaber kann das. Ihr persönlicher Arbeitsbereich kann weder übergeben noch gelöscht werden.',
  'agencies.action': 'Benutzerzugriff gewähren öffnen',
  'guest-requests.title': 'Anfragen von Gästen: frühe Anreise, späte Abreise und mehr',
  'guest-requests.summary':
    'Gäste fragen über ihren persönlichen Link; Sie genehmigen oder lehnen an einer Stelle ab, und eine genehmigte Uhrzeit verschiebt den Aufenthalt.',
  'guest-requests.keywords':
    'Anfrage, frühe Anreise, späte Abreise, Extras, genehmigen, ablehnen, Posteingang, automatische Genehmigung, Preis',
  'guest-requests.b0.text':
    'Gäste stellen Anfragen auf dem Startbildschirm des persönlichen Links ihres Aufenthalts, solange dessen Zugangszeitraum offen ist; über den öffentlichen Link geht das nicht. Worum sie bitten können, legen Sie unter **Einladungen** › **Anfragen** bei **Worum Gäste bitten können** fest: Jeder Arbeitsbereich beginnt mit **Frühe Anreise** und **Späte Abreise**, ausgeschaltet. Schalten Sie **Aktiviert** für die ein, die Sie anbieten. Mit **Anfrageart hinzufügen** legen Sie eigene an (Handtücher, ein Babybett, eine Abholung vom Flughafen): Name und Beschreibung in jeder Sprache Ihrer Gästeführer, einen Preis als Text wie „20 €“ (es wird nichts berechnet) und die Gästeführer, in denen sie angeboten wird. Neben jeder Art stehen **Bearbeiten** und **Löschen**; bereits gesendete Anfragen behalten den Namen ihrer Art. API-Clients tun dasselbe mit den request_types-Aufrufen.',
  'guest-requests.b1.i0':
    '**Ausstehend**: Die Anfrage wartet auf Sie. Der Eintrag **Anfragen** in der Seitenleiste zeigt, wie viele warten, und Sie erhalten zu jeder neuen Anfrage eine E-Mail.',
  'guest-requests.b1.i1':
    '**Genehmigt**: Eine frühe Anreise verschiebt die Anreise des Aufenthalts auf die gewünschte Uhrzeit und den Zugangszeitraum und den Türcode um ebenso viel; eine späte Abreise verschiebt die Abreise und das Ende des Zeitraums. Zeitgesteuerte Nachrichten folgen den neuen Zeiten.',
  'guest-requests.b1.i2': '**Abgelehnt**: Der Aufenthalt bleibt, wie er war.',
  'guest-requests.b1.i3': '**Storniert**: Der Aufenthalt wurde storniert.',
  'guest-requests.b2.text':
    'Öffnen Sie **Einladungen** › **Anfragen**, schreiben Sie auf Wunsch eine Antwort und drücken Sie **Genehmigen** oder **Ablehnen**. Der Gast sieht die Antwort und Ihren Text im Gästeführer und erhält sie per E-Mail, wenn der Aufenthalt eine E-Mail-Adresse hat, in der Sprache des Aufenthalts. Eine Verschiebung, die sich mit einem anderen Aufenthalt desselben Gästeführers überschneiden würde, wird abgelehnt: Ändern Sie zuerst den anderen Aufenthalt.',
  'guest-requests.b3.text':
    'Mit **Automatische Genehmigung** wird eine frühe Anreise sofort genehmigt, wenn an diesem Tag kein anderer Aufenthalt des Gästeführers endet, und eine späte Abreise, wenn an diesem Tag keiner beginnt. Sonst wartet die Anfrage wie gewohnt auf Sie.',
  'guest-feedback.title': 'Feedback der Gäste und Bewertungslinks',
  'guest-feedback.summary':
    'Nach dem Aufenthalt bewerten Gäste ihn über ihren persönlichen Link mit 1 bis 5 Sternen, und zufriedene Gäste werden zu Ihren Bewertungsseiten geführt.',
  'guest-feedback.keywords':
    'Bewertung, Sterne, Rezension, Kommentar, Dankeschön, Airbnb-Bewertung, Google-Bewertung, Booking.com-Bewertung, Zufriedenheit, Umfrage',
  'guest-feedback.b0.text':
    'Vom Check-out bis 14 Tage danach zeigt der persönliche Link eines Aufenthalts **Danke & Feedback**: Der Gast wählt 1 bis 5 Sterne, kann einen Kommentar hinzufügen und tippt auf **Feedback senden**. Der Guide zeigt dies auf **Start** als **Wie war Ihr Aufenthalt?**, im Tab **Infos** (in Ihrer Kategorie **Thank You & Feedback** oder als eigene Kachel) und dort, wohin {{feedback_link}} führt. Der öffentliche Freigabelink hat kein Formular: Feedback kommt nur über den eigenen Link eines Aufenthalts, sodass jede Antwort zu einem Aufenthalt gehört.',
  'guest-feedback.b1.i0':
    'Eine Antwort pro Aufenthalt. Eine zweite Antwort innerhalb von 24 Stunden nach der ersten ersetzt sie (der Gast tippt auf **Antwort ändern**); danach bleibt sie, wie sie gegeben wurde.',
  'guest-feedback.b1.i1':
    'Vor dem Check-out sagt der Link, wann das Feedback öffnet; ein stornierter oder widerrufener Aufenthalt nimmt keines an.',
  'guest-feedback.b1.i2':
    'Nach 4 oder 5 Sternen sieht der Gast Ihre Bewertungslinks: **Auf Airbnb bewerten**, **Auf Google bewerten** und **Auf Booking.com bewerten**, soweit Sie sie eingetragen haben.',
  'guest-feedback.b2.text':
    'Öffnen Sie den Guide und seinen Tab **Feedback**: die durchschnittliche Bewertung und die Zahl der Bewertungen, dann jede Antwort mit Gast, Daten des Aufenthalts und Kommentar, die neueste zuerst. Fügen Sie unter **Bewertungslinks** die Adressen Ihrer Bewertungsseiten ein (beginnend mit http:// oder https://) und tippen Sie auf **Bewertungslinks speichern**; ein leeres Feld bedeutet keinen Link. API-Clients nutzen die Aufrufe feedback/list und guides/review_links, und ein Webhook, der feedback.created abonniert, erfährt jede Antwort.',
  'guest-feedback.b3.text':
    'Setzen Sie {{feedback_link}} in eine Nachrichtenregel, die **Tage nach dem Check-out** gesendet wird (1 Tag, morgens): Die E-Mail öffnet direkt die Feedback-Seite, und der einfache Link wird dann nicht am Ende angefügt.',
} satisfies CompleteHelpCatalog;

/** The printed House Manual (guide PDF) and flyer: their fixed texts (the keys of en/print.ts). */
export default {
  manualTitle: 'Instrukcja domu',
  manualContacts: 'Kontakty',
  manualAddress: 'Adres',
  manualEmpty: 'Gospodarz nie opublikował jeszcze żadnych informacji.',
  pageOf: 'Strona {{page}} z {{pages}}',
  labelSeparator: ': ',
  'contact.host': 'Gospodarz',
  'contact.phone': 'Telefon',
  'contact.phone2': 'Drugi telefon',
  'contact.email': 'E-mail',
  flyerInstructions:
    'Zeskanuj kod QR aparatem telefonu, aby otworzyć przewodnik. Bez instalowania aplikacji i bez logowania.',
  flyerLinkLabel: 'Lub wpisz ten link:',
  wifiTitle: 'Wi-Fi',
  wifiNetwork: 'Sieć',
  wifiPassword: 'Hasło',
  wifiOpen: 'Sieć otwarta: hasło nie jest potrzebne.',
  wifiScan: 'Zeskanuj aparatem telefonu, aby się połączyć.',
} satisfies Record<string, string>;

/** The printed House Manual (guide PDF) and flyer: their fixed texts (the keys of en/print.ts). */
export default {
  manualTitle: 'Hausbuch',
  manualContacts: 'Kontakte',
  manualAddress: 'Adresse',
  manualEmpty: 'Ihr Gastgeber hat noch keine Informationen veröffentlicht.',
  pageOf: 'Seite {{page}} von {{pages}}',
  labelSeparator: ': ',
  'contact.host': 'Gastgeber',
  'contact.phone': 'Telefon',
  'contact.phone2': 'Zweites Telefon',
  'contact.email': 'E-Mail',
  flyerInstructions:
    'Scannen Sie den QR-Code mit der Kamera Ihres Handys, um den Gästeführer zu öffnen. Keine App und keine Anmeldung nötig.',
  flyerLinkLabel: 'Oder geben Sie diesen Link ein:',
  wifiTitle: 'WLAN',
  wifiNetwork: 'Netzwerk',
  wifiPassword: 'Passwort',
  wifiOpen: 'Offenes Netzwerk: kein Passwort nötig.',
  wifiScan: 'Scannen Sie den Code mit der Kamera Ihres Handys, um sich zu verbinden.',
} satisfies Record<string, string>;

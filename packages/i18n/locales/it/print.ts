/** The printed House Manual (guide PDF) and flyer: their fixed texts (the keys of en/print.ts). */
export default {
  manualTitle: 'Manuale della casa',
  manualContacts: 'Contatti',
  manualAddress: 'Indirizzo',
  manualEmpty: 'Il tuo host non ha ancora pubblicato informazioni.',
  pageOf: 'Pagina {{page}} di {{pages}}',
  labelSeparator: ': ',
  'contact.host': 'Host',
  'contact.phone': 'Telefono',
  'contact.phone2': 'Secondo telefono',
  'contact.email': 'E-mail',
  flyerInstructions:
    'Inquadra il codice QR con la fotocamera del telefono per aprire la guida. Non servono app né accesso.',
  flyerLinkLabel: 'Oppure digita questo link:',
  wifiTitle: 'Wi-Fi',
  wifiNetwork: 'Rete',
  wifiPassword: 'Password',
  wifiOpen: 'Rete aperta: nessuna password necessaria.',
  wifiScan: 'Inquadra con la fotocamera del telefono per connetterti.',
} satisfies Record<string, string>;

/** The printed House Manual (guide PDF) and flyer: their fixed texts (the keys of en/print.ts). */
export default {
  manualTitle: 'Livret d’accueil',
  manualContacts: 'Contacts',
  manualAddress: 'Adresse',
  manualEmpty: 'Votre hôte n’a encore publié aucune information.',
  pageOf: 'Page {{page}} sur {{pages}}',
  labelSeparator: ' : ',
  'contact.host': 'Hôte',
  'contact.phone': 'Téléphone',
  'contact.phone2': 'Deuxième téléphone',
  'contact.email': 'E-mail',
  flyerInstructions:
    'Scannez le QR code avec l’appareil photo de votre téléphone pour ouvrir le guide. Aucune application ni connexion nécessaire.',
  flyerLinkLabel: 'Ou saisissez ce lien :',
  wifiTitle: 'Wi-Fi',
  wifiNetwork: 'Réseau',
  wifiPassword: 'Mot de passe',
  wifiOpen: 'Réseau ouvert : aucun mot de passe nécessaire.',
  wifiScan: 'Scannez avec l’appareil photo de votre téléphone pour vous connecter.',
} satisfies Record<string, string>;

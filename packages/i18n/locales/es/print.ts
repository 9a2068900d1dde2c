/** The printed House Manual (guide PDF) and flyer: their fixed texts (the keys of en/print.ts). */
export default {
  manualTitle: 'Manual de la casa',
  manualContacts: 'Contactos',
  manualAddress: 'Dirección',
  manualEmpty: 'Tu anfitrión aún no ha publicado información.',
  pageOf: 'Página {{page}} de {{pages}}',
  labelSeparator: ': ',
  'contact.host': 'Anfitrión',
  'contact.phone': 'Teléfono',
  'contact.phone2': 'Segundo teléfono',
  'contact.email': 'Correo electrónico',
  flyerInstructions:
    'Escanea el código QR con la cámara del teléfono para abrir la guía. No hace falta ninguna app ni iniciar sesión.',
  flyerLinkLabel: 'O escribe este enlace:',
  wifiTitle: 'WiFi',
  wifiNetwork: 'Red',
  wifiPassword: 'Contraseña',
  wifiOpen: 'Red abierta: no hace falta contraseña.',
  wifiScan: 'Escanéalo con la cámara del teléfono para conectarte.',
} satisfies Record<string, string>;

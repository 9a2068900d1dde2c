/** Los correos en español (las claves de en/mail.ts): tuteo, términos de GLOSSARY.md. */
export default {
  greeting: 'Hola, {{name}}:',
  greetingNoName: 'Hola:',
  buttonFallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
  signature: 'El equipo de Guidebook',
  minutes_one: '{{count}} minuto',
  minutes_many: '{{count}} minutos',
  minutes_other: '{{count}} minutos',
  hours_one: '{{count}} hora',
  hours_many: '{{count}} horas',
  hours_other: '{{count}} horas',
  'verify.subject': 'Confirma tu dirección de correo electrónico para Guidebook',
  'verify.intro':
    'Gracias por registrarte en Guidebook. Confirma tu dirección de correo electrónico abriendo este enlace:',
  'verify.action': 'Confirmar mi correo electrónico',
  'verify.expires': 'El enlace funciona una sola vez y caduca en {{duration}}.',
  'verify.ignore': 'Si no has creado ninguna cuenta, puedes ignorar este correo.',
  'reset.subject': 'Restablece tu contraseña de Guidebook',
  'reset.intro':
    'Alguien ha pedido restablecer la contraseña de tu cuenta de Guidebook. Para elegir una nueva contraseña, abre este enlace:',
  'reset.action': 'Elegir una nueva contraseña',
  'reset.expires':
    'El enlace funciona una sola vez y caduca en {{duration}}. Al elegir una nueva contraseña se cerrará tu sesión en todas partes.',
  'reset.ignore': 'Si no lo has pedido tú, puedes ignorar este correo: tu contraseña sigue siendo la misma.',
  'team.subject': '{{invitedBy}} te ha invitado a {{workspace}} en Guidebook',
  'team.intro':
    '{{invitedBy}} te ha invitado a trabajar en las guías de {{workspace}} en Guidebook como {{role}}. Para aceptar, abre este enlace (allí puedes registrarte si aún no tienes cuenta):',
  'team.action': 'Aceptar la invitación',
  'team.expires': 'El enlace funciona una sola vez y caduca en {{duration}}.',
  'team.ignore': 'Si no conoces a esta persona, puedes ignorar este correo.',
  'role.owner': 'propietario',
  'role.admin': 'administrador',
  'role.editor': 'editor',
  'role.viewer': 'lector',
  invitationSubject: 'Tu guía de {{guide_title}}',
  invitationBody:
    'Hola, {{guest_name}}:\n\nTe esperamos con ganas del {{check_in}} al {{check_out}}.\n\nEn tu guía personal tienes todo lo que necesitas para tu estancia:\n{{link}}\n\n¡Hasta pronto!',
  webhooksDisabledSubject: 'Se ha desactivado un webhook',
  webhooksDisabledIntro:
    'Tu webhook a {{url}} ha fallado {{failures}} veces seguidas, así que Guidebook lo ha desactivado.',
  webhooksDisabledAction: 'Revisa el receptor y vuelve a activar el webhook en la página Webhooks:',
} satisfies Record<string, string>;

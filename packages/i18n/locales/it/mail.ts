/** Le e-mail in italiano (le chiavi di en/mail.ts): tu informale, termini di GLOSSARY.md. */
export default {
  greeting: 'Ciao {{name}},',
  greetingNoName: 'Ciao,',
  buttonFallback: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
  signature: 'Il team di Guidebook',
  minutes_one: '{{count}} minuto',
  minutes_many: '{{count}} minuti',
  minutes_other: '{{count}} minuti',
  hours_one: '{{count}} ora',
  hours_many: '{{count}} ore',
  hours_other: '{{count}} ore',
  'verify.subject': 'Conferma il tuo indirizzo e-mail per Guidebook',
  'verify.intro': 'Grazie per la registrazione su Guidebook. Conferma il tuo indirizzo e-mail aprendo questo link:',
  'verify.action': 'Conferma il mio indirizzo e-mail',
  'verify.expires': 'Il link funziona una sola volta e scade tra {{duration}}.',
  'verify.ignore': 'Se non hai creato un account, puoi ignorare questa e-mail.',
  'reset.subject': 'Reimposta la password di Guidebook',
  'reset.intro':
    'È stato chiesto di reimpostare la password del tuo account Guidebook. Per scegliere una nuova password, apri questo link:',
  'reset.action': 'Scegli una nuova password',
  'reset.expires':
    'Il link funziona una sola volta e scade tra {{duration}}. Con una nuova password la sessione viene chiusa su tutti i dispositivi.',
  'reset.ignore': 'Se non l’hai chiesto tu, puoi ignorare questa e-mail: la tua password resta invariata.',
  'team.subject': '{{invitedBy}} ti ha invitato in {{workspace}} su Guidebook',
  'team.intro':
    '{{invitedBy}} ti ha invitato a lavorare alle guide di {{workspace}} su Guidebook come {{role}}. Per accettare, apri questo link (lì puoi registrarti se non hai ancora un account):',
  'team.action': 'Accetta l’invito',
  'team.expires': 'Il link funziona una sola volta e scade tra {{duration}}.',
  'team.ignore': 'Se non conosci questa persona, puoi ignorare questa e-mail.',
  'role.owner': 'proprietario',
  'role.admin': 'amministratore',
  'role.editor': 'editor',
  'role.viewer': 'visualizzatore',
  invitationSubject: 'La tua guida per {{guide_title}}',
  invitationBody:
    'Ciao {{guest_name}},\n\nnon vediamo l’ora di accoglierti dal {{check_in}} al {{check_out}}.\n\nTutto ciò che ti serve per il soggiorno è nella tua guida personale:\n{{link}}\n\nA presto!',
  webhooksDisabledSubject: 'Un webhook è stato disattivato',
  webhooksDisabledIntro:
    'Il tuo webhook verso {{url}} non è riuscito {{failures}} volte di fila, quindi Guidebook l’ha disattivato.',
  webhooksDisabledAction: 'Controlla il destinatario, poi riattiva il webhook nella pagina Webhook:',
} satisfies Record<string, string>;

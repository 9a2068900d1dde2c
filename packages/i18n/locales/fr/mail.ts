/** Les e-mails en français (les clés de en/mail.ts) : vouvoiement, termes de GLOSSARY.md. */
export default {
  greeting: 'Bonjour {{name}},',
  greetingNoName: 'Bonjour,',
  buttonFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
  signature: 'L’équipe Guidebook',
  minutes_one: '{{count}} minute',
  minutes_many: '{{count}} minutes',
  minutes_other: '{{count}} minutes',
  hours_one: '{{count}} heure',
  hours_many: '{{count}} heures',
  hours_other: '{{count}} heures',
  'verify.subject': 'Confirmez votre adresse e-mail pour Guidebook',
  'verify.intro':
    'Merci pour votre inscription sur Guidebook. Veuillez confirmer votre adresse e-mail en ouvrant ce lien :',
  'verify.action': 'Confirmer mon adresse e-mail',
  'verify.expires': 'Ce lien ne fonctionne qu’une fois et expire dans {{duration}}.',
  'verify.ignore': 'Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.',
  'reset.subject': 'Réinitialisez votre mot de passe Guidebook',
  'reset.intro':
    'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte Guidebook. Pour choisir un nouveau mot de passe, ouvrez ce lien :',
  'reset.action': 'Choisir un nouveau mot de passe',
  'reset.expires':
    'Ce lien ne fonctionne qu’une fois et expire dans {{duration}}. Choisir un nouveau mot de passe vous déconnecte partout.',
  'reset.ignore':
    'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail : votre mot de passe reste inchangé.',
  'team.subject': '{{invitedBy}} vous invite à rejoindre {{workspace}} sur Guidebook',
  'team.intro':
    '{{invitedBy}} vous invite à travailler sur les guides de {{workspace}} sur Guidebook en tant que {{role}}. Pour accepter, ouvrez ce lien (vous pourrez vous y inscrire si vous n’avez pas encore de compte) :',
  'team.action': 'Accepter l’invitation',
  'team.expires': 'Ce lien ne fonctionne qu’une fois et expire dans {{duration}}.',
  'team.ignore': 'Si vous ne connaissez pas cette personne, vous pouvez ignorer cet e-mail.',
  'role.owner': 'propriétaire',
  'role.admin': 'administrateur',
  'role.editor': 'éditeur',
  'role.viewer': 'lecteur',
  invitationSubject: 'Votre guide pour {{guide_title}}',
  invitationBody:
    'Bonjour {{guest_name}},\n\nNous nous réjouissons de vous accueillir du {{check_in}} au {{check_out}}.\n\nTout ce qu’il vous faut pour votre séjour se trouve dans votre guide personnel :\n{{link}}\n\nÀ très bientôt !',
  webhooksDisabledSubject: 'Un webhook a été désactivé',
  webhooksDisabledIntro:
    'Votre webhook vers {{url}} a échoué {{failures}} fois de suite : Guidebook l’a donc désactivé.',
  webhooksDisabledAction: 'Vérifiez le destinataire, puis réactivez le webhook sur la page Webhooks :',
} satisfies Record<string, string>;

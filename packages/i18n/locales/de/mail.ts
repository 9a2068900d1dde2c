/** Die E-Mails auf Deutsch (die Schlüssel von en/mail.ts): „Sie“, Begriffe aus GLOSSARY.md. */
export default {
  greeting: 'Hallo {{name}},',
  greetingNoName: 'Hallo,',
  buttonFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
  signature: 'Ihr Guidebook-Team',
  minutes_one: '{{count}} Minute',
  minutes_other: '{{count}} Minuten',
  hours_one: '{{count}} Stunde',
  hours_other: '{{count}} Stunden',
  'verify.subject': 'Bestätigen Sie Ihre E-Mail-Adresse für Guidebook',
  'verify.intro':
    'Vielen Dank für Ihre Registrierung bei Guidebook. Bitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie diesen Link öffnen:',
  'verify.action': 'E-Mail-Adresse bestätigen',
  'verify.expires': 'Der Link funktioniert einmal und läuft in {{duration}} ab.',
  'verify.ignore': 'Wenn Sie kein Konto erstellt haben, können Sie diese E-Mail ignorieren.',
  'reset.subject': 'Setzen Sie Ihr Guidebook-Passwort zurück',
  'reset.intro':
    'Jemand hat angefordert, das Passwort Ihres Guidebook-Kontos zurückzusetzen. Um ein neues Passwort festzulegen, öffnen Sie diesen Link:',
  'reset.action': 'Neues Passwort festlegen',
  'reset.expires':
    'Der Link funktioniert einmal und läuft in {{duration}} ab. Mit einem neuen Passwort werden Sie überall abgemeldet.',
  'reset.ignore':
    'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
  'team.subject': '{{invitedBy}} hat Sie zu {{workspace}} auf Guidebook eingeladen',
  'team.intro':
    '{{invitedBy}} hat Sie eingeladen, als {{role}} an den Gästeführern von {{workspace}} auf Guidebook mitzuarbeiten. Um die Einladung anzunehmen, öffnen Sie diesen Link (dort können Sie sich registrieren, falls Sie noch kein Konto haben):',
  'team.action': 'Einladung annehmen',
  'team.expires': 'Der Link funktioniert einmal und läuft in {{duration}} ab.',
  'team.ignore': 'Wenn Sie diese Person nicht kennen, können Sie diese E-Mail ignorieren.',
  'role.owner': 'Inhaber',
  'role.admin': 'Admin',
  'role.editor': 'Bearbeiter',
  'role.viewer': 'Betrachter',
  'requests.hostSubject': 'Neue Anfrage von {{guest}}: {{type}}',
  'requests.hostIntro': '{{guest}} ({{guide}}, {{check_in}} bis {{check_out}}) bittet um: {{type}}.',
  'requests.hostAutoApproved': 'Sie wurde automatisch genehmigt.',
  'requests.hostAction': 'Beantworten Sie sie in Ihrem Posteingang',
  'requests.guestSubjectApproved': 'Ihre Anfrage ist genehmigt: {{type}}',
  'requests.guestSubjectDeclined': 'Ihre Anfrage wurde abgelehnt: {{type}}',
  'requests.guestApproved': 'Gute Nachricht: Ihre Anfrage „{{type}}“ für {{guide}} ist genehmigt.',
  'requests.guestDeclined': 'Ihr Gastgeber konnte Ihre Anfrage „{{type}}“ für {{guide}} leider nicht genehmigen.',
  'requests.guestStay': 'Ihr Aufenthalt: Anreise {{check_in}}, Abreise {{check_out}}.',
  'requests.guestAction': 'Ihren Gästeführer öffnen',
  'requests.time': 'Gewünschte Uhrzeit: {{time}}',
  'requests.guestMessage': 'Nachricht des Gastes: {{message}}',
  'requests.hostReply': 'Nachricht Ihres Gastgebers: {{reply}}',
  invitationSubject: 'Ihr Gästeführer für {{guide_title}}',
  invitationBody:
    'Hallo {{guest_name}},\n\nwir freuen uns, Sie vom {{check_in}} bis zum {{check_out}} bei uns begrüßen zu dürfen.\n\nAlles, was Sie für Ihren Aufenthalt brauchen, finden Sie in Ihrem persönlichen Gästeführer:\n{{link}}\n\nBis bald!',
  webhooksDisabledSubject: 'Ein Webhook wurde ausgeschaltet',
  webhooksDisabledIntro:
    'Ihr Webhook an {{url}} ist {{failures}}-mal hintereinander fehlgeschlagen, daher hat Guidebook ihn ausgeschaltet.',
  webhooksDisabledAction:
    'Prüfen Sie den Empfänger und schalten Sie den Webhook dann auf der Seite „Webhooks“ wieder ein:',
  'agency.subject': '{{from}} übergibt Ihnen {{workspace}} auf Guidebook',
  'agency.intro':
    '{{from}} möchte, dass Sie Inhaber des Arbeitsbereichs {{workspace}} auf Guidebook werden, mit seinen Guides, Medien und Mitgliedern. {{from}} bleibt darin als Admin. Öffnen Sie zum Annehmen diesen Link und melden Sie sich an:',
  'agency.action': 'Inhaber werden',
  'agency.expires': 'Der Link funktioniert einmal und läuft in {{duration}} ab.',
  'agency.ignore':
    'Wenn Sie diesen Arbeitsbereich nicht übernehmen möchten, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
} satisfies Record<string, string>;

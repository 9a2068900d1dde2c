/** De e-mails in het Nederlands (de sleutels van en/mail.ts): je/jij, termen uit GLOSSARY.md. */
export default {
  greeting: 'Hallo {{name}},',
  greetingNoName: 'Hallo,',
  buttonFallback: 'Werkt de knop niet? Kopieer dan dit adres naar je browser:',
  signature: 'Het Guidebook-team',
  minutes_one: '{{count}} minuut',
  minutes_other: '{{count}} minuten',
  hours_one: '{{count}} uur',
  hours_other: '{{count}} uur',
  'verify.subject': 'Bevestig je e-mailadres voor Guidebook',
  'verify.intro': 'Bedankt voor je registratie bij Guidebook. Bevestig je e-mailadres door deze link te openen:',
  'verify.action': 'Mijn e-mailadres bevestigen',
  'verify.expires': 'De link werkt één keer en verloopt over {{duration}}.',
  'verify.ignore': 'Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.',
  'reset.subject': 'Stel je Guidebook-wachtwoord opnieuw in',
  'reset.intro':
    'Iemand heeft gevraagd het wachtwoord van je Guidebook-account opnieuw in te stellen. Open deze link om een nieuw wachtwoord te kiezen:',
  'reset.action': 'Nieuw wachtwoord kiezen',
  'reset.expires':
    'De link werkt één keer en verloopt over {{duration}}. Met een nieuw wachtwoord word je overal uitgelogd.',
  'reset.ignore': 'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft ongewijzigd.',
  'team.subject': '{{invitedBy}} heeft je uitgenodigd voor {{workspace}} op Guidebook',
  'team.intro':
    '{{invitedBy}} heeft je uitgenodigd om als {{role}} mee te werken aan de gidsen van {{workspace}} op Guidebook. Open deze link om de uitnodiging te accepteren (heb je nog geen account, dan kun je je daar registreren):',
  'team.action': 'Uitnodiging accepteren',
  'team.expires': 'De link werkt één keer en verloopt over {{duration}}.',
  'team.ignore': 'Ken je deze persoon niet? Dan kun je deze e-mail negeren.',
  'role.owner': 'eigenaar',
  'role.admin': 'beheerder',
  'role.editor': 'bewerker',
  'role.viewer': 'lezer',
  invitationSubject: 'Je gids voor {{guide_title}}',
  invitationBody:
    'Hallo {{guest_name}},\n\nWe kijken ernaar uit je te verwelkomen van {{check_in}} tot {{check_out}}.\n\nAlles wat je nodig hebt voor je verblijf staat in je persoonlijke gids:\n{{link}}\n\nTot gauw!',
  webhooksDisabledSubject: 'Een webhook is uitgeschakeld',
  webhooksDisabledIntro:
    'Je webhook naar {{url}} is {{failures}} keer achter elkaar mislukt, dus Guidebook heeft hem uitgeschakeld.',
  webhooksDisabledAction: 'Controleer de ontvanger en schakel de webhook daarna weer in op de pagina Webhooks:',
} satisfies Record<string, string>;

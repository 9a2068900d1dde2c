/**
 * The e-mails in English: the account e-mails to hosts (sign-up verification, password reset, team
 * invitation; apps/server/src/mail/templates-auth.ts) and the built-in guest invitation template
 * (the Template page's text until a host saves their own). The source every other mail.ts
 * translates. `{{duration}}` is one of `minutes` / `hours`, counted.
 */
import { DEFAULT_INVITATION_TEMPLATE } from '@guidebook/contract';

export default {
  // Every account e-mail
  greeting: 'Hello {{name}},',
  /** The greeting when the person has no name yet (a team invitation). */
  greetingNoName: 'Hello there,',
  buttonFallback: 'If the button does not work, copy this address into your browser:',
  signature: 'The Guidebook team',
  minutes_one: '{{count}} minute',
  minutes_other: '{{count}} minutes',
  hours_one: '{{count}} hour',
  hours_other: '{{count}} hours',
  // Sign-up: confirming the e-mail address
  'verify.subject': 'Confirm your e-mail address for Guidebook',
  'verify.intro': 'Thank you for signing up to Guidebook. Please confirm your e-mail address by opening this link:',
  'verify.action': 'Confirm my e-mail address',
  'verify.expires': 'The link works once and expires in {{duration}}.',
  'verify.ignore': 'If you did not create an account, you can ignore this e-mail.',
  // Password reset
  'reset.subject': 'Reset your Guidebook password',
  'reset.intro':
    'Someone asked to reset the password of your Guidebook account. To choose a new password, open this link:',
  'reset.action': 'Choose a new password',
  'reset.expires': 'The link works once and expires in {{duration}}. Choosing a new password signs you out everywhere.',
  'reset.ignore': 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  // Team invitation ({{role}}: one of role.*)
  'team.subject': '{{invitedBy}} invited you to {{workspace}} on Guidebook',
  'team.intro':
    '{{invitedBy}} invited you to work on the guidebooks of {{workspace}} on Guidebook as {{role}}. To accept, open this link (you can sign up there if you have no account yet):',
  'team.action': 'Accept the invitation',
  'team.expires': 'The link works once and expires in {{duration}}.',
  'team.ignore': 'If you do not know this person, you can ignore this e-mail.',
  // A workspace handed over to a member ({{from}}: the owner's name)
  'agency.subject': '{{from}} hands {{workspace}} over to you on Guidebook',
  'agency.intro':
    '{{from}} wants you to become the owner of the workspace {{workspace}} on Guidebook, with its guides, library and members. {{from}} stays in it as an admin. To accept, open this link and sign in:',
  'agency.action': 'Become the owner',
  'agency.expires': 'The link works once and expires in {{duration}}.',
  'agency.ignore': 'If you do not want to own this workspace, ignore this e-mail: nothing changes.',
  'role.owner': 'owner',
  'role.admin': 'admin',
  'role.editor': 'editor',
  'role.viewer': 'viewer',
  // The guest invitation's built-in template ({{guest_name}}, {{guide_title}}, {{link}}, {{check_in}}, {{check_out}})
  // Guest requests: to the host when one arrives ({{type}}: the request type's name)
  'requests.hostSubject': 'New request from {{guest}}: {{type}}',
  'requests.hostIntro': '{{guest}} ({{guide}}, {{check_in}} to {{check_out}}) asks for: {{type}}.',
  'requests.hostAutoApproved': 'It was approved automatically.',
  'requests.hostAction': 'Answer it in your inbox',
  // …and to the guest when the host answers
  'requests.guestSubjectApproved': 'Your request is approved: {{type}}',
  'requests.guestSubjectDeclined': 'Your request was declined: {{type}}',
  'requests.guestApproved': 'Good news: your request for {{type}} at {{guide}} is approved.',
  'requests.guestDeclined': 'Your host could not approve your request for {{type}} at {{guide}}.',
  'requests.guestStay': 'Your stay: check-in {{check_in}}, check-out {{check_out}}.',
  'requests.guestAction': 'Open your guide',
  // Both
  'requests.time': 'Time asked for: {{time}}',
  'requests.guestMessage': 'Message from the guest: {{message}}',
  'requests.hostReply': 'Message from your host: {{reply}}',
  invitationSubject: DEFAULT_INVITATION_TEMPLATE.subject,
  invitationBody: DEFAULT_INVITATION_TEMPLATE.body,
  webhooksDisabledSubject: 'A webhook was turned off',
  webhooksDisabledIntro: 'Your webhook to {{url}} failed {{failures}} times in a row, so Guidebook turned it off.',
  webhooksDisabledAction: 'Check the receiver, then turn the webhook on again on the Webhooks page:',
};

/**
 * Every call of the API (the OpenAPI document's paths under /api) and a valid input for it, built
 * from one account's rows: the table the call-by-call tests share (hostile-input.test.ts,
 * team-access.test.ts). A call the document has and CALLS has not fails those tests.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  api,
  buildAccount,
  buildApiToken,
  buildCalendarFeed,
  buildCategory,
  buildFile,
  buildInvitation,
  buildMap,
  buildMemberInvitation,
  buildMessageRule,
  buildGuide,
  buildSharedGuide,
  buildSharedTopic,
  buildTopic,
  buildWebhook,
  type TestAccount,
} from './factories.ts';
import { formBody, multipartBody, solidJpeg } from './images.ts';

export type Json = Record<string, unknown>;

/** One account's rows, made through the API: every id a call can name. */
export type Fixture = {
  account: TestAccount;
  guide: number;
  category: number;
  topic: number;
  file: number;
  fileName: string;
  filePath: string;
  map: number;
  invitation: number;
  calendarFeed: number;
  /** A timed-message rule of the guide. */
  messageRule: number;
  /** A request type (kind other, needs approval) and a pending request of an active stay of the guide. */
  requestType: number;
  request: number;
  /** The active stay's invitation token (?invite= of its personal link). */
  activeInvite: string;
  shareToken: string;
  apiToken: number;
  /** A pending team invitation of the account's workspace. */
  member: number;
  /** A shared topic of the workspace, placed in a second guide (not the guide above). */
  sharedTopic: number;
  /** Its placement: a topic of the second guide. */
  placement: number;
  /** A webhook of the workspace and a delivery of it (its ping). */
  webhook: number;
  webhookDelivery: number;
};

/** A call's valid input for account A; a variant changes one part of it. */
export type Call = {
  body?: (f: Fixture) => Json;
  query?: (f: Fixture) => Record<string, string>;
  path?: (f: Fixture) => Record<string, string>;
  /** The body is multipart/form-data (the chunked upload, the CSV import). */
  multipart?: boolean;
  /** A multipart call's file part: its field name and bytes (without: the upload's `chunk`, a small JPEG). */
  file?: { field: string; bytes: () => Buffer };
};

/** A CSV file of two good stays, as POST /invitations/import reads it. */
export const STAYS_CSV =
  'guest_name,guest_email,check_in,check_out,guests,reference\n' +
  'Ann Guest,ann@example.com,2030-07-01,2030-07-08,2,HM123\n' +
  'Bo Guest,,2030-08-01 16:00,2030-08-03,1,HM456\n';

const PIN = { name: 'Beach', category: 'Swim', description: 'Sand', latitude: 43.7, longitude: 7.26 };
const STAY = {
  guest_name: 'Ann Guest',
  guest_email: 'ann@example.com',
  check_in: '2030-07-01T15:00',
  check_out: '2030-07-08T10:00',
  send_email: false,
};

/** Every call of the API (OpenAPI paths under /api) and its valid input. */
export const CALLS: Record<string, Call> = {
  'POST /public/register': {
    body: () => ({
      email: 'new@example.com',
      name: 'New',
      lastname: 'Host',
      password: 'Secret123!',
      password_confirm: 'Secret123!',
    }),
  },
  'GET /public/register_verification': { query: () => ({ vc: 'code', vi: '1' }) },
  'POST /public/register_resend': { body: () => ({ email: 'new@example.com' }) },
  'POST /public/login': { body: (f) => ({ email: f.account.email, password: 'wrong-password' }) },
  'POST /public/password_recover': { body: (f) => ({ email: f.account.email }) },
  'POST /public/password_reset': {
    body: () => ({ vc: 'code', vi: '1', password: 'Secret123!', password_confirm: 'Secret123!' }),
  },
  'GET /users/me': {},
  'POST /users/logout': {},
  'PUT /users/modify': { body: () => ({ name: 'Ann', lastname: 'Host' }) },
  'PUT /users/password': {
    body: () => ({ current_password: 'unused', password: 'Secret123!', password_confirm: 'Secret123!' }),
  },
  'GET /guides/list': { query: () => ({ page: '1', page_size: '25', q: 'cott', sort: '-updated', tag: 'Seaside' }) },
  'GET /guides/tags/list': {},
  'PUT /guides/tags': { body: (f) => ({ id_guide: f.guide, tags: ['Seaside', 'Family'] }) },
  'POST /guides/bulk': { body: (f) => ({ action: 'add_tag', id_guides: [f.guide], tag: 'Seaside' }) },
  'GET /guides/select': { query: (f) => ({ id_guide: String(f.guide) }) },
  'POST /guides/create': {
    body: (f) => ({
      title: 'Sea View',
      subtitle: 'Flat 2',
      host: 'Ann',
      phone: '+44 20 7946 0000',
      phone_id_contact_type: 1,
      phone2: '+44 20 7946 0001',
      phone2_id_contact_type: 2,
      email: 'ann@example.com',
      address: '1 Sea Road',
      address2: 'Top floor',
      city: 'Brighton',
      state: 'East Sussex',
      zipcode: 'BN1 1AA',
      country: 'United Kingdom',
      timezone: 'Europe/London',
      id_address_view: 1,
      id_map: f.map,
      comment: 'note',
      welcome: 'Welcome!',
      with_template: false,
    }),
  },
  'PUT /guides/modify': {
    body: (f) => ({ ...CALLS['POST /guides/create']!.body!(f), with_template: undefined, id_guide: f.guide }),
  },
  'DELETE /guides/delete': { body: (f) => ({ id_guide: f.guide, comment: 'gone' }) },
  'GET /content_categories/list': { query: (f) => ({ id_guide: String(f.guide) }) },
  'POST /content_categories/create': {
    body: (f) => ({
      id_guide: f.guide,
      name: 'Arrival',
      description: 'How to get in',
      image: '<i class="fa-solid fa-key"></i>',
      id_status: 1,
      comment: 'note',
    }),
  },
  'PUT /content_categories/modify': {
    body: (f) => ({
      ...CALLS['POST /content_categories/create']!.body!(f),
      id_guide_content: f.category,
    }),
  },
  'PUT /content_categories/order': { body: (f) => ({ id_guide: f.guide, ids: [f.category] }) },
  'DELETE /content_categories/delete': { body: (f) => ({ id_guide_content: f.category, comment: 'gone' }) },
  'GET /content_topics/list': { query: (f) => ({ id_guide_content: String(f.category) }) },
  'GET /content_topics/select': { query: (f) => ({ id_guide_topic: String(f.topic) }) },
  'POST /content_topics/create': {
    body: (f) => ({
      id_guide_content: f.category,
      name: 'Keys',
      description: 'Where they are',
      image: '/x.jpg',
      content: '<p>Under the mat.</p>',
      comment: 'note',
      id_status: 1,
      id_file_public: f.file,
    }),
  },
  'PUT /content_topics/modify': {
    body: (f) => ({ ...CALLS['POST /content_topics/create']!.body!(f), id_guide_topic: f.topic }),
  },
  'PUT /content_topics/order': { body: (f) => ({ id_guide_content: f.category, ids: [f.topic] }) },
  'DELETE /content_topics/delete': { body: (f) => ({ id_guide_topic: f.topic, comment: 'gone' }) },
  'GET /shared_topics/list': {},
  'GET /shared_topics/select': { query: (f) => ({ id_shared_topic: String(f.sharedTopic) }) },
  'POST /shared_topics/create': {
    body: (f) => ({
      name: 'Recycling',
      description: 'Which bin',
      image: null,
      content: '<p>Bins go out on {{bin_day}}.</p>',
      comment: 'note',
      id_status: 1,
      id_topic_view: 1,
      id_file_public: f.file,
    }),
  },
  'POST /shared_topics/modify': {
    body: (f) => ({ ...CALLS['POST /shared_topics/create']!.body!(f), id_shared_topic: f.sharedTopic }),
  },
  'POST /shared_topics/delete': { body: (f) => ({ id_shared_topic: f.sharedTopic, comment: 'gone', confirm: true }) },
  'PUT /shared_topics/translate': {
    body: (f) => ({
      id_shared_topic: f.sharedTopic,
      language: 'fr',
      name: 'Recyclage',
      content: '<p>Poubelles le {{bin_day}}.</p>',
    }),
  },
  'POST /shared_topics/place': { body: (f) => ({ id_shared_topic: f.sharedTopic, id_guide_content: f.category }) },
  'DELETE /shared_topics/unplace': { body: (f) => ({ id_guide_topic: f.placement, comment: 'gone' }) },
  'POST /shared_topics/detach': { body: (f) => ({ id_guide_topic: f.placement }) },
  'GET /guides/values': { query: (f) => ({ id_guide: String(f.guide) }) },
  'PUT /guides/values': {
    body: (f) => ({ id_guide: f.guide, language: 'fr', values: { bin_day: 'mardi', parking: 'Place 12' } }),
  },
  'GET /files/public/raw/{fileId}/{fileName}': {
    path: (f) => {
      const [fileId, fileName] = f.filePath.split('/').slice(-2);
      return { fileId: fileId!, fileName: fileName! };
    },
  },
  'POST /files/public/create': {
    multipart: true,
    body: () => ({ chunkIndex: 0, totalChunks: 2, name: 'photo.jpg', comment: 'note', private: 4 }),
  },
  'GET /files/public/list': { query: () => ({ page: '1', page_size: '10' }) },
  'GET /files/public/search': { query: () => ({ page: '1', page_size: '10', name: 'photo' }) },
  'GET /files/public/select': { query: (f) => ({ id: String(f.file) }) },
  'GET /files/public/exists': { query: (f) => ({ name: f.fileName, private: '4' }) },
  'DELETE /files/public/delete': { body: (f) => ({ id_file_public: f.file, private: 4, comment: 'gone' }) },
  'GET /guides/branding': { query: (f) => ({ id_guide: String(f.guide) }) },
  'PUT /guides/branding': {
    body: (f) => ({ id_guide: f.guide, id_file_public: f.file, font: 'Lato', color: '#ed8438' }),
  },
  'PUT /guides/branding/use_workspace': { body: (f) => ({ id_guide: f.guide }) },
  'GET /workspace/branding': {},
  'PUT /workspace/branding': { body: (f) => ({ id_file_public: f.file, font: 'Lato', color: '#1f6feb' }) },
  'POST /workspace/branding/apply_all': {},
  'GET /workspace/white_label': {},
  'PUT /workspace/white_label': {
    body: () => ({ sender_name: 'Villa Rosa', mail_footer: 'Rua das Flores 1, Lisboa', hide_product_name: true }),
  },
  'GET /guides/share': { query: (f) => ({ id_guide: String(f.guide) }) },
  'POST /guides/share/regenerate': { body: (f) => ({ id_guide: f.guide }) },
  'PUT /guides/slug': { body: (f) => ({ id_guide: f.guide, slug: `guide-${f.guide}` }) },
  'GET /workspace/slug': {},
  'PUT /workspace/slug': { body: (f) => ({ slug: `workspace-${f.account.id_workspace}` }) },
  'GET /guides/share/qr': { query: (f) => ({ id_guide: String(f.guide), format: 'svg' }) },
  'GET /guides/share/flyer': { query: (f) => ({ id_guide: String(f.guide), paper: 'a4', wifi: '0', lang: 'fr' }) },
  'GET /guides/share/pdf': { query: (f) => ({ id_guide: String(f.guide), lang: 'fr' }) },
  'GET /guides/preview': { query: (f) => ({ id_guide: String(f.guide), drafts: '1', lang: 'fr' }) },
  'GET /guest/guides/{token}': { path: (f) => ({ token: f.shareToken }), query: () => ({ invite: 'abc', lang: 'fr' }) },
  'GET /guest/guides/{token}/pdf': { path: (f) => ({ token: f.shareToken }) },
  'GET /guest/guides/{token}/manifest.webmanifest': {
    path: (f) => ({ token: f.shareToken }),
    query: () => ({ link: '/villa-rosa' }),
  },
  'GET /guest/guides/{token}/icon-192.png': { path: (f) => ({ token: f.shareToken }) },
  'GET /guest/guides/{token}/icon-512.png': { path: (f) => ({ token: f.shareToken }) },
  'GET /guest/guides/{token}/wifi.png': { path: (f) => ({ token: f.shareToken }), query: () => ({ invite: 'abc' }) },
  'GET /analytics/guide': { query: (f) => ({ id_guide: String(f.guide) }) },
  'GET /analytics/summary': {},
  'POST /guest/guides/{token}/views': {
    path: (f) => ({ token: f.shareToken }),
    body: (f) => ({ id_guide_topic: f.topic }),
  },
  'GET /invitations/list': {
    query: (f) => ({ id_guide: String(f.guide), page: '1', page_size: '25', status: 'Scheduled' }),
  },
  'GET /invitations/select': { query: (f) => ({ id_invitation: String(f.invitation) }) },
  'POST /invitations/create': {
    body: (f) => ({
      id_guide: f.guide,
      ...STAY,
      access_from: '2030-07-01T12:00',
      access_to: '2030-07-08T12:00',
    }),
  },
  'PUT /invitations/modify': {
    body: (f) => ({
      id_invitation: f.invitation,
      guest_name: 'Ann Guest',
      guest_email: 'ann@example.com',
      guest_phone: '+44 7700 900123',
      guests: 2,
      reference: 'HM123',
      door_code: '4711',
      door_code_from: '2030-07-01T14:00',
      check_in: '2030-07-01T16:00',
      check_out: '2030-07-08T10:00',
      language: 'fr',
    }),
  },
  'POST /invitations/import': {
    multipart: true,
    body: (f) => ({ id_guide: f.guide }),
    file: { field: 'file', bytes: () => Buffer.from(STAYS_CSV) },
  },
  'GET /calendar_feeds/list': { query: (f) => ({ id_guide: String(f.guide) }) },
  'POST /calendar_feeds/create': {
    body: (f) => ({
      id_guide: f.guide,
      url: 'https://calendar.example.com/listing-1.ics',
      label: 'Airbnb',
      events_are: 'auto',
    }),
  },
  'PUT /calendar_feeds/modify': {
    body: (f) => ({
      id_calendar_feed: f.calendarFeed,
      url: 'https://calendar.example.com/listing-2.ics',
      label: 'Vrbo',
      events_are: 'stays',
    }),
  },
  'POST /calendar_feeds/sync': { body: (f) => ({ id_calendar_feed: f.calendarFeed }) },
  'DELETE /calendar_feeds/delete': { body: (f) => ({ id_calendar_feed: f.calendarFeed, comment: 'gone' }) },
  'GET /calendar_export/get': { query: (f) => ({ id_guide: String(f.guide) }) },
  'POST /calendar_export/regenerate': { body: (f) => ({ id_guide: f.guide }) },
  'GET /message_rules/list': { query: (f) => ({ id_guide: String(f.guide) }) },
  'POST /message_rules/create': {
    body: (f) => ({
      name: 'Welcome',
      id_guide: f.guide,
      trigger: 'check_in_day',
      offset_days: 0,
      send_time: '09:00',
      texts: {
        en: { subject: 'Welcome, {{guest_first_name}}', body: 'Your door code: {{door_code}}' },
        fr: { subject: 'Bienvenue, {{guest_first_name}}', body: 'Votre code : {{door_code}}' },
      },
      enabled: true,
    }),
  },
  'PUT /message_rules/modify': {
    body: (f) => ({
      id_message_rule: f.messageRule,
      name: 'Two days before',
      trigger: 'before_check_in',
      offset_days: 2,
      send_time: '11:30',
      texts: { en: { subject: 'Soon', body: 'See you on {{check_in}}' } },
      enabled: false,
    }),
  },
  'DELETE /message_rules/delete': { body: (f) => ({ id_message_rule: f.messageRule, comment: 'gone' }) },
  'POST /message_rules/preview': {
    body: (f) => ({
      id_guide: f.guide,
      language: 'en',
      subject: 'Hello {{guest_name}}',
      body: 'Check-in {{check_in}}',
      id_invitation: f.invitation,
    }),
  },
  'GET /invitations/messages': { query: (f) => ({ id_invitation: String(f.invitation) }) },
  'POST /invitations/messages/send_now': {
    body: (f) => ({ id_invitation: f.invitation, id_message_rule: f.messageRule }),
  },
  // The fixture's stay is in 2030: its link is asked with a token that is no stay's (01), changing nothing.
  'POST /guest/feedback': {
    body: (f) => ({ token: f.shareToken, invite: 'abc', rating: 5, comment: 'Lovely stay' }),
  },
  'GET /feedback/list': { query: (f) => ({ id_guide: String(f.guide) }) },
  'PUT /guides/review_links': {
    body: (f) => ({
      id_guide: f.guide,
      airbnb: 'https://www.airbnb.com/rooms/1',
      google: 'https://g.page/r/x/review',
      booking: null,
    }),
  },
  'PUT /invitations/revoke': { body: (f) => ({ id_invitation: f.invitation }) },
  'DELETE /invitations/delete': { body: (f) => ({ id_invitation: f.invitation, comment: 'gone' }) },
  'POST /invitations/resend': { body: (f) => ({ id_invitation: f.invitation }) },
  'GET /invitations/template': {},
  'GET /invitations/template_languages': {},
  'PUT /invitations/template': { body: () => ({ subject: 'Your stay', body: 'Open {{link}}' }) },
  'GET /invitations/settings': {},
  'PUT /invitations/settings': { body: () => ({ hours_before_checkin: 24, hours_after_checkout: 12 }) },
  'GET /guides/export': { query: (f) => ({ id_guide: String(f.guide) }) },
  'POST /guides/duplicate': { body: (f) => ({ id_guide: f.guide }) },
  'POST /guides/import': {
    body: () => ({
      format: 'guidebook-guide',
      version: 1,
      guide: { title: 'Imported' },
      categories: [],
      images: [],
    }),
  },
  'GET /maps/list': {},
  'GET /maps/select': { query: (f) => ({ id_map: String(f.map) }) },
  'POST /maps/create': { body: () => ({ title: 'Beaches', pins: [PIN] }) },
  'PUT /maps/modify': { body: (f) => ({ id_map: f.map, title: 'Beaches', pins: [PIN] }) },
  'DELETE /maps/delete': { body: (f) => ({ id_map: f.map, comment: 'gone' }) },
  'PUT /guides/active_map': { body: (f) => ({ id_guide: f.guide, id_map: f.map }) },
  'GET /api_tokens/list': {},
  'POST /api_tokens/create': { body: () => ({ name: 'Channel manager', scope: 'write', expires_in_days: 90 }) },
  'DELETE /api_tokens/delete': { body: (f) => ({ id_api_token: f.apiToken }) },
  'GET /users/workspaces': {},
  'GET /team/members/list': {},
  'POST /team/members/invite': {
    body: () => ({
      email: `invitee-${crypto.randomBytes(4).toString('hex')}@example.com`,
      role: 'editor',
      guides: null,
    }),
  },
  'PUT /team/members/modify': { body: (f) => ({ id_member: f.member, role: 'viewer', guides: [f.guide] }) },
  'DELETE /team/members/delete': { body: (f) => ({ id_member: f.member }) },
  'POST /team/members/resend': { body: (f) => ({ id_member: f.member }) },
  'GET /public/team_invitation': { query: (f) => ({ vc: 'not-a-code', vi: String(f.member) }) },
  // The fixture's guide is written in English with French as a further language.
  'PUT /guides/languages': {
    body: (f) => ({ id_guide: f.guide, default_language: 'en', languages: ['fr', 'ja'] }),
  },
  'GET /guides/translations': { query: (f) => ({ id_guide: String(f.guide), language: 'fr' }) },
  'PUT /guides/translate': {
    body: (f) => ({ id_guide: f.guide, language: 'fr', title: 'Chalet', subtitle: null, welcome: 'Bienvenue' }),
  },
  'PUT /content_categories/translate': {
    body: (f) => ({ id_guide_content: f.category, language: 'fr', name: 'Arrivée' }),
  },
  'PUT /content_topics/translate': {
    body: (f) => ({ id_guide_topic: f.topic, language: 'fr', name: 'Clés', content: '<p>Les clés</p>' }),
  },
  'PUT /maps/translate': {
    body: (f) => ({ id_map: f.map, language: 'fr', title: 'Plages', pins: [{ original: 'Beach', name: 'Plage' }] }),
  },
  'POST /team/invitations/accept': { body: (f) => ({ vc: 'not-a-code', vi: String(f.member) }) },
  'GET /workspace/domain': {},
  // A name of the fixture's own: every fixture of a test database may hold one.
  'PUT /workspace/domain': { body: (f) => ({ domain: `guide-${f.account.id_workspace}.seaside-stays.com` }) },
  'DELETE /workspace/domain': {},
  'POST /workspace/domain/verify': {},
  'GET /public/domain_allowed': { query: () => ({ domain: 'guide.seaside-stays.com' }) },
  'POST /workspaces/create': { body: () => ({ name: 'Client workspace' }) },
  'POST /workspaces/transfer': { body: (f) => ({ id_member: f.member }) },
  'POST /workspaces/transfer/confirm': { body: (f) => ({ vc: 'not-a-code', vi: String(f.member) }) },
  'POST /workspaces/delete': { body: (f) => ({ id_workspace: f.account.id_workspace }) },
  'GET /webhooks/list': {},
  'POST /webhooks/create': {
    body: () => ({
      url: 'https://hooks.example.com/pms',
      events: ['invitation.created', 'message.sent'],
      description: 'PMS',
    }),
  },
  'PUT /webhooks/modify': {
    body: (f) => ({
      id_webhook: f.webhook,
      url: 'https://hooks.example.com/other',
      events: ['invitation.updated'],
      description: 'Other',
      enabled: true,
    }),
  },
  'DELETE /webhooks/delete': { body: (f) => ({ id_webhook: f.webhook }) },
  'POST /webhooks/test': { body: (f) => ({ id_webhook: f.webhook }) },
  'GET /webhooks/deliveries': { query: (f) => ({ id_webhook: String(f.webhook), before: '1000000' }) },
  'POST /webhooks/redeliver': { body: (f) => ({ id_delivery: f.webhookDelivery }) },
  'GET /request_types/list': {},
  'POST /request_types/create': {
    body: (f) => ({
      texts: { en: { name: 'Extra towels', description: 'A fresh set' } },
      kind: 'other',
      price_text: '€5',
      guides: [f.guide],
    }),
  },
  'PUT /request_types/modify': {
    body: (f) => ({ id_request_type: f.requestType, price_text: '€7', enabled: true, guides: null }),
  },
  'DELETE /request_types/delete': { body: (f) => ({ id_request_type: f.requestType, comment: 'gone' }) },
  'GET /requests/list': { query: (f) => ({ status: 'pending', id_guide: String(f.guide) }) },
  'PUT /requests/answer': { body: (f) => ({ id_request: f.request, decision: 'decline', reply: 'Sorry' }) },
  'POST /guest/requests': {
    body: (f) => ({
      token: f.shareToken,
      invite: f.activeInvite,
      id_request_type: f.requestType,
      message: 'Extra pillows please',
    }),
  },
};

/** A local date `days` from today (UTC), as the stay forms take it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A request type guests may ask for without a time, an active stay, and one pending request of it. */
async function buildRequest(app: FastifyInstance, account: TestAccount, idGuide: number, shareToken: string) {
  const as = api(app, account);
  const type = await as.post('/request_types/create', {
    texts: { en: { name: 'Baby cot', description: '' } },
    kind: 'other',
  });
  if (type.status !== 201) throw new Error(`fixture request type: ${JSON.stringify(type.body)}`);
  const idType = (type.body.RES_RESULT as { id_request_type: number }).id_request_type;
  const stay = await buildInvitation(app, account, {
    id_guide: idGuide,
    guest_name: 'Ivy Active',
    guest_email: null,
    check_in: `${dayFromNow(-1)}T15:00`,
    check_out: `${dayFromNow(3)}T10:00`,
    send_email: false,
  });
  const invite = new URL(stay.link).searchParams.get('invite')!;
  const asked = await api(app).post('/guest/requests', { token: shareToken, invite, id_request_type: idType });
  if (asked.status !== 201) throw new Error(`fixture request: ${JSON.stringify(asked.body)}`);
  const items = (asked.body.RES_RESULT as { items: { id_request: number }[] }).items;
  return { requestType: idType, request: items[0]!.id_request, activeInvite: invite };
}

/** One account with a row of every kind (and an API token): every id a call can name. */
export async function buildFixture(app: FastifyInstance): Promise<Fixture> {
  const account = await buildAccount(app);
  // Rows that do not depend on each other are made side by side: the guide with what hangs on it,
  // and the workspace's own rows.
  const guideRows = async () => {
    const guide = await buildSharedGuide(app, account, { title: 'Cottage' });
    const languages = await app.inject({
      method: 'PUT',
      url: '/api/guides/languages',
      headers: account.auth,
      payload: { id_guide: guide.id_guide, default_language: 'en', languages: ['fr'] },
    });
    if (languages.statusCode !== 200) throw new Error(`fixture languages: ${languages.body}`);
    const [category, invitation, calendarFeed, messageRule] = await Promise.all([
      buildCategory(app, account, { id_guide: guide.id_guide }),
      buildInvitation(app, account, { id_guide: guide.id_guide, ...STAY }),
      buildCalendarFeed(app, account, { id_guide: guide.id_guide }),
      buildMessageRule(app, account, { id_guide: guide.id_guide }),
    ]);
    const requests = await buildRequest(app, account, guide.id_guide, guide.token);
    return { guide, category, invitation, calendarFeed, messageRule, requests };
  };
  const webhookRows = async () => {
    const webhook = await buildWebhook(app, account);
    const ping = await app.inject({
      method: 'POST',
      url: '/api/webhooks/test',
      headers: account.auth,
      payload: { id_webhook: webhook.id_webhook },
    });
    if (ping.statusCode !== 200) throw new Error(`fixture webhook ping: ${ping.body}`);
    return {
      webhook: webhook.id_webhook,
      webhookDelivery: (ping.json() as { RES_RESULT: { id_delivery: number } }).RES_RESULT.id_delivery,
    };
  };
  const [{ guide, category, invitation, calendarFeed, messageRule, requests }, file, map, apiToken, member, hooks] =
    await Promise.all([
      guideRows(),
      buildFile(app, account, { name: 'photo.jpg' }),
      buildMap(app, account, { title: 'Map', pins: [PIN] }),
      buildApiToken(app, account),
      buildMemberInvitation(app, account),
      webhookRows(),
    ]);
  const [topic, sharedTopic, annex] = await Promise.all([
    buildTopic(app, account, { id_guide_content: category.id_guide_content, id_file_public: file.id_file_public }),
    buildSharedTopic(app, account, { id_file_public: file.id_file_public }),
    buildGuide(app, account, { title: 'Annex' }).then((g) => buildCategory(app, account, { id_guide: g.id_guide })),
  ]);
  const placed = await app.inject({
    method: 'POST',
    url: '/api/shared_topics/place',
    headers: account.auth,
    payload: { id_shared_topic: sharedTopic.id_shared_topic, id_guide_content: annex.id_guide_content },
  });
  if (placed.statusCode !== 200) throw new Error(`fixture placement: ${placed.body}`);
  return {
    account,
    guide: guide.id_guide,
    category: category.id_guide_content,
    topic: topic.id_guide_topic,
    file: file.id_file_public,
    fileName: 'photo.jpg',
    filePath: file.path_file,
    map: map.id_map,
    invitation: invitation.id_invitation,
    calendarFeed: calendarFeed.id_calendar_feed,
    messageRule: messageRule.id_message_rule,
    ...requests,
    shareToken: guide.token,
    apiToken: apiToken.id_api_token,
    member: member.id_member,
    sharedTopic: sharedTopic.id_shared_topic,
    placement: (placed.json() as { RES_RESULT: { id_guide_topic: number } }).RES_RESULT.id_guide_topic,
    ...hooks,
  };
}

/** Shapes only: which fields a call's input has (ids are placeholders). */
export function placeholder(): Fixture {
  return {
    account: { id_user: 1, id_workspace: 1, email: 'x@example.com', token: '', auth: { authorization: '' } },
    guide: 1,
    category: 1,
    topic: 1,
    file: 1,
    fileName: 'x.jpg',
    filePath: '/files/public/raw/x/x.jpg',
    map: 1,
    invitation: 1,
    calendarFeed: 1,
    messageRule: 1,
    requestType: 1,
    request: 1,
    activeInvite: 'x',
    shareToken: 'x',
    apiToken: 1,
    member: 1,
    sharedTopic: 1,
    placement: 1,
    webhook: 1,
    webhookDelivery: 1,
  };
}

/** Sends the call `key` ("POST /guides/create") with its valid input for `f` and the given headers (no sign-in of its own). */
export async function sendCall(
  app: FastifyInstance,
  key: string,
  f: Fixture,
  extra: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const call = CALLS[key]!;
  const [method, template] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  let path = template;
  for (const [name, value] of Object.entries(call.path?.(f) ?? {}))
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  const qs = new URLSearchParams(call.query?.(f) ?? {}).toString();
  const headers: Record<string, string> = { ...extra };
  let payload: string | Buffer | undefined;
  const body = call.body?.(f);
  if (body && call.multipart) {
    const form = call.file
      ? await formBody(body, { field: call.file.field, bytes: call.file.bytes() })
      : await multipartBody({ ...(body as Record<string, string>), chunk: await solidJpeg(8, 8) });
    payload = form.body;
    headers['content-type'] = form.contentType;
  } else if (body) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  return app.inject({
    method,
    url: `/api${path}${qs ? `?${qs}` : ''}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
}

/**
 * The fixed texts of the printed House Manual (guide PDF) and flyer in English: the source every
 * other language's print.ts translates. The texts MESSAGES holds (which other code and tests read
 * too) are taken from it, so the two never drift.
 */
import { ENGLISH_MESSAGE_CATALOG } from '@guidebook/contract';

const m = (key: string): string => {
  const text = ENGLISH_MESSAGE_CATALOG[key];
  if (text === undefined) throw new Error(`MESSAGES has no ${key}`);
  return text;
};

export default {
  /** Guide PDF: the small line above the title on the first page (printed in capitals). */
  manualTitle: m('sharing.manualTitle'),
  /** Guide PDF: the heading of the contacts column. */
  manualContacts: m('sharing.manualContacts'),
  /** Guide PDF: the heading of the address column. */
  manualAddress: m('sharing.manualAddress'),
  /** Guide PDF: when the guide has no published category. */
  manualEmpty: m('sharing.manualEmpty'),
  /** Guide PDF: the footer of every page. */
  pageOf: m('sharing.pageOf'),
  /** Guide PDF: what follows a contact's label before its value (": " in English, " : " in French). */
  labelSeparator: ': ',
  /** Guide PDF: a contact's label, by its kind. */
  'contact.host': m('sharing.contactLabels.host'),
  'contact.phone': m('sharing.contactLabels.phone'),
  'contact.phone2': m('sharing.contactLabels.phone2'),
  'contact.email': m('sharing.contactLabels.email'),
  /** Flyer: the line under the QR code. */
  flyerInstructions: m('sharing.flyerInstructions'),
  /** Flyer: the line above the printed link. */
  flyerLinkLabel: m('sharing.flyerLinkLabel'),
  /** Flyer's WiFi box: its title, before the network name, before the password, for an open network, its foot. */
  wifiTitle: m('stay.flyerWifiTitle'),
  wifiNetwork: m('stay.flyerWifiNetwork'),
  wifiPassword: m('stay.flyerWifiPassword'),
  wifiOpen: m('stay.flyerWifiOpen'),
  wifiScan: m('stay.flyerWifiScan'),
  // Field codes ({{door_code}}, …) in what guests read: neutral words where no stay fills them,
  // and the door code before its release. apps/server/src/modules/invitations/stay-fields.ts
  'fields.guest_first_name': 'guest',
  'fields.guest_name': 'guest',
  'fields.check_in': 'your check-in date',
  'fields.check_out': 'your check-out date',
  'fields.door_code': 'your door code',
  'fields.guests': 'the number of guests',
  'fields.reference': 'your booking reference',
  'fields.wifi_name': 'the WiFi network',
  'fields.wifi_password': 'the WiFi password',
  'fields.check_in_time': 'the check-in time',
  'fields.check_out_time': 'the check-out time',
  'fields.doorCodeFrom': 'available from {{date}}',
};

/**
 * How the host's contacts are labelled and linked (tel:, mailto:). A guide stores two phones
 * (phone, phone2), each with its own visibility; they are labelled as the host's form names
 * them, so a guest who sees both can tell them apart.
 */
import type { TGuestGuide } from '@guidebook/contract';
import type { MessageKey } from '../i18n/catalog.ts';

type Contact = TGuestGuide['contacts'][number];

const LABELS: Record<Contact['kind'], MessageKey> = {
  host: 'contactHost',
  phone: 'contactPhone',
  phone2: 'contactPhone2',
  email: 'contactEmail',
};

/** The catalog key of a contact's label (i18n/catalogs). */
export function contactLabel(kind: Contact['kind']): MessageKey {
  return LABELS[kind];
}

/** A tel: or mailto: link, or null when the value cannot be dialled or mailed (or is a name). */
export function contactHref(contact: Contact): string | null {
  const value = contact.value.trim();
  if (contact.kind === 'email') return /^[^\s@]+@[^\s@]+$/.test(value) ? `mailto:${value}` : null;
  if (contact.kind === 'phone' || contact.kind === 'phone2') {
    const digits = value.replace(/[^\d+]/g, '');
    return /^\+?\d{3,20}$/.test(digits) ? `tel:${digits}` : null;
  }
  return null;
}

/**
 * How the host's contacts are labelled and linked (tel:, mailto:). A guide stores two phones
 * (phone, phone2), each with its own visibility; they are labelled as the host's form names
 * them, so a guest who sees both can tell them apart.
 */
import type { TGuestGuide } from '@guidebook/contract';

type Contact = TGuestGuide['contacts'][number];

const LABELS: Record<Contact['kind'], string> = {
  host: 'Host',
  phone: 'Phone',
  phone2: 'Second phone',
  email: 'Email',
};

export function contactLabel(kind: Contact['kind']): string {
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

/** The host-facing shape of a guide. Guests get their own presenter (share module). */
import type { TGuide, TGuideListItem } from '@guidebook/contract';
import type { GuideListRow, GuideRow } from './guides.repository.ts';

/** Every field a host edits, plus the branding; the share token has its own call. */
export function presentGuide(g: GuideRow): TGuide {
  return {
    id_guide: g.id_guide,
    title: g.title,
    subtitle: g.subtitle,
    host: g.host,
    phone: g.phone,
    phone_id_contact_type: g.phone_id_contact_type,
    phone2: g.phone2,
    phone2_id_contact_type: g.phone2_id_contact_type,
    email: g.email,
    address: g.address,
    address2: g.address2,
    city: g.city,
    state: g.state,
    zipcode: g.zipcode,
    country: g.country,
    timezone: g.timezone,
    id_address_view: g.id_address_view,
    id_map: g.id_map,
    comment: g.comment,
    date_created: g.date_created.toISOString(),
    date_modified: g.date_modified.toISOString(),
    welcome: g.welcome,
    image: g.logo_path,
    id_file_logo: g.id_file_logo,
    font: g.font,
    color: g.color,
  };
}

/** A row of the guides list (the table's and dashboard's fields). */
export function presentGuideListItem(g: GuideListRow): TGuideListItem {
  return {
    id_guide: g.id_guide,
    title: g.title,
    subtitle: g.subtitle,
    address: g.address,
    city: g.city,
    timezone: g.timezone,
    image: g.image,
    date_created: g.date_created,
    date_modified: g.date_modified,
  };
}

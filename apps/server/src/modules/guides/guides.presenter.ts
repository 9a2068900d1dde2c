/** The host-facing shape of a guide. Guests get their own presenter (share module). */
import { ZGuideFields, type TGuide, type TGuideListItem } from '@guidebook/contract';
import type { DbGuide } from './guides.repository.ts';
import type { GuideFields, GuideListRow, GuidePageRow, GuideRow } from './guides.repository.ts';

/** The fields a host edits (the contract's create/modify fields), in the contract's order. */
export const GUIDE_FIELD_NAMES = ZGuideFields.keyof().options;

/** A stored guide's editable fields: what create and modify take, export writes and duplicate copies. */
export function guideFieldsOf(g: DbGuide): GuideFields & { welcome: string | null } {
  return Object.fromEntries(GUIDE_FIELD_NAMES.map((name) => [name, g[name]])) as GuideFields & {
    welcome: string | null;
  };
}

/** Every field a host edits, plus the branding; the share token has its own call. */
export function presentGuide(g: GuideRow): TGuide {
  return {
    id_guide: g.id_guide,
    ...guideFieldsOf(g),
    date_created: g.date_created.toISOString(),
    date_modified: g.date_modified.toISOString(),
    image: g.logo_path,
    id_file_logo: g.id_file_logo,
    font: g.font,
    color: g.color,
    default_language: g.default_language,
    languages: g.languages,
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

/** A row of a paged guides list: the list's fields, the guide's languages, published topics and tags. */
export function presentGuidePageItem(g: GuidePageRow): TGuideListItem {
  return {
    ...presentGuideListItem(g),
    default_language: g.default_language,
    languages: g.languages,
    topics_published: g.topics_published,
    tags: g.tags,
  };
}

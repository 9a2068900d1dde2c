/**
 * The Help Center's articles: short, written for hosts, and true to this product's screens
 * (every button, tab and field named here exists under that label). Text may mark a label
 * with **double asterisks**; it is shown bold and searched without the marks.
 * Pictures are real screens of the app (public/help/*.webp, made with Playwright).
 *
 * This file holds what every language shares: the articles' ids, sections, blocks, pictures,
 * routes and related articles. Their texts are the `help` catalogs
 * (packages/i18n/locales/<language>/help.ts, keyed `<id>.title`, `<id>.b0.text`…): English here,
 * in the Help Center's chunk; another language is loaded by ./catalog.ts. An article a language
 * has not translated is shown in English, marked `untranslated`.
 */
import english from '../../../../../packages/i18n/locales/en/help.ts';
import type { HelpCatalog } from '../../../../../packages/i18n/src/help.ts';
import { ROUTES } from '../../lib/paths.ts';

export type HelpImage = { src: string; alt: string; caption?: string; width: number; height: number };

export type HelpBlock =
  | { kind: 'text'; text: string }
  | { kind: 'steps'; items: string[] }
  | { kind: 'list'; items: string[] }
  | { kind: 'tip'; text: string }
  | { kind: 'image'; image: HelpImage };

/** A section's name, as shown in the Help Center's language. */
export type HelpSection = string;

export type HelpArticle = {
  /** Part of the article's address (?article=), used by empty states' help links: never rename. */
  id: string;
  title: string;
  /** One sentence, shown on the article's card and under its title. */
  summary: string;
  section: HelpSection;
  /** Words a host might type that the text does not use; searched, never shown. */
  keywords: string[];
  blocks: HelpBlock[];
  /** Where in the app the article's work is done, when one screen is the place. */
  action?: { label: string; to: string };
  related: string[];
  /** Shown in English: the Help Center's language has no translation of it yet. */
  untranslated?: boolean;
};

/** The Help Center in one language. */
export type HelpArticles = {
  /** The catalog's language ("en", "fr"). */
  language: string;
  articles: HelpArticle[];
  /** The front page's sections in order: `id` is stable, `name` is shown. */
  sections: { id: HelpSectionId; name: HelpSection }[];
  /** Searches offered when a search finds nothing: each finds its article. */
  suggestions: string[];
  /** The note above an article shown in English. */
  notTranslated: string;
  find: (id: string | null) => HelpArticle | undefined;
};

export type HelpSectionId = 'build' | 'share' | 'insight';

/** A block as every language has it; its texts are found in the catalog by the block's number. */
type BlockShape = 'text' | 'steps' | 'list' | 'tip' | { image: string; width: number; height: number };

type ArticleShape = {
  id: string;
  section: HelpSectionId;
  blocks: BlockShape[];
  /** The address of the screen the article's `action` button opens. */
  action?: string;
  related: string[];
};

const SECTIONS: HelpSectionId[] = ['build', 'share', 'insight'];

/** The articles whose `suggestion` is offered, in this order, when a search finds nothing. */
const SUGGESTED = ['qr-code-and-flyer', 'invitations', 'offline', 'images', 'maps'];

/** A screenshot (public/help/<name>.webp) and its size in pixels. */
const shot = (name: string, width: number, height: number): BlockShape => ({ image: name, width, height });

const SHAPES: ArticleShape[] = [
  {
    id: 'getting-started',
    section: 'build',
    blocks: ['text', 'steps', 'text', shot('guide-edit-tabs', 880, 358), 'tip', 'text', 'tip'],
    action: `${ROUTES.guides}?view=create`,
    related: ['writing-topics', 'branding', 'share-link'],
  },
  {
    id: 'writing-topics',
    section: 'build',
    blocks: ['text', 'steps', shot('content-tab', 880, 434), 'list', shot('topic-modal', 760, 702)],
    related: ['images', 'getting-started', 'share-link'],
  },
  {
    id: 'shared-topics',
    section: 'build',
    blocks: ['text', 'steps', 'text', 'list', 'text', 'tip'],
    action: ROUTES.sharedTopics,
    related: ['writing-topics', 'door-codes', 'export-import'],
  },
  {
    id: 'images',
    section: 'build',
    blocks: ['text', 'steps', shot('media-library', 880, 440), 'text', 'tip'],
    action: ROUTES.mediaLibrary,
    related: ['writing-topics', 'branding'],
  },
  {
    id: 'branding',
    section: 'build',
    blocks: ['text', 'steps', shot('branding', 880, 396), 'text'],
    related: ['getting-started', 'qr-code-and-flyer'],
  },
  {
    id: 'share-link',
    section: 'share',
    blocks: ['text', 'steps', shot('share-link', 880, 198), 'tip', 'text'],
    related: ['qr-code-and-flyer', 'invitations', 'offline'],
  },
  {
    id: 'qr-code-and-flyer',
    section: 'share',
    blocks: ['text', shot('qr-and-flyer', 880, 233), 'list', 'tip'],
    related: ['share-link', 'branding'],
  },
  {
    id: 'invitations',
    section: 'share',
    blocks: ['text', 'steps', shot('invitation', 620, 508), 'list'],
    action: ROUTES.invitesHome,
    related: ['share-link', 'calendar-feeds', 'import-stays', 'door-codes'],
  },
  {
    id: 'calendar-feeds',
    section: 'share',
    blocks: ['text', 'list', 'text', 'list', 'list', 'tip', 'text', 'list'],
    related: ['invitations', 'import-stays'],
  },
  {
    id: 'import-stays',
    section: 'share',
    blocks: ['text', 'list', 'text', 'list', 'tip'],
    related: ['invitations', 'calendar-feeds'],
  },
  {
    id: 'door-codes',
    section: 'share',
    blocks: ['text', 'list', 'text', 'tip'],
    related: ['invitations', 'import-stays', 'calendar-feeds'],
  },
  {
    id: 'timed-messages',
    section: 'share',
    blocks: ['text', 'list', 'text', 'list', 'text'],
    related: ['invitations', 'calendar-feeds', 'webhooks'],
  },
  {
    id: 'webhooks',
    section: 'insight',
    blocks: ['text', 'steps', 'steps', 'tip'],
    related: ['timed-messages', 'calendar-feeds'],
  },
  {
    id: 'white-label',
    section: 'share',
    blocks: ['text', 'steps', 'tip'],
    action: ROUTES.whiteLabel,
    related: ['own-domain', 'branding', 'invitations'],
  },
  {
    id: 'own-domain',
    section: 'share',
    blocks: ['text', 'steps', 'text', 'tip'],
    action: ROUTES.whiteLabel,
    related: ['share-link', 'white-label', 'qr-code-and-flyer'],
  },
  {
    id: 'agencies',
    section: 'build',
    blocks: ['text', 'steps', 'text', 'tip'],
    action: ROUTES.team,
    related: ['white-label', 'own-domain'],
  },
  {
    id: 'guest-requests',
    section: 'share',
    blocks: ['text', 'list', 'text', 'tip'],
    related: ['invitations', 'timed-messages'],
  },
  {
    id: 'guest-feedback',
    section: 'share',
    blocks: ['text', 'list', 'text', 'tip'],
    related: ['timed-messages', 'invitations'],
  },
  {
    id: 'offline',
    section: 'insight',
    blocks: ['text', 'list', shot('guest-phone', 375, 720), 'tip'],
    related: ['share-link', 'maps'],
  },
  {
    id: 'maps',
    section: 'build',
    blocks: ['text', 'steps', shot('map-editor', 880, 790), 'text'],
    related: ['offline', 'getting-started'],
  },
  {
    id: 'analytics',
    section: 'insight',
    blocks: ['text', shot('analytics', 880, 498), 'list', 'tip'],
    related: ['writing-topics', 'share-link'],
  },
  {
    id: 'export-import',
    section: 'insight',
    blocks: ['text', shot('data-tab', 880, 412), 'list', 'tip'],
    related: ['getting-started', 'images'],
  },
];

const ENGLISH: Readonly<Record<string, string>> = english;

/** The number of items of a list or steps block: as many as English has (every language has them all). */
function itemCount(prefix: string): number {
  let n = 0;
  while (`${prefix}.i${n}` in ENGLISH) n++;
  return n;
}

/**
 * The Help Center in the language of `catalog`: each article in that language when the catalog
 * has it, else in English (marked `untranslated`).
 */
export function helpArticlesIn(language: string, catalog: HelpCatalog): HelpArticles {
  const own: Readonly<Record<string, string | undefined>> = catalog;
  const shared = (key: string) => own[key] ?? ENGLISH[key] ?? key;
  const sectionName = (id: HelpSectionId) => shared(`section.${id}`);

  const articles = SHAPES.map((shape): HelpArticle => {
    const translated = own[`${shape.id}.title`] !== undefined;
    const texts = translated ? own : ENGLISH;
    const text = (field: string) => texts[`${shape.id}.${field}`] ?? ENGLISH[`${shape.id}.${field}`] ?? '';
    const blocks = shape.blocks.map((block, n): HelpBlock => {
      const at = `b${n}`;
      if (typeof block === 'object') {
        const caption = `${shape.id}.${at}.caption` in ENGLISH ? text(`${at}.caption`) : undefined;
        return {
          kind: 'image',
          image: {
            src: `/help/${block.image}.webp`,
            width: block.width,
            height: block.height,
            alt: text(`${at}.alt`),
            caption,
          },
        };
      }
      if (block === 'steps' || block === 'list') {
        const items = Array.from({ length: itemCount(`${shape.id}.${at}`) }, (_, k) => text(`${at}.i${k}`));
        return { kind: block, items };
      }
      return { kind: block, text: text(`${at}.text`) };
    });
    return {
      id: shape.id,
      title: text('title'),
      summary: text('summary'),
      section: sectionName(shape.section),
      keywords: text('keywords')
        .split(',')
        .map((k) => k.trim())
        .filter((k) => k !== ''),
      blocks,
      ...(shape.action ? { action: { label: text('action'), to: shape.action } } : {}),
      related: shape.related,
      ...(translated ? {} : { untranslated: true }),
    };
  });

  const byId = new Map(articles.map((a) => [a.id, a]));
  return {
    language,
    articles,
    sections: SECTIONS.map((id) => ({ id, name: sectionName(id) })),
    suggestions: SUGGESTED.map((id) => byId.get(id)!)
      .map((article) => (article.untranslated ? ENGLISH : own)[`${article.id}.suggestion`] ?? '')
      .filter((s) => s !== ''),
    notTranslated: shared('notTranslated'),
    find: (id) => (id ? byId.get(id) : undefined),
  };
}

/** The Help Center in English (in its route's chunk). */
export const ENGLISH_HELP: HelpArticles = helpArticlesIn('en', english);

export const HELP_ARTICLES: HelpArticle[] = ENGLISH_HELP.articles;

export const HELP_SECTIONS: HelpSection[] = ENGLISH_HELP.sections.map((s) => s.name);

export function findArticle(id: string | null): HelpArticle | undefined {
  return ENGLISH_HELP.find(id);
}

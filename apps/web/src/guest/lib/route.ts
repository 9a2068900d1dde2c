/**
 * Where the guest app is and what it shows. The page path picks the guide (a share
 * token, the sample, or a host's preview); the hash picks the tab, category and topic,
 * so the phone's back button walks back through what the guest opened.
 */

export type GuideSource =
  /**
   * `invite`: the invitation token of a guest's personal link (?invite=). `readable`: the page is a
   * readable link, /{workspace}/{guide} (or /{guide} on the workspace's own domain), whose token the
   * server wrote into the page.
   */
  | { kind: 'token'; token: string; invite?: string; readable?: true }
  | { kind: 'sample' }
  /** `drafts`: the admin app's phone preview (&drafts=1): Drafts and invited-only topics too, marked. */
  | { kind: 'preview'; id_guide: number; drafts: boolean }
  | { kind: 'unknown' };

export const TAB_IDS = ['home', 'info', 'map', 'help'] as const;
export type TabId = (typeof TAB_IDS)[number];

/** `feedback`: the Thank You & Feedback page (#feedback), shown on the Info tab. */
export type View = { tab: TabId; categoryId: number | null; topicId: number | null; feedback?: boolean };

const TOKEN_PATH = /^\/g\/([A-Za-z0-9_-]{8,200})\/?$/;
const TOKEN = /^[A-Za-z0-9_-]{8,200}$/;
/**
 * A readable link's path: /{workspace}/{guide}, or /{guide} on the workspace's own domain (the server
 * writes a token into the page only for a guide it found).
 */
const READABLE_PATH = /^(?:\/[a-z0-9-]{3,60}){1,2}\/?$/;

/** The share token the server wrote into a readable link's page (`<meta name="share-token">`), or null. */
export function embeddedShareToken(doc: Pick<Document, 'querySelector'>): string | null {
  return doc.querySelector<HTMLMetaElement>('meta[name="share-token"]')?.content ?? null;
}

function inviteOf(search: string): string | undefined {
  const invite = new URLSearchParams(search).get('invite');
  return invite && invite.length <= 200 ? invite : undefined;
}
const SAMPLE_PATH = /^\/digital-guides-view\/?$/;

/**
 * The guide a URL asks for; `preview` only counts on the sample path with a positive integer id,
 * and `drafts` only as `drafts=1`. `embeddedToken`: the token a readable link's page carries.
 */
export function sourceOf(pathname: string, search: string, embeddedToken: string | null = null): GuideSource {
  const token = TOKEN_PATH.exec(pathname)?.[1];
  if (token) {
    const invite = inviteOf(search);
    return invite ? { kind: 'token', token, invite } : { kind: 'token', token };
  }
  if (READABLE_PATH.test(pathname) && embeddedToken && TOKEN.test(embeddedToken)) {
    const invite = inviteOf(search);
    return invite
      ? { kind: 'token', token: embeddedToken, invite, readable: true }
      : { kind: 'token', token: embeddedToken, readable: true };
  }
  if (!SAMPLE_PATH.test(pathname)) return { kind: 'unknown' };
  const params = new URLSearchParams(search);
  const preview = params.get('preview');
  if (preview && /^[1-9][0-9]{0,9}$/.test(preview))
    return { kind: 'preview', id_guide: Number(preview), drafts: params.get('drafts') === '1' };
  return { kind: 'sample' };
}

function idOf(part: string | undefined): number | null {
  return part && /^[1-9][0-9]{0,9}$/.test(part) ? Number(part) : null;
}

/** `#info/12/34` -> Info tab, category 12, topic 34. Anything unknown falls back to Home. */
export function parseHash(hash: string): View {
  const [tab, category, topic] = hash.replace(/^#/, '').split('/');
  if (tab === 'feedback') return { tab: 'info', categoryId: null, topicId: null, feedback: true };
  if (!TAB_IDS.includes(tab as TabId)) return { tab: 'home', categoryId: null, topicId: null };
  if (tab !== 'info') return { tab: tab as TabId, categoryId: null, topicId: null };
  const categoryId = idOf(category);
  return { tab: 'info', categoryId, topicId: categoryId === null ? null : idOf(topic) };
}

export function formatHash(view: Partial<View> & { tab: TabId }): string {
  if (view.feedback) return '#feedback';
  if (view.tab !== 'info' || view.categoryId == null) return `#${view.tab}`;
  return view.topicId == null ? `#info/${view.categoryId}` : `#info/${view.categoryId}/${view.topicId}`;
}

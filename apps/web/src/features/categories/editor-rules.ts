/**
 * Pure rules of the topic editor: which link addresses survive,
 * how video links become embed addresses, which images may be inserted, the colour palette.
 */
import { EDITOR } from '@guidebook/contract';

/** What a refused link becomes: a blank address, so the text stays and leads nowhere. */
export const BLANK_URL = 'about:blank';

/** The 35 colours of the colour and background pickers (Quill's standard palette). */
export const EDITOR_PALETTE = [
  '#000000', '#e60000', '#ff9900', '#ffff00', '#008a00', '#0066cc', '#9933ff',
  '#ffffff', '#facccc', '#ffebcc', '#ffffcc', '#cce8cc', '#cce0f5', '#ebd6ff',
  '#bbbbbb', '#f06666', '#ffc266', '#ffff66', '#66b966', '#66a3e0', '#c285ff',
  '#888888', '#a10000', '#b26b00', '#b2b200', '#006100', '#0047b2', '#6b24b2',
  '#444444', '#5c0000', '#663d14', '#666600', '#003700', '#002966', '#3d1466',
] as const; // prettier-ignore

const SCHEME_RE = /^([a-z][a-z0-9+.-]*):/i;
// "example.com/page" typed without a scheme: a host name with at least one dot.
const BARE_HOST_RE = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?:[:/?#]|$)/i;

/**
 * Keeps a link only when its protocol is http, https, mailto or tel; anything else
 * (javascript:, data:, file:, ...) becomes about:blank. A bare host name gets https://.
 */
export function sanitizeLinkUrl(input: string): string {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const url = input.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!url) return BLANK_URL;
  const scheme = SCHEME_RE.exec(url)?.[1]?.toLowerCase();
  if (scheme) return (EDITOR.LINK_PROTOCOLS as readonly string[]).includes(scheme) ? url : BLANK_URL;
  if (url.startsWith('//')) return `https:${url}`;
  if (BARE_HOST_RE.test(url)) return `https://${url}`;
  return BLANK_URL;
}

const YOUTUBE_WATCH_RE = /^(?:https?:\/\/)?(?:(?:www|m)\.)?youtube\.com\/watch\?(?:.*&)?v=([A-Za-z0-9_-]+)/i;
const YOUTUBE_SHORT_RE = /^(?:https?:\/\/)?youtu\.be\/([A-Za-z0-9_-]+)/i;
const YOUTUBE_EMBED_RE = /^(?:https?:\/\/)?(?:(?:www|m)\.)?youtube\.com\/embed\/([A-Za-z0-9_-]+)/i;
const VIMEO_RE = /^(?:https?:\/\/)?(?:www\.)?vimeo\.com\/(\d+)/i;
const VIMEO_PLAYER_RE = /^(?:https?:\/\/)?player\.vimeo\.com\/video\/(\d+)/i;

/**
 * YouTube and Vimeo page links become their embed addresses; any other address is
 * returned unchanged (it still passes sanitizeLinkUrl before it reaches the page).
 */
export function toEmbedVideoUrl(input: string): string {
  const url = input.trim();
  const youtube = YOUTUBE_WATCH_RE.exec(url) ?? YOUTUBE_SHORT_RE.exec(url) ?? YOUTUBE_EMBED_RE.exec(url);
  if (youtube) return `https://www.youtube.com/embed/${youtube[1]}`;
  const vimeo = VIMEO_RE.exec(url) ?? VIMEO_PLAYER_RE.exec(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return input;
}

/** Images the editor embeds (read locally as data URIs): png, gif, jpeg, bmp, x-icon. */
export function isInsertableImageType(mimeType: string): boolean {
  return (EDITOR.IMAGE_MIME_TYPES as readonly string[]).includes(mimeType.toLowerCase());
}

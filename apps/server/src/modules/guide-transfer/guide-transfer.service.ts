/**
 * Rules for the Data tab. Export writes one self-contained file (no ids, owner or share
 * token; images inline as base64). Import trusts nothing in that file: it is validated
 * with the contract's schema, text is cleaned like any host input, and every image goes
 * through the library's own checks before a new guide is created for the caller.
 * Duplicate copies a guide within the same account, reusing its library files.
 */
import {
  EXPORT_IMAGE_SCHEME,
  GUIDE_EXPORT_FORMAT,
  GUIDE_EXPORT_VERSION,
  LIMITS,
  MESSAGES,
  RESERVED_VALUE_NAMES,
  RESULT,
  ZGuideExport,
  type TExportImage,
  type TGuide,
  type TGuideExport,
  type TGuideExportFile,
} from '@guidebook/contract';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { findGuide, requireGuide, setGuideTags, tagsOfGuide } from '../guides/guides.service.ts';
import { guideFieldsOf, presentGuide } from '../guides/guides.presenter.ts';
import { deleteFile, ensureCoverRendition, storeKeyOf } from '../files/files.service.ts';
import { ingestImage } from '../files/image-ingestion.ts';
import { readBytes } from '../../storage/storage-driver.ts';
import { displayNameOf } from '../files/file-names.ts';
import { sanitiseRichText } from '../content-safety/rich-text-sanitiser.ts';
import { libraryFileIdsIn, libraryUrl, mapImageSources, moveInlineImages } from '../topics/inline-images.ts';
import { toPlainText } from '../content-safety/plain-text.ts';
import * as repo from './guide-transfer.repository.ts';
import {
  allValuesOf,
  copyValuesTo,
  ownedSharedTopics,
  syncGuidePlacements,
} from '../shared-topics/shared-topics.service.ts';
import { copiedDigest, translationsForCopy, type CopiedTranslation } from '../translations/translations.service.ts';

const textOr = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** A translation's texts as a file carries them (`keys`), beside its language and whether its original changed since. */
function fileTranslation<K extends string>(t: CopiedTranslation, keys: readonly K[]) {
  return {
    language: t.language,
    original_changed: t.original_changed,
    ...(Object.fromEntries(keys.map((k) => [k, textOr(t.fields[k])])) as Record<K, string | null>),
  };
}

/** The guide's fields an export carries: all a host edits but the active map (maps are not exported). */
function exportedFields(guide: Parameters<typeof guideFieldsOf>[0]) {
  const { id_map: _map, ...fields } = guideFieldsOf(guide);
  return fields;
}

const m = MESSAGES.transfer;

export type GuideExportFile = { filename: string; body: string };

/** A download name from the title: ASCII letters, digits and dashes. */
function exportFilename(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `${slug || 'guide'}.guide.json`;
}

export async function exportGuide(deps: Deps, idWorkspace: number, idGuide: number): Promise<GuideExportFile> {
  const { db } = deps.database;
  const { guide, categories, topics, files } = await repo.loadGuideContent(
    db,
    await requireGuide(deps, idWorkspace, idGuide),
  );
  const translated = await translationsForCopy(deps, idWorkspace, idGuide);
  const translatedContents = [...translated.byTopic.values()].flat().map((t) => textOr(t.fields.content) ?? '');
  // The library images the topics' content (and its translations) show go into the file too, referred to by ref.
  const shown = await repo.filesByFileId(db, idWorkspace, [
    ...new Set([...topics.map((t) => t.content), ...translatedContents].flatMap((html) => libraryFileIdsIn(html))),
  ]);

  const refOf = new Map<number, string>();
  const refOfUrl = new Map<string, string>();
  const images: TExportImage[] = [];
  for (const file of [...files, ...shown]) {
    if (refOf.has(file.id_file_public)) continue;
    const ref = `image-${images.length + 1}`;
    refOf.set(file.id_file_public, ref);
    refOfUrl.set(libraryUrl(file.path_file), ref);
    const bytes = await readBytes(deps.store, storeKeyOf(file.path_file));
    images.push({ ref, name: file.name, mime: file.mime_type as TExportImage['mime'], data: bytes.toString('base64') });
  }
  const ref = (idFile: number | null) => (idFile ? (refOf.get(idFile) ?? null) : null);
  const exportedContent = (html: string) =>
    mapImageSources(html, (src) => {
      const r = refOfUrl.get(src);
      return r === undefined ? undefined : `${EXPORT_IMAGE_SCHEME}${r}`;
    });

  const file: TGuideExportFile = {
    format: GUIDE_EXPORT_FORMAT,
    version: GUIDE_EXPORT_VERSION,
    exported_at: deps.now().toISOString(),
    guide: {
      ...exportedFields(guide),
      font: guide.font as TGuideExportFile['guide']['font'],
      color: guide.color,
      logo: ref(guide.id_file_logo),
      cover: ref(guide.id_file_cover),
      default_language: guide.default_language,
      languages: guide.languages,
      tags: await tagsOfGuide(deps, idWorkspace, idGuide),
      values: await allValuesOf(deps, idWorkspace, idGuide),
      translations: translated.guide.map((t) => fileTranslation(t, ['title', 'subtitle', 'welcome'])),
    },
    categories: categories.map((c) => ({
      name: c.name,
      description: c.description,
      image: c.image,
      id_status: c.id_status,
      comment: c.comment,
      kind: c.kind as TGuideExportFile['categories'][number]['kind'],
      translations: (translated.byCategory.get(c.id_guide_content) ?? []).map((t) => fileTranslation(t, ['name'])),
      topics: topics
        .filter((t) => t.id_guide_content === c.id_guide_content)
        .map((t) => ({
          name: t.name,
          description: t.description,
          image: t.image,
          content: exportedContent(t.content),
          comment: t.comment,
          id_status: t.id_status,
          id_topic_view: t.id_topic_view,
          featured_image: ref(t.id_file_public),
          shared: t.id_shared_topic === null ? null : { id_workspace: idWorkspace, id_shared_topic: t.id_shared_topic },
          translations: (translated.byTopic.get(t.id_guide_topic) ?? []).map((tr) => {
            const translation = fileTranslation(tr, ['name', 'content']);
            return { ...translation, content: translation.content && exportedContent(translation.content) };
          }),
        })),
    })),
    images,
  };
  return { filename: exportFilename(guide.title), body: JSON.stringify(file) };
}

/** 12 with the first thing wrong with the file, in words a host can act on. */
function parseExportFile(input: unknown): TGuideExport {
  const fail = (message: string): never => {
    throw new AppError(RESULT.VALIDATION, message, { file: message });
  };
  const header = (input ?? {}) as { format?: unknown; version?: unknown };
  if (typeof input !== 'object' || input === null || Array.isArray(input) || header.format !== GUIDE_EXPORT_FORMAT)
    fail(m.wrongFormat);
  if (header.version !== GUIDE_EXPORT_VERSION) fail(m.unsupportedVersion(header.version));
  const parsed = ZGuideExport.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'file';
    return fail(m.invalidFile(where, issue?.message ?? MESSAGES.generic.badRequest));
  }
  const refs = new Set(parsed.data.images.map((i) => i.ref));
  for (const r of usedRefs(parsed.data)) if (!refs.has(r)) fail(m.imageMissing(r));
  return parsed.data;
}

/** Every image ref the file uses: the logo, the cover photo, featured images and images in content. */
function usedRefs(file: TGuideExport): Set<string> {
  const used = [
    file.guide.logo,
    file.guide.cover ?? null,
    ...file.categories.flatMap((c) =>
      c.topics.flatMap((t) => [
        t.featured_image,
        ...contentRefs(t.content),
        ...(t.translations ?? []).flatMap((tr) => contentRefs(tr.content ?? '')),
      ]),
    ),
  ];
  return new Set(used.filter((r): r is string => r !== null));
}

const CONTENT_REF = new RegExp(`\\ssrc="${EXPORT_IMAGE_SCHEME}([^"]*)"`, 'g');

/** The refs of the file's images a topic's content shows (`src="guidebook-image:{ref}"`). */
function contentRefs(html: string): string[] {
  return [...html.matchAll(CONTENT_REF)].map((match) => match[1] as string);
}

/** Library files made so far by one import, removed again if the import fails. */
async function discardFiles(deps: Deps, idWorkspace: number, fileIds: number[]): Promise<void> {
  for (const id of fileIds) await deleteFile(deps, idWorkspace, id).catch(() => undefined);
}

/** Stores each image the guide uses in the caller's library, through the upload checks; ref -> new file id. */
async function storeImages(
  deps: Deps,
  idWorkspace: number,
  file: TGuideExport,
  made: number[],
  pathOfRef: Map<string, string>,
): Promise<Map<string, number>> {
  const used = usedRefs(file);
  const idOfRef = new Map<string, number>();
  for (const image of file.images) {
    if (!used.has(image.ref) || idOfRef.has(image.ref)) continue;
    const bytes = Buffer.from(image.data, 'base64');
    if (bytes.length > deps.config.maxFileSize) throw AppError.invalid('file', m.imageInvalid(image.name));
    const stored = await ingestImage(deps, idWorkspace, {
      source: { bytes },
      size: bytes.length,
      displayName: displayNameOf(image.name),
      comment: null,
    });
    if (!stored) throw AppError.invalid('file', m.imageInvalid(displayNameOf(image.name)));
    made.push(stored.id_file_public);
    idOfRef.set(image.ref, stored.id_file_public);
    pathOfRef.set(image.ref, stored.path_file);
  }
  return idOfRef;
}

const plain = (value: string | null | undefined): string | null => (value == null ? null : toPlainText(value));
/** Names cleaned like host input; one that is only markup falls back rather than failing the import. */
const plainName = (value: string, fallback: string): string => toPlainText(value).trim() || fallback;

/**
 * Sanitised topic content with its inline images moved into the library, as a topic save does (the
 * same function; identical images across the guide once). Files made go into `made`. An unreadable
 * image fails an import (12 naming the topic); a duplicate drops it, as the start-up migration would.
 */
async function storedContent(
  deps: Deps,
  idWorkspace: number,
  html: string,
  topicName: string,
  how: { unreadable: 'refuse' | 'drop'; seen: Map<string, string>; made: number[] },
): Promise<string> {
  const moved = await moveInlineImages(deps, idWorkspace, html, {
    name: topicName,
    unreadable: how.unreadable,
    refusal: { field: 'file', message: m.contentImageInvalid(topicName) },
    seen: how.seen,
  });
  how.made.push(...moved.files.map((f) => f.id_file_public));
  return moved.html;
}

export async function importGuide(deps: Deps, idWorkspace: number, input: unknown): Promise<TGuide> {
  const file = parseExportFile(input);
  const made: number[] = [];
  try {
    const pathOfRef = new Map<string, string>();
    const idOfRef = await storeImages(deps, idWorkspace, file, made, pathOfRef);
    // Images the content shows by ref get their new library URL; then the content is cleaned as any input.
    const importedContent = (html: string) =>
      sanitiseRichText(
        mapImageSources(html, (src) => {
          const path = src.startsWith(EXPORT_IMAGE_SCHEME)
            ? pathOfRef.get(src.slice(EXPORT_IMAGE_SCHEME.length))
            : undefined;
          return path === undefined ? undefined : libraryUrl(path);
        }),
      );
    const fileOf = (r: string | null) => (r === null ? null : (idOfRef.get(r) ?? null));
    // A shared topic's placement stays one only in the workspace it was exported from, while that topic exists.
    const fromHere = (t: TGuideExport['categories'][number]['topics'][number]) =>
      t.shared && t.shared.id_workspace === idWorkspace ? t.shared.id_shared_topic : null;
    const sharedHere = await ownedSharedTopics(
      deps,
      idWorkspace,
      file.categories.flatMap((c) => c.topics.flatMap((t) => fromHere(t) ?? [])),
    );
    const seen = new Map<string, string>();
    const categories = [];
    for (const c of file.categories) {
      const topics = [];
      for (const t of c.topics) {
        const name = plainName(t.name, 'Topic');
        const stored = (html: string) =>
          storedContent(deps, idWorkspace, importedContent(html), name, { unreadable: 'refuse', seen, made });
        const content = await stored(t.content);
        const translations = [];
        for (const tr of t.translations ?? [])
          translations.push({
            language: tr.language,
            fields: { name: plain(tr.name), content: tr.content === null ? null : await stored(tr.content) },
            source_digest: copiedDigest(tr.original_changed, { name, content }),
          });
        topics.push({
          translations,
          name,
          description: plain(t.description),
          image: t.image,
          content,
          comment: plain(t.comment),
          id_status: t.id_status,
          id_topic_view: t.id_topic_view,
          id_file_public: fileOf(t.featured_image),
          id_shared_topic: sharedHere.has(fromHere(t) ?? 0) ? fromHere(t) : null,
        });
      }
      const categoryName = plainName(c.name, 'Category');
      categories.push({
        translations: (c.translations ?? []).map((tr) => ({
          language: tr.language,
          fields: { name: plain(tr.name) },
          source_digest: copiedDigest(tr.original_changed, { name: categoryName }),
        })),
        name: categoryName,
        description: plain(c.description),
        image: c.image,
        id_status: c.id_status,
        comment: plain(c.comment),
        kind: c.kind,
        topics,
      });
    }
    const {
      logo,
      cover,
      welcome,
      tags = [],
      values = [],
      translations: guideTranslations = [],
      ...fields
    } = file.guide;
    // Only the further languages the file names keep their translations (a file edited by hand).
    const further = (fields.languages ?? []).filter((l) => l !== (fields.default_language ?? 'en'));
    const kept = (tr: { language: string }) => further.includes(tr.language);
    for (const c of categories) {
      c.translations = c.translations.filter(kept);
      for (const t of c.topics) t.translations = t.translations.filter(kept);
    }
    const original = { title: fields.title, subtitle: fields.subtitle ?? null, welcome: welcome ?? null };
    const idCover = fileOf(cover ?? null);
    if (idCover !== null) await ensureCoverRendition(deps, idWorkspace, idCover);
    const idGuide = await repo.insertGuideWithContent(
      deps.database.db,
      idWorkspace,
      {
        ...fields,
        languages: [...new Set(further)],
        welcome: welcome ?? null,
        id_map: null,
        id_file_logo: fileOf(logo),
        id_file_cover: idCover,
        // An imported guide brings its own branding.
        branding_follows: false,
        translations: guideTranslations.filter(kept).map(({ language, original_changed, ...texts }) => ({
          language,
          fields: { title: plain(texts.title), subtitle: plain(texts.subtitle), welcome: texts.welcome },
          source_digest: copiedDigest(original_changed, original),
        })),
      },
      categories,
    );
    if (tags.length > 0) await setGuideTags(deps, idWorkspace, idGuide, tags);
    const keptValues = values.filter(
      (v) => (v.language === '' || further.includes(v.language)) && !RESERVED_VALUE_NAMES.has(v.name),
    );
    await copyValuesTo(deps, idWorkspace, idGuide, keptValues);
    if (sharedHere.size > 0) await syncGuidePlacements(deps, idWorkspace, idGuide);
    return presentGuide((await findGuide(deps, idWorkspace, idGuide))!);
  } catch (err) {
    await discardFiles(deps, idWorkspace, made);
    throw err;
  }
}

/** "{title} (copy)", shortening the title so the whole stays within the title limit. */
export function copyTitle(title: string): string {
  const room = LIMITS.TITLE_MAX - m.copySuffix.length;
  return `${title.length > room ? title.slice(0, room).trimEnd() : title}${m.copySuffix}`;
}

export async function duplicateGuide(deps: Deps, idWorkspace: number, idGuide: number): Promise<TGuide> {
  const { db } = deps.database;
  const { guide, categories, topics } = await repo.loadGuideContent(db, await requireGuide(deps, idWorkspace, idGuide));
  const translated = await translationsForCopy(deps, idWorkspace, idGuide);
  const copyOf = ({ language, fields, source_digest }: CopiedTranslation) => ({ language, fields, source_digest });
  // Stored content has its images in the library already; one left inline (saved before that, not yet
  // migrated) goes there the same way as in a save, so the copy never carries data URIs.
  const made: number[] = [];
  const seen = new Map<string, string>();
  try {
    const copies = [];
    for (const c of categories) {
      const copied = [];
      for (const t of topics.filter((x) => x.id_guide_content === c.id_guide_content)) {
        copied.push({
          translations: (translated.byTopic.get(t.id_guide_topic) ?? []).map(copyOf),
          name: t.name,
          description: t.description,
          image: t.image,
          content: await storedContent(deps, idWorkspace, t.content, t.name, { unreadable: 'drop', seen, made }),
          comment: t.comment,
          id_status: t.id_status,
          id_topic_view: t.id_topic_view,
          id_file_public: t.id_file_public,
          // The copy is in the same workspace: a placed shared topic stays placed.
          id_shared_topic: t.id_shared_topic,
        });
      }
      copies.push({
        translations: (translated.byCategory.get(c.id_guide_content) ?? []).map(copyOf),
        name: c.name,
        description: c.description,
        image: c.image,
        id_status: c.id_status,
        comment: c.comment,
        kind: c.kind,
        topics: copied,
      });
    }
    const idCopy = await repo.insertGuideWithContent(
      db,
      idWorkspace,
      {
        ...guideFieldsOf(guide),
        title: copyTitle(guide.title),
        id_file_logo: guide.id_file_logo,
        id_file_cover: guide.id_file_cover,
        font: guide.font,
        color: guide.color,
        branding_follows: guide.branding_follows,
        default_language: guide.default_language,
        languages: guide.languages,
        // The copy's title differs ("(copy)"): its translation is as current as the original's was.
        translations: translated.guide.map((tr) => ({
          ...copyOf(tr),
          source_digest: copiedDigest(tr.original_changed, {
            title: copyTitle(guide.title),
            subtitle: guide.subtitle,
            welcome: guide.welcome,
          }),
        })),
      },
      copies,
    );
    const tags = await tagsOfGuide(deps, idWorkspace, idGuide);
    if (tags.length > 0) await setGuideTags(deps, idWorkspace, idCopy, tags);
    await copyValuesTo(deps, idWorkspace, idCopy, await allValuesOf(deps, idWorkspace, idGuide));
    return presentGuide((await findGuide(deps, idWorkspace, idCopy))!);
  } catch (err) {
    await discardFiles(deps, idWorkspace, made);
    throw err;
  }
}

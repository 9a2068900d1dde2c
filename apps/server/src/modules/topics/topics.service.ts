/**
 * Rules for topics: a host works only inside their own categories, with a featured
 * image from their own library; content is stored as sanitised HTML (content-safety),
 * other text fields as plain text.
 */
import {
  isEmptyRichText,
  MESSAGES,
  type TTopic,
  type TTopicCreateRequest,
  type TTopicFields,
  type TTopicFieldsPatch,
  type TTopicModifyRequest,
  type TTopicOrderRequest,
} from '@guidebook/contract';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/pg-errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireOwned } from '../../lib/owned.ts';
import { requireCategory } from '../categories/categories.service.ts';
import { ownsLibraryFile } from '../files/files.service.ts';
import { sanitiseRichText } from '../content-safety/rich-text-sanitiser.ts';
import { toPlainText } from '../content-safety/plain-text.ts';
import * as repo from './topics.repository.ts';
import { topicTranslations } from '../translations/translations.service.ts';
import { presentTopic } from './topics.presenter.ts';
import { withInlineImages } from './inline-images.ts';
import { guestContentChanged } from '../../lib/events.ts';

const t = MESSAGES.topic;

async function requireTopic(db: Db, idWorkspace: number, idTopic: number): Promise<repo.TopicRow> {
  const topic = await repo.findTopic(db, idWorkspace, idTopic);
  if (!topic) throw AppError.notFound(t.notFound);
  return topic;
}

/** Another host's file answers exactly like a file that does not exist. */
async function requireOwnFile(deps: Deps, idWorkspace: number, idFile: number): Promise<void> {
  await requireOwned(ownsLibraryFile(deps, idWorkspace, idFile), t.imageNotInLibrary);
}

/** A topic's title as plain text; an empty one is refused. Shared topics use the same rule. */
export function plainTitle(name: string): string {
  const text = toPlainText(name).trim();
  if (!text) throw AppError.invalid('name', t.titleRequired);
  return text;
}

/** A topic's rich text, sanitised; an empty one is refused. Shared topics use the same rule. */
export function safeContent(html: string): string {
  const clean = sanitiseRichText(html);
  if (isEmptyRichText(clean)) throw AppError.invalid('content', t.contentRequired);
  return clean;
}

export const plainOptional = (value: string | null): string | null => (value == null ? null : toPlainText(value));

/**
 * The changes a modify call asks for, as stored (a shared topic's too): only the fields given, made
 * plain or safe as when written. A new featured image must be the workspace's; absent or null keeps
 * the current one (a topic always has one).
 */
export async function storedPatch(
  deps: Deps,
  idWorkspace: number,
  input: TTopicFieldsPatch,
): Promise<Partial<TTopicFields>> {
  const patch: Partial<TTopicFields> = {};
  if (input.name !== undefined) patch.name = plainTitle(input.name);
  if (input.description !== undefined) patch.description = plainOptional(input.description);
  if (input.image !== undefined) patch.image = input.image ? input.image : null;
  if (input.content !== undefined) patch.content = safeContent(input.content);
  if (input.comment !== undefined) patch.comment = plainOptional(input.comment);
  if (input.id_status !== undefined) patch.id_status = input.id_status;
  if (input.id_topic_view !== undefined) patch.id_topic_view = input.id_topic_view;
  if (input.id_file_public != null) {
    await requireOwnFile(deps, idWorkspace, input.id_file_public);
    patch.id_file_public = input.id_file_public;
  }
  return patch;
}

/**
 * A topic's fields as stored (a shared topic's too): the title and notes as plain text, the content
 * made safe; the featured image must be the workspace's.
 */
export async function storedFields(deps: Deps, idWorkspace: number, input: TTopicFields): Promise<TTopicFields> {
  const fields: TTopicFields = {
    name: plainTitle(input.name),
    description: plainOptional(input.description),
    image: input.image,
    content: safeContent(input.content),
    comment: plainOptional(input.comment),
    id_status: input.id_status,
    id_topic_view: input.id_topic_view,
    id_file_public: input.id_file_public,
  };
  await requireOwnFile(deps, idWorkspace, input.id_file_public);
  return fields;
}

/** A file or category deleted between the check and the write: answer as if the check had seen it. */
function translateRace(error: unknown): never {
  if (isForeignKeyViolation(error, repo.TOPIC_FILE_FK)) throw AppError.notFound(t.imageNotInLibrary);
  if (isForeignKeyViolation(error)) throw AppError.notFound(MESSAGES.category.notFound);
  throw error;
}

/**
 * A category's topics, whole (every field: the edit form opens from the list); content is small, its
 * images live in the library.
 */
export async function listTopics(deps: Deps, idWorkspace: number, idCategory: number): Promise<TTopic[]> {
  const topics = await repo.listTopics(deps.database.db, idWorkspace, idCategory);
  if (!topics) throw AppError.notFound(MESSAGES.category.notFound);
  return topics.map(presentTopic);
}

export async function selectTopic(deps: Deps, idWorkspace: number, idTopic: number): Promise<TTopic> {
  const topic = await requireTopic(deps.database.db, idWorkspace, idTopic);
  return { ...presentTopic(topic), translations: await topicTranslations(deps, idWorkspace, topic) };
}

/** Inline images of the content go to the host's library first (inline-images.ts), then the topic is written. */
export async function createTopic(deps: Deps, idWorkspace: number, input: TTopicCreateRequest): Promise<TTopic> {
  const { db } = deps.database;
  await requireCategory(deps, idWorkspace, input.id_guide_content);
  const fields: repo.TopicInsert = {
    id_guide_content: input.id_guide_content,
    ...(await storedFields(deps, idWorkspace, input)),
  };
  const id = await withInlineImages(
    deps,
    idWorkspace,
    fields.content,
    { name: fields.name, unreadable: 'refuse' },
    (content) => repo.createTopic(db, idWorkspace, { ...fields, content }),
  ).catch(translateRace);
  guestContentChanged(deps, idWorkspace);
  return presentTopic(await requireTopic(db, idWorkspace, id));
}

export async function modifyTopic(deps: Deps, idWorkspace: number, input: TTopicModifyRequest): Promise<TTopic> {
  const { db } = deps.database;
  const current = await requireTopic(db, idWorkspace, input.id_guide_topic);
  let moveToCategory: number | null = null;
  if (input.id_guide_content !== undefined && input.id_guide_content !== current.id_guide_content) {
    const [from, to] = await Promise.all([
      requireCategory(deps, idWorkspace, current.id_guide_content),
      requireCategory(deps, idWorkspace, input.id_guide_content),
    ]);
    if (from.id_guide !== to.id_guide) throw AppError.invalid('id_guide_content', t.otherGuideCategory);
    moveToCategory = to.id_guide_content;
  }
  const patch: repo.TopicPatch = await storedPatch(deps, idWorkspace, input);
  if (current.id_shared_topic !== null) refuseSharedTextChange(current, patch);
  const name = patch.name ?? current.name;
  await withInlineImages(deps, idWorkspace, patch.content, { name, unreadable: 'refuse' }, async (content) => {
    // A topic deleted meanwhile: its new library files are removed again.
    const changes = content === undefined ? patch : { ...patch, content };
    if (!(await repo.updateTopic(db, idWorkspace, current.id_guide_topic, changes, moveToCategory)))
      throw AppError.notFound(t.notFound);
  }).catch(translateRace);
  guestContentChanged(deps, idWorkspace);
  return presentTopic(await requireTopic(db, idWorkspace, current.id_guide_topic));
}

/**
 * A placed shared topic shows the shared topic's title, description, image and content: its form may
 * send them unchanged (with a new status, visibility or category), never different ones.
 */
function refuseSharedTextChange(current: repo.TopicRow, patch: repo.TopicPatch): void {
  const keys = ['name', 'description', 'image', 'content', 'id_file_public'] as const;
  if (keys.some((key) => patch[key] !== undefined && patch[key] !== current[key]))
    throw AppError.invalid('id_guide_topic', MESSAGES.shared.followsShared);
}

export async function deleteTopic(deps: Deps, idWorkspace: number, idTopic: number): Promise<void> {
  const { db } = deps.database;
  if (!(await repo.deleteTopic(db, idWorkspace, idTopic))) throw AppError.notFound(t.notFound);
  guestContentChanged(deps, idWorkspace);
}

export async function orderTopics(deps: Deps, idWorkspace: number, input: TTopicOrderRequest): Promise<TTopic[]> {
  const { db } = deps.database;
  await requireCategory(deps, idWorkspace, input.id_guide_content);
  if (!(await repo.reorderTopics(db, idWorkspace, input.id_guide_content, input.ids)))
    throw AppError.invalid('ids', t.orderMismatch);
  guestContentChanged(deps, idWorkspace);
  return listTopics(deps, idWorkspace, input.id_guide_content);
}

/**
 * Start-up step after the SQL migrations: topics saved before inline images moved into the library
 * (inline-images.ts) still hold them as data URIs. Each such topic's images go to its owner's
 * library and the content keeps their URLs, as a save does today. Images that cannot be decoded are
 * dropped (nobody is there to answer; a warning names the topic).
 *
 * Idempotent: a migrated topic has no data URI left, so the next start finds nothing (one
 * sequential read of guide_topics). A topic saved by its host while being migrated is left as the
 * host saved it (the write only replaces the content it read) and its new files are removed again.
 * A failure on one topic is logged and the others go on; the next start tries it again.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import * as repo from './topics.repository.ts';
import { withInlineImages } from './inline-images.ts';

export type InlineImagesMigration = { topics: number; images: number; failed: number };

class ChangedMeanwhile extends Error {}

export async function migrateInlineImages(deps: Deps, log?: FastifyBaseLogger): Promise<InlineImagesMigration> {
  const { db } = deps.database;
  const result: InlineImagesMigration = { topics: 0, images: 0, failed: 0 };
  for (const { id_guide_topic: idTopic, id_workspace: idWorkspace } of await repo.topicsWithInlineImages(db)) {
    try {
      const topic = await repo.findTopicContent(db, idWorkspace, idTopic);
      if (!topic) continue;
      let images = 0;
      await withInlineImages(
        deps,
        idWorkspace,
        topic.content,
        { name: topic.name, unreadable: 'drop' },
        async (content, moved) => {
          if (!(await repo.replaceTopicContent(db, idWorkspace, idTopic, topic.content, content)))
            throw new ChangedMeanwhile();
          images = moved?.files.length ?? 0;
          if (moved?.dropped)
            log?.warn(
              { id_guide_topic: idTopic, dropped: moved.dropped },
              'dropped inline images that could not be read',
            );
        },
      );
      result.topics += 1;
      result.images += images;
    } catch (err) {
      if (err instanceof ChangedMeanwhile) continue;
      result.failed += 1;
      log?.warn({ err, id_guide_topic: idTopic }, 'moving inline images of a topic into the library failed');
    }
  }
  return result;
}

/** Runs the step when the app is ready (after the SQL migrations, before it listens). */
export function registerInlineImagesMigration(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    const result = await migrateInlineImages(app.deps, app.log).catch((err: unknown) => {
      app.log.warn({ err }, 'moving inline images into the library failed');
      return null;
    });
    if (result && result.topics + result.failed > 0)
      app.log.info(result, 'moved inline images of existing topics into the library');
  });
}

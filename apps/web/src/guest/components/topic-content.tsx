/** A topic's featured image and rich-text content. */
import type { TGuestTopic } from '@guidebook/contract';

/** Intrinsic size hint for featured images (16:9) so the page does not jump while they load. */
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 450;

export function TopicContent({ topic }: { topic: TGuestTopic }) {
  return (
    <article className="topic" aria-labelledby={`topic-${topic.id}`}>
      <h2 id={`topic-${topic.id}`} className="view-title">
        {topic.name}
      </h2>
      {topic.image_path && (
        <img
          className="topic-image"
          src={`/api${topic.image_path}`}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      )}
      {topic.description && <p className="topic-description">{topic.description}</p>}
      {/* The server sanitises topic HTML with an allowlist before storing and before sending it
          to guests (apps/server content-safety), which is the only reason injecting it is acceptable. */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: topic.content }} />
    </article>
  );
}

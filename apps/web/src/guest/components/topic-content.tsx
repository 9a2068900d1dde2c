/** A topic's featured image and rich-text content. */
import { useEffect, useRef } from 'react';
import type { TGuestTopic } from '@guidebook/contract';
import { PreviewMarks } from './preview-marks.tsx';

/** Intrinsic size hint for featured images (16:9) so the page does not jump while they load. */
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 450;

/** Quill's formula class: only content holding it downloads KaTeX. */
const FORMULA_CLASS = 'ql-formula';

export function TopicContent({ topic }: { topic: TGuestTopic }) {
  const contentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = contentRef.current;
    if (!container || !topic.content.includes(FORMULA_CLASS)) return;
    let active = true;
    void import('../lib/render-formulas.ts')
      .then(({ renderFormulas }) => {
        if (active) renderFormulas(container);
      })
      // Offline or a failed download: the formula's TeX source stays as its text.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [topic.content]);

  return (
    <article className="topic" aria-labelledby={`topic-${topic.id}`}>
      <h2 id={`topic-${topic.id}`} className="view-title">
        {topic.name}
        <PreviewMarks item={topic} />
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
      <div ref={contentRef} className="rich-text" dangerouslySetInnerHTML={{ __html: topic.content }} />
    </article>
  );
}

/**
 * /shared-topics: the workspace's shared topics. Composes the shared topics feature with the topic
 * editor (features/categories, loaded with this screen's first form) and the image library
 * (features/files).
 */
import { lazy, Suspense } from 'react';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';
import { loadChunk } from '../../../lib/lazy-chunk.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { ImageManager } from '../../../features/files/components/image-manager.tsx';
import { SharedTopicsPage } from '../../../features/shared-topics/components/shared-topics-page.tsx';
import type { RenderEditor } from '../../../features/shared-topics/editor.ts';

// The same chunk id as the Content tab's editor: one download for both screens.
const RichTextEditor = lazy(() =>
  loadChunk('editor', () => import('../../../features/categories/components/rich-text-editor.tsx')),
);

const renderEditor: RenderEditor = (props) => (
  <Suspense fallback={<LoadingBlock height={280} radius="sm" label={t('sharedUi.loadingEditor')} />}>
    <RichTextEditor {...props} />
  </Suspense>
);

export default function SharedTopicsRoute() {
  return <SharedTopicsPage renderEditor={renderEditor} renderImagePicker={(p) => <ImageManager {...p} />} />;
}

/** The Media library screen (/media-library). */
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { MediaLibrary } from '../../../features/files/components/media-library.tsx';

export default function MediaLibraryPage() {
  return (
    <>
      <PageHeader title="Media library" />
      <MediaLibrary />
    </>
  );
}

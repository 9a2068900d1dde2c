/** The Media library screen (/media-library). */
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { MediaLibrary } from '../../../features/files/components/media-library.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export default function MediaLibraryPage() {
  return (
    <>
      <PageHeader title={t('mediaLibrary.mediaLibrary')} />
      <MediaLibrary />
    </>
  );
}

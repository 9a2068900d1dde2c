/**
 * /digital-guides: "Your Guides" and, with ?view=create, the Create Guide form
 * (so the dashboard's Add Guide can open it directly). Add Guide and Delete are offered only to
 * roles that may create and delete guides.
 */
import { Alert, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { ROUTES } from '../../../lib/paths.ts';
import { usePermission } from '../../../lib/permissions.ts';
import { useGuides } from '../../../features/guides/api/list-guides.ts';
import { CreateGuideForm } from '../../../features/guides/components/create-guide-form.tsx';
import { GuidesTable } from '../../../features/guides/components/guides-table.tsx';
import { useConfirmDeleteGuide } from '../../../features/guides/hooks/use-confirm-delete-guide.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export default function DigitalGuidesPage() {
  const [params, setParams] = useSearchParams();
  const canCreate = usePermission('guides.create');
  const canDelete = usePermission('guides.delete');
  const creating = canCreate && params.get('view') === 'create';
  const navigate = useNavigate();
  const guides = useGuides();
  const { confirmDelete, deleting } = useConfirmDeleteGuide();

  if (creating) {
    return (
      <>
        <PageHeader
          title={t('digitalGuides.createGuide')}
          crumbs={[{ label: t('layout.digitalGuides'), to: ROUTES.guides }, { label: t('layout.createCrumb') }]}
        />
        <CreateGuideForm onDone={() => setParams({})} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('digitalGuides.yourGuides')}
        actions={
          canCreate ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setParams({ view: 'create' })}>
              {t('digitalGuides.addGuide')}
            </Button>
          ) : undefined
        }
      />
      {guides.isError ? (
        <Alert color="red" role="alert" mb="md">
          {messageOf(guides.error)}
        </Alert>
      ) : null}
      <GuidesTable
        guides={guides.data}
        loading={guides.isPending}
        deletingId={deleting}
        onOpen={(g) => navigate(ROUTES.guideEdit(g.id_guide))}
        onDelete={canDelete ? (g) => void confirmDelete(g.id_guide) : undefined}
      />
    </>
  );
}

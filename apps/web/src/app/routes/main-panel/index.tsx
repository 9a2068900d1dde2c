/** /main-panel: the dashboard, with an Add Guide action (for those who may create guides). */
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { DashboardOverview } from '../../../features/dashboard/components/dashboard-overview.tsx';
import { ViewsSummary } from '../../../features/analytics/components/views-summary.tsx';
import { ROUTES } from '../../../lib/paths.ts';
import { usePermission } from '../../../lib/permissions.ts';
import { useYourName } from '../../../lib/use-session.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export default function MainPanelPage() {
  const name = useYourName();
  const canCreate = usePermission('guides.create');
  return (
    <>
      <PageHeader
        title={t('mainPanel.dashboard')}
        description={name ? t('mainPanel.welcomeName', { name }) : undefined}
        actions={
          canCreate ? (
            <Button component={Link} to={`${ROUTES.guides}?view=create`} leftSection={<IconPlus size={16} />}>
              {t('mainPanel.addGuide')}
            </Button>
          ) : undefined
        }
      />
      <DashboardOverview />
      <ViewsSummary />
    </>
  );
}

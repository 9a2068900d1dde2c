/**
 * /white-label (My Account > White Label (Reseller)): the workspace's own name on what its guests see
 * (features/white-label), the workspace's link name in readable guide links, and the workspace's own domain.
 */
import { Paper, Stack, Title } from '@mantine/core';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { DomainSettings } from '../../../features/domain/components/domain-settings.tsx';
import { WhiteLabelSettings } from '../../../features/white-label/components/white-label-settings.tsx';
import { WorkspaceSlugSettings } from '../../../features/white-label/components/workspace-slug-settings.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export default function WhiteLabelPage() {
  return (
    <>
      <PageHeader title={t('whiteLabel.title')} description={t('whiteLabel.description')} />
      <Stack gap="lg">
        <WhiteLabelSettings />
        <WorkspaceSlugSettings />
        <Paper withBorder p="md" component="section" aria-labelledby="domain-title">
          <Stack gap="sm">
            <Title id="domain-title" order={2} size="h4">
              {t('domain.title')}
            </Title>
            <DomainSettings />
          </Stack>
        </Paper>
      </Stack>
    </>
  );
}

/**
 * /white-label (My Account > White Label (Reseller)): the workspace's own name on what its guests see
 * (features/white-label), and below it the workspace's own domain.
 */
import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { WhiteLabelSettings } from '../../../features/white-label/components/white-label-settings.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export default function WhiteLabelPage() {
  return (
    <>
      <PageHeader title={t('whiteLabel.title')} description={t('whiteLabel.description')} />
      <Stack gap="lg">
        <WhiteLabelSettings />
        {/*
          DOMAIN SECTION: the workspace's own domain (features/domain/components/domain-settings.tsx,
          <DomainSettings />) is mounted here, under the white-label settings.
        */}
      </Stack>
    </>
  );
}

/** /white-label/domain (My Account > White Label (Reseller)): the workspace's own domain. */
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { DomainSettings } from '../../../features/domain/components/domain-settings.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export default function WhiteLabelDomainPage() {
  return (
    <>
      <PageHeader title={t('domain.title')} />
      <DomainSettings />
    </>
  );
}

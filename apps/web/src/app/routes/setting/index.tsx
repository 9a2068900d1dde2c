/** /setting: the invitations' default access window. */
import { MESSAGES } from '@guidebook/contract';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { SettingsForm } from '../../../features/invitations/components/settings-form.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export default function SettingPage() {
  return (
    <>
      <PageHeader title={t('setting.settings')} description={MESSAGES.admin.settingText} />
      <SettingsForm />
    </>
  );
}

/** /setting: the invitations' default access window. */
import { MESSAGES } from '@guidebook/contract';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { SettingsForm } from '../../../features/invitations/components/settings-form.tsx';

export default function SettingPage() {
  return (
    <>
      <PageHeader title="Settings" description={MESSAGES.admin.settingText} />
      <SettingsForm />
    </>
  );
}

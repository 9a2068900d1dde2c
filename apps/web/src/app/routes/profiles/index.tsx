/** /profiles: the host's name, last name, language and password. */
import { Paper, Stack, Title } from '@mantine/core';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PasswordChangeForm } from '../../../features/auth/components/password-change-form.tsx';
import { LanguageForm } from '../../../features/auth/components/language-form.tsx';
import { ProfileForm } from '../../../features/auth/components/profile-form.tsx';
import { useHostLanguage } from '../../../lib/i18n/host-language.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export default function ProfilesPage() {
  const session = useSession();
  const language = useHostLanguage();
  if (!session) return null;
  const { user } = session;
  return (
    <>
      <PageHeader title={t('profiles.profile')} />
      <Stack gap="lg" maw={720}>
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <Title order={2} fz="h4" mb="md">
            {t('profiles.yourDetails')}
          </Title>
          <ProfileForm key={user.id_user} initial={{ name: user.name, lastname: user.lastname }} email={user.email} />
        </Paper>
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <Title order={2} fz="h4" mb="md">
            {t('profiles.language')}
          </Title>
          <LanguageForm name={user.name} lastname={user.lastname} language={language} />
        </Paper>
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <Title order={2} fz="h4" mb="md">
            {t('profiles.password')}
          </Title>
          <PasswordChangeForm />
        </Paper>
      </Stack>
    </>
  );
}

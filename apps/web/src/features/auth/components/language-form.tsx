/**
 * The language the admin app is shown in (a Select of the catalog languages, each by its own
 * name: "Français", "العربية"). A choice is saved at once (PUT /users/modify with the stored name
 * and last name) and the app switches to it as soon as the stored user says so.
 */
import { Select } from '@mantine/core';
import { toast } from '../../../components/ui/dialogs.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { HOST_LANGUAGES } from '../../../lib/i18n/languages.ts';
import { useModifyProfile } from '../api/modify-profile.ts';

export function LanguageForm({ name, lastname, language }: { name: string; lastname: string; language: string }) {
  const modify = useModifyProfile();
  const data = HOST_LANGUAGES.map((l) => ({ value: l.code, label: l.name }));

  const choose = (value: string | null) => {
    if (!value || value === language) return;
    modify.mutate({ name, lastname, language: value }, { onError: (error) => toast.error(messageOf(error)) });
  };

  return (
    <Select
      label={t('profiles.language')}
      description={t('profiles.languageDescription')}
      data={data}
      value={language}
      onChange={choose}
      allowDeselect={false}
      disabled={modify.isPending}
      maw={320}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => (
        <span lang={option.value} dir={HOST_LANGUAGES.find((l) => l.code === option.value)?.dir}>
          {option.label}
        </span>
      )}
    />
  );
}

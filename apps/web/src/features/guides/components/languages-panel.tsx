/**
 * The Details tab's Languages section: the language the guide is written in and the
 * further languages guests may read it in, with how far each is translated. Removing a language
 * that has translations asks first (the server's 13 sentence names what would be lost).
 */
import { Group, MultiSelect, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LANGUAGES_MAX, MESSAGES, RESULT, type TGuide } from '@guidebook/contract';
import { confirmDialog, toast } from '../../../components/ui/dialogs.tsx';
import { SaveForm } from '../../../components/ui/save-form.tsx';
import { useFormDraft } from '../../../components/ui/use-form-draft.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { useSetGuideLanguages } from '../api/guide-languages.ts';
import {
  languageOptions,
  progressText,
  validateLanguages,
  withDefault,
  type LanguagesFormValues,
} from '../languages.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

const l = MESSAGES.language;

export function LanguagesPanel({ guide, readOnly = false }: { guide: TGuide; readOnly?: boolean }) {
  const saved: LanguagesFormValues = {
    default_language: guide.default_language ?? 'en',
    languages: guide.languages ?? [],
  };
  const form = useFormDraft(saved, { key: `guide-languages:${guide.id_guide}`, validate: validateLanguages });
  const { values } = form;
  const save = useSetGuideLanguages();
  const options = languageOptions([values.default_language, ...values.languages, ...saved.languages]);
  const progress = guide.translation_progress ?? [];

  const send = async (values: LanguagesFormValues, removeTranslations: boolean): Promise<void> => {
    try {
      await save.mutateAsync({
        id_guide: guide.id_guide,
        ...values,
        ...(removeTranslations ? { remove_translations: true } : {}),
      });
      form.markSaved();
      toast.success(l.saved);
    } catch (error) {
      // 13: the removed languages have translations; the sentence says how many would go.
      if (!removeTranslations && error instanceof ApiError && error.code === RESULT.CONFLICT) {
        const confirmed = await confirmDialog({
          title: l.removeTitle,
          text: error.message,
          confirmLabel: t('guides.remove'),
        });
        if (confirmed) await send(values, true);
        return;
      }
      if (error instanceof ApiError) form.setErrors(error.fields);
      toast.error(messageOf(error));
    }
  };

  const submit = form.submitWith((sent) => send(sent, false));

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="guide-languages-title">
      <Title order={2} fz="h4" mb={4} id="guide-languages-title">
        {t('guides.languages')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('guides.guestsReadTheGuideIn')}
      </Text>
      <SaveForm
        onSubmit={submit}
        readOnly={readOnly}
        saving={save.isPending}
        saveLabel={t('guides.saveLanguages')}
        saveButton={{ disabled: !form.dirty }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('guides.defaultLanguage')}
            description={t('guides.theLanguageYouWriteThe')}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('guides.noLanguageFound')}
            data={options}
            value={values.default_language}
            onChange={(tag) => tag && form.setValues(withDefault(form.getValues(), tag))}
            error={form.errors.default_language}
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            label={t('guides.furtherLanguages')}
            description={t('guides.upToLanguagesMaxIn', { LANGUAGES_MAX })}
            searchable
            hidePickedOptions
            nothingFoundMessage={t('guides.noLanguageFound')}
            data={options.filter((o) => o.value !== values.default_language)}
            value={values.languages}
            maxValues={LANGUAGES_MAX}
            onChange={(languages) => form.setValues({ languages })}
            error={form.errors.languages}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        {progress.length > 0 ? (
          <Stack
            gap={6}
            component="ul"
            aria-label={t('guides.translationProgress')}
            style={{ listStyle: 'none', padding: 0 }}
          >
            {progress.map((p) => (
              <Group key={p.language} component="li" gap="xs">
                <Text size="sm">{progressText(p)}</Text>
                {p.topics_outdated > 0 ? (
                  <Text size="sm" c="dimmed">
                    ({p.topics_outdated} {l.originalChanged})
                  </Text>
                ) : null}
              </Group>
            ))}
          </Stack>
        ) : null}
      </SaveForm>
    </Paper>
  );
}

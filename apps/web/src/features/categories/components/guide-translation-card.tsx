/**
 * The top of the Content tab in a language: the guide's title, subtitle and welcome
 * text, each original beside its translation. Empty fields are "not translated".
 */
import { Group, Paper, SimpleGrid, Text, Textarea, TextInput, Title } from '@mantine/core';
import { LIMITS, MESSAGES, type TGuideTranslation } from '@guidebook/contract';
import { languageName } from '../../../lib/i18n/language-names.ts';
import { SaveForm } from '../../../components/ui/save-form.tsx';
import { useFormDraft } from '../../../components/ui/use-form-draft.ts';
import { useTranslateGuide } from '../api/translate.ts';
import { validateGuideTranslation, type GuideTranslationValues } from '../translation-forms.ts';
import type { TranslationState } from '../translation-state.ts';
import { TranslationBadge } from './translation-badge.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export type GuideOriginal = { title: string; subtitle: string | null; welcome?: string | null };

function Original({ label, text }: { label: string; text: string | null }) {
  return (
    <div>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Text size="sm" c={text ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text || t('categories.empty')}
      </Text>
    </div>
  );
}

export function GuideTranslationCard({
  guideId,
  language,
  original,
  translation,
  state,
  readOnly,
}: {
  guideId: number;
  language: string;
  original: GuideOriginal;
  translation: TGuideTranslation | null;
  state: TranslationState;
  /** A role without guides.write: the translation is shown, not changed. */
  readOnly: boolean;
}) {
  const saved: GuideTranslationValues = {
    title: translation?.title ?? '',
    subtitle: translation?.subtitle ?? '',
    welcome: translation?.welcome ?? '',
  };
  const draft = useFormDraft(saved, {
    key: `guide-translation:${guideId}:${language}`,
    validate: validateGuideTranslation,
  });
  const save = useTranslateGuide(guideId);
  const name = languageName(language);

  const submit = draft.submitWith((values) =>
    save.mutate({ id_guide: guideId, language, ...values }, draft.saveOutcome(MESSAGES.language.translationSaved)),
  );

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={t('categories.guideTextsInName', { name })}
    >
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} fz="h5">
          {t('categories.titleAndWelcomeText')}
        </Title>
        <TranslationBadge state={state} />
      </Group>
      <SaveForm
        onSubmit={submit}
        readOnly={readOnly}
        saving={save.isPending}
        saveLabel={t('categories.saveTranslation')}
        saveButton={{ variant: 'light' }}
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="xs">
          <Original label={t('categories.titleOriginal')} text={original.title} />
          <TextInput
            label={t('categories.titleInName', { name })}
            maxLength={LIMITS.TITLE_MAX}
            {...draft.getInputProps('title')}
            lang={language}
            dir="auto"
          />
          <Original label={t('categories.subtitleOriginal')} text={original.subtitle} />
          <TextInput
            label={t('categories.subtitleInName', { name })}
            maxLength={LIMITS.SUBTITLE_MAX}
            {...draft.getInputProps('subtitle')}
            lang={language}
            dir="auto"
          />
          <Original label={t('categories.welcomeTextOriginal')} text={original.welcome ?? null} />
          <Textarea
            label={t('categories.welcomeTextInName', { name })}
            autosize
            minRows={2}
            maxRows={8}
            {...draft.getInputProps('welcome')}
            lang={language}
            dir="auto"
          />
        </SimpleGrid>
      </SaveForm>
    </Paper>
  );
}

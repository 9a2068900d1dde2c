/**
 * Translate a shared topic: choose a language, write its title and content beside the original.
 * The translation is shared like the topic: every guide that shows it in that language reads it.
 * The languages offered are the common ones, those it is translated into listed first with their state.
 */
import { useId, useState } from 'react';
import { Badge, Box, Button, Group, Input, Modal, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { COMMON_LANGUAGES, type TSharedTopic } from '@guidebook/contract';
import { languageLabel } from '../../../lib/i18n/language-names.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../components/ui/dialogs.tsx';
import { Loaded } from '../../../components/ui/loaded.tsx';
import { useFormDraft, useGuardedClose, type CloseGuard } from '../../../components/ui/use-form-draft.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { useSharedTopic, useTranslateSharedTopic } from '../api/shared-topics.ts';
import type { RenderEditor } from '../editor.ts';

export function TranslateModal({
  topicId,
  onClose,
  renderEditor,
  readOnly = false,
}: {
  /** The shared topic to translate; null: closed. */
  topicId: number | null;
  onClose: () => void;
  renderEditor: RenderEditor;
  readOnly?: boolean;
}) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const { closeGuard, requestClose } = useGuardedClose(onClose);
  return (
    <Modal
      opened={topicId !== null}
      onClose={requestClose}
      title={t('sharedUi.translateTitle')}
      size="xl"
      centered
      fullScreen={phone}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('invitations.close') }}
    >
      {topicId === null ? null : (
        <LoadedTopic
          topicId={topicId}
          closeGuard={closeGuard}
          onCancel={requestClose}
          onDone={onClose}
          renderEditor={renderEditor}
          readOnly={readOnly}
        />
      )}
    </Modal>
  );
}

type TranslateProps = {
  closeGuard: CloseGuard;
  onCancel: () => void;
  onDone: () => void;
  renderEditor: RenderEditor;
  readOnly: boolean;
};

/** The open topic as stored, with its translations, loaded afresh when the dialog opens. */
function LoadedTopic({ topicId, ...rest }: TranslateProps & { topicId: number }) {
  return (
    <Loaded query={useSharedTopic(topicId)} label={t('sharedUi.loadingTopic')} height={300} fresh>
      {(topic) => <Translate topic={topic} {...rest} />}
    </Loaded>
  );
}

function Translate({
  topic,
  closeGuard,
  onCancel,
  onDone,
  renderEditor,
  readOnly,
}: TranslateProps & { topic: TSharedTopic }) {
  const translations = topic.translations ?? [];
  const [language, setLanguage] = useState<string>(translations[0]?.language ?? 'fr');
  const done = new Set(translations.map((tr) => tr.language));
  const data = [
    ...translations.map((tr) => tr.language),
    ...COMMON_LANGUAGES.map((c) => c.tag).filter((tag) => !done.has(tag)),
  ].map((tag) => ({ value: tag, label: languageLabel(tag) }));
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap">
        {translations.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('sharedUi.notTranslatedYet')}
          </Text>
        ) : (
          translations.map((tr) => (
            <Badge key={tr.language} variant="light" color={tr.original_changed ? 'orange' : 'teal'}>
              {tr.original_changed
                ? t('sharedUi.translationOutdated', { language: languageLabel(tr.language) })
                : languageLabel(tr.language)}
            </Badge>
          ))
        )}
      </Group>
      <Select
        label={t('categories.language')}
        data={data}
        value={language}
        onChange={(v) => v && setLanguage(v)}
        searchable
        allowDeselect={false}
        w={{ base: '100%', xs: 320 }}
        comboboxProps={{ withinPortal: true }}
      />
      <TranslationForm
        key={language}
        topic={topic}
        language={language}
        closeGuard={closeGuard}
        onCancel={onCancel}
        onDone={onDone}
        renderEditor={renderEditor}
        readOnly={readOnly}
      />
    </Stack>
  );
}

function TranslationForm({
  topic,
  language,
  closeGuard,
  onCancel,
  onDone,
  renderEditor,
  readOnly,
}: {
  topic: TSharedTopic;
  language: string;
  closeGuard: CloseGuard;
  onCancel: () => void;
  onDone: () => void;
  renderEditor: RenderEditor;
  readOnly: boolean;
}) {
  const stored = topic.translations?.find((tr) => tr.language === language);
  const form = useFormDraft({ name: stored?.name ?? '', content: stored?.content ?? '' }, { closeGuard });
  const translate = useTranslateSharedTopic();
  const contentLabelId = useId();
  const onContent = (html: string) => form.setFieldValue('content', html);
  const submit = form.submitWith(async (values) => {
    try {
      await translate.mutateAsync({
        id_shared_topic: topic.id_shared_topic,
        language,
        name: values.name,
        content: values.content,
      });
      form.markSaved();
      toast.success(t('sharedUi.translationSaved'));
      onDone();
    } catch (error) {
      toast.error(messageOf(error));
    }
  });
  return (
    <form noValidate onSubmit={submit}>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <Paper withBorder p="sm" radius="sm" bg="var(--mantine-color-default-hover)">
            <Text size="xs" c="dimmed" mb={4}>
              {t('sharedUi.original')}
            </Text>
            <Text fw={600} mb={4}>
              {topic.name}
            </Text>
            {/* The server sanitised the content when it was saved (modules/content-safety). */}
            <Box fz="sm" mah={200} style={{ overflow: 'auto' }} dangerouslySetInnerHTML={{ __html: topic.content }} />
          </Paper>
          <TextInput
            label={t('sharedUi.translatedTitle')}
            lang={language}
            maxLength={200}
            {...form.getInputProps('name')}
          />
          <div lang={language}>
            <Input.Label id={contentLabelId}>{t('sharedUi.translatedContent')}</Input.Label>
            {renderEditor({
              initialHtml: stored?.content ?? '',
              onChange: onContent,
              labelId: contentLabelId,
            })}
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={translate.isPending}>
              {t('categories.cancel')}
            </Button>
            {readOnly ? null : (
              <Button type="submit" loading={translate.isPending}>
                {t('sharedUi.saveTranslation')}
              </Button>
            )}
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}

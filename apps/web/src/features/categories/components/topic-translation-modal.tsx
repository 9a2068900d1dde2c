/**
 * Translate a topic: the original, read-only and rendered, beside the translation's
 * title and rich-text content in the topic editor. Saving clears "original changed"; an empty
 * title or content is "not translated" there (guests read the original).
 */
import { Suspense, lazy, useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Group,
  Input,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { isRtlLanguage, MESSAGES, type TTopic } from '@guidebook/contract';
import { languageLabel, languageName } from '../../../lib/i18n/language-names.ts';
import { toast } from '../../../components/ui/dialogs.tsx';
import { Loaded } from '../../../components/ui/loaded.tsx';
import { useFormDraft, useGuardedClose, type CloseGuard } from '../../../components/ui/use-form-draft.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useTopic } from '../api/select-topic.ts';
import { useTranslateTopic } from '../api/translate.ts';
import { validateTopicTranslation, type TopicTranslationValues } from '../translation-forms.ts';
import { loadRichTextEditor } from './topic-modal.tsx';
import { TranslationBadge } from './translation-badge.tsx';
import classes from './content-tab.module.css';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

const RichTextEditor = lazy(loadRichTextEditor);

export function TopicTranslationModal({
  opened,
  onClose,
  guideId,
  topicId,
  language,
  defaultLanguage,
}: {
  opened: boolean;
  onClose: () => void;
  guideId: number;
  topicId: number;
  language: string;
  /** The language the original is written in. */
  defaultLanguage: string;
}) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const { closeGuard, requestClose } = useGuardedClose(onClose);
  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      title={t('categories.translateTopicIntoLanguage', { language: languageName(language) })}
      size={1200}
      centered
      fullScreen={phone}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
    >
      {opened ? (
        <StoredTopicTranslation
          guideId={guideId}
          topicId={topicId}
          language={language}
          defaultLanguage={defaultLanguage}
          onDone={onClose}
          onCancel={requestClose}
          closeGuard={closeGuard}
        />
      ) : null}
    </Modal>
  );
}

/** The topic as stored, with its translations, loaded afresh when the editor opens. */
function StoredTopicTranslation({
  topicId,
  ...rest
}: {
  guideId: number;
  topicId: number;
  language: string;
  defaultLanguage: string;
  onDone: () => void;
  onCancel: () => void;
  closeGuard: CloseGuard;
}) {
  return (
    <Loaded
      query={useTopic(topicId)}
      label={t('categories.loadingTheTopic')}
      height={400}
      failed={MESSAGES.topic.loadFailed}
      fresh
    >
      {(topic) => <TopicTranslationForm {...rest} topic={topic} />}
    </Loaded>
  );
}

function TopicTranslationForm({
  guideId,
  topic,
  language,
  defaultLanguage,
  onDone,
  onCancel,
  closeGuard,
}: {
  guideId: number;
  topic: TTopic;
  language: string;
  defaultLanguage: string;
  onDone: () => void;
  onCancel: () => void;
  closeGuard: CloseGuard;
}) {
  const stored = topic.translations?.find((t) => t.language === language) ?? null;
  const [saved] = useState<TopicTranslationValues>(() => ({
    name: stored?.name ?? '',
    content: stored?.content ?? '',
  }));
  const draft = useFormDraft(saved, { closeGuard, validate: validateTopicTranslation });
  const { errors } = draft;
  // The editor reads its HTML once: "Start from the original" mounts a new one holding the original.
  const [editor, setEditor] = useState({ key: 0, html: saved.content });
  const save = useTranslateTopic(guideId);
  const contentLabelId = useId();
  const contentErrorId = useId();
  const native = languageName(language);
  // The translation is typed in its own language and direction (Arabic, Hebrew… right to left).
  const textProps = { lang: language, dir: isRtlLanguage(language) ? 'rtl' : 'auto' } as const;

  const submit = draft.submitWith(async ({ name, content }) => {
    try {
      await save.mutateAsync({ id_guide_topic: topic.id_guide_topic, language, name, content });
      draft.markSaved();
      toast.success(MESSAGES.language.translationSaved);
      onDone();
    } catch (error) {
      draft.showRefusal(error);
      toast.error(messageOf(error));
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {stored?.original_changed ? (
          <Alert color="yellow" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
            {t('categories.theOriginalChangedAfterThis', { originalChanged: MESSAGES.language.originalChanged })}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper
            withBorder
            p="sm"
            radius="sm"
            component="section"
            aria-label={t('categories.original')}
            className={classes.originalPane}
          >
            <Group justify="space-between" mb="xs" gap="xs">
              <Text size="sm" c="dimmed" fw={500}>
                {t('categories.originalDefaultlanguage', { defaultLanguage: languageName(defaultLanguage) })}
              </Text>
            </Group>
            <Title order={3} fz="h4" mb="xs">
              {topic.name}
            </Title>
            <div className="ql-snow">
              {/* The server sanitised this HTML when the topic was saved (content-safety). */}
              <div
                className={`ql-editor ${classes.originalContent}`}
                dangerouslySetInnerHTML={{ __html: topic.content }}
              />
            </div>
          </Paper>
          <Stack gap="md" component="section" aria-label={t('categories.translationIntoNative', { native })}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed" fw={500}>
                {languageLabel(language)}
              </Text>
              <TranslationBadge state={stored ? (stored.original_changed ? 'outdated' : 'translated') : 'missing'} />
            </Group>
            <TextInput
              label={t('categories.titleInNative', { native })}
              placeholder={topic.name}
              {...textProps}
              data-autofocus
              maxLength={200}
              {...draft.getInputProps('name')}
            />
            <Box>
              <Group justify="space-between" align="flex-end" gap="xs" mb={4}>
                <Input.Label id={contentLabelId}>{t('categories.contentInNative', { native })}</Input.Label>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => {
                    draft.setFieldValue('content', topic.content);
                    setEditor((e) => ({ key: e.key + 1, html: topic.content }));
                  }}
                >
                  {t('categories.startFromTheOriginal')}
                </Button>
              </Group>
              <Box {...textProps}>
                <Suspense fallback={<LoadingBlock height={280} radius="sm" label={t('categories.loadingEditor')} />}>
                  <RichTextEditor
                    key={editor.key}
                    initialHtml={editor.html}
                    onChange={(html) => draft.setFieldValue('content', html)}
                    labelId={contentLabelId}
                    errorId={contentErrorId}
                    invalid={!!errors.content}
                  />
                </Suspense>
              </Box>
              {errors.content ? <Input.Error id={contentErrorId}>{errors.content}</Input.Error> : null}
              <Text size="xs" c="dimmed" mt={4}>
                {t('categories.leaveAFieldEmptyAnd')}
              </Text>
            </Box>
          </Stack>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('categories.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('categories.saveTranslation')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

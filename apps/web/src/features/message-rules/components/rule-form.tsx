/**
 * A message rule's form: name, guide (or every guide), when it is sent (trigger, days, local
 * time), enabled, and a subject and body per language of the guide in tabs (the guide's default
 * language required), with the field codes to insert where the cursor is, and a live preview of
 * the language shown, filled from a real upcoming stay of the guide (asked once typing pauses).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Code,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  MESSAGE_FIELD_CODES,
  MESSAGE_RULE,
  type TGuideListItem,
  type TMessagePreviewRequest,
  type TMessageRule,
} from '@guidebook/contract';
import { languageLabel } from '../../../lib/i18n/language-names.ts';
import { GuideSelect } from '../../../components/ui/guide-select.tsx';
import { CharCount } from '../../../components/ui/char-count.tsx';
import { toast } from '../../../components/ui/dialogs.tsx';
import { useFormDraft, type CloseGuard } from '../../../components/ui/use-form-draft.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { languageWithError } from '../../../lib/form-errors.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import {
  useCreateMessageRule,
  useMessagePreview,
  useModifyMessageRule,
  useRuleLanguages,
} from '../api/message-rules.ts';
import {
  ALL_GUIDES,
  EMPTY_RULE,
  ruleFormValues,
  toRulePayload,
  TRIGGER_OPTIONS,
  usesOffset,
  usesSendTime,
  validateRule,
  type RuleFormValues,
} from '../rule-form.ts';

type Props = {
  /** Absent: a new rule. */
  rule?: TMessageRule;
  guides: TGuideListItem[];
  canWrite: boolean;
  closeGuard?: CloseGuard;
  onSaved: (rule: TMessageRule) => void;
  onCancel: () => void;
};

/** How long typing pauses before the preview is asked again. */
const PREVIEW_DELAY_MS = 400;

export function RuleForm({ rule, guides, canWrite, closeGuard, onSaved, onCancel }: Props) {
  const create = useCreateMessageRule();
  const modify = useModifyMessageRule();
  const [saved] = useState<RuleFormValues>(() => (rule ? ruleFormValues(rule) : EMPTY_RULE));
  // The required language is read when the form checks, so the check sees the guide chosen now.
  const required = useRef<string | undefined>(undefined);
  const form = useFormDraft(saved, { closeGuard, validate: (values) => validateRule(values, required.current) });
  const { values } = form;
  const idGuide = values.id_guide === ALL_GUIDES ? null : Number(values.id_guide);
  const languagesQuery = useRuleLanguages(idGuide);
  // The guide's languages and any the rule already has a text in (a language since removed from the guide).
  const languages = useMemo(() => {
    const offered = languagesQuery.data ?? [];
    return [...offered, ...Object.keys(values.texts).filter((l) => !offered.includes(l))];
  }, [languagesQuery.data, values.texts]);
  const requiredLanguage = languagesQuery.data?.[0];
  useEffect(() => {
    required.current = requiredLanguage;
  }, [requiredLanguage]);
  const [language, setLanguage] = useState<string | null>(null);
  const shown = language && languages.includes(language) ? language : (languages[0] ?? null);

  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<'subject' | 'body'>('body');

  const text = shown ? (values.texts[shown] ?? { subject: '', body: '' }) : null;
  const setText = (field: 'subject' | 'body', value: string) => {
    if (!shown) return;
    form.setFieldValue(`texts.${shown}`, { subject: '', body: '', ...values.texts[shown], [field]: value });
    form.clearFieldError(`texts.${shown}.${field}`);
  };

  /** Puts a field code where the cursor is in the subject or body last typed in, and the cursor after it. */
  const insert = (code: string) => {
    if (!text) return;
    const token = `{{${code}}}`;
    const field = lastField.current;
    const el = field === 'subject' ? subjectRef.current : bodyRef.current;
    const current = text[field];
    const start = el?.selectionStart ?? current.length;
    const end = el?.selectionEnd ?? current.length;
    setText(field, current.slice(0, start) + token + current.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  // The preview of the language shown, asked once typing pauses.
  const previewRequest: TMessagePreviewRequest | null =
    canWrite && shown && text && (text.subject.trim() || text.body.trim())
      ? { id_guide: idGuide, language: shown, subject: text.subject, body: text.body }
      : null;
  const [debounced] = useDebouncedValue(previewRequest, PREVIEW_DELAY_MS);
  const preview = useMessagePreview(debounced);

  const submit = form.submitWith(
    (sent) => {
      const body = toRulePayload(sent, requiredLanguage);
      const outcome = {
        onSuccess: (answer: TMessageRule) => {
          form.markSaved();
          toast.success(t('messages.ruleSaved'));
          onSaved(answer);
        },
        onError: (error: unknown) => {
          form.showRefusal(error);
          toast.error(messageOf(error));
          // A refusal about a text of another language: its tab is shown.
          const other = error instanceof ApiError ? languageWithError(error.fields) : undefined;
          if (other) setLanguage(other);
        },
      };
      if (rule) modify.mutate({ ...body, id_message_rule: rule.id_message_rule }, outcome);
      else create.mutate(body, outcome);
    },
    (errors) => {
      // A message about a text of another language: its tab is shown.
      const other = languageWithError(errors);
      if (other) setLanguage(other);
    },
  );

  const { errors } = form;
  const textsError = typeof errors.texts === 'string' ? errors.texts : null;
  const subjectError = shown ? errors[`texts.${shown}.subject`] : undefined;
  const bodyError = shown ? errors[`texts.${shown}.body`] : undefined;

  return (
    <form onSubmit={submit} noValidate aria-label={t('messages.rule')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="md">
          <TextInput label={t('messages.name')} withAsterisk {...form.getInputProps('name')} />
          <GuideSelect
            label={t('messages.guide')}
            leading={[{ value: ALL_GUIDES, label: t('messages.allGuides') }]}
            guides={guides}
            {...form.getInputProps('id_guide')}
            allowDeselect={false}
          />
          <Select
            label={t('messages.when')}
            data={TRIGGER_OPTIONS()}
            {...form.getInputProps('trigger')}
            allowDeselect={false}
          />
          {usesOffset(values.trigger) || usesSendTime(values.trigger) ? (
            <SimpleGrid cols={2}>
              {usesOffset(values.trigger) ? (
                <NumberInput
                  label={t('messages.days')}
                  min={0}
                  max={MESSAGE_RULE.OFFSET_DAYS_MAX}
                  allowDecimal={false}
                  allowNegative={false}
                  {...form.getInputProps('offset_days')}
                />
              ) : null}
              {usesSendTime(values.trigger) ? (
                <TextInput
                  label={t('messages.sendTime')}
                  description={t('messages.sendTimeHelp')}
                  type="time"
                  {...form.getInputProps('send_time')}
                />
              ) : null}
            </SimpleGrid>
          ) : null}
          <Switch label={t('messages.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
          {textsError ? (
            <Alert color="red" role="alert">
              {textsError}
            </Alert>
          ) : null}
          {shown && text ? (
            <Tabs value={shown} onChange={setLanguage} keepMounted={false}>
              <Tabs.List>
                {languages.map((tag, index) => (
                  <Tabs.Tab key={tag} value={tag}>
                    {index === 0 && requiredLanguage === tag
                      ? t('messages.requiredLanguage', { language: languageLabel(tag) })
                      : languageLabel(tag)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value={shown} pt="sm">
                <Stack gap="sm">
                  <TextInput
                    ref={subjectRef}
                    label={t('messages.subject')}
                    withAsterisk={shown === requiredLanguage}
                    value={text.subject}
                    error={subjectError}
                    onChange={(e) => setText('subject', e.currentTarget.value)}
                    onFocus={() => (lastField.current = 'subject')}
                    description={<CharCount value={text.subject} max={MESSAGE_RULE.SUBJECT_MAX} />}
                  />
                  <Textarea
                    ref={bodyRef}
                    label={t('messages.body')}
                    withAsterisk={shown === requiredLanguage}
                    autosize
                    minRows={8}
                    value={text.body}
                    error={bodyError}
                    onChange={(e) => setText('body', e.currentTarget.value)}
                    onFocus={() => (lastField.current = 'body')}
                  />
                </Stack>
              </Tabs.Panel>
            </Tabs>
          ) : null}
          <div>
            <Text size="sm" fw={500} mb={4} id="field-codes-label">
              {t('messages.fieldCodes')}
            </Text>
            <Group gap={4} role="group" aria-labelledby="field-codes-label">
              {MESSAGE_FIELD_CODES.map((code) => (
                <Button
                  key={code}
                  variant="default"
                  size="compact-sm"
                  onClick={() => insert(code)}
                  aria-label={t('messages.insertCode', { code: `{{${code}}}` })}
                >
                  <Code bg="transparent">{`{{${code}}}`}</Code>
                </Button>
              ))}
            </Group>
          </div>
          {canWrite ? (
            <Group justify="flex-end">
              <Button variant="default" onClick={onCancel}>
                {t('messages.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending || modify.isPending}>
                {t('messages.save')}
              </Button>
            </Group>
          ) : null}
        </Stack>
        <Paper withBorder p={{ base: 'sm', sm: 'md' }} aria-label={t('messages.preview')} role="region">
          <Title order={2} fz="h4" mb="xs">
            {shown ? t('messages.previewIn', { language: languageLabel(shown) }) : t('messages.preview')}
          </Title>
          <PreviewBody preview={preview} requested={debounced !== null} canWrite={canWrite} />
        </Paper>
      </SimpleGrid>
    </form>
  );
}

function PreviewBody({
  preview,
  requested,
  canWrite,
}: {
  preview: ReturnType<typeof useMessagePreview>;
  requested: boolean;
  canWrite: boolean;
}) {
  if (!canWrite) return <Text size="sm">{t('messages.previewNeedsWrite')}</Text>;
  if (!requested || !preview.data) {
    if (preview.isError)
      return (
        <Alert color="red" role="alert">
          {messageOf(preview.error)}
        </Alert>
      );
    return (
      <Text size="sm" role="status">
        {requested ? t('messages.previewLoading') : t('messages.previewEmpty')}
      </Text>
    );
  }
  const { data } = preview;
  return (
    <Stack gap="xs" aria-busy={preview.isFetching}>
      <Text size="xs" c="dimmed" role="status">
        {data.guest_name
          ? t('messages.previewFromStay', { guest_name: data.guest_name })
          : t('messages.previewFromSample')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('messages.subject')}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="rule-preview-subject">
        {data.subject}
      </Text>
      <Text size="sm" c="dimmed">
        {t('messages.body')}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="rule-preview-body">
        {data.body}
      </Text>
      {preview.isError ? (
        <Text size="xs" c="red" role="alert">
          {messageOf(preview.error)}
        </Text>
      ) : null}
    </Stack>
  );
}

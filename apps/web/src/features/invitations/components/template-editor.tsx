/**
 * Template page: the invitation e-mail's subject and body, the placeholders (a click
 * inserts one where the cursor is), a live preview with sample values, and Save. A language
 * switch (English and the languages of the workspace's guides) picks which language's template
 * is edited: English is the default template, used for every language without one of its own.
 */
import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Code,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  DEFAULT_INVITATION_TEMPLATE,
  fillInvitationTemplate,
  primaryLanguage,
  formatInTimeZone,
  INVITATION,
  INVITATION_PLACEHOLDERS,
  MESSAGES,
  ZInvitationTemplate,
  type TInvitationTemplateAnswer,
} from '@guidebook/contract';
import { languageLabel } from '../../../lib/i18n/language-names.ts';
import { CharCount } from '../../../components/ui/char-count.tsx';
import { savedInto, useFormDraft } from '../../../components/ui/use-form-draft.ts';
import { usePermission } from '../../../lib/permissions.ts';
import { Loaded } from '../../../components/ui/loaded.tsx';
import {
  useInvitationTemplate,
  useInvitationTemplateLanguages,
  useSaveInvitationTemplate,
} from '../api/invitations.ts';
import { validateTemplate } from '../invitation-form.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

/**
 * What the preview fills in: a made-up guest and stay. The link has the shape guests get: the
 * readable one under the workspace's link name (`linkPrefix`, on its own domain when it has one),
 * else the share-code link.
 */
function sampleValues(linkPrefix: string | null): Record<string, string> {
  const checkIn = new Date(Date.UTC(2026, 11, 1, 15, 0));
  return {
    guest_name: 'Alex Smith',
    guide_title: 'Seaside Cottage',
    link: `${linkPrefix ? `${linkPrefix}seaside-cottage` : `${window.location.origin}/g/share-code`}?invite=personal-code`,
    check_in: formatInTimeZone(checkIn, 'UTC'),
    check_out: formatInTimeZone(new Date(checkIn.getTime() + 4 * 86_400_000 - 5 * 3_600_000), 'UTC'),
    check_in_time: '15:00',
    check_out_time: '10:00',
    wifi_name: 'SeasideCottage',
  };
}

/** The built-in templates of the mail catalogs (packages/i18n/locales/<code>/mail.ts), each its own chunk. */
const MAIL_CATALOGS = import.meta.glob<{ default: Readonly<Record<string, string>> }>(
  '../../../../../../packages/i18n/locales/*/mail.ts',
);

/** The built-in template of a language (its primary language's catalog, else English's). */
async function builtInTemplate(language: string): Promise<{ subject: string; body: string }> {
  const load = (code: string) => Object.entries(MAIL_CATALOGS).find(([file]) => file.split('/').at(-2) === code)?.[1];
  const loader = language === 'en' ? undefined : load(primaryLanguage(language));
  if (!loader) return { ...DEFAULT_INVITATION_TEMPLATE };
  const catalog = (await loader()).default;
  return {
    subject: catalog.invitationSubject ?? DEFAULT_INVITATION_TEMPLATE.subject,
    body: catalog.invitationBody ?? DEFAULT_INVITATION_TEMPLATE.body,
  };
}

/** `linkPrefix`: the workspace's readable-link prefix (GET /workspace/slug), null without a link name. */
export function TemplateEditor({ linkPrefix = null }: { linkPrefix?: string | null }) {
  const [language, setLanguage] = useState('en');
  const languages = useInvitationTemplateLanguages().data;
  const saved = new Set(languages?.saved ?? []);
  const options = (languages?.languages ?? ['en']).map((tag) => ({
    value: tag,
    label:
      tag === 'en'
        ? t('invitations.englishDefault')
        : saved.has(tag)
          ? languageLabel(tag)
          : t('invitations.languageNotSavedYet', { language: languageLabel(tag) }),
  }));
  return (
    <Stack gap="md">
      {options.length > 1 && (
        <Select
          label={t('invitations.language')}
          description={t('invitations.languageDescription')}
          data={options}
          value={language}
          onChange={(value) => value && setLanguage(value)}
          allowDeselect={false}
          maw={420}
        />
      )}
      <Loaded query={useInvitationTemplate(language)} label={t('invitations.loadingTheTemplate')} height={320}>
        {(template) => <TemplateForm key={language} language={language} initial={template} linkPrefix={linkPrefix} />}
      </Loaded>
    </Stack>
  );
}

function TemplateForm({
  language,
  initial,
  linkPrefix,
}: {
  language: string;
  initial: TInvitationTemplateAnswer;
  linkPrefix: string | null;
}) {
  const save = useSaveInvitationTemplate();
  const canWrite = usePermission('invitations.write');
  const form = useFormDraft({ subject: initial.subject, body: initial.body }, { validate: validateTemplate });
  const { values } = form;
  const body = useRef<HTMLTextAreaElement>(null);
  const sample = sampleValues(linkPrefix);

  /** Puts a placeholder at the body's cursor (or its end) and keeps the cursor after it. */
  const insert = (key: string) => {
    const el = body.current;
    const start = el?.selectionStart ?? values.body.length;
    const end = el?.selectionEnd ?? values.body.length;
    form.setFieldValue('body', values.body.slice(0, start) + key + values.body.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + key.length, start + key.length);
    });
  };

  const submit = form.submitWith((sent) =>
    save.mutate({ ...ZInvitationTemplate.parse(sent), language }, savedInto(form, MESSAGES.invitation.templateSaved)),
  );
  const restore = async () => form.setValues(await builtInTemplate(language));

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {language !== 'en' && initial.saved === false && (
              <Alert color="blue" variant="light">
                {t('invitations.notSavedYet', { language: languageLabel(language) })}
              </Alert>
            )}
            <TextInput
              label={t('invitations.subject')}
              withAsterisk
              {...form.getInputProps('subject')}
              description={<CharCount value={values.subject} max={INVITATION.SUBJECT_MAX} />}
            />
            <Textarea
              ref={body}
              label={t('invitations.message')}
              withAsterisk
              autosize
              minRows={10}
              {...form.getInputProps('body')}
            />
            <div>
              <Text size="sm" fw={500} mb={4}>
                {t('invitations.placeholders')}
              </Text>
              <Table withTableBorder verticalSpacing={4} aria-label={t('invitations.placeholders')}>
                <Table.Tbody>
                  {INVITATION_PLACEHOLDERS.map((p) => (
                    <Table.Tr key={p.key}>
                      <Table.Td>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          onClick={() => insert(p.key)}
                          aria-label={t('invitations.insertKey', { key: p.key })}
                        >
                          <Code>{p.key}</Code>
                        </Button>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{p.label}</Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
            <Group justify="space-between" display={!canWrite ? 'none' : undefined}>
              <Button variant="subtle" onClick={() => void restore()}>
                {t('invitations.restoreDefault')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('invitations.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} aria-label={t('invitations.preview')}>
        <Title order={2} fz="h4" mb="xs">
          {t('invitations.preview')}
        </Title>
        <Text size="xs" c="dimmed" mb="md">
          {t('invitations.withASampleGuestEach')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('invitations.subject')}
        </Text>
        <Text fw={600} mb="md" style={{ overflowWrap: 'anywhere' }} data-testid="preview-subject">
          {fillInvitationTemplate(values.subject, sample)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('invitations.message')}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="preview-body">
          {fillInvitationTemplate(values.body, sample)}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}

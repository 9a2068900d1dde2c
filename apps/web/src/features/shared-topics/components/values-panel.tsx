/**
 * The Details tab's Property values section: the guide's named values that fill the `{{name}}` codes
 * of the shared topics it shows. In the guide's main language the host adds, renames and removes
 * rows; in a further language (when the guide has some) each name gets that language's own text,
 * the main value standing in where it is left empty. Above the rows: the values the guide's shared
 * topics use that it lacks, each with a button that adds its row.
 */
import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  GUIDE_VALUE_MAX_LENGTH,
  GUIDE_VALUE_NAME,
  GUIDE_VALUES_MAX,
  MESSAGES,
  RESERVED_VALUE_NAMES,
} from '@guidebook/contract';
import { languageLabel } from '../../../lib/i18n/language-names.ts';
import { Loaded } from '../../../components/ui/loaded.tsx';
import { toast } from '../../../components/ui/dialogs.tsx';
import { useFormDraft } from '../../../components/ui/use-form-draft.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { formatList } from '../../../lib/formatting.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { useGuideValues, useSaveGuideValues } from '../api/guide-values.ts';
import { useSharedTopics } from '../api/shared-topics.ts';
import { missingNames, rowsOf, translationRowsOf, valuesOf, valuesUsedBy, type ValueRow } from '../value-rows.ts';

export type ValuesPanelGuide = { id_guide: number; default_language?: string | null; languages?: string[] | null };

export function ValuesPanel({ guide, readOnly = false }: { guide: ValuesPanelGuide; readOnly?: boolean }) {
  const values = useGuideValues(guide.id_guide);
  const further = guide.languages ?? [];
  const [language, setLanguage] = useState<string | null>(null);
  // A language removed meanwhile shows the main language again.
  const shown = language && further.includes(language) ? language : null;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="guide-values-title">
      <Title order={2} fz="h4" mb={4} id="guide-values-title">
        {t('sharedUi.valuesTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('sharedUi.valuesIntro')}
      </Text>
      {further.length > 0 ? (
        <Select
          label={t('sharedUi.valuesLanguage')}
          data={[
            {
              value: '',
              label: t('sharedUi.mainLanguage', {
                language: languageLabel(guide.default_language ?? 'en'),
              }),
            },
            ...further.map((tag) => ({ value: tag, label: languageLabel(tag) })),
          ]}
          value={shown ?? ''}
          onChange={(v) => setLanguage(v ? v : null)}
          allowDeselect={false}
          w={{ base: '100%', xs: 280 }}
          mb="md"
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      <Loaded query={values} label={t('sharedUi.loadingValues')} height={120} failed={t('sharedUi.valuesLoadFailed')}>
        {(answer) =>
          shown ? (
            <ValuesForm
              key={shown}
              guideId={guide.id_guide}
              language={shown}
              saved={translationRowsOf(answer.values, answer.translations[shown] ?? {})}
              main={answer.values}
              readOnly={readOnly}
            />
          ) : (
            <ValuesForm guideId={guide.id_guide} saved={rowsOf(answer.values)} readOnly={readOnly} />
          )
        }
      </Loaded>
    </Paper>
  );
}

type ValuesDraft = { rows: ValueRow[] };

/** Each row's problem with its name, by row: the contract's rule, reserved names, duplicates. */
export function rowErrors(rows: readonly ValueRow[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const name = row.name.trim();
    if (name === '' && row.value.trim() === '') return;
    if (!GUIDE_VALUE_NAME.test(name)) errors[`rows.${index}.name`] = MESSAGES.shared.valueNameInvalid(name);
    else if (RESERVED_VALUE_NAMES.has(name)) errors[`rows.${index}.name`] = MESSAGES.shared.valueNameReserved(name);
    else if (seen.has(name)) errors[`rows.${index}.name`] = t('sharedUi.duplicateName', { name });
    seen.add(name);
    if (row.value.length > GUIDE_VALUE_MAX_LENGTH)
      errors[`rows.${index}.value`] = MESSAGES.shared.valueTooLong(GUIDE_VALUE_MAX_LENGTH);
  });
  return errors;
}

function ValuesForm({
  guideId,
  language,
  saved,
  main,
  readOnly,
}: {
  guideId: number;
  /** A further language; absent: the main language, whose names are edited here. */
  language?: string;
  saved: ValueRow[];
  /** The main language's values, shown as each row's placeholder in a further language. */
  main?: Readonly<Record<string, string>>;
  readOnly: boolean;
}) {
  const form = useFormDraft<ValuesDraft>(
    { rows: saved },
    {
      key: `guide-values:${guideId}:${language ?? ''}`,
      validate: (values) => rowErrors(values.rows),
    },
  );
  const save = useSaveGuideValues();
  const sharedTopics = useSharedTopics();
  const used = valuesUsedBy(sharedTopics.data ?? [], guideId);
  const rows = form.values.rows;
  const missing = language ? [] : missingNames(used, rows);
  const full = rows.length >= GUIDE_VALUES_MAX;

  const addRow = (name = '') => {
    const empty = rows.findIndex((r) => r.name.trim() === name && r.value.trim() === '');
    if (name !== '' && empty >= 0) return;
    form.insertListItem('rows', { name, value: '' });
  };

  const submit = form.submitWith(async ({ rows }) => {
    try {
      await save.mutateAsync({ id_guide: guideId, values: valuesOf(rows), ...(language ? { language } : {}) });
      form.markSaved();
      toast.success(t('sharedUi.valuesSaved'));
    } catch (error) {
      toast.error(messageOf(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="sm">
          {missing.length > 0 ? (
            <Alert color="yellow" title={t('sharedUi.missingTitle')} data-testid="missing-values">
              <Stack gap={6}>
                <Text size="sm">{t('sharedUi.missingText')}</Text>
                <Group gap="xs" wrap="wrap">
                  {missing.map((name) => (
                    <Tooltip key={name} label={t('sharedUi.usedBy', { topics: formatList(used.get(name) ?? []) })}>
                      <Button
                        size="xs"
                        variant="light"
                        color="yellow"
                        leftSection={<IconPlus size={14} aria-hidden />}
                        onClick={() => addRow(name)}
                        disabled={readOnly || full}
                      >
                        {`{{${name}}}`}
                      </Button>
                    </Tooltip>
                  ))}
                </Group>
              </Stack>
            </Alert>
          ) : null}
          {rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('sharedUi.noValues')}
            </Text>
          ) : (
            <Stack
              gap="xs"
              component="ul"
              aria-label={t('sharedUi.valuesTitle')}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {rows.map((row, index) => (
                <Group key={index} component="li" align="flex-start" gap="xs" wrap="wrap">
                  {language ? (
                    <Text fw={600} size="sm" w={{ base: '100%', xs: 200 }} pt={6} style={{ overflowWrap: 'anywhere' }}>
                      {`{{${row.name}}}`}
                    </Text>
                  ) : (
                    <TextInput
                      aria-label={t('sharedUi.valueName', { number: index + 1 })}
                      placeholder={t('sharedUi.namePlaceholder')}
                      maxLength={40}
                      w={{ base: '100%', xs: 200 }}
                      {...form.getInputProps(`rows.${index}.name`)}
                    />
                  )}
                  <Textarea
                    aria-label={
                      row.name.trim() ? t('sharedUi.valueOf', { name: row.name.trim() }) : t('sharedUi.valueText')
                    }
                    placeholder={language ? (main?.[row.name] ?? '') : t('sharedUi.valuePlaceholder')}
                    autosize
                    minRows={1}
                    maxRows={6}
                    style={{ flex: 1, minWidth: 200 }}
                    {...form.getInputProps(`rows.${index}.value`)}
                  />
                  {language || readOnly ? null : (
                    <Tooltip label={t('sharedUi.removeValue')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={t('sharedUi.removeValueName', { name: row.name.trim() || String(index + 1) })}
                        onClick={() => form.removeListItem('rows', index)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              ))}
            </Stack>
          )}
          {readOnly ? null : (
            <Group justify="space-between" wrap="wrap">
              {language ? (
                <span />
              ) : (
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => addRow()}
                  disabled={full}
                >
                  {t('sharedUi.addValue')}
                </Button>
              )}
              <Button type="submit" loading={save.isPending}>
                {t('sharedUi.saveValues')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}

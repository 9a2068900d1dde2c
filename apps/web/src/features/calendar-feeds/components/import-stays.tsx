/**
 * "Import stays from a CSV file": a file chosen is sent at once (all rows or none); the answer is
 * shown under the button: how many stays were imported, or the server's message naming the line
 * and column to correct. The example file is made in the browser from the contract's columns.
 */
import { useState } from 'react';
import { Alert, Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { messageOf } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download-file.ts';
import { formatNumber } from '../../../lib/formatting.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { useImportStays } from '../api/calendar-feeds.ts';
import { EXAMPLE_CSV_NAME, exampleCsv } from '../example-csv.ts';

type Outcome = { ok: true; imported: number; created: number; updated: number } | { ok: false; message: string };

type Props = {
  guideId: number;
  /** The guide's default language: the example's first stay is in it. */
  defaultLanguage: string | undefined;
};

export function ImportStays({ guideId, defaultLanguage }: Props) {
  const importer = useImportStays(guideId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const importFile = (file: File | null) => {
    if (!file) return;
    setOutcome(null);
    importer.mutate(file, {
      onSuccess: ({ imported, created, updated }) => setOutcome({ ok: true, imported, created, updated }),
      onError: (error) => setOutcome({ ok: false, message: messageOf(error) }),
    });
  };

  const downloadExample = () =>
    saveBlob(new Blob([exampleCsv(defaultLanguage)], { type: 'text/csv;charset=utf-8' }), EXAMPLE_CSV_NAME);

  return (
    <Stack gap="sm">
      <Group gap="md" wrap="wrap">
        <FileButton onChange={importFile} accept=".csv,text/csv">
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={importer.isPending}>
              {t('calendar.chooseCsv')}
            </Button>
          )}
        </FileButton>
        <Anchor component="button" type="button" size="sm" onClick={downloadExample}>
          <Group gap={4} wrap="nowrap" component="span">
            <IconDownload size={16} aria-hidden />
            {t('calendar.downloadExample')}
          </Group>
        </Anchor>
      </Group>
      {outcome?.ok ? (
        <Alert color="teal" role="status">
          <Text size="sm" fw={600}>
            {t('calendar.imported', { count: outcome.imported })}
          </Text>
          <Text size="sm">
            {t('calendar.importedCounts', {
              created: formatNumber(outcome.created),
              updated: formatNumber(outcome.updated),
            })}
          </Text>
        </Alert>
      ) : null}
      {outcome && !outcome.ok ? (
        <Alert color="red" role="alert" title={t('calendar.importRefused')}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {outcome.message}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}

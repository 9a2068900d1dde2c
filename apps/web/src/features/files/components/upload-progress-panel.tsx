/**
 * The floating upload progress panel: one circular progress per file, the
 * server-is-processing message during the last chunk, 'Upload Successful' when every file is
 * stored, and minimise and close.
 */
import { ActionIcon, Group, Loader, Paper, RingProgress, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconChevronDown, IconChevronUp, IconX } from '@tabler/icons-react';
import { MESSAGES } from '@guidebook/contract';
import { uploadStatusText, type UploadEntry } from '../hooks/use-upload-queue.ts';
import classes from './upload-progress-panel.module.css';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { formatPercent } from '../../../lib/formatting.ts';

export function UploadProgressPanel({
  entries,
  minimised,
  onToggleMinimised,
  onClose,
}: {
  entries: UploadEntry[];
  minimised: boolean;
  onToggleMinimised: () => void;
  onClose: () => void;
}) {
  const done = entries.filter((e) => e.status === 'done').length;
  const busy = entries.some((e) => e.status === 'waiting' || e.status === 'uploading' || e.status === 'processing');
  const failed = entries.some((e) => e.status === 'failed');
  return (
    <Paper shadow="lg" withBorder radius="md" className={classes.panel} role="region" aria-label={t('files.uploads')}>
      <Group justify="space-between" wrap="nowrap" className={classes.header}>
        <Text fw={600} size="sm" aria-live="polite">
          {busy
            ? t('files.uploadingDoneOfCount', { done, count: entries.length })
            : failed
              ? t('files.uploadsFinishedDoneOfCount', { done, count: entries.length })
              : MESSAGES.file.uploadSuccessful}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={minimised ? t('files.expand') : t('files.minimise')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={minimised ? t('files.expandUploadPanel') : t('files.minimiseUploadPanel')}
              aria-expanded={!minimised}
              onClick={onToggleMinimised}
            >
              {minimised ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('files.close')}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('files.closeUploadPanel')} onClick={onClose}>
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {minimised ? null : (
        <ScrollArea.Autosize mah={280} type="auto">
          <Stack gap={4} p="xs" component="ul" className={classes.list}>
            {entries.map((entry) => (
              <Group key={entry.key} gap="sm" wrap="nowrap" component="li">
                <RingProgress
                  size={48}
                  thickness={4}
                  roundCaps
                  sections={[
                    {
                      value: entry.status === 'failed' ? 100 : entry.percent,
                      color: entry.status === 'failed' ? 'red' : 'teal',
                    },
                  ]}
                  label={
                    entry.status === 'done' ? (
                      <IconCheck size={18} className={classes.ok} aria-hidden />
                    ) : entry.status === 'failed' ? (
                      <IconX size={18} className={classes.failed} aria-hidden />
                    ) : entry.status === 'processing' && entry.percent === 0 ? (
                      <Loader size="xs" type="dots" aria-hidden />
                    ) : (
                      <Text size="xs" ta="center">
                        {formatPercent(entry.percent)}
                      </Text>
                    )
                  }
                  aria-hidden
                />
                <div className={classes.text}>
                  <Text size="sm" truncate title={entry.fileName}>
                    {entry.fileName}
                  </Text>
                  <Text
                    size="xs"
                    c={entry.status === 'failed' ? 'red' : entry.status === 'done' ? 'teal' : 'dimmed'}
                    role={entry.status === 'failed' ? 'alert' : undefined}
                  >
                    {uploadStatusText(entry)}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}

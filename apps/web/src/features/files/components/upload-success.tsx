/**
 * The 'Upload Successful' state of the image manager's upload tab: the
 * stored file (thumbnail and name), then on to the library, where it is selected. It moves
 * on by itself after `autoContinueMs` (a bar shows the time left; the pointer resting on it
 * holds it), or when the user chooses to; `null` waits for the user (e.g. a file failed).
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button, Group, Image, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconPhoto, IconUpload } from '@tabler/icons-react';
import { MESSAGES, type TFilePublic } from '@guidebook/contract';
import { fileUrl } from '../../../lib/api-client.ts';
import classes from './upload-success.module.css';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export function UploadSuccess({
  files,
  originalName,
  autoContinueMs,
  onContinue,
  onUploadMore,
}: {
  /** The files stored in this upload; the last one is the selected one. */
  files: TFilePublic[];
  /** The chosen file's own name, when the library saved it under another (the name was taken). */
  originalName?: string;
  autoContinueMs: number | null;
  onContinue: () => void;
  onUploadMore: () => void;
}) {
  const selected = files[files.length - 1]!;
  const continueRef = useRef<HTMLButtonElement>(null);
  const [held, setHeld] = useState(false);
  const left = useRef(autoContinueMs ?? 0);
  const continueNow = useEffectEvent(onContinue);

  // The drop zone that had focus is gone: keep the keyboard user in the dialog, on the next step.
  useEffect(() => {
    continueRef.current?.focus();
  }, []);

  useEffect(() => {
    if (autoContinueMs === null || held) return;
    const started = performance.now();
    const timer = window.setTimeout(() => continueNow(), left.current);
    return () => {
      window.clearTimeout(timer);
      left.current -= performance.now() - started;
    };
  }, [autoContinueMs, held]);

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      className={classes.card}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHeld(true)}
      onPointerLeave={() => setHeld(false)}
    >
      <Stack align="center" gap="md">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden>
          <IconCircleCheck size={34} stroke={1.6} />
        </ThemeIcon>
        <Title order={3} size="h4" ta="center">
          {MESSAGES.file.uploadSuccessful}
        </Title>
        <Group gap="sm" wrap="nowrap" className={classes.file}>
          <Image
            src={fileUrl(selected.path_thumbnail ?? selected.path_file)}
            alt=""
            w={72}
            h={54}
            radius="sm"
            fit="cover"
            className={classes.thumb}
          />
          <div className={classes.fileText}>
            <Text fw={600} size="sm" truncate title={selected.name}>
              {selected.name}
            </Text>
            <Text size="xs" c="dimmed">
              {originalName ? t('files.originalnameWasTakenSavedUnder', { originalName }) : ''}
              {files.length > 1 ? t('files.filesAdded', { count: files.length }) : t('files.selectedForYou')}
            </Text>
          </div>
        </Group>
        <Group gap="sm" justify="center">
          <Button variant="default" leftSection={<IconUpload size={16} aria-hidden />} onClick={onUploadMore}>
            {t('files.uploadAnother')}
          </Button>
          <Button ref={continueRef} leftSection={<IconPhoto size={16} aria-hidden />} onClick={onContinue}>
            {t('files.showInLibrary')}
          </Button>
        </Group>
      </Stack>
      {autoContinueMs !== null ? (
        <div
          className={classes.timer}
          style={{ animationDuration: `${autoContinueMs}ms` }}
          data-held={held || undefined}
          aria-hidden
        />
      ) : null}
    </Paper>
  );
}

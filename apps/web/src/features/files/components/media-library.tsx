/**
 * The Media library: the All Files grid, 10 a page with arrows, each card
 * with Download and Delete; the upload view; the floating upload progress panel.
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  AspectRatio,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
  ActionIcon,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertCircle, IconArrowLeft, IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { DURATIONS, LIMITS, MESSAGES, type TFilePublic } from '@guidebook/contract';
import { ApiError, fileUrl, messageOf } from '../../../lib/api-client.ts';
import { usePermission } from '../../../lib/permissions.ts';
import { formatDateTime, formatFileSize } from '../../../lib/formatting.ts';
import { confirmDialog, popup } from '../../../components/ui/dialogs.tsx';
import { useFiles } from '../api/list-files.ts';
import { useDeleteFile } from '../api/delete-file.ts';
import { filesKeys } from '../api/query-keys.ts';
import { useUploadQueue } from '../hooks/use-upload-queue.ts';
import { downloadName } from '../upload-plan.ts';
import { FilePager } from './file-pager.tsx';
import { UploadDropZone } from './upload-drop-zone.tsx';
import { UploadProgressPanel } from './upload-progress-panel.tsx';
import classes from './media-library.module.css';
import { HelpLink } from '../../../components/help-link.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

type View = 'list' | 'upload';

export function MediaLibrary() {
  const [view, setView] = useState<View>('list');
  const [page, setPage] = useState(1);
  const [panelOpen, setPanelOpen] = useState(false);
  const [minimised, setMinimised] = useState(false);
  const queryClient = useQueryClient();
  const uploads = useUploadQueue({
    onAllDone: (stored) => {
      void queryClient.invalidateQueries({ queryKey: filesKeys.all });
      if (stored.length > 0) {
        setPage(1);
        setView('list');
      }
    },
  });

  return (
    <Stack gap="lg">
      {view === 'list' ? (
        <FileList page={page} onPage={setPage} onUpload={() => setView('upload')} />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Title order={2}>{t('files.uploadFile')}</Title>
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={() => setView('list')}
            >
              {t('files.goBack')}
            </Button>
          </Group>
          <UploadDropZone
            onFiles={(files) => {
              setPanelOpen(true);
              setMinimised(false);
              uploads.add(files);
            }}
          />
        </Stack>
      )}
      {panelOpen && uploads.entries.length > 0 ? (
        <UploadProgressPanel
          entries={uploads.entries}
          minimised={minimised}
          onToggleMinimised={() => setMinimised((v) => !v)}
          onClose={() => {
            setPanelOpen(false);
            uploads.clearFinished();
          }}
        />
      ) : null}
    </Stack>
  );
}

function FileList({ page, onPage, onUpload }: { page: number; onPage: (p: number) => void; onUpload: () => void }) {
  const files = useFiles(page, LIMITS.MEDIA_PAGE_SIZE);
  const remove = useDeleteFile();
  // Without files.write the library is shown and downloaded from, never changed.
  const canWrite = usePermission('files.write');
  const total = files.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / LIMITS.MEDIA_PAGE_SIZE));
  const pastTheEnd = !!files.data && !files.isPlaceholderData && page > pageCount;
  // After deleting the last file of the last page, show the page before it.
  useEffect(() => {
    if (pastTheEnd) onPage(pageCount);
  }, [pastTheEnd, pageCount, onPage]);

  async function askDelete(file: TFilePublic) {
    const confirmed = await confirmDialog({
      title: t('files.deleteThisFile'),
      text: MESSAGES.file.deleteConfirm,
      confirmLabel: MESSAGES.file.deleteAccept,
      cancelLabel: MESSAGES.dialog.cancel,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(file.id_file_public);
      popup({ title: MESSAGES.file.deletedTitle, kind: 'success', durationMs: DURATIONS.FILE_DELETE_SUCCESS_MS });
    } catch (error) {
      if (error instanceof ApiError && error.envelope) {
        // The server's own sentence, e.g. which topic still uses the image.
        popup({ title: MESSAGES.guide.errorTitle, text: error.message, kind: 'error' });
      } else {
        popup({
          title: MESSAGES.guide.errorTitle,
          text: messageOf(error),
          kind: 'error',
          durationMs: DURATIONS.ERROR_MESSAGE_MS,
        });
      }
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2}>{t('files.allFiles')}</Title>
        {canWrite ? (
          <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={onUpload}>
            {t('files.uploadFile')}
          </Button>
        ) : null}
      </Group>

      {files.isPending ? (
        <SimpleGrid
          cols={{ base: 1, xs: 2, sm: 3, lg: 5 }}
          role="status"
          aria-busy="true"
          aria-label={t('files.loadingFiles')}
        >
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={260} radius="md" />
          ))}
        </SimpleGrid>
      ) : files.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('files.couldNotLoadTheFiles')}>
          <Group justify="space-between">
            <Text size="sm">{messageOf(files.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void files.refetch()}>
              {t('files.tryAgain')}
            </Button>
          </Group>
        </Alert>
      ) : files.data.files.length === 0 ? (
        <Stack gap={4} align="flex-start">
          <Text c="dimmed">{t('files.noFilesYetUploadAn')}</Text>
          <HelpLink article="images">{t('files.imagesSizesFormatsAndWhere')}</HelpLink>
        </Stack>
      ) : (
        <>
          <SimpleGrid
            cols={{ base: 1, xs: 2, sm: 3, lg: 5 }}
            component="ul"
            className={classes.grid}
            aria-label={t('files.allFiles2')}
            data-loading={files.isPlaceholderData || undefined}
          >
            {files.data.files.map((file) => (
              <Card key={file.id_file_public} withBorder radius="md" padding="sm" component="li">
                <Card.Section>
                  <AspectRatio ratio={4 / 3}>
                    <Image
                      src={fileUrl(file.path_thumbnail ?? file.path_file)}
                      alt={file.name}
                      fit="cover"
                      loading="lazy"
                    />
                  </AspectRatio>
                </Card.Section>
                <Stack gap={4} mt="sm">
                  <Text fw={600} size="sm" truncate title={file.name}>
                    {file.name}
                  </Text>
                  <Anchor
                    href={fileUrl(file.path_file)}
                    download={downloadName(file.name)}
                    size="sm"
                    className={classes.download}
                    aria-label={t('files.downloadName', { name: file.name })}
                  >
                    <IconDownload size={14} aria-hidden /> {t('files.download')}
                  </Anchor>
                  <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
                    <div>
                      <Text size="xs" c="dimmed">
                        {formatFileSize(file.size)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        <time dateTime={file.date_created}>{formatDateTime(file.date_created)}</time>
                      </Text>
                    </div>
                    <Tooltip label={t('files.delete')}>
                      <ActionIcon
                        display={!canWrite ? 'none' : undefined}
                        variant="light"
                        color="red"
                        aria-label={t('files.deleteName', { name: file.name })}
                        onClick={() => void askDelete(file)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
          <FilePager page={page} pageCount={pageCount} onPage={onPage} />
        </>
      )}
    </Stack>
  );
}

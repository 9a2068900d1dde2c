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
            <Title order={2}>Upload File</Title>
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={() => setView('list')}
            >
              Go Back
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
      title: 'Delete this file?',
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
        <Title order={2}>All Files</Title>
        {canWrite ? (
          <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={onUpload}>
            Upload File
          </Button>
        ) : null}
      </Group>

      {files.isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 5 }} role="status" aria-busy="true" aria-label="Loading files">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={260} radius="md" />
          ))}
        </SimpleGrid>
      ) : files.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Could not load the files">
          <Group justify="space-between">
            <Text size="sm">{messageOf(files.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void files.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : files.data.files.length === 0 ? (
        <Stack gap={4} align="flex-start">
          <Text c="dimmed">No files yet. Upload an image to start your library.</Text>
          <HelpLink article="images">Images: sizes, formats and where they are used</HelpLink>
        </Stack>
      ) : (
        <>
          <SimpleGrid
            cols={{ base: 1, xs: 2, sm: 3, lg: 5 }}
            component="ul"
            className={classes.grid}
            aria-label="All files"
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
                    aria-label={`Download ${file.name}`}
                  >
                    <IconDownload size={14} aria-hidden /> Download
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
                    <Tooltip label="Delete">
                      <ActionIcon
                        display={!canWrite ? 'none' : undefined}
                        variant="light"
                        color="red"
                        aria-label={`Delete ${file.name}`}
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

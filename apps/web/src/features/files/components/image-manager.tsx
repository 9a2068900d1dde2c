/**
 * "Manage Your Images": pick an image from the library or upload a new one, then Save. After
 * an upload the 'Upload Successful' state shows, then the library (reloaded) with the uploaded
 * file selected. Save calls onSave(file) and
 * then onClose().
 */
import { useCallback, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconCheck, IconPhoto, IconUpload } from '@tabler/icons-react';
import { DURATIONS, MESSAGES, type TFilePublic } from '@guidebook/contract';
import { fileUrl, messageOf } from '../../../lib/api-client.ts';
import { usePermission } from '../../../lib/permissions.ts';
import { useFiles } from '../api/list-files.ts';
import { useFile } from '../api/select-file.ts';
import { filesKeys } from '../api/query-keys.ts';
import { uploadStatusText, useUploadQueue } from '../hooks/use-upload-queue.ts';
import { FilePager } from './file-pager.tsx';
import { UploadDropZone } from './upload-drop-zone.tsx';
import { UploadSuccess } from './upload-success.tsx';
import classes from './image-manager.module.css';
import { t } from '../../../lib/i18n/admin-i18n.ts';

const PICKER_PAGE_SIZE = 12;
/** How long 'Upload Successful' shows before the library does: as long as a success toast. */
const SUCCESS_DWELL_MS = DURATIONS.TOAST_SUCCESS_MS;

export type ImageManagerProps = {
  opened: boolean;
  onClose: () => void;
  onSave: (file: TFilePublic) => void;
  /** The image chosen so far, shown as selected. */
  selectedId?: number | null;
};

export function ImageManager({ opened, onClose, onSave, selectedId }: ImageManagerProps) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('files.manageYourImages')}
      size="xl"
      centered
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
    >
      {opened ? <ImageManagerBody onClose={onClose} onSave={onSave} selectedId={selectedId ?? null} /> : null}
    </Modal>
  );
}

type Tab = 'library' | 'upload';

function ImageManagerBody({
  onClose,
  onSave,
  selectedId,
}: {
  onClose: () => void;
  onSave: (file: TFilePublic) => void;
  selectedId: number | null;
}) {
  const [tab, setTab] = useState<Tab>('library');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<TFilePublic | null>(null);
  /** The files of the upload that just finished, while its 'Upload Successful' state shows. */
  const [stored, setStored] = useState<TFilePublic[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const queryClient = useQueryClient();
  const files = useFiles(page, PICKER_PAGE_SIZE);
  const uploads = useUploadQueue({
    onFileDone: (file) => setChosen(file),
    onAllDone: (done) => {
      // The list reloads now, so it is fresh by the time the library tab shows.
      void queryClient.invalidateQueries({ queryKey: filesKeys.all });
      const last = done[done.length - 1];
      if (!last) {
        setAnnouncement(''); // Each failure is its own alert.
        return;
      }
      setPage(1);
      setAnnouncement(t('files.uploadedAndSelected', { uploaded: MESSAGES.file.uploadSuccessful, name: last.name }));
      // Someone who went to the library while it uploaded finds the file selected there.
      if (tab === 'upload') setStored(done);
    },
  });
  const { clearFinished } = uploads;

  // The selected tile takes focus when the library shows after an upload.
  const focusPending = useRef(false);
  const focusIfPending = useCallback((el: HTMLButtonElement | null) => {
    if (el && focusPending.current) {
      focusPending.current = false;
      el.focus();
    }
  }, []);

  const showTab = (next: Tab) => {
    if (stored) {
      setStored(null);
      clearFinished();
    }
    setTab(next);
  };
  const showLibrary = () => {
    focusPending.current = true;
    showTab('library');
  };
  const failures = uploads.entries.some((e) => e.status === 'failed');
  const storedSelected = stored?.[stored.length - 1];
  const renamedFrom = uploads.entries.find((e) => e.savedAs && e.savedAs === storedSelected?.name)?.fileName;

  const currentId = chosen?.id_file_public ?? selectedId;
  const onPage = files.data?.files.find((f) => f.id_file_public === selectedId);
  // The earlier choice may sit on another page: fetch it so Save works without finding it again.
  const earlier = useFile(selectedId, !chosen && !!files.data && !onPage);
  const selected = chosen ?? onPage ?? earlier.data ?? null;
  const pageCount = Math.max(1, Math.ceil((files.data?.total ?? 0) / PICKER_PAGE_SIZE));
  // Without files.write images are chosen from the library only.
  const canUpload = usePermission('files.write');

  return (
    <Stack gap="md">
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <Tabs value={tab} onChange={(v) => v && showTab(v as Tab)} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="library" leftSection={<IconPhoto size={16} aria-hidden />}>
            {t('files.selectFromLibrary')}
          </Tabs.Tab>
          {canUpload ? (
            <Tabs.Tab value="upload" leftSection={<IconUpload size={16} aria-hidden />}>
              {t('files.uploadNewFile')}
            </Tabs.Tab>
          ) : null}
        </Tabs.List>

        <Tabs.Panel value="library" pt="md">
          {files.isPending ? (
            <SimpleGrid
              cols={{ base: 2, xs: 3, sm: 4 }}
              role="status"
              aria-busy="true"
              aria-label={t('files.loadingImages')}
            >
              {Array.from({ length: 8 }, (_, i) => (
                <Skeleton key={i} className={classes.tile} />
              ))}
            </SimpleGrid>
          ) : files.isError ? (
            <Alert color="red" title={t('files.couldNotLoadTheLibrary')}>
              {messageOf(files.error)}
            </Alert>
          ) : files.data.files.length === 0 ? (
            <Text c="dimmed" py="lg" ta="center">
              {t('files.yourLibraryIsEmptyUpload')}
            </Text>
          ) : (
            <Stack gap="sm">
              <SimpleGrid
                cols={{ base: 2, xs: 3, sm: 4 }}
                spacing="sm"
                role="group"
                aria-label={t('files.libraryImages')}
                data-loading={files.isPlaceholderData || undefined}
                className={classes.grid}
              >
                {files.data.files.map((file) => {
                  const isSelected = file.id_file_public === currentId;
                  return (
                    <UnstyledButton
                      key={file.id_file_public}
                      ref={isSelected ? focusIfPending : undefined}
                      className={classes.tile}
                      aria-pressed={isSelected}
                      aria-label={file.name}
                      data-selected={isSelected || undefined}
                      onClick={() => setChosen(file)}
                      onDoubleClick={() => {
                        onSave(file);
                        onClose();
                      }}
                    >
                      <Image
                        src={fileUrl(file.path_thumbnail ?? file.path_file)}
                        alt=""
                        fit="cover"
                        h="100%"
                        loading="lazy"
                      />
                      {isSelected ? (
                        <span className={classes.check} aria-hidden>
                          <IconCheck size={16} />
                        </span>
                      ) : null}
                      <span className={classes.name} aria-hidden>
                        {file.name}
                      </span>
                    </UnstyledButton>
                  );
                })}
              </SimpleGrid>
              {pageCount > 1 ? <FilePager page={page} pageCount={pageCount} onPage={setPage} /> : null}
            </Stack>
          )}
        </Tabs.Panel>

        <Tabs.Panel value="upload" pt="md">
          <Stack gap="sm">
            {stored ? (
              <UploadSuccess
                files={stored}
                originalName={renamedFrom}
                // A failed file's message stays until the user moves on.
                autoContinueMs={failures ? null : SUCCESS_DWELL_MS}
                onContinue={showLibrary}
                onUploadMore={() => {
                  setStored(null);
                  clearFinished();
                }}
              />
            ) : (
              <UploadDropZone
                onFiles={(list) => {
                  clearFinished();
                  setAnnouncement(`Uploading ${list.length === 1 ? list[0]!.name : `${list.length} files`}…`);
                  uploads.add(list);
                }}
                disabled={uploads.busy}
              />
            )}
            {uploads.entries.length > 0 && (!stored || stored.length > 1 || failures) ? (
              <Stack gap={2} component="ul" className={classes.uploads} aria-label={t('files.uploads')}>
                {uploads.entries.map((entry) => (
                  <Group key={entry.key} component="li" justify="space-between" wrap="nowrap" gap="sm">
                    <Text size="sm" truncate>
                      {entry.fileName}
                    </Text>
                    <Text
                      size="sm"
                      c={entry.status === 'failed' ? 'red' : entry.status === 'done' ? 'teal' : 'dimmed'}
                      role={entry.status === 'failed' ? 'alert' : undefined}
                      className={classes.status}
                    >
                      {uploadStatusText(entry)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            ) : null}
          </Stack>
        </Tabs.Panel>
      </Tabs>

      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" truncate maw="60%">
          {selected ? t('files.selectedName', { name: selected.name }) : t('files.noImageSelected')}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('files.cancel')}
          </Button>
          <Button
            disabled={!selected}
            onClick={() => {
              if (!selected) return;
              onSave(selected);
              onClose();
            }}
          >
            {t('files.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

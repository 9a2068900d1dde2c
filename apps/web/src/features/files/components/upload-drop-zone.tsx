/**
 * Where files are chosen for upload: a drop zone written with the browser's drag events
 * and a Browse button inside it (the keyboard way in). Browsed and
 * dropped files are both checked against the allowed extensions.
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { MESSAGES } from '@guidebook/contract';
import { IMAGE_ACCEPT, hasAllowedImageExtension } from '../upload-plan.ts';
import classes from './upload-drop-zone.module.css';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export function UploadDropZone({
  onFiles,
  multiple = true,
  disabled = false,
}: {
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragDepth, setDragDepth] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();

  function take(list: FileList | null) {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    const chosen = multiple ? files : files.slice(0, 1);
    const valid = chosen.filter((f) => hasAllowedImageExtension(f.name));
    setError(valid.length === chosen.length ? null : MESSAGES.file.invalidType);
    if (valid.length > 0) onFiles(valid);
  }

  const browse = () => {
    if (!disabled) inputRef.current?.click();
  };

  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');

  return (
    <Stack gap="xs">
      {/* Mouse users may click anywhere in the zone; keyboard users reach the Browse button inside it. */}
      <div
        data-testid="upload-drop-zone"
        className={classes.zone}
        data-active={dragDepth > 0 || undefined}
        data-disabled={disabled || undefined}
        onClick={browse}
        onDragEnter={(e) => {
          if (!hasFiles(e) || disabled) return;
          e.preventDefault();
          setDragDepth((d) => d + 1);
        }}
        onDragOver={(e) => {
          if (!hasFiles(e) || disabled) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(e) => {
          if (!hasFiles(e)) return;
          setDragDepth((d) => Math.max(0, d - 1));
        }}
        onDrop={(e) => {
          e.preventDefault();
          setDragDepth(0);
          if (!disabled) take(e.dataTransfer.files);
        }}
      >
        <IconCloudUpload size={48} stroke={1.4} aria-hidden className={classes.icon} />
        <Text fw={600} ta="center">
          {dragDepth > 0 ? t('files.dropTheFilesToUpload') : t('files.dragAndDropImagesHere')}
        </Text>
        <Text size="sm" c="dimmed" ta="center" id={hintId}>
          {t('files.imagesOfTypeImgJpg')}
        </Text>
        <Button
          variant="light"
          disabled={disabled}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onClick={(e) => {
            // The zone itself opens the browser; stop the click from opening it twice.
            e.stopPropagation();
            browse();
          }}
        >
          {t('files.browseFiles')}
        </Button>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        hidden
        aria-hidden
        tabIndex={-1}
        onChange={(e) => {
          take(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
      {error ? (
        <Text role="alert" id={errorId} c="red" size="sm">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

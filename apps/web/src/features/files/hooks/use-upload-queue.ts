/**
 * Files chosen for upload, sent one after another, with each file's
 * progress and outcome for the progress panel.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES, type TFilePublic } from '@guidebook/contract';
import { messageOf } from '../../../lib/api-client.ts';
import { formatPercent } from '../../../lib/formatting.ts';
import { uploadFile } from '../api/upload-file.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export type UploadStatus = 'waiting' | 'uploading' | 'processing' | 'done' | 'failed';

export type UploadEntry = {
  key: string;
  fileName: string;
  status: UploadStatus;
  /** 0-100: the share of chunks the server has confirmed. */
  percent: number;
  message: string;
  /** The library name when it differs from the chosen file's (the name was taken). */
  savedAs?: string;
};

export function uploadStatusText(entry: UploadEntry): string {
  switch (entry.status) {
    case 'waiting':
      return t('files.waiting');
    case 'uploading':
      return t('files.uploadingPercent', { percent: formatPercent(entry.percent) });
    case 'processing':
      return MESSAGES.file.processing;
    case 'done':
      return entry.savedAs
        ? t('files.uploadedSavedAs', { uploaded: MESSAGES.file.uploadSuccessful, name: entry.savedAs })
        : MESSAGES.file.uploadSuccessful;
    case 'failed':
      return entry.message;
  }
}

let nextKey = 0;

export function useUploadQueue(options: {
  /** Called after each stored file. */
  onFileDone?: (file: TFilePublic) => void;
  /** Called when the queue has emptied, with the files stored in this run. */
  onAllDone?: (stored: TFilePublic[]) => void;
}) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const queue = useRef<{ key: string; file: File }[]>([]);
  const running = useRef(false);
  const mounted = useRef(true);
  const callbacks = useRef(options);

  useEffect(() => {
    callbacks.current = options;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const update = useCallback((key: string, patch: Partial<UploadEntry>) => {
    if (mounted.current) setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...patch } : e)));
  }, []);

  const run = useCallback(async () => {
    running.current = true;
    const stored: TFilePublic[] = [];
    for (let job = queue.current.shift(); job; job = queue.current.shift()) {
      const { key, file } = job;
      update(key, { status: 'uploading', percent: 0 });
      try {
        const result = await uploadFile(file, (p) =>
          update(key, {
            status: p.processing ? 'processing' : 'uploading',
            percent: Math.round((p.sent / p.total) * 100),
          }),
        );
        update(key, { status: 'done', percent: 100, savedAs: result.name !== file.name ? result.name : undefined });
        stored.push(result);
        callbacks.current.onFileDone?.(result);
      } catch (error) {
        update(key, { status: 'failed', message: messageOf(error) });
      }
    }
    running.current = false;
    callbacks.current.onAllDone?.(stored);
  }, [update]);

  const add = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      const jobs = files.map((file) => ({ key: `upload-${(nextKey += 1)}`, file }));
      setEntries((list) => [
        ...list,
        ...jobs.map((j) => ({
          key: j.key,
          fileName: j.file.name,
          status: 'waiting' as const,
          percent: 0,
          message: '',
        })),
      ]);
      queue.current.push(...jobs);
      if (!running.current) void run();
    },
    [run],
  );

  /** Forgets finished entries; files still waiting or on their way stay. */
  const clearFinished = useCallback(
    () => setEntries((list) => list.filter((e) => e.status !== 'done' && e.status !== 'failed')),
    [],
  );

  const busy = entries.some((e) => e.status === 'waiting' || e.status === 'uploading' || e.status === 'processing');
  return { entries, add, clearFinished, busy };
}

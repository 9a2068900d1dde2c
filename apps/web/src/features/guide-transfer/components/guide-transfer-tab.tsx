/**
 * The Data tab: Export (download the guide as one file), Import (a file -> a new guide,
 * which then opens) and Duplicate (confirm, then open the copy). Opening a guide is the
 * route's business, so the tab only reports the new guide through onOpenGuide.
 */
import { Alert, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconDownload, IconUpload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { MESSAGES, type TGuide } from '@guidebook/contract';
import { confirmDialog, toast } from '../../../components/ui/dialogs.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { usePermission } from '../../../lib/permissions.ts';
import { useDuplicateGuide } from '../api/duplicate-guide.ts';
import { useExportGuide } from '../api/export-guide.ts';
import { useImportGuide } from '../api/import-guide.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

const m = MESSAGES.transfer;

type Props = { guideId: number; onOpenGuide: (guide: TGuide) => void };

function Section({ title, help, children }: { title: string; help: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Title order={3} fz="h5">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {help}
      </Text>
      {children}
    </Paper>
  );
}

export function GuideTransferTab({ guideId, onOpenGuide }: Props) {
  const exporter = useExportGuide();
  const importer = useImportGuide();
  const duplicator = useDuplicateGuide();
  const [importError, setImportError] = useState<string | null>(null);
  // Import and Duplicate make a new guide: only for roles that may create guides.
  const canCreate = usePermission('guides.create');

  const exportGuide = () =>
    exporter.mutate(guideId, { onError: (error) => toast.error(messageOf(error) || m.exportFailed) });

  const importFile = (file: File | null) => {
    if (!file) return;
    setImportError(null);
    importer.mutate(file, {
      onSuccess: (guide) => {
        toast.success(m.imported);
        onOpenGuide(guide);
      },
      onError: (error) => setImportError(messageOf(error)),
    });
  };

  const duplicate = async () => {
    if (!(await confirmDialog({ title: m.duplicateTitle, text: m.duplicateText }))) return;
    duplicator.mutate(guideId, {
      onSuccess: (guide) => {
        toast.success(m.duplicated);
        onOpenGuide(guide);
      },
      onError: (error) => toast.error(messageOf(error)),
    });
  };

  return (
    <Stack gap="lg">
      <Section title={t('guideTransfer.export')} help={m.exportHelp}>
        <Button leftSection={<IconDownload size={16} />} loading={exporter.isPending} onClick={exportGuide}>
          {t('guideTransfer.exportGuide')}
        </Button>
      </Section>
      {canCreate ? (
        <Section title={t('guideTransfer.import')} help={m.importHelp}>
          <Group>
            <FileButton onChange={importFile} accept="application/json,.json">
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconUpload size={16} />}
                  loading={importer.isPending}
                >
                  {t('guideTransfer.importGuide')}
                </Button>
              )}
            </FileButton>
          </Group>
          {importError ? (
            <Alert color="red" role="alert" mt="md">
              {importError}
            </Alert>
          ) : null}
        </Section>
      ) : null}
      {canCreate ? (
        <Section title={t('guideTransfer.duplicate')} help={m.duplicateHelp}>
          <Button
            variant="default"
            leftSection={<IconCopy size={16} />}
            loading={duplicator.isPending}
            onClick={() => void duplicate()}
          >
            {t('guideTransfer.duplicateGuide')}
          </Button>
        </Section>
      ) : null}
    </Stack>
  );
}

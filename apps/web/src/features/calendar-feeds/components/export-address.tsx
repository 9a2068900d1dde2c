/**
 * "Calendar address for other apps": the guide's stays as a secret iCal address that a cleaner's
 * or the host's own calendar subscribes to (no door codes, no e-mails in it). Copy puts it on the
 * clipboard; "Make a new address" replaces it after a confirmation, and the old one stops working.
 * Before the first address is made, the button makes one.
 */
import { Alert, Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import { IconCopy, IconRefresh } from '@tabler/icons-react';
import { confirmDialog, toast } from '../../../components/ui/dialogs.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { useCalendarExport, useRegenerateCalendarExport } from '../api/calendar-export.ts';

export function ExportAddress({ guideId, canWrite }: { guideId: number; canWrite: boolean }) {
  const address = useCalendarExport(guideId);
  const regenerate = useRegenerateCalendarExport(guideId);
  const url = address.data?.url ?? null;

  const makeNew = async () => {
    if (url && !(await confirmDialog({ title: t('calendar.exportNewTitle'), text: t('calendar.exportNewText') })))
      return;
    regenerate.mutate(undefined, {
      onSuccess: () => toast.success(url ? t('calendar.exportRenewed') : t('calendar.exportMade')),
      onError: (error) => toast.error(messageOf(error)),
    });
  };

  const copy = async () => {
    if (url && (await copyText(url))) toast.success(t('calendar.exportCopied'));
    else toast.error(t('calendar.exportCopyFailed'));
  };

  if (address.isError)
    return (
      <Alert color="red" role="alert">
        {messageOf(address.error)}
      </Alert>
    );
  return (
    <Stack gap="sm">
      <TextInput
        label={t('calendar.exportUrl')}
        value={url ?? ''}
        placeholder={address.isPending ? undefined : t('calendar.exportNone')}
        readOnly
        dir="ltr"
        onFocus={(e) => e.currentTarget.select()}
        rightSection={address.isPending ? <Loader size="xs" /> : null}
      />
      <Group gap="sm">
        <Button leftSection={<IconCopy size={16} aria-hidden />} disabled={!url} onClick={() => void copy()}>
          {t('calendar.exportCopy')}
        </Button>
        {canWrite ? (
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={regenerate.isPending}
            disabled={address.isPending}
            onClick={() => void makeNew()}
          >
            {url ? t('calendar.exportNew') : t('calendar.exportMake')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

/**
 * Quick Share tab: the guide's readable link (copy) and its Link name, the guest link with its
 * token (copy, regenerate after confirming), the QR code made by our server (PNG and SVG downloads),
 * the printable flyer (A4, US Letter), the whole guide as a PDF, and the host's preview of the guest view.
 */
import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Image,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCopy, IconDownload, IconExternalLink, IconFileTypePdf, IconRefresh } from '@tabler/icons-react';
import { MESSAGES, SLUG_REDIRECT_DAYS, type TShareLink } from '@guidebook/contract';
import { languageLabel } from '../../../lib/i18n/language-names.ts';
import { confirmDialog, toast } from '../../../components/ui/dialogs.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { usePermission } from '../../../lib/permissions.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { ROUTES } from '../../../lib/paths.ts';
import { useRegenerateShareLink, useSaveGuideSlug, useShareLink } from '../api/share-link.ts';
import { toSlugRequest, validateSlugForm, type SlugFormValues } from '../slug-form.ts';
import { useFormDraft } from '../../../components/ui/use-form-draft.ts';
import { fetchShareFile, useQrPreview, type ShareDownload } from '../api/share-downloads.ts';
import { saveBlob } from '../../../lib/download-file.ts';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

function DownloadButton({ id, download, label }: { id: number; download: ShareDownload; label: string }) {
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      const { blob, name } = await fetchShareFile(id, download);
      saveBlob(blob, name);
    } catch (error) {
      toast.error(messageOf(error) || MESSAGES.share.downloadFailed);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={download.kind === 'qr' ? <IconDownload size={16} /> : <IconFileTypePdf size={16} />}
      loading={pending}
      onClick={() => void run()}
    >
      {label}
    </Button>
  );
}

/** Copies `text`, toasting whether it worked. */
async function copyWithToast(text: string): Promise<void> {
  if (await copyText(text)) toast.success(MESSAGES.share.linkCopied);
  else toast.error(MESSAGES.share.copyFailed);
}

/** The readable link, shown first, with its copy button and (for those who may change it) the Link name form. */
function ReadableLink({ guideId, link, canWrite }: { guideId: number; link: TShareLink; canWrite: boolean }) {
  const form = useFormDraft<SlugFormValues>(
    { slug: link.slug ?? '' },
    { key: `guide-slug:${guideId}`, validate: validateSlugForm },
  );
  const save = useSaveGuideSlug(guideId);
  const outcome = form.saveOutcome(MESSAGES.slugs.saved);
  const submit = form.submitWith((values) =>
    save.mutateAsync(toSlugRequest(guideId, values)).then(outcome.onSuccess, outcome.onError),
  );
  return (
    <Stack gap="sm">
      {link.readable_url ? (
        <>
          <TextInput
            label={t('slugs.readableLink')}
            description={t('slugs.readableLinkHelp')}
            value={link.readable_url}
            readOnly
            dir="ltr"
            data-testid="readable-link"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Group gap="sm">
            <Button leftSection={<IconCopy size={16} />} onClick={() => void copyWithToast(link.readable_url ?? '')}>
              {t('slugs.copyReadableLink')}
            </Button>
          </Group>
        </>
      ) : null}
      {canWrite ? (
        <form noValidate onSubmit={submit}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('slugs.linkName')}
              description={t('slugs.linkNameHelp', { days: SLUG_REDIRECT_DAYS })}
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              maxLength={60}
              w={{ base: '100%', sm: 360 }}
              {...form.getInputProps('slug')}
            />
            <Button type="submit" variant="default" loading={save.isPending}>
              {t('slugs.saveLinkName')}
            </Button>
          </Group>
        </form>
      ) : null}
    </Stack>
  );
}

export function QuickShareTab({
  guideId,
  guideTitle,
  defaultLanguage = 'en',
  languages = [],
  hasWifi = false,
}: {
  guideId: number;
  guideTitle: string;
  /** The guide's languages: with further ones, the print-outs can be in any of them. */
  defaultLanguage?: string;
  languages?: readonly string[];
  /** The guide has a WiFi network name: the flyer can carry a Join WiFi QR code. */
  hasWifi?: boolean;
}) {
  const link = useShareLink(guideId);
  const [printLanguage, setPrintLanguage] = useState(defaultLanguage);
  const [withWifi, setWithWifi] = useState(false);
  // The default is the print-outs' own language: no lang= for it (a language removed meanwhile too).
  const lang = printLanguage !== defaultLanguage && languages.includes(printLanguage) ? printLanguage : undefined;
  const languageData = [
    {
      value: defaultLanguage,
      label: t('categories.originalDefaultlanguage', { defaultLanguage: languageLabel(defaultLanguage) }),
    },
    ...languages.map((tag) => ({ value: tag, label: languageLabel(tag) })),
  ];
  const wifi = hasWifi && withWifi;
  const regenerate = useRegenerateShareLink(guideId);
  const qr = useQrPreview(guideId, link.data?.token);
  const canWrite = usePermission('share.write');

  const onRegenerate = async () => {
    const ok = await confirmDialog({ title: MESSAGES.share.regenerateTitle, text: MESSAGES.share.regenerateText });
    if (!ok) return;
    regenerate.mutate(undefined, {
      onSuccess: () => toast.success(MESSAGES.share.regenerated),
      onError: (error) => toast.error(messageOf(error)),
    });
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Title order={2} fz="h4" mb="xs">
          {t('share.shareLink')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('share.guestsOpenTheGuideWith')}
        </Text>
        {link.isError ? (
          <Alert color="red" role="alert">
            {messageOf(link.error)}
          </Alert>
        ) : (
          <Stack gap="sm">
            {link.data ? <ReadableLink guideId={guideId} link={link.data} canWrite={canWrite} /> : null}
            <TextInput
              label={t('share.guestLink')}
              value={link.data?.url ?? ''}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              rightSection={link.isPending ? <Loader size="xs" /> : null}
            />
            <Group gap="sm">
              <Button
                leftSection={<IconCopy size={16} />}
                disabled={!link.data}
                variant={link.data?.readable_url ? 'default' : 'filled'}
                onClick={() => void (link.data ? copyWithToast(link.data.url) : undefined)}
              >
                {t('share.copyLink')}
              </Button>
              {canWrite ? (
                <Button
                  variant="default"
                  color="red"
                  leftSection={<IconRefresh size={16} />}
                  loading={regenerate.isPending}
                  disabled={!link.data}
                  onClick={() => void onRegenerate()}
                >
                  {t('share.regenerateLink')}
                </Button>
              ) : null}
              <Anchor href={`${ROUTES.guestView}?preview=${guideId}`} target="_blank" rel="noopener" size="sm">
                <Group gap={4} component="span">
                  <IconExternalLink size={16} aria-hidden />
                  {t('share.openExampleView')}
                </Group>
              </Anchor>
            </Group>
          </Stack>
        )}
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <Title order={2} fz="h4" mb="md">
            {t('share.qrCode')}
          </Title>
          <Group align="flex-start" gap="lg">
            {qr.data ? (
              <Image src={qr.data} alt={t('share.qrCodeOfTheGuest', { guideTitle })} w={160} h={160} radius="sm" />
            ) : qr.isError ? (
              <Text c="red" size="sm" role="alert" w={160}>
                {messageOf(qr.error)}
              </Text>
            ) : (
              <LoadingBlock w={160} h={160} label={t('share.loadingTheQrCode')} />
            )}
            <Stack gap="xs">
              <DownloadButton id={guideId} download={{ kind: 'qr', format: 'png' }} label={t('share.downloadPng')} />
              <DownloadButton id={guideId} download={{ kind: 'qr', format: 'svg' }} label={t('share.downloadSvg')} />
            </Stack>
          </Group>
        </Paper>

        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <Title order={2} fz="h4" mb="xs">
            {t('share.printAndPdf')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('share.theFlyerShowsTheTitle')}
          </Text>
          <Stack gap="sm" mb="md">
            {languages.length > 0 ? (
              <Select
                label={t('share.printLanguage')}
                data={languageData}
                value={lang ?? defaultLanguage}
                onChange={(v) => v && setPrintLanguage(v)}
                allowDeselect={false}
                w={{ base: '100%', xs: 280 }}
                comboboxProps={{ withinPortal: true }}
              />
            ) : null}
            <Checkbox
              label={t('share.includeWifiQrCode')}
              description={hasWifi ? t('share.guestsScanItToJoin') : t('share.addTheWifiNetworkName')}
              checked={wifi}
              disabled={!hasWifi}
              onChange={(e) => setWithWifi(e.currentTarget.checked)}
            />
          </Stack>
          <Stack gap="xs" align="flex-start">
            <DownloadButton
              id={guideId}
              download={{ kind: 'flyer', paper: 'a4', lang, wifi }}
              label={t('share.flyerPdfA4')}
            />
            <DownloadButton
              id={guideId}
              download={{ kind: 'flyer', paper: 'letter', lang, wifi }}
              label={t('share.flyerPdfUsLetter')}
            />
            <DownloadButton id={guideId} download={{ kind: 'pdf', lang }} label={t('share.guidePdf')} />
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The phone preview beside the guide editor: the guest guide as it will look, Drafts
 * and topics only for invited guests marked, in a phone-sized frame of the guest app
 * (/digital-guides-view?preview={id}&drafts=1). After any save in the admin app (a react-query
 * mutation that succeeded) it asks the guest app, same origin only, to load the guide again in
 * place (PREVIEW_REFRESH), so the preview follows the host's edits without a reload.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceMobile, IconExternalLink } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@guidebook/contract';
import { ROUTES } from '../../../lib/paths.ts';
import { PREVIEW_REFRESH, type PreviewRefreshMessage } from '../../../lib/preview-refresh.ts';
import classes from './phone-preview.module.css';

/** Saves often come in bursts (a topic and its order, a form and its branding): one reload after them. */
export const PREVIEW_REFRESH_DELAY_MS = 300;

export function phonePreviewUrl(guideId: number): string {
  return `${ROUTES.guestView}?preview=${guideId}&drafts=1`;
}

/** Calls `refresh` once the saves of a burst have succeeded (debounced), while mounted. */
function useAfterSaves(refresh: () => void): void {
  const queryClient = useQueryClient();
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), PREVIEW_REFRESH_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [queryClient]);
}

export function PhonePreview({ guideId }: { guideId: number }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const url = phonePreviewUrl(guideId);

  useAfterSaves(() => {
    const message: PreviewRefreshMessage = { type: PREVIEW_REFRESH };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  });

  return (
    <Stack gap="xs" align="center">
      <div className={classes.phone}>
        <div className={classes.body}>
          <iframe ref={frame} className={classes.screen} title={MESSAGES.admin.phonePreviewTitle} src={url} />
        </div>
      </div>
      <Text size="sm" c="dimmed" className={classes.caption}>
        {MESSAGES.admin.phonePreviewCaption}
      </Text>
      <Anchor href={url} target="_blank" rel="noopener" size="sm">
        <Group gap={4} component="span">
          <IconExternalLink size={16} aria-hidden />
          {MESSAGES.admin.phonePreviewOpen}
        </Group>
      </Anchor>
    </Stack>
  );
}

/**
 * Where the preview does not fit beside the form (narrow screens): a button that shows it (and
 * loads it only then) above the tab's content, and hides it again.
 */
export function PhonePreviewToggle({ guideId }: { guideId: number }) {
  const [opened, setOpened] = useState(false);
  const id = useId();
  return (
    <Stack gap="sm" mb="md" align="flex-start">
      <Button
        variant="default"
        leftSection={<IconDeviceMobile size={16} aria-hidden />}
        aria-expanded={opened}
        aria-controls={id}
        onClick={() => setOpened((o) => !o)}
      >
        {opened ? MESSAGES.admin.phonePreviewHide : MESSAGES.admin.phonePreviewShow}
      </Button>
      <div id={id} hidden={!opened} style={{ alignSelf: 'stretch' }}>
        {opened && <PhonePreview guideId={guideId} />}
      </div>
    </Stack>
  );
}

/**
 * Guide Branding (Details tab): the guide's logo, cover photo, font and colour, saved with
 * PUT /guides/branding; the guest guide uses them. Once the workspace has a branding (My Account >
 * Guide Branding), a switch says whether the guide follows it: while it does, the fields show the
 * workspace's and are changed there; turned off, the guide's own are edited and saved here.
 * Without share.write the branding is shown and nothing can be changed.
 */
import { useState } from 'react';
import { Anchor, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MESSAGES, type TBranding } from '@guidebook/contract';
import { confirmDialog, toast } from '../../../components/ui/dialogs.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { ROUTES } from '../../../lib/paths.ts';
import { useBranding, useSaveBranding, useUseWorkspaceBranding } from '../../../features/share/api/branding.ts';
import { useWorkspaceBranding } from '../../../features/share/api/workspace-branding.ts';
import { toBrandingRequest } from '../../../features/share/branding-form.ts';
import { BrandingEditor } from '../../../features/share/components/branding-editor.tsx';
import { ImageManager } from '../../../features/files/components/image-manager.tsx';
import { Loaded } from '../../../components/ui/loaded.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

function GuideBranding({ guideId, branding, readOnly }: { guideId: number; branding: TBranding; readOnly: boolean }) {
  const save = useSaveBranding(guideId);
  const follow = useUseWorkspaceBranding(guideId);
  const workspace = useWorkspaceBranding();
  // Off while following: the host chose to give the guide its own, which Save then stores.
  const [ownChosen, setOwnChosen] = useState(false);
  const canFollow = workspace.data?.is_set === true;
  const following = canFollow && branding.uses_workspace && !ownChosen;

  const switchTo = async (on: boolean) => {
    if (!on) return setOwnChosen(true);
    if (!branding.uses_workspace) {
      const sure = await confirmDialog({
        title: t('guideEdit.usesWorkspaceBranding'),
        text: t('guideEdit.useWorkspaceConfirm'),
      });
      if (!sure) return;
      try {
        await follow.mutateAsync();
      } catch (error) {
        toast.error(messageOf(error));
        return;
      }
    }
    setOwnChosen(false);
  };

  return (
    <Stack gap="md">
      {canFollow ? (
        <Stack gap={4}>
          <Switch
            label={t('guideEdit.usesWorkspaceBranding')}
            checked={following}
            disabled={readOnly || follow.isPending}
            onChange={(event) => void switchTo(event.currentTarget.checked)}
          />
          <Text size="sm" c="dimmed">
            {following ? t('guideEdit.usesWorkspaceBrandingHint') : t('guideEdit.ownBrandingHint')}{' '}
            {following ? (
              <Anchor component={Link} to={ROUTES.workspaceBranding} size="sm">
                {t('guideEdit.editWorkspaceBranding')}
              </Anchor>
            ) : null}
          </Text>
        </Stack>
      ) : null}
      <BrandingEditor
        key={JSON.stringify(branding)}
        initial={branding}
        draftKey={`branding-${guideId}`}
        readOnly={readOnly || following}
        saveLabel={t('guideEdit.saveBranding')}
        save={(values) => save.mutateAsync(toBrandingRequest(guideId, values))}
        saving={save.isPending}
        savedMessage={MESSAGES.share.brandingSaved}
        ImagePicker={ImageManager}
      />
    </Stack>
  );
}

export function BrandingPanel({ guideId, readOnly = false }: { guideId: number; readOnly?: boolean }) {
  const branding = useBranding(guideId);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="md">
        {t('guideEdit.guideBranding')}
      </Title>
      <Loaded query={branding} label={t('guideEdit.loadingTheBranding')} height={260}>
        {(data) => <GuideBranding guideId={guideId} branding={data} readOnly={readOnly} />}
      </Loaded>
    </Paper>
  );
}

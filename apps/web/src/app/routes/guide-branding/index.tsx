/**
 * /guide-branding (My Account > Guide Branding): the workspace's default logo, cover photo, font
 * and colour. Every guide that follows it takes it when it is saved; "Apply to all guides" makes
 * every guide follow it, after a confirmation that says how many guides change. Without
 * share.write (or limited to chosen guides) it is shown and nothing can be changed.
 */
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { confirmDialog, toast } from '../../../components/ui/dialogs.tsx';
import { Loaded } from '../../../components/ui/loaded.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { usePermission, useWholeWorkspace } from '../../../lib/permissions.ts';
import {
  useApplyWorkspaceBranding,
  useSaveWorkspaceBranding,
  useWorkspaceBranding,
} from '../../../features/share/api/workspace-branding.ts';
import { toWorkspaceBrandingRequest } from '../../../features/share/branding-form.ts';
import { BrandingEditor } from '../../../features/share/components/branding-editor.tsx';
import { ImageManager } from '../../../features/files/components/image-manager.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export default function GuideBrandingPage() {
  const branding = useWorkspaceBranding();
  const save = useSaveWorkspaceBranding();
  const apply = useApplyWorkspaceBranding();
  const mayShare = usePermission('share.write');
  const wholeWorkspace = useWholeWorkspace();
  const canChange = mayShare && wholeWorkspace;

  const applyAll = async (changing: number) => {
    if (changing === 0) return toast.success(t('workspaceBranding.nothingToApply'));
    const sure = await confirmDialog({
      title: t('workspaceBranding.applyConfirmTitle'),
      text: t('workspaceBranding.applyConfirm', { count: changing }),
      confirmLabel: t('workspaceBranding.applyAll'),
    });
    if (!sure) return;
    try {
      const { changed } = await apply.mutateAsync(undefined);
      toast.success(t('workspaceBranding.applied', { count: changed }));
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  return (
    <>
      <PageHeader title={t('layout.guideBranding')} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Loaded query={branding} label={t('guideEdit.loadingTheBranding')} height={260}>
          {(data) => (
            <Stack gap="md">
              <Text maw={640}>{t('workspaceBranding.intro')}</Text>
              <BrandingEditor
                key={JSON.stringify(data)}
                initial={data}
                draftKey="workspace-branding"
                readOnly={!canChange}
                saveLabel={t('workspaceBranding.save')}
                save={(values) => save.mutateAsync(toWorkspaceBrandingRequest(values))}
                saving={save.isPending}
                savedMessage={t('workspaceBranding.saved')}
                ImagePicker={ImageManager}
              />
              {data.is_set ? (
                <Stack gap="xs" pt="md" style={{ borderBlockStart: '1px solid var(--mantine-color-default-border)' }}>
                  <Title order={2} fz="h5">
                    {t('workspaceBranding.applyAll')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('workspaceBranding.following', {
                      count: data.guides_total,
                      following: data.guides_following,
                    })}
                  </Text>
                  <Group display={canChange ? undefined : 'none'}>
                    <Button
                      variant="light"
                      loading={apply.isPending}
                      onClick={() => void applyAll(data.guides_total - data.guides_following)}
                    >
                      {t('workspaceBranding.applyAll')}
                    </Button>
                  </Group>
                </Stack>
              ) : null}
            </Stack>
          )}
        </Loaded>
      </Paper>
    </>
  );
}

/**
 * White Label (Reseller) > the workspace's link name: the first part of every readable guide link
 * (`{PUBLIC_URL}/{link name}/{guide link name}`), the link it makes, and (owners and admins) the field
 * to change it. The server refuses a taken or reserved name; its message shows under the field.
 */
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { MESSAGES, SLUG_REDIRECT_DAYS, type TWorkspaceSlugInfo } from '@guidebook/contract';
import { useFormDraft } from '../../../components/ui/use-form-draft.ts';
import { Loaded } from '../../../components/ui/loaded.tsx';
import { usePermission } from '../../../lib/permissions.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { useSaveWorkspaceSlug, useWorkspaceSlug } from '../api/workspace-slug.ts';
import {
  exampleReadableLink,
  toWorkspaceSlugRequest,
  toWorkspaceSlugValues,
  validateWorkspaceSlug,
  type WorkspaceSlugFormValues,
} from '../workspace-slug-form.ts';

export function WorkspaceSlugSettings() {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} maw={640} component="section" aria-labelledby="ws-slug-title">
      <Stack gap="md">
        <Title id="ws-slug-title" order={2} size="h4">
          {t('wsSlug.title')}
        </Title>
        <Text size="sm">{t('wsSlug.intro')}</Text>
        <Loaded query={useWorkspaceSlug()} label={t('wsSlug.loading')} height={160}>
          {(saved) => <SlugForm saved={saved} />}
        </Loaded>
      </Stack>
    </Paper>
  );
}

function SlugForm({ saved }: { saved: TWorkspaceSlugInfo }) {
  const canWrite = usePermission('members.manage');
  const save = useSaveWorkspaceSlug();
  const form = useFormDraft<WorkspaceSlugFormValues>(toWorkspaceSlugValues(saved), {
    key: 'workspace-slug',
    validate: validateWorkspaceSlug,
  });
  const outcome = form.saveOutcome(MESSAGES.slugs.saved);
  const submit = form.submitWith((values) =>
    save.mutateAsync(toWorkspaceSlugRequest(values)).then(outcome.onSuccess, outcome.onError),
  );
  const example = exampleReadableLink(saved, t('wsSlug.exampleGuide'));

  return (
    <Stack gap="md">
      {example ? (
        <TextInput
          label={t('wsSlug.example')}
          description={t('wsSlug.exampleHelp')}
          value={example}
          readOnly
          dir="ltr"
          data-testid="workspace-readable-link"
          onFocus={(e) => e.currentTarget.select()}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('wsSlug.none')}
        </Text>
      )}
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label={t('wsSlug.label')}
            description={t('wsSlug.help', { days: SLUG_REDIRECT_DAYS })}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            maxLength={60}
            disabled={!canWrite}
            {...form.getInputProps('slug')}
          />
          {canWrite ? (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('wsSlug.save')}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('wsSlug.ownersOnly')}
            </Text>
          )}
        </Stack>
      </form>
    </Stack>
  );
}

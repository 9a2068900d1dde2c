/**
 * The workspace's own settings on the team page, for the owner of a client workspace (never the
 * personal one): Transfer ownership (an active member, confirmed; they get an e-mail to accept) and
 * Delete workspace (only while it holds no guides; confirmed; then back in the personal workspace).
 */
import { useState } from 'react';
import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconTransfer, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { MESSAGES, type TMember } from '@guidebook/contract';
import { confirmDialog, toast } from '../../../components/ui/dialogs.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { ROUTES } from '../../../lib/paths.ts';
import { switchWorkspace } from '../../../lib/workspace.ts';
import { useDeleteWorkspace, useTransferWorkspace } from '../api/team.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export type Ownership = { id_workspace: number; name: string; hasGuides: boolean };

type Props = { ownership: Ownership; members: readonly TMember[] | undefined };

export function WorkspaceOwnership({ ownership, members }: Props) {
  const transfer = useTransferWorkspace();
  const remove = useDeleteWorkspace();
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  const candidates = (members ?? []).filter((m) => m.status === 'active' && m.role !== 'owner');

  const onTransfer = async () => {
    const member = candidates.find((m) => String(m.id_member) === target);
    if (!member) return;
    const ok = await confirmDialog({
      title: t('agency.transferConfirmTitle', { workspace: ownership.name, email: member.email }),
      text: t('agency.transferConfirmText'),
    });
    if (!ok) return;
    transfer.mutate(member.id_member, {
      onSuccess: (sent) => toast.success(MESSAGES.agency.transferSent(sent.email)),
      onError: (error) => toast.error(messageOf(error)),
    });
  };

  const onDelete = async () => {
    const ok = await confirmDialog({
      title: t('agency.deleteConfirmTitle', { workspace: ownership.name }),
      text: t('agency.deleteConfirmText'),
    });
    if (!ok) return;
    remove.mutate(ownership.id_workspace, {
      onSuccess: async () => {
        try {
          await switchWorkspace(null, () => navigate(ROUTES.mainPanel));
        } catch (error) {
          toast.error(messageOf(error));
        }
        toast.success(MESSAGES.agency.deleted);
      },
      onError: (error) => toast.error(messageOf(error)),
    });
  };

  return (
    <Stack gap="md" mt="xl" maw={720}>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('agency.transferTitle')}
          </Title>
          <Text size="sm">{t('agency.transferText')}</Text>
          {candidates.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('agency.noActiveMembers')}
            </Text>
          ) : (
            <Group align="flex-end" wrap="wrap">
              <Select
                label={t('agency.newOwner')}
                placeholder={t('agency.chooseMember')}
                data={candidates.map((m) => ({
                  value: String(m.id_member),
                  label: `${m.name} ${m.lastname}`.trim() ? `${m.name} ${m.lastname} (${m.email})` : m.email,
                }))}
                value={target}
                onChange={setTarget}
                w={320}
              />
              <Button
                leftSection={<IconTransfer size={16} aria-hidden />}
                disabled={target === null}
                loading={transfer.isPending}
                onClick={() => void onTransfer()}
              >
                {t('agency.transferTitle')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('agency.deleteTitle')}
          </Title>
          <Text size="sm">{t('agency.deleteText')}</Text>
          {ownership.hasGuides ? (
            <Text size="sm" c="dimmed">
              {MESSAGES.agency.notEmpty}
            </Text>
          ) : null}
          <Group>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              disabled={ownership.hasGuides}
              loading={remove.isPending}
              onClick={() => void onDelete()}
            >
              {t('agency.deleteTitle')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

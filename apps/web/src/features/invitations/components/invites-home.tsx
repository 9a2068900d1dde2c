/**
 * Invites home, the host's stays: every invitation (optionally of one guide, of one status), those
 * not yet over first by check-in, then the past ones; Create Invitation, Share Link (copies the
 * chosen guide's share link), View (the details: the personal link, the stay's fields and door
 * code, its timed messages, Resend and Revoke), and Delete after confirming. The guides and their
 * share links come from other features, so the screen (app/routes/invites-home) passes them in.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Pagination, Select, Text, Tooltip } from '@mantine/core';
import { IconLink, IconPlus } from '@tabler/icons-react';
import {
  INVITATION_STATUSES,
  MESSAGES,
  type TGuideListItem,
  type TInvitation,
  type TShareLink,
} from '@guidebook/contract';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { GuideSelect } from '../../../components/ui/guide-select.tsx';
import { confirmDialog, toast } from '../../../components/ui/dialogs.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { usePermission } from '../../../lib/permissions.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { useDeleteInvitation, useInvitationsPage, useRevokeInvitation } from '../api/invitations.ts';
import { CreateInvitationModal } from './create-invitation-modal.tsx';
import { InvitationDetailsModal } from './invitation-details-modal.tsx';
import { StaysTable } from './stays-table.tsx';
import { statusLabel } from './status-badge.tsx';
import { STAYS_PAGE_SIZE, type StatusFilter } from '../stays.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

type Props = {
  /** The host's guides ([] until loaded). */
  guides: TGuideListItem[];
  /** The guides have loaded: an empty list then means the host has none. */
  guidesLoaded: boolean;
  getShareLink: (idGuide: number) => Promise<TShareLink>;
};

export function InvitesHome({ guides, guidesLoaded, getShareLink }: Props) {
  // The filters and page live in the URL: a stay's page or another screen and Back show the same list.
  const [list, setList] = useListState({ guide: '', status: 'all', page: 1 });
  const idGuide = Number(list.guide) || null;
  const status = (['all', ...INVITATION_STATUSES] as string[]).includes(list.status)
    ? (list.status as StatusFilter)
    : 'all';
  // The server reads one page of STAYS_PAGE_SIZE stays in the list's order, and counts them all.
  const invitations = useInvitationsPage({
    page: list.page,
    page_size: STAYS_PAGE_SIZE,
    ...(idGuide ? { id_guide: idGuide } : {}),
    ...(status === 'all' ? {} : { status }),
  });
  const total = invitations.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / STAYS_PAGE_SIZE));
  // A page past the last (stays deleted, or an old link) shows the last page rather than an empty list.
  const pastLast = invitations.isSuccess && !invitations.isPlaceholderData && list.page > pages;
  useEffect(() => {
    if (pastLast) setList({ page: pages });
  }, [pastLast, pages, setList]);
  const remove = useDeleteInvitation();
  const revoke = useRevokeInvitation();
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<TInvitation | null>(null);
  const [copying, setCopying] = useState(false);
  // Without invitations.write invitations are listed and viewed, never created or changed.
  const canWrite = usePermission('invitations.write');

  // With a single guide there is nothing to choose: Share Link uses it.
  const shareGuide = idGuide ?? (guides.length === 1 ? guides[0]?.id_guide : undefined);

  const onShareLink = async () => {
    if (!shareGuide) return;
    setCopying(true);
    try {
      const link = await getShareLink(shareGuide);
      if (await copyText(link.url)) toast.success(MESSAGES.share.linkCopied);
      else toast.error(MESSAGES.share.copyFailed);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setCopying(false);
    }
  };

  const onDelete = async (inv: TInvitation) => {
    const ok = await confirmDialog({ title: MESSAGES.invitation.deleteTitle, text: MESSAGES.invitation.deleteText });
    if (!ok) return;
    remove.mutate(inv.id_invitation, {
      onSuccess: () => toast.success(MESSAGES.invitation.deleted),
      onError: (error) => toast.error(messageOf(error)),
    });
  };

  const onRevoke = async (inv: TInvitation) => {
    // The details modal closes first, so the confirmation is the only dialog on screen.
    setViewing(null);
    const ok = await confirmDialog({ title: MESSAGES.invitation.revokeTitle, text: MESSAGES.invitation.revokeText });
    if (!ok) return;
    revoke.mutate(inv.id_invitation, {
      onSuccess: (updated) => {
        toast.success(MESSAGES.invitation.revokedDone);
        setViewing(updated);
      },
      onError: (error) => toast.error(messageOf(error)),
    });
  };

  const noGuides = guidesLoaded && guides.length === 0;

  return (
    <>
      <PageHeader
        title={t('invitations.invites')}
        actions={
          <>
            <GuideSelect
              aria-label={t('invitations.guide')}
              placeholder={t('invitations.allGuides')}
              clearable
              guides={guides}
              value={idGuide ? String(idGuide) : null}
              onChange={(v) => setList({ guide: v ?? '' })}
              w={220}
            />
            <Select
              aria-label={t('stays.statusFilter')}
              data={[
                { value: 'all', label: t('stays.allStatuses') },
                ...INVITATION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
              ]}
              value={status}
              onChange={(v) => setList({ status: v ?? 'all' })}
              allowDeselect={false}
              w={180}
            />
            {canWrite ? (
              <Button leftSection={<IconPlus size={16} />} disabled={noGuides} onClick={() => setCreating(true)}>
                {t('invitations.createInvitation')}
              </Button>
            ) : null}
            <Tooltip label={t('invitations.chooseAGuideFirst')} disabled={shareGuide !== undefined}>
              <Button
                variant="default"
                leftSection={<IconLink size={16} />}
                loading={copying}
                disabled={shareGuide === undefined}
                onClick={() => void onShareLink()}
                style={shareGuide === undefined ? { pointerEvents: 'auto' } : undefined}
              >
                {t('invitations.shareLink')}
              </Button>
            </Tooltip>
          </>
        }
      />
      {noGuides ? (
        <Alert mb="md" color="blue">
          {MESSAGES.invitation.noGuides}
        </Alert>
      ) : null}
      {invitations.isError ? (
        <Alert mb="md" color="red" role="alert">
          {messageOf(invitations.error) || MESSAGES.invitation.loadFailed}
        </Alert>
      ) : null}
      <StaysTable
        stays={invitations.data?.stays}
        filtered={status !== 'all'}
        loading={invitations.isPending}
        deletingId={remove.isPending ? remove.variables : undefined}
        onView={setViewing}
        onDelete={canWrite ? (inv) => void onDelete(inv) : undefined}
      />
      <Group justify="space-between" mt="md" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {invitations.data ? t('stays.found', { n: total }) : ''}
        </Text>
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={Math.min(list.page, pages)}
            onChange={(p) => setList({ page: p })}
            siblings={0}
            aria-label={t('stays.pages')}
          />
        ) : null}
      </Group>
      <CreateInvitationModal
        opened={creating}
        guides={guides}
        idGuide={idGuide}
        onClose={() => setCreating(false)}
        onCreated={(inv) => {
          setCreating(false);
          setViewing(inv);
        }}
      />
      <InvitationDetailsModal
        invitation={viewing}
        onClose={() => setViewing(null)}
        onRevoke={canWrite ? (inv) => void onRevoke(inv) : undefined}
        onChanged={setViewing}
        canWrite={canWrite}
      />
    </>
  );
}

/**
 * Requests (Invites menu): the guests' requests, pending first by default: who asks, for which stay
 * and guide, what (with the time asked for and the guest's message), and Approve / Decline with an
 * optional reply for a pending one. Below, what guests can ask for: each request type with its
 * price, where it is offered, its Enabled and Automatic approval switches (automatic approval only
 * for early check-in and late check-out, decided from the guide's other stays), Edit and Delete
 * (after confirming), and Add request type. Only whole-workspace members who may write stays
 * manage types (the server's rule); the others see them read-only.
 */
import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  formatInTimeZone,
  REQUEST,
  type TGuideListItem,
  type TRequest,
  type TRequestStatus,
  type TRequestType,
} from '@guidebook/contract';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { confirmDialog, toast } from '../../../components/ui/dialogs.tsx';
import { ListEmpty, ListTable } from '../../../components/ui/list-table.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { usePermission, useWholeWorkspace } from '../../../lib/permissions.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import {
  useAnswerRequest,
  useDeleteRequestType,
  useModifyRequestType,
  useRequests,
  useRequestTypes,
} from '../api/requests.ts';
import { RequestTypeFormModal } from './request-type-form-modal.tsx';

/** Below this width the filter's two choices share the page's width. */
const NARROW = '(max-width: 36em)';

const STATUS_COLOR: Record<TRequestStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  declined: 'red',
  cancelled: 'gray',
};

function RequestCard({ request, canAnswer }: { request: TRequest; canAnswer: boolean }) {
  const answer = useAnswerRequest();
  const [reply, setReply] = useState('');
  const decide = (decision: 'approve' | 'decline') =>
    answer.mutate(
      { id_request: request.id_request, decision, reply: reply.trim() || null },
      {
        onSuccess: () =>
          toast.success(decision === 'approve' ? t('requests.approvedToast') : t('requests.declinedToast')),
        onError: (error) => toast.error(messageOf(error)),
      },
    );
  const zone = request.timezone;
  return (
    <Card withBorder padding="md" radius="md" data-testid="request-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {request.type_name}
            {request.price_text ? ` · ${request.price_text}` : ''}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('requests.from', { guest: request.guest_name, guide: request.guide_title })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('requests.stay', {
              checkIn: formatInTimeZone(new Date(request.check_in), zone),
              checkOut: formatInTimeZone(new Date(request.check_out), zone),
            })}
          </Text>
        </div>
        <Badge
          color={STATUS_COLOR[request.status]}
          variant="light"
          style={{ flex: 'none' }}
          // The tint says the status; the words take the text's colour, as yellow on yellow is too faint (axe).
          styles={{ label: { color: 'var(--mantine-color-text)' } }}
        >
          {request.status_text}
        </Badge>
      </Group>
      {request.requested_time ? (
        <Text size="sm" mt="xs">
          {t('requests.requestedTime', { time: request.requested_time })}
        </Text>
      ) : null}
      {request.message ? (
        <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {t('requests.guestMessage', { message: request.message })}
        </Text>
      ) : null}
      {request.reply ? (
        <Text size="sm" mt="xs" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {t('requests.yourReply', { reply: request.reply })}
        </Text>
      ) : null}
      {request.auto_approved ? (
        <Text size="xs" mt="xs" c="dimmed">
          {t('requests.autoApproved')}
        </Text>
      ) : null}
      {request.status === 'pending' && canAnswer ? (
        <Stack gap="xs" mt="sm">
          <Textarea
            label={t('requests.reply')}
            autosize
            minRows={2}
            maxLength={REQUEST.REPLY_MAX}
            value={reply}
            onChange={(e) => setReply(e.currentTarget.value)}
          />
          <Group gap="xs">
            <Button
              color="green"
              loading={answer.isPending && answer.variables?.decision === 'approve'}
              disabled={answer.isPending}
              onClick={() => decide('approve')}
            >
              {t('requests.approve')}
            </Button>
            <Button
              variant="default"
              loading={answer.isPending && answer.variables?.decision === 'decline'}
              disabled={answer.isPending}
              onClick={() => decide('decline')}
            >
              {t('requests.decline')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Card>
  );
}

type Dialog = { kind: 'add' } | { kind: 'edit'; type: TRequestType } | null;

/** Where a type is offered: every guide, or how many chosen ones. */
const offeredText = (type: TRequestType) =>
  type.guides === null ? t('rtypes.offeredAll') : t('rtypes.offeredIn', { n: type.guides.length });

function TypesTable({ canWrite, guides }: { canWrite: boolean; guides: TGuideListItem[] }) {
  const types = useRequestTypes();
  const modify = useModifyRequestType();
  const remove = useDeleteRequestType();
  const [dialog, setDialog] = useState<Dialog>(null);
  const full = (types.data?.length ?? 0) >= REQUEST.TYPES_MAX;
  const change = (type: TRequestType, fields: { enabled?: boolean; auto_approve?: boolean }) =>
    modify.mutate(
      { id_request_type: type.id_request_type, ...fields },
      { onSuccess: () => toast.success(t('requests.typeSaved')), onError: (error) => toast.error(messageOf(error)) },
    );
  const onDelete = async (type: TRequestType) => {
    const ok = await confirmDialog({
      title: t('rtypes.deleteTitle'),
      text: t('rtypes.deleteText', { name: type.name }),
      confirmLabel: t('rtypes.delete'),
    });
    if (!ok) return;
    remove.mutate(type.id_request_type, {
      onSuccess: () => toast.success(t('rtypes.deleted')),
      onError: (error) => toast.error(messageOf(error)),
    });
  };
  return (
    <>
      <Group justify="space-between" align="flex-end" mt="xl" mb="xs" gap="sm">
        <Title order={2} size="h4">
          {t('requests.typesTitle')}
        </Title>
        {canWrite ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setDialog({ kind: 'add' })}
            disabled={full || types.isPending}
          >
            {t('rtypes.add')}
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('requests.typesDescription')}
      </Text>
      {full && canWrite ? (
        <Text size="sm" mb="sm" role="status">
          {t('rtypes.full', { max: REQUEST.TYPES_MAX })}
        </Text>
      ) : null}
      <QueryError query={types} />
      <ListTable
        label={t('requests.typesTitle')}
        minWidth={canWrite ? 640 : 560}
        columns={[
          t('requests.typeName'),
          t('requests.enabled'),
          t('requests.autoApprove'),
          ...(canWrite ? [t('rtypes.actions')] : []),
        ]}
        loading={types.isPending}
        below={!types.isPending && types.data?.length === 0 ? <ListEmpty message={t('requests.noTypes')} /> : null}
      >
        {types.data?.map((type) => (
          <Table.Tr key={type.id_request_type} data-testid="request-type-row">
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <Text fw={600}>{type.name}</Text>
              <Text size="xs" c="dimmed">
                {type.price_text ? `${type.price_text} · ${offeredText(type)}` : offeredText(type)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Switch
                checked={type.enabled}
                disabled={!canWrite}
                aria-label={t('requests.enabledType', { name: type.name })}
                onChange={(e) => change(type, { enabled: e.currentTarget.checked })}
              />
            </Table.Td>
            <Table.Td>
              {type.kind === 'other' ? (
                <Text size="sm" c="dimmed">
                  —
                </Text>
              ) : (
                <Switch
                  checked={type.auto_approve}
                  disabled={!canWrite}
                  aria-label={t('requests.autoApproveType', { name: type.name })}
                  onChange={(e) => change(type, { auto_approve: e.currentTarget.checked })}
                />
              )}
            </Table.Td>
            {canWrite ? (
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={t('rtypes.editType', { name: type.name })}
                    title={t('rtypes.edit')}
                    onClick={() => setDialog({ kind: 'edit', type })}
                  >
                    <IconEdit size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('rtypes.deleteType', { name: type.name })}
                    title={t('rtypes.delete')}
                    loading={remove.isPending && remove.variables === type.id_request_type}
                    onClick={() => void onDelete(type)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </ListTable>
      <RequestTypeFormModal
        opened={dialog !== null}
        editing={dialog?.kind === 'edit' ? dialog.type : undefined}
        guides={guides}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

/** The page; `guides` are the workspace's guides ([] until loaded), to choose where a type is offered. */
export function RequestsPage({ guides }: { guides: TGuideListItem[] }) {
  // The filter lives in the URL: a stay or guide opened from a request and Back show the same inbox.
  const [list, setList] = useListState({ show: 'pending' });
  const filter: 'pending' | 'all' = list.show === 'all' ? 'all' : 'pending';
  const requests = useRequests(filter === 'pending' ? 'pending' : null);
  const canAnswer = usePermission('invitations.write');
  const wholeWorkspace = useWholeWorkspace();
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  return (
    <>
      <PageHeader title={t('requests.title')} description={t('requests.description')} />
      <SegmentedControl
        mb="md"
        value={filter}
        onChange={(value) => setList({ show: value === 'all' ? 'all' : 'pending' })}
        data={[
          { value: 'pending', label: t('requests.filterPending') },
          { value: 'all', label: t('requests.filterAll') },
        ]}
        aria-label={t('requests.filterLabel')}
        // On a phone the two choices share the width and their words wrap, rather than widen the page.
        fullWidth={narrow}
        styles={narrow ? { control: { minWidth: 0 }, label: { whiteSpace: 'normal', lineHeight: 1.3 } } : undefined}
      />
      <QueryError query={requests} />
      <Stack gap="sm" aria-busy={requests.isPending}>
        {requests.data?.map((request) => (
          <RequestCard key={request.id_request} request={request} canAnswer={canAnswer} />
        ))}
        {!requests.isPending && requests.data?.length === 0 ? (
          <ListEmpty message={filter === 'pending' ? t('requests.noPending') : t('requests.none')} />
        ) : null}
      </Stack>
      <TypesTable canWrite={canAnswer && wholeWorkspace} guides={guides} />
    </>
  );
}

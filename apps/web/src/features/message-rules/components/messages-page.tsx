/**
 * Messages (Invites menu): the timed messages' rules: name, guide (or every guide), when each is
 * sent, Enabled (switched in place), Edit and Delete; New rule and Edit open the rule form with
 * its live preview in a dialog that asks before unsaved changes are lost. The guides come from
 * another feature, so the screen (app/routes/messages) passes them in.
 */
import { useState } from 'react';
import { Button, Group, Modal, Switch, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type TGuideListItem, type TMessageRule } from '@guidebook/contract';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { confirmDialog, toast } from '../../../components/ui/dialogs.tsx';
import { ListEmpty, ListTable, RowDelete, RowEdit } from '../../../components/ui/list-table.tsx';
import { useGuardedClose } from '../../../components/ui/use-form-draft.ts';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { usePermission } from '../../../lib/permissions.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { useDeleteMessageRule, useMessageRules, useModifyMessageRule } from '../api/message-rules.ts';
import { timingText } from '../rule-form.ts';
import { RuleForm } from './rule-form.tsx';

type Props = {
  /** The host's guides ([] until loaded). */
  guides: TGuideListItem[];
};

/** The dialog's rule: a new one, or one to edit. */
type Editing = { rule?: TMessageRule } | null;

export function MessagesPage({ guides }: Props) {
  const rules = useMessageRules();
  const remove = useDeleteMessageRule();
  const modify = useModifyMessageRule();
  const canWrite = usePermission('invitations.write');
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const { closeGuard, requestClose } = useGuardedClose(close);

  const onDelete = async (rule: TMessageRule) => {
    const ok = await confirmDialog({
      title: t('messages.deleteTitle'),
      text: t('messages.deleteText', { name: rule.name }),
    });
    if (!ok) return;
    remove.mutate(rule.id_message_rule, {
      onSuccess: () => toast.success(t('messages.ruleDeleted')),
      onError: (error) => toast.error(messageOf(error)),
    });
  };

  const onEnabled = (rule: TMessageRule, enabled: boolean) =>
    modify.mutate(
      { id_message_rule: rule.id_message_rule, enabled },
      {
        onSuccess: () => toast.success(enabled ? t('messages.ruleEnabled') : t('messages.ruleDisabled')),
        onError: (error) => toast.error(messageOf(error)),
      },
    );

  return (
    <>
      <PageHeader
        title={t('messages.title')}
        description={t('messages.description')}
        actions={
          canWrite ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({})}>
              {t('messages.newRule')}
            </Button>
          ) : null
        }
      />
      <QueryError query={rules} />
      <ListTable
        label={t('messages.rules')}
        minWidth={720}
        columns={[
          t('messages.name'),
          t('messages.guide'),
          t('messages.when'),
          t('messages.enabled'),
          t('messages.actions'),
        ]}
        loading={rules.isPending}
        below={!rules.isPending && rules.data?.length === 0 ? <ListEmpty message={t('messages.noRules')} /> : null}
      >
        {rules.data?.map((rule) => (
          <Table.Tr key={rule.id_message_rule}>
            <Table.Td>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {rule.name}
              </Text>
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{rule.guide_title ?? t('messages.allGuides')}</Table.Td>
            <Table.Td>{timingText(rule)}</Table.Td>
            <Table.Td>
              <Switch
                checked={rule.enabled}
                disabled={!canWrite}
                aria-label={t('messages.enabledRule', { name: rule.name })}
                onChange={(e) => onEnabled(rule, e.currentTarget.checked)}
              />
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <RowEdit
                  label={t('messages.editRule', { name: rule.name })}
                  canWrite={canWrite}
                  onClick={() => setEditing({ rule })}
                />
                {canWrite ? (
                  <RowDelete
                    label={t('messages.deleteRule', { name: rule.name })}
                    loading={remove.isPending && remove.variables === rule.id_message_rule}
                    onClick={() => void onDelete(rule)}
                  />
                ) : null}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <Modal
        opened={editing !== null}
        onClose={requestClose}
        title={editing?.rule ? t('messages.editRuleTitle') : t('messages.newRule')}
        size="80rem"
        closeButtonProps={{ 'aria-label': t('invitations.close') }}
      >
        {editing ? (
          <RuleForm
            rule={editing.rule}
            guides={guides}
            canWrite={canWrite}
            closeGuard={closeGuard}
            onSaved={close}
            onCancel={requestClose}
          />
        ) : null}
      </Modal>
    </>
  );
}

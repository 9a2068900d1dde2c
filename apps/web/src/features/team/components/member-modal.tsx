/**
 * Invite a member (e-mail, role, guides) or change a member's role and guides. The guides are
 * "All guides" (a switch), or chosen from the workspace's guides (which the screen passes in) and
 * by tags: every guide carrying one of them, also guides tagged later.
 */
import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { GUIDE_LIST, MESSAGES, TEAM, type TMember } from '@guidebook/contract';
import { GuideMultiSelect } from '../../../components/ui/guide-select.tsx';
import { toast } from '../../../components/ui/dialogs.tsx';
import { useFormDraft, useGuardedClose, type CloseGuard } from '../../../components/ui/use-form-draft.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useGuideTagChoices, useInviteMember, useModifyMember } from '../api/team.ts';
import {
  EMPTY_MEMBER,
  ROLE_OPTIONS,
  memberFormValues,
  memberName,
  toInvitePayload,
  toModifyPayload,
  validateInvite,
  validateModify,
  type GuideChoice,
} from '../member-form.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

/** null: invite someone new; a member: change their role and guides. */
export type MemberEditing = { member: TMember | null };

type Props = {
  editing: MemberEditing | null;
  onClose: () => void;
  guides: readonly GuideChoice[];
  guidesLoading: boolean;
};

export function MemberModal({ editing, onClose, guides, guidesLoading }: Props) {
  const { closeGuard, requestClose } = useGuardedClose(onClose);
  const member = editing?.member ?? null;
  return (
    <Modal
      opened={editing !== null}
      onClose={requestClose}
      title={member ? t('team.changeRole') : t('team.inviteMember')}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
    >
      {/* Mounted only while open, so each opening starts from the member's (or an empty) form. */}
      {editing ? (
        <MemberForm
          member={member}
          guides={guides}
          guidesLoading={guidesLoading}
          onClose={requestClose}
          onDone={onClose}
          closeGuard={closeGuard}
        />
      ) : null}
    </Modal>
  );
}

function MemberForm({
  member,
  guides,
  guidesLoading,
  onClose,
  onDone,
  closeGuard,
}: {
  member: TMember | null;
  guides: readonly GuideChoice[];
  guidesLoading: boolean;
  onClose: () => void;
  onDone: () => void;
  closeGuard: CloseGuard;
}) {
  const invite = useInviteMember();
  const modify = useModifyMember();
  // The workspace's guide tags, offered as the member's tags (any other may be typed too).
  const tagCounts = useGuideTagChoices();
  const [saved] = useState(() => (member ? memberFormValues(member) : EMPTY_MEMBER));
  const form = useFormDraft(saved, {
    closeGuard,
    validate: member ? (values) => validateModify(member.id_member, values) : validateInvite,
  });
  const { values } = form;
  const pending = invite.isPending || modify.isPending;
  const role = ROLE_OPTIONS.find((r) => r.value === values.role);

  const failed = (error: Error) => {
    form.showRefusal(error);
    toast.error(messageOf(error));
  };

  const submit = form.submitWith((sent) => {
    const done = (message: string) => {
      form.markSaved();
      toast.success(message);
      onDone();
    };
    if (member) {
      modify.mutate(toModifyPayload(member.id_member, sent), {
        onSuccess: () => done(MESSAGES.team.modified),
        onError: failed,
      });
    } else {
      invite.mutate(toInvitePayload(sent), { onSuccess: () => done(MESSAGES.team.invited), onError: failed });
    }
  });

  // A chosen guide the list no longer has stays choosable (and removable) under its id.
  const listed = new Set(guides.map((g) => g.id_guide));
  const missingGuides = values.guides
    .filter((id) => !listed.has(id))
    .map((id) => ({ value: String(id), label: t('team.guideNumber', { id }) }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {member ? (
          <div>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {memberName(member) || member.email}
            </Text>
            {memberName(member) ? (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {member.email}
              </Text>
            ) : null}
          </div>
        ) : (
          <TextInput
            label={t('team.eMail')}
            description={t('team.weSendThisAddressA')}
            type="email"
            required
            data-autofocus
            autoComplete="off"
            maxLength={254}
            {...form.getInputProps('email')}
          />
        )}
        <Select
          label={t('team.role')}
          description={role?.description}
          required
          data={ROLE_OPTIONS.map(({ value, label }) => ({ value, label }))}
          allowDeselect={false}
          {...form.getInputProps('role')}
          data-autofocus={member ? true : undefined}
        />
        <Switch
          label={t('team.allGuides')}
          description={t('team.offThisMemberWorksOn')}
          checked={values.allGuides}
          onChange={(e) => {
            form.setFieldValue('allGuides', e.currentTarget.checked);
            // The guides' message is about the scope the switch changes.
            form.clearFieldError('guides');
          }}
        />
        {values.allGuides ? null : (
          <GuideMultiSelect
            label={t('team.guides')}
            placeholder={values.guides.length ? undefined : t('team.chooseGuides')}
            required={values.tags.length === 0}
            nothingFoundMessage={guidesLoading ? t('team.loadingGuides') : t('guidePicker.noMatch')}
            maxValues={TEAM.MAX_GUIDES_PER_MEMBER}
            guides={guides}
            extra={missingGuides}
            value={values.guides.map(String)}
            error={form.errors.guides}
            onChange={(v) => form.setFieldValue('guides', v.map(Number))}
          />
        )}
        {values.allGuides ? null : (
          <TagsInput
            label={t('bulk.scopeTags')}
            description={t('bulk.scopeTagsHelp')}
            data={(tagCounts.data ?? []).map((row) => row.tag)}
            maxTags={GUIDE_LIST.TAGS_MAX}
            splitChars={[',']}
            value={values.tags}
            error={form.errors.tags}
            onChange={(v) => {
              form.setFieldValue('tags', v);
              form.clearFieldError('guides');
            }}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MESSAGES.dialog.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {member ? t('team.save') : t('team.sendInvitation')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Invite a member (e-mail, role, guides) or change a member's role and guides. The guides are
 * "All guides" (a switch) or chosen from the workspace's guides, which the screen passes in.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button, Group, Modal, MultiSelect, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { MESSAGES, TEAM, type TMember, type TMemberRole } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { useFormDraft, useGuardedClose, type CloseGuard } from '../../../components/ui/use-form-draft.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { focusFirstInvalid } from '../../../lib/form-errors.ts';
import { useInviteMember, useModifyMember } from '../api/team.ts';
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
  type MemberFormErrors,
  type MemberFormValues,
} from '../member-form.ts';

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
      title={member ? 'Change role' : 'Invite member'}
      closeButtonProps={{ 'aria-label': 'Close' }}
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
  const draft = useFormDraft(member ? memberFormValues(member) : EMPTY_MEMBER, { closeGuard });
  const { values, setValues } = draft;
  const [errors, setErrors] = useState<MemberFormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const pending = invite.isPending || modify.isPending;
  const role = ROLE_OPTIONS.find((r) => r.value === values.role);

  const update = (patch: Partial<MemberFormValues>, field: keyof MemberFormErrors) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const failed = (error: Error) => {
    if (error instanceof ApiError) {
      setErrors(error.fields as MemberFormErrors);
      focusFirstInvalid(formRef.current);
    }
    toast.error(messageOf(error));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = member ? validateModify(member.id_member, values) : validateInvite(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const done = (message: string) => {
      draft.markSaved();
      toast.success(message);
      onDone();
    };
    if (member) {
      modify.mutate(toModifyPayload(member.id_member, values), {
        onSuccess: () => done(MESSAGES.team.modified),
        onError: failed,
      });
    } else {
      invite.mutate(toInvitePayload(values), { onSuccess: () => done(MESSAGES.team.invited), onError: failed });
    }
  };

  // A chosen guide the list no longer has stays choosable (and removable) under its id.
  const guideData = [
    ...guides.map((g) => ({ value: String(g.id_guide), label: g.title })),
    ...values.guides
      .filter((id) => !guides.some((g) => g.id_guide === id))
      .map((id) => ({ value: String(id), label: `Guide #${id}` })),
  ];

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
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
            label="E-mail"
            description="We send this address a link to join your workspace."
            type="email"
            required
            data-autofocus
            autoComplete="off"
            maxLength={254}
            value={values.email}
            error={errors.email}
            onChange={(e) => update({ email: e.currentTarget.value }, 'email')}
          />
        )}
        <Select
          label="Role"
          description={role?.description}
          required
          data={ROLE_OPTIONS.map(({ value, label }) => ({ value, label }))}
          value={values.role}
          allowDeselect={false}
          error={errors.role}
          onChange={(v) => v && update({ role: v as TMemberRole }, 'role')}
          data-autofocus={member ? true : undefined}
        />
        <Switch
          label="All guides"
          description="Off: this member works on the chosen guides only, and cannot create guides."
          checked={values.allGuides}
          onChange={(e) => update({ allGuides: e.currentTarget.checked }, 'guides')}
        />
        {values.allGuides ? null : (
          <MultiSelect
            label="Guides"
            placeholder={values.guides.length ? undefined : 'Choose guides'}
            required
            searchable
            nothingFoundMessage={guidesLoading ? 'Loading guides…' : 'No guide with that title'}
            maxValues={TEAM.MAX_GUIDES_PER_MEMBER}
            data={guideData}
            value={values.guides.map(String)}
            error={errors.guides}
            onChange={(v) => update({ guides: v.map(Number) }, 'guides')}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MESSAGES.dialog.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {member ? 'Save' : 'Send invitation'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Add request type / Edit request type: a name and description per language of the workspace's
 * guides in tabs, the kind, the price as free text, Needs your approval, Automatic approval (an
 * early check-in or a late check-out only, decided from the stays), Enabled, and the guides it is
 * offered in (every guide, or chosen ones). The server's messages show under the fields (the tab
 * of a language with a message is shown); Cancel, X and Escape ask before edits are lost.
 */
import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Switch, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import {
  MESSAGES,
  REQUEST,
  REQUEST_KINDS,
  type TGuideListItem,
  type TRequestKind,
  type TRequestType,
} from '@guidebook/contract';
import { languageLabel } from '../../../lib/i18n/language-names.ts';
import { GuideMultiSelect } from '../../../components/ui/guide-select.tsx';
import { CharCount } from '../../../components/ui/char-count.tsx';
import { toast } from '../../../components/ui/dialogs.tsx';
import { useFormDraft, useGuardedClose, type CloseGuard } from '../../../components/ui/use-form-draft.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { languageWithError } from '../../../lib/form-errors.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { useCreateRequestType, useModifyRequestType, useTypeLanguages } from '../api/requests.ts';
import {
  EMPTY_REQUEST_TYPE,
  formLanguages,
  hasAutoApproval,
  requestTypeFormValues,
  toCreateBody,
  toModifyBody,
  validateRequestType,
  type RequestTypeFormValues,
} from '../request-type-form.ts';

type Props = {
  opened: boolean;
  /** The type being edited; absent: a new one. */
  editing?: TRequestType;
  /** The workspace's guides, to choose where the type is offered. */
  guides: TGuideListItem[];
  onClose: () => void;
};

export function RequestTypeFormModal({ opened, editing, guides, onClose }: Props) {
  const { closeGuard, requestClose } = useGuardedClose(onClose);
  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      title={editing ? t('rtypes.editTitle') : t('rtypes.addTitle')}
      closeButtonProps={{ 'aria-label': t('rtypes.close') }}
      size="lg"
    >
      {/* Mounted only while open, so each opening starts from the type's (or empty) values. */}
      {opened ? (
        <RequestTypeForm
          editing={editing}
          guides={guides}
          onCancel={requestClose}
          onSaved={onClose}
          closeGuard={closeGuard}
        />
      ) : null}
    </Modal>
  );
}

const kindLabel = (kind: TRequestKind) => MESSAGES.requests.kind[kind];

function RequestTypeForm({
  editing,
  guides,
  onCancel,
  onSaved,
  closeGuard,
}: {
  editing?: TRequestType;
  guides: TGuideListItem[];
  onCancel: () => void;
  onSaved: () => void;
  closeGuard: CloseGuard;
}) {
  const create = useCreateRequestType();
  const modify = useModifyRequestType();
  const [initial] = useState<RequestTypeFormValues>(() =>
    editing ? requestTypeFormValues(editing) : EMPTY_REQUEST_TYPE,
  );
  const form = useFormDraft(initial, { closeGuard, validate: (values) => validateRequestType(values, editing) });
  const { values, errors } = form;
  const offered = useTypeLanguages(true);
  const languages = formLanguages(offered.data ?? [], values);
  const [language, setLanguage] = useState<string | null>(null);
  const shown = language && languages.includes(language) ? language : (languages[0] ?? 'en');
  const text = values.texts[shown] ?? { name: '', description: '' };
  const setText = (field: 'name' | 'description', value: string) => {
    form.setFieldValue(`texts.${shown}`, { name: '', description: '', ...values.texts[shown], [field]: value });
    form.clearFieldError(`texts.${shown}.${field}`);
    form.clearFieldError('texts');
  };

  const submit = form.submitWith(
    (sent) => {
      const outcome = {
        onSuccess: () => {
          form.markSaved();
          toast.success(editing ? t('rtypes.saved') : t('rtypes.created'));
          onSaved();
        },
        onError: (error: unknown) => {
          form.showRefusal(error);
          toast.error(messageOf(error));
          // A refusal about a text of another language: its tab is shown.
          const other = error instanceof ApiError ? languageWithError(error.fields) : undefined;
          if (other) setLanguage(other);
        },
      };
      if (editing) modify.mutate(toModifyBody(editing, sent), outcome);
      else create.mutate(toCreateBody(sent), outcome);
    },
    (failed) => {
      const other = languageWithError(failed);
      if (other) setLanguage(other);
    },
  );

  const textsError = typeof errors.texts === 'string' ? errors.texts : null;
  const nameError = errors[`texts.${shown}.name`];
  const descriptionError = errors[`texts.${shown}.description`];
  // A starting type without texts: its name is the kind's, in each guest's language, until one is written.
  const kindName = editing && Object.keys(editing.texts).length === 0 ? editing.name : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed" mb={4}>
            {t('rtypes.textsHint')}
          </Text>
          {kindName ? (
            <Text size="sm" c="dimmed" mb={4}>
              {t('rtypes.kindNameHint', { name: kindName })}
            </Text>
          ) : null}
          {textsError ? (
            <Alert color="red" role="alert" my="xs">
              {textsError}
            </Alert>
          ) : null}
          <Tabs value={shown} onChange={setLanguage} keepMounted={false}>
            <Tabs.List>
              {languages.map((tag) => (
                <Tabs.Tab key={tag} value={tag}>
                  {languageLabel(tag)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value={shown} pt="sm">
              <Stack gap="sm">
                <TextInput
                  label={t('rtypes.name')}
                  data-autofocus
                  value={text.name}
                  maxLength={REQUEST.NAME_MAX}
                  placeholder={kindName ?? undefined}
                  error={nameError}
                  onChange={(e) => setText('name', e.currentTarget.value)}
                />
                <Textarea
                  label={t('rtypes.description')}
                  description={<CharCount value={text.description} max={REQUEST.DESCRIPTION_MAX} />}
                  autosize
                  minRows={2}
                  maxRows={6}
                  value={text.description}
                  error={descriptionError}
                  onChange={(e) => setText('description', e.currentTarget.value)}
                />
              </Stack>
            </Tabs.Panel>
          </Tabs>
        </div>
        <Select
          label={t('rtypes.kind')}
          description={t('rtypes.kindHint')}
          data={REQUEST_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          allowDeselect={false}
          {...form.getInputProps('kind')}
        />
        <TextInput
          label={t('rtypes.price')}
          description={t('rtypes.priceHint')}
          maxLength={REQUEST.PRICE_MAX}
          autoComplete="off"
          {...form.getInputProps('price_text')}
        />
        <Switch
          label={t('rtypes.needsApproval')}
          description={t('rtypes.needsApprovalHint')}
          {...form.getInputProps('needs_approval', { type: 'checkbox' })}
        />
        {hasAutoApproval(values.kind) ? (
          <Switch
            label={t('rtypes.autoApprove')}
            description={t('rtypes.autoApproveHint')}
            disabled={!values.needs_approval}
            {...form.getInputProps('auto_approve', { type: 'checkbox' })}
          />
        ) : null}
        <Switch
          label={t('rtypes.enabled')}
          description={t('rtypes.enabledHint')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <Switch
          label={t('rtypes.allGuides')}
          description={t('rtypes.allGuidesHint')}
          {...form.getInputProps('all_guides', { type: 'checkbox' })}
        />
        {values.all_guides ? null : (
          <GuideMultiSelect
            label={t('rtypes.guides')}
            placeholder={t('rtypes.guidesPlaceholder')}
            guides={guides}
            clearable
            nothingFoundMessage={t('rtypes.noGuides')}
            {...form.getInputProps('guides')}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {MESSAGES.dialog.cancel}
          </Button>
          <Button type="submit" loading={create.isPending || modify.isPending}>
            {editing ? t('rtypes.save') : t('rtypes.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

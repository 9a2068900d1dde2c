/**
 * A category's name in one language: a small inline form at the top of the category's
 * panel in the language view. Empty means "not translated" (guests read the original name).
 */
import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { MESSAGES, nativeLanguageName, ZCategoryTranslateRequest } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { useFormDraft } from '../../../components/ui/use-form-draft.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { fieldErrors } from '../../../lib/form-errors.ts';
import { useTranslateCategory } from '../api/translate.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

const ZCategoryTranslationForm = ZCategoryTranslateRequest.pick({ name: true });

export function CategoryTranslationForm({
  guideId,
  categoryId,
  original,
  language,
  translated,
}: {
  guideId: number;
  categoryId: number;
  /** The category's name in the original. */
  original: string;
  language: string;
  /** The stored translation of the name, or null. */
  translated: string | null;
}) {
  const draft = useFormDraft({ name: translated ?? '' }, { key: `category-translation:${categoryId}:${language}` });
  const [error, setError] = useState<string | undefined>();
  const save = useTranslateCategory(guideId);
  const label = t('categories.nameInLanguage', { name: original, language: nativeLanguageName(language) });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = fieldErrors(ZCategoryTranslationForm, draft.values).name;
    setError(found);
    if (found) return;
    save.mutate(
      { id_guide_content: categoryId, language, name: draft.values.name },
      {
        onSuccess: () => {
          draft.markSaved();
          toast.success(MESSAGES.language.translationSaved);
        },
        onError: (err) => toast.error(messageOf(err)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={label}
          placeholder={original}
          lang={language}
          dir="auto"
          value={draft.values.name}
          maxLength={120}
          onChange={(e) => {
            const name = e.currentTarget.value;
            draft.setValues({ name });
            setError(undefined);
          }}
          error={error}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          type="submit"
          variant="light"
          loading={save.isPending}
          aria-label={t('categories.saveLabel', { label })}
        >
          {t('categories.save')}
        </Button>
      </Group>
    </form>
  );
}

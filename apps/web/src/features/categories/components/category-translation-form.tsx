/**
 * A category's name in one language: a small inline form at the top of the category's
 * panel in the language view. Empty means "not translated" (guests read the original name).
 */
import { Button, Group, TextInput } from '@mantine/core';
import { MESSAGES } from '@guidebook/contract';
import { languageName } from '../../../lib/i18n/language-names.ts';
import { useFormDraft } from '../../../components/ui/use-form-draft.ts';
import { useTranslateCategory } from '../api/translate.ts';
import { validateCategoryTranslation } from '../translation-forms.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

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
  const draft = useFormDraft(
    { name: translated ?? '' },
    { key: `category-translation:${categoryId}:${language}`, validate: validateCategoryTranslation },
  );
  const save = useTranslateCategory(guideId);
  const label = t('categories.nameInLanguage', { name: original, language: languageName(language) });

  const submit = draft.submitWith(({ name }) =>
    save.mutate(
      { id_guide_content: categoryId, language, name },
      draft.saveOutcome(MESSAGES.language.translationSaved),
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={label}
          placeholder={original}
          lang={language}
          dir="auto"
          maxLength={120}
          {...draft.getInputProps('name')}
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

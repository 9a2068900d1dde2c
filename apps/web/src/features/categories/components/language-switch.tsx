/**
 * The Content tab's language switch: the original, or one of the guide's further
 * languages to translate into. A segmented control for a few languages, a select for more.
 */
import { SegmentedControl, Select } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { languageLabel, languageName } from '../../../lib/i18n/language-names.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

/** The original's value in the switch (never a language tag: those start with 2 or 3 letters). */
const ORIGINAL = 'original';
const SEGMENTED_MAX = 3;

export function LanguageSwitch({
  defaultLanguage,
  languages,
  value,
  onChange,
}: {
  defaultLanguage: string;
  languages: readonly string[];
  /** null: the original. */
  value: string | null;
  onChange: (language: string | null) => void;
}) {
  const data = [
    {
      value: ORIGINAL,
      label: t('categories.originalDefaultlanguage', { defaultLanguage: languageName(defaultLanguage) }),
    },
    ...languages.map((tag) => ({ value: tag, label: languageLabel(tag) })),
  ];
  const change = (v: string | null) => onChange(v && v !== ORIGINAL ? v : null);
  // A phone has no room for the segments side by side.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  if (languages.length <= SEGMENTED_MAX && !phone) {
    return (
      <SegmentedControl
        aria-label={t('categories.language')}
        data={data}
        value={value ?? ORIGINAL}
        onChange={change}
        style={{ maxWidth: '100%' }}
      />
    );
  }
  return (
    <Select
      label={t('categories.language')}
      data={data}
      value={value ?? ORIGINAL}
      onChange={change}
      allowDeselect={false}
      w={{ base: '100%', xs: 260 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

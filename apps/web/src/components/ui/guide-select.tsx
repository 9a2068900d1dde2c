/**
 * The one chooser of guides: every place where the host picks a guide (the stays' filter, a new
 * stay, a message rule, a member's or a request type's guides) uses it, so a workspace with
 * hundreds of guides gets the same typed search everywhere. The guides come in as props (the
 * screen composes the guides feature), so this file imports no feature.
 */
import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { t } from '../../lib/i18n/admin-i18n.ts';

/** What a guide needs to be chosen: its id and title. */
export type GuideOption = { id_guide: number; title: string };

/** Options before the guides, e.g. "All guides" under a value no guide has. */
type Leading = readonly { value: string; label: string }[];

/** The options: leading ones first, then the guides under their ids as text. */
export function guideOptions(guides: readonly GuideOption[], leading: Leading = []) {
  return [...leading, ...guides.map((g) => ({ value: String(g.id_guide), label: g.title }))];
}

/**
 * What both choosers share: typed search, the "no guide matches" line, and a dropdown whose long
 * lists scroll inside a height that fits a 375 px screen with the keyboard open.
 */
const chooserProps = () =>
  ({
    searchable: true,
    nothingFoundMessage: t('guidePicker.noMatch'),
    maxDropdownHeight: 260,
    comboboxProps: { withinPortal: true },
  }) as const;

type GuideSelectProps = Omit<SelectProps, 'data'> & { guides: readonly GuideOption[]; leading?: Leading };

/** One guide (or a leading option): typing narrows the list by title. */
export function GuideSelect({ guides, leading, ...props }: GuideSelectProps) {
  return <Select {...chooserProps()} {...props} data={guideOptions(guides, leading)} />;
}

type GuideMultiSelectProps = Omit<MultiSelectProps, 'data'> & {
  guides: readonly GuideOption[];
  /** Chosen ids the list lacks (a guide deleted since), kept choosable and removable under their id. */
  extra?: Leading;
};

/** Several guides: typing narrows the list by title, chosen ones show as pills. */
export function GuideMultiSelect({ guides, extra = [], ...props }: GuideMultiSelectProps) {
  return <MultiSelect {...chooserProps()} {...props} data={[...guideOptions(guides), ...extra]} />;
}

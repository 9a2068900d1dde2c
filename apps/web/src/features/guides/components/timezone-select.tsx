/** A searchable select of the IANA time zones this browser knows (Intl.supportedValuesOf). */
import { useMemo, type ReactNode } from 'react';
import { Select } from '@mantine/core';
import { t } from '../../../lib/i18n/admin-i18n.ts';

function timezones(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = ['UTC'];
  }
  // Browsers list "UTC" under other names; keep it and any stored value selectable.
  const all = new Set(zones);
  all.add('UTC');
  if (current) all.add(current);
  return [...all].sort();
}

export function TimezoneSelect({
  value = '',
  onChange,
  error,
  required,
}: {
  value?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  required?: boolean;
}) {
  const data = useMemo(() => timezones(value), [value]);
  return (
    <Select
      label={t('guides.timezone')}
      placeholder={t('guides.searchATimezoneEG')}
      searchable
      clearable
      withAsterisk={required}
      nothingFoundMessage={t('guides.noTimezoneMatches')}
      data={data}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      error={error}
      limit={50}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

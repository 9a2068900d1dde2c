/** Where a stay came from: Airbnb, Vrbo, Booking.com, another calendar (iCal), a CSV file, or the host's hand. */
import { Badge } from '@mantine/core';
import type { TInvitation } from '@guidebook/contract';
import { stayOrigin, type StayOrigin } from '../stays.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

/** Dark shades under white text: at least 4.5:1 contrast in both colour modes. */
const COLOR: Record<StayOrigin, string> = {
  airbnb: 'pink.9',
  vrbo: 'indigo.9',
  booking: 'blue.9',
  ical: 'cyan.9',
  import: 'orange.9',
  manual: 'gray.7',
};

/** The platforms' own names, the same in every language. */
const NAMES: Record<Exclude<StayOrigin, 'manual'>, string> = {
  airbnb: 'Airbnb',
  vrbo: 'Vrbo',
  booking: 'Booking.com',
  ical: 'iCal',
  import: 'CSV',
};

export function originLabel(origin: StayOrigin): string {
  return origin === 'manual' ? t('stays.sourceManual') : NAMES[origin];
}

export function SourceBadge({ stay }: { stay: Pick<TInvitation, 'source' | 'platform'> }) {
  const origin = stayOrigin(stay);
  return (
    <Badge color={COLOR[origin]} variant="filled" tt="none" style={{ minWidth: 'max-content' }}>
      {originLabel(origin)}
    </Badge>
  );
}

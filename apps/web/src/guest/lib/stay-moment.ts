/**
 * A moment of the guest's stay as the Home card writes it: weekday, day, month and time in the
 * guide's timezone ("Fri 12 Dec 15:00" in English; each other language as Intl writes it there).
 */
const OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
};

function formatter(locale: string, timeZone: string | null | undefined): Intl.DateTimeFormat {
  const english = locale === 'en' || locale.startsWith('en-');
  const options = { ...OPTIONS, ...(english ? { hourCycle: 'h23' as const } : {}) };
  try {
    return new Intl.DateTimeFormat(english ? 'en-GB' : locale, { ...options, ...(timeZone ? { timeZone } : {}) });
  } catch {
    // An unknown timezone or language: the browser's own.
    return new Intl.DateTimeFormat(english ? 'en-GB' : undefined, options);
  }
}

export function formatStayMoment(value: string, locale: string, timeZone?: string | null): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const format = formatter(locale, timeZone);
  if (format.resolvedOptions().locale !== 'en-GB') return format.format(date);
  // English without en-GB's comma before the time.
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('hour')}:${part('minute')}`;
}

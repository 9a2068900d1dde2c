/**
 * A moment of a guest's stay as every screen and message writes it: weekday, day, month and a 24-hour
 * time in the guide's timezone, "Fri 12 Dec 15:00" in English and each other language as Intl writes
 * it there, always with 24-hour times like the guide's own check-in and check-out times. One function
 * for the server (field codes, timed messages) and the guest guide (the Home card), so a topic and the
 * card beside it agree. Zod-free: the guest guide imports it.
 */

/**
 * The Intl locale of a reader's language: the tag itself (its region decides "Dec 12" or "12 Dec"),
 * plain English written as the product's English dates are ("12 Dec"), anything unreadable as English.
 */
function localeOf(language: string): string {
  try {
    const tag = Intl.getCanonicalLocales(language)[0];
    return !tag || tag === 'en' ? 'en-GB' : tag;
  } catch {
    return 'en-GB';
  }
}

/**
 * The formatters made so far, by language and timezone: making one costs far more than using it (and
 * holds native memory until a garbage collection), and a burst of timed messages formats two moments
 * per e-mail in a handful of languages and zones. Emptied when it reaches FORMATS_KEPT.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
const FORMATS_KEPT = 500;

function formatOf(language: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${language} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    };
    try {
      format = new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone });
    } catch {
      // A timezone this runtime does not know: UTC, where a guide without one keeps its times.
      format = new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' });
    }
    if (formats.size >= FORMATS_KEPT) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/**
 * "Fri 12 Dec 15:00" in the reader's language and the guide's timezone (UTC for a guide without one).
 * A value that is not a moment is given back as it is.
 */
export function formatStayMoment(value: Date | string, language: string, timeZone?: string | null): string {
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return String(value);
  const format = formatOf(language, timeZone || 'UTC');
  if (format.resolvedOptions().locale !== 'en-GB') return format.format(instant);
  // English without en-GB's comma before the time.
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('hour')}:${part('minute')}`;
}

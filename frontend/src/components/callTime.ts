/**
 * A booked call's span, e.g. "Mar 17, 2026, 10:00 – 10:30 AM", in the viewer's locale: in the
 * viewer's time zone, or in `timeZone` (an IANA name, the invitee's). Null when the start is not a
 * date or the zone is unknown to the browser (Intl throws a RangeError), so a bad value from a
 * scheduling tool hides one line rather than the page.
 */
export function callTimeRange(start: string, end: string, timeZone?: string | null): string | null {
  const from = new Date(start);
  const to = new Date(end);
  if (Number.isNaN(from.getTime())) return null;
  try {
    const format = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: timeZone ?? undefined,
    });
    return Number.isNaN(to.getTime()) || to < from ? format.format(from) : format.formatRange(from, to);
  } catch {
    return null;
  }
}

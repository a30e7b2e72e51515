// A moment to the second as German readers write it, in a chosen time zone (audit rows, signatures): Intl,
// so only where that cost does not matter (see germanDate.ts).

/** dd.MM.yyyy HH:mm:ss in the given time zone (the viewer's by default); '' for an invalid date. */
export function germanDateTimeSeconds(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('de-DE', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone,
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

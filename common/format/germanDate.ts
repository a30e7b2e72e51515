// Dates as German readers write them, in the viewer's own time zone, without Intl (see germanNumber.ts: the
// first Intl.DateTimeFormat of a page costs more than the whole dashboard's own rendering on a phone).

const two = (n: number) => String(n).padStart(2, '0');

/** dd.MM.yyyy in the runtime's time zone. */
export const germanDate = (date: Date) =>
  `${two(date.getDate())}.${two(date.getMonth() + 1)}.${String(date.getFullYear()).padStart(4, '0')}`;

/** dd.MM.yyyy HH:mm (24 hours) in the runtime's time zone. */
export const germanDateTime = (date: Date) =>
  `${germanDate(date)} ${two(date.getHours())}:${two(date.getMinutes())}`;

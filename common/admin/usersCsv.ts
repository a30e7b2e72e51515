// The users CSV export (spec 001 §9): columns Name, E-Mail, Rolle, Mandant, Erstellt am; one file per day's
// name. German Excel opens a file by double click with the semicolon as separator and reads UTF-8 only
// with a byte-order mark, so the file has both; fields are quoted as RFC 4180 says, lines end in CRLF.
import { adminUsersTexts } from '../texts/adminUsers.ts';
import { type AdminUser, type TenantName, tenantLabel } from './usersView.ts';

const texts = adminUsersTexts.csv;
export const CSV_SEPARATOR = ';';
export const UTF8_BOM = '\uFEFF';

/**
 * One field: quoted when it holds the separator, a quote, a line break or leading/trailing spaces, with
 * quotes doubled. A value that starts like a formula (= + - @, tab, CR) gets a leading apostrophe so a
 * spreadsheet shows it as text instead of running it (CSV injection).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** dd.MM.yyyy in the given time zone (the viewer's by default). */
export function germanDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year}`;
}

export function usersCsv(
  users: readonly AdminUser[],
  tenants: readonly TenantName[],
  options: { timeZone?: string } = {},
): string {
  const lines = [
    texts.columns.map(csvField),
    ...users.map((user) =>
      [
        user.full_name,
        user.email,
        adminUsersTexts.roleNames[user.role],
        tenantLabel(user, tenants),
        germanDate(user.created_at, options.timeZone),
      ].map(csvField),
    ),
  ];
  return `${UTF8_BOM}${lines.map((fields) => fields.join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
}

/** benutzer-2026-11-22.csv: the day of the export in the viewer's calendar. */
export function usersCsvFileName(now: Date = new Date()): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return texts.fileName(day);
}

// One patient's requests within a practice (GDPR Art. 15 and 17: export or erase them together), found by the
// e-mail address or phone number in the form data. Form data is encrypted, so each submission carries keyed
// hashes of both (form_submissions.patient_email_key / patient_phone_key, CryptoService.patientKeyHasher):
// set when it is scored, and once at start for rows scored before this version. A family shares a number, so
// the keys only find candidates: who is the same person also takes the name (normaliseName, patientPeople.ts),
// compared in memory on the decrypted candidates, so no name key is stored.
import { senderEmail } from '../../common/dashboard/submissionDisplay.ts';
import { foldWord } from '../../common/search/normalizeWords.ts';
import { senderPhone } from '../../common/submission/senderPhone.ts';
import type { Database } from '../db/connect.ts';
import type { CryptoService } from './crypto.ts';

/** "  Max@Example.DE " → "max@example.de"; null for anything that is no address. */
export function normaliseEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
}

const MIN_PHONE_DIGITS = 5;

/**
 * Digits only, in the German national form: "+49 30 1234567", "0049 (0)30-1234567" and "030 1234567" are all
 * "0301234567". Other countries keep their code after "00". Null when too few digits are left to mean a number.
 */
export function normalisePhone(value: string): string | null {
  const trimmed = value.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) digits = `00${digits}`;
  if (digits.startsWith('0049')) {
    const national = digits.slice(4);
    // "+49 (0)30 …": the trunk zero written after the country code is not doubled.
    digits = national.startsWith('0') ? national : `0${national}`;
  }
  return digits.replace(/^0+/, '').length >= MIN_PHONE_DIGITS ? digits : null;
}

/**
 * A name as compared between requests: its words folded as the search folds them (case, ä → ae, é → e) and in
 * alphabetical order, so "Muster, Max", " max  MÜSTER" and "Max Muester" are one name. Initials stay words:
 * "M. Muster" is not "Max Muster" (two people rather than one too many). '' when there is no name.
 */
export function normaliseName(value: string): string {
  return value
    .normalize('NFC')
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean)
    .map(foldWord)
    .sort()
    .join(' ');
}

export { senderPhone };

export type PatientKeys = { emailKey: string | null; phoneKey: string | null };

export type PatientKeyHasher = Awaited<ReturnType<CryptoService['patientKeyHasher']>>;

/** The keys of what a patient typed (either may be null). */
export function patientKeysOf(hash: PatientKeyHasher, formData: Record<string, unknown>): PatientKeys {
  const email = normaliseEmail(senderEmail(formData));
  const phone = normalisePhone(senderPhone(formData));
  return { emailKey: email ? hash('email', email) : null, phoneKey: phone ? hash('phone', phone) : null };
}

/** The keys a staff search asks for, by the same rules (a value that normalises to nothing finds nothing). */
export async function searchKeys(
  crypto: CryptoService,
  tenantId: string,
  query: { email?: string; phone?: string },
): Promise<PatientKeys> {
  const hash = await crypto.patientKeyHasher(tenantId);
  const email = query.email ? normaliseEmail(query.email) : null;
  const phone = query.phone ? normalisePhone(query.phone) : null;
  return { emailKey: email ? hash('email', email) : null, phoneKey: phone ? hash('phone', phone) : null };
}

const BATCH = 500;
const DONE_MARKER = 'patient-keys-filled';

/**
 * Once per database (a marker in app_secrets, like sealLegacySpamData): submissions scored before this version
 * get their keys, in batches by id. Rows still waiting get them when scored.
 */
export async function backfillPatientKeys(deps: { database: Database; crypto: CryptoService }) {
  const { database, crypto } = deps;
  const { rows: done } = await database.executeSql('select 1 from app_secrets where name = $1', [
    DONE_MARKER,
  ]);
  if (done.length > 0) return 0;
  let filled = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await database.executeSql(
      `select id, tenant_id, form_data from form_submissions
       where id > $1 and quarantine_status in ('completed', 'failed')
         and patient_email_key is null and patient_phone_key is null
       order by id limit ${BATCH}`,
      [after],
    );
    const batch = rows as { id: string; tenant_id: string; form_data: string }[];
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    const keyed: { id: string; keys: PatientKeys }[] = [];
    for (const row of batch) {
      const formData = await crypto.decryptJson<Record<string, unknown>>(row.tenant_id, row.form_data);
      if (!formData.ok || !formData.value || typeof formData.value !== 'object') continue;
      const keys = patientKeysOf(await crypto.patientKeyHasher(row.tenant_id), formData.value);
      if (keys.emailKey || keys.phoneKey) keyed.push({ id: row.id, keys });
    }
    if (keyed.length === 0) continue;
    const { rows: updated } = await database.executeSql(
      `update form_submissions f set patient_email_key = k.email_key, patient_phone_key = k.phone_key
       from unnest($1::uuid[], $2::text[], $3::text[]) as k(id, email_key, phone_key)
       where f.id = k.id and f.patient_email_key is null and f.patient_phone_key is null returning f.id`,
      [keyed.map((k) => k.id), keyed.map((k) => k.keys.emailKey), keyed.map((k) => k.keys.phoneKey)],
    );
    filled += updated.length;
  }
  // Every scoring since this version writes the keys, so nothing scored can lack them after this point.
  await database.executeSql(
    `insert into app_secrets (name, value) values ($1, 'v1') on conflict do nothing`,
    [DONE_MARKER],
  );
  return filled;
}

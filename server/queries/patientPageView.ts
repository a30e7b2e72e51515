// What „Ihre Anfrage“ shows its patient (issue 45): the request's state, the practice's messages and the
// patient's own, the open and done tasks, and the signed documents. Texts are opened here from their seals;
// internal notes, staff names and the form data itself never reach this view.
import { and, asc, eq } from 'drizzle-orm';
import { consentTextFor } from '../../common/consent/content.ts';
import type { PatientPageView } from '../../common/patientPage/api.ts';
import { referenceNumber } from '../../common/reception/referenceNumber.ts';
import { parseReceptionConfig } from '../../common/tenantConfig.ts';
import { DEFAULT_LANGUAGE, type PatientLanguage } from '../../common/texts/patient/languages.ts';
import type { Db } from '../db/connect.ts';
import {
  formSubmissions,
  patientMessages,
  patientTasks,
  submissionReplies,
  tenantSettings,
} from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { type ConsentRow, requestConsentRows } from '../services/consent/consentRows.ts';
import { openConsentContent } from '../services/consent/seal.ts';
import type { CryptoService } from '../services/crypto.ts';

const iso = (date: Date) => date.toISOString();

/** A request the patient's session names that is gone or marked spam answers like an ended session. */
export const patientRequestGone = () =>
  new AppError('PATIENT_SESSION_REQUIRED', 401, 'Bitte öffnen Sie den Link aus Ihrer E-Mail erneut.');

export async function findPatientRequest(db: Db, requestId: string) {
  const [row] = await db
    .select({
      id: formSubmissions.id,
      tenantId: formSubmissions.tenantId,
      state: formSubmissions.workflowState,
      isSpam: formSubmissions.isSpam,
      createdAt: formSubmissions.createdAt,
      patientLanguage: formSubmissions.patientLanguage,
      tenantName: tenantSettings.name,
      config: tenantSettings.config,
    })
    .from(formSubmissions)
    .innerJoin(tenantSettings, eq(tenantSettings.id, formSubmissions.tenantId))
    .where(eq(formSubmissions.id, requestId));
  if (!row || row.isSpam) throw patientRequestGone();
  return row;
}

export type PatientRequest = Awaited<ReturnType<typeof findPatientRequest>>;

/** A consent's document title in the patient's language (German without a translation); null unreadable. */
export async function consentTitle(
  crypto: CryptoService,
  row: ConsentRow,
  language: PatientLanguage,
): Promise<string | null> {
  const content = await openConsentContent(crypto, row.tenantId, row.version.content);
  return content ? consentTextFor(content, language).title : null;
}

export async function patientPageView(
  deps: { db: Db; crypto: CryptoService },
  request: PatientRequest,
): Promise<PatientPageView> {
  const { db, crypto } = deps;
  const scope = (table: typeof patientMessages | typeof patientTasks | typeof submissionReplies) =>
    and(eq(table.submissionId, request.id), eq(table.tenantId, request.tenantId));
  const [replies, messages, tasks, consents] = await Promise.all([
    db
      .select()
      .from(submissionReplies)
      .where(scope(submissionReplies))
      .orderBy(asc(submissionReplies.createdAt)),
    db.select().from(patientMessages).where(scope(patientMessages)).orderBy(asc(patientMessages.createdAt)),
    db.select().from(patientTasks).where(scope(patientTasks)).orderBy(asc(patientTasks.createdAt)),
    requestConsentRows(db, request),
  ]);
  const open = (sealed: string) =>
    crypto.decryptText(request.tenantId, sealed).then((r) => (r.ok ? r.value : ''));
  const thread = [
    ...(await Promise.all(
      replies.map(async (reply) => ({
        id: reply.id,
        from: 'practice' as const,
        subject: await open(reply.subject),
        body: await open(reply.body),
        createdAt: reply.createdAt,
      })),
    )),
    ...(await Promise.all(
      messages.map(async (message) => ({
        id: message.id,
        from: 'patient' as const,
        subject: null,
        body: await open(message.body),
        createdAt: message.createdAt,
      })),
    )),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const titles = new Map(
    await Promise.all(
      consents.map(
        async (row) =>
          [row.id, await consentTitle(crypto, row, request.patientLanguage ?? DEFAULT_LANGUAGE)] as const,
      ),
    ),
  );
  const config = parseReceptionConfig(request.config, request.tenantName);
  return {
    request: {
      id: request.id,
      reference: referenceNumber(request.id),
      state: request.state,
      createdAt: iso(request.createdAt),
    },
    practice: {
      name: config.companyName,
      phone: config.phone || config.contactPhone || null,
      email: config.email || config.contactEmail || null,
      website: config.website || null,
    },
    messages: thread.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
    tasks: tasks.map((task) => ({
      id: task.id,
      kind: task.kind,
      title: task.consentId ? (titles.get(task.consentId) ?? null) : null,
      status: task.status,
      createdAt: iso(task.createdAt),
    })),
    documents: consents
      .filter((row) => row.status === 'signed' && row.answeredAt && !row.revokedOn)
      .map((row) => ({
        consentId: row.id,
        title: titles.get(row.id) ?? '',
        signedAt: iso(row.answeredAt!),
      })),
  };
}

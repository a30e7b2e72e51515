// The patient answers on „Ihre Anfrage“ (issue 45): the text is sealed with the practice's key like form data,
// and the request is marked for the inbox (patient_replied_at) until someone of the practice reads it.
import { sql } from 'drizzle-orm';
import type { PatientMessage } from '../../common/patientPage/api.ts';
import type { Database } from '../db/connect.ts';
import { patientMessages } from '../db/schema.ts';
import type { PatientRequest } from '../queries/patientPageView.ts';
import { auditPatient } from '../services/audit.ts';
import type { CryptoService } from '../services/crypto.ts';

export async function postPatientMessage(
  deps: { database: Database; crypto: CryptoService },
  request: Pick<PatientRequest, 'id' | 'tenantId'>,
  body: string,
): Promise<PatientMessage> {
  const { db } = deps.database;
  const sealed = await deps.crypto.encryptText(request.tenantId, body);
  const message = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(patientMessages)
      .values({ tenantId: request.tenantId, submissionId: request.id, body: sealed })
      .returning({ id: patientMessages.id, createdAt: patientMessages.createdAt });
    // Raw SQL: the patient's word must not move updated_at (the desk's "changed by staff").
    await tx.execute(
      sql`update form_submissions set patient_replied_at = now() where id = ${request.id}::uuid`,
    );
    return row!;
  });
  await auditPatient(db, { tenantId: request.tenantId, submissionId: request.id }, 'patient_page.message', {
    message_id: message.id,
  });
  return { id: message.id, from: 'patient', subject: null, body, createdAt: message.createdAt.toISOString() };
}

// The patient answers on „Ihre Anfrage“ (issue 45): the text is sealed with the practice's key like form data,
// and the request is marked for the inbox (patient_replied_at) until someone of the practice reads it.
import { sql } from 'drizzle-orm';
import type { PatientMessage } from '../../common/patientPage/api.ts';
import type { Database } from '../db/connect.ts';
import { patientMessages } from '../db/schema.ts';
import type { PatientRequest } from '../queries/patientPageView.ts';
import { audit } from '../services/audit.ts';
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
  await audit(db, {
    actor: { kind: 'patient' },
    action: 'patient_page.message',
    tenantId: request.tenantId,
    target: { type: 'submission', id: request.id },
    details: { message_id: message.id },
  });
  return { id: message.id, from: 'patient', subject: null, body, createdAt: message.createdAt.toISOString() };
}

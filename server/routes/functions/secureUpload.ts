import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '../../../common/intake/limits.ts';
import { createConcurrencyLimit, LimitBusyError } from '../../auth/concurrencyLimit.ts';
import { attachPrescription, permitUpload, uploadErrors } from '../../commands/attachPrescription.ts';
import { refuseBlockedAddress } from '../../commands/ipBlacklist.ts';
import type { PublicDeps } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { refuseUnsafeText } from '../../http/inputSanity.ts';
import type { ClientAddress } from '../../services/ipHash.ts';
import { uploadResponseSchema } from './schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Uploads one address may have under way at once: a patient sends one file; more is a flood. */
export const UPLOADS_PER_ADDRESS = 3;
/** The text fields and part headers beside the file (at most 10 fields of 2,000 characters). */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const tooManyUploads = () =>
  new AppError(
    'TOO_MANY_UPLOADS',
    429,
    'Von Ihrer Adresse laufen schon mehrere Uploads. Bitte warten Sie, bis sie abgeschlossen sind, und senden Sie dann erneut.',
  );

// POST /functions/v1/secureUpload — multipart: file, submissionId, fileName, uploadToken (spec 002 §7).
// Everything that can refuse an upload is checked before the file is read (issue 27, finding 9: 30 parallel
// 4 MB posts to an unknown id held 50 MB): the announced size, the address (blacklist, uploads under way),
// and, when the fields come before the file as our reception sends them, the submission and its token.
// Websites that send the file first are still served: their file is read, then checked, as before.
export const secureUploadRoute: FastifyPluginAsyncZod<PublicDeps> = async (app, deps) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 2000, parts: 12 },
  });
  const underWay = new Map<string, ReturnType<typeof createConcurrencyLimit>>();
  /** At most UPLOADS_PER_ADDRESS at once per address; the next is refused at once, never queued. */
  async function onePerSlot<T>(ipHash: string, task: () => Promise<T>): Promise<T> {
    let limit = underWay.get(ipHash);
    if (!limit) {
      limit = createConcurrencyLimit(UPLOADS_PER_ADDRESS, 0);
      underWay.set(ipHash, limit);
    }
    try {
      return await limit.run(task);
    } catch (error) {
      throw error instanceof LimitBusyError ? tooManyUploads() : error;
    } finally {
      if (limit.stats().running === 0) underWay.delete(ipHash);
    }
  }

  app.post('/secureUpload', { schema: { response: { 200: uploadResponseSchema } } }, async (request) => {
    if (!request.isMultipart()) throw uploadErrors.noFile();
    if (Number(request.headers['content-length']) > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES)
      throw uploadErrors.tooLarge();
    const client = deps.ipHash.address(request.ip);
    return onePerSlot(client.key, async () => {
      await refuseBlockedAddress(deps.database.db, client);
      const fields: Record<string, string> = {};
      let file: { bytes: Buffer; name: string } | undefined;
      try {
        for await (const part of request.parts()) {
          // Streamed after the hooks ran: the fields go through the same check as every other request's.
          refuseUnsafeText({ [part.fieldname]: part.type === 'field' ? String(part.value) : part.filename });
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value);
            continue;
          }
          if (fields.submissionId) await permitted(fields, client);
          file = { bytes: await part.toBuffer(), name: part.filename };
        }
      } catch (error) {
        if (error instanceof AppError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw uploadErrors.tooLarge();
        if ((error as { statusCode?: number }).statusCode === 413) throw uploadErrors.tooLarge();
        // Whatever else breaks while reading the parts (truncated body, no boundary, broken headers) is the
        // sender's: a 400 with its own id, never our 500.
        throw uploadErrors.malformed();
      }
      if (!fields.submissionId) throw uploadErrors.missingSubmission();
      const asked = permission(fields, client);
      if (!file) throw uploadErrors.noFile();
      const metadata = await attachPrescription(deps.database.db, deps.crypto, {
        ...asked,
        fileName: fields.fileName || file.name,
        bytes: file.bytes,
      });
      return { success: true as const, ...metadata };
    });
  });

  const permission = (fields: Record<string, string>, client: ClientAddress) => {
    if (!UUID.test(fields.submissionId ?? '')) throw uploadErrors.notFound();
    return { submissionId: fields.submissionId!, uploadToken: fields.uploadToken || undefined, client };
  };
  const permitted = (fields: Record<string, string>, client: ClientAddress) =>
    permitUpload(deps.database.db, permission(fields, client));
};

import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '../../../common/intake/limits.ts';
import { attachPrescription, uploadErrors } from '../../commands/attachPrescription.ts';
import type { PublicDeps } from '../../context.ts';
import { uploadResponseSchema } from './schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// POST /functions/v1/secureUpload — multipart: file, submissionId, fileName, uploadToken (spec 002 §7).
export const secureUploadRoute: FastifyPluginAsyncZod<PublicDeps> = async (app, deps) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 2000, parts: 12 },
  });

  app.post('/secureUpload', { schema: { response: { 200: uploadResponseSchema } } }, async (request) => {
    if (!request.isMultipart()) throw uploadErrors.noFile();
    const fields: Record<string, string> = {};
    let file: { bytes: Buffer; name: string } | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') file = { bytes: await part.toBuffer(), name: part.filename };
        else fields[part.fieldname] = String(part.value);
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw uploadErrors.tooLarge();
      if ((error as { statusCode?: number }).statusCode === 413) throw uploadErrors.tooLarge();
      // Whatever else breaks while reading the parts (truncated body, no boundary, broken headers) is the
      // sender's: a 400 with its own id, never our 500.
      throw uploadErrors.malformed();
    }
    if (!fields.submissionId) throw uploadErrors.missingSubmission();
    if (!UUID.test(fields.submissionId)) throw uploadErrors.notFound();
    if (!file) throw uploadErrors.noFile();
    const metadata = await attachPrescription(deps.database.db, deps.crypto, {
      submissionId: fields.submissionId,
      uploadToken: fields.uploadToken || undefined,
      ipHash: deps.ipHash(request.ip),
      fileName: fields.fileName || file.name,
      bytes: file.bytes,
    });
    return { success: true as const, ...metadata };
  });
};

import { z } from 'zod';
import { MAX_EXPORT_REQUESTS } from '../../commands/buildDataExport.ts';

/** `ids=a,b,c`: further requests of the same patient to export together with the one in the path. */
export const dataExportQuerySchema = z.object({
  ids: z
    .string()
    .max(MAX_EXPORT_REQUESTS * 40)
    .optional()
    .transform((value) => (value ? value.split(',').map((id) => id.trim()) : []))
    .pipe(
      z
        .array(z.uuid({ error: 'Ungültige Einreichungs-ID.' }))
        .max(MAX_EXPORT_REQUESTS - 1, `Höchstens ${MAX_EXPORT_REQUESTS} Anfragen auf einmal.`),
    ),
});

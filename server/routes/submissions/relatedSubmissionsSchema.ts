import { z } from 'zod';
import { normaliseEmail, normalisePhone } from '../../services/patientKeys.ts';

/** A staff search for one patient's requests in one practice: by e-mail address, phone number or both. */
export const patientSearchBodySchema = z
  .object({
    tenantId: z.string({ error: 'Bitte wählen Sie eine Praxis.' }).min(1).max(100),
    email: z
      .string()
      .max(320)
      .optional()
      .refine((v) => !v || normaliseEmail(v) !== null, 'Bitte geben Sie eine gültige E-Mail-Adresse an.'),
    phone: z
      .string()
      .max(50)
      .optional()
      .refine((v) => !v || normalisePhone(v) !== null, 'Bitte geben Sie eine gültige Telefonnummer an.'),
  })
  .refine((q) => q.email || q.phone, {
    message: 'Bitte geben Sie eine E-Mail-Adresse oder eine Telefonnummer an.',
    path: ['email'],
  });

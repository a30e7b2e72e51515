// The API of „Ihre Anfrage“, the patient's own page of a request (issue 45, docs/patient-page.md): the bodies
// the page sends and the answers it reads. Error ids are in PATIENT_PAGE_ERRORS; every write is JSON from our
// own origin (server/http/authenticate.ts).
import { z } from 'zod';
import { WORKFLOW_STATE_VALUES } from '../workflow.ts';

/** The link's token: 32 random bytes, base64url (43 characters), from the URL's `#t=`. */
export const patientPageToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** POST /api/patient/open and POST /api/patient/code/resend. */
export const openBody = z.strictObject({ token: patientPageToken });

/** POST /api/patient/code: six digits; spaces and dashes as typed are allowed. */
export const codeBody = z.strictObject({
  token: patientPageToken,
  code: z
    .string()
    .max(20)
    .transform((code) => code.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6}$/)),
});

/** The answer of open, code and resend: the page is open (a session cookie is set) or a code was mailed. */
export const openAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('open'), requestId: z.uuid() }),
  z.object({ status: z.literal('code_sent') }),
]);
export type OpenAnswer = z.infer<typeof openAnswer>;

export const PATIENT_MESSAGE_MAX = 4000;

/** POST /api/patient/requests/:id/messages. */
export const messageBody = z.strictObject({ body: z.string().trim().min(1).max(PATIENT_MESSAGE_MAX) });

export const patientMessage = z.object({
  id: z.uuid(),
  from: z.enum(['practice', 'patient']),
  /** A practice message's subject (its reply's); null for the patient's. */
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PatientMessage = z.infer<typeof patientMessage>;

export const patientTask = z.object({
  id: z.uuid(),
  kind: z.enum(['anamnese', 'signature']),
  /** The document's title (signature tasks), in the version the patient reads. */
  title: z.string().nullable(),
  status: z.enum(['open', 'done']),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PatientTask = z.infer<typeof patientTask>;

export const signedDocument = z.object({
  consentId: z.uuid(),
  title: z.string(),
  signedAt: z.iso.datetime({ offset: true }),
});

/** GET /api/patient/requests/:id — everything the page shows. */
export const patientPageView = z.object({
  request: z.object({
    id: z.uuid(),
    reference: z.string(),
    state: z.enum(WORKFLOW_STATE_VALUES),
    createdAt: z.iso.datetime({ offset: true }),
  }),
  practice: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
  }),
  messages: z.array(patientMessage),
  tasks: z.array(patientTask),
  documents: z.array(signedDocument),
});
export type PatientPageView = z.infer<typeof patientPageView>;

/** POST /api/patient/requests/:id/tasks/:taskId/start: where the task is done (anamnese or signing page). */
export const taskStartAnswer = z.object({ url: z.string() });

export const PATIENT_PAGE_ERRORS = {
  /** 404: unknown, expired, or its request deleted or marked spam. */
  linkInvalid: 'PATIENT_LINK_INVALID',
  /** 409: the request has no e-mail address to send a code to. */
  noAddress: 'PATIENT_NO_ADDRESS',
  /** 400: the code is not the one sent (details.remaining: tries left). */
  codeWrong: 'PATIENT_CODE_WRONG',
  /** 410: the code's 15 minutes are over, or none was sent. */
  codeExpired: 'PATIENT_CODE_EXPIRED',
  /** 423: five wrong codes; a new code must be sent. */
  codeLocked: 'PATIENT_CODE_LOCKED',
  /** 429: a code was sent less than a minute ago, or five today (details.retryAfterSeconds). */
  tooManyCodes: 'PATIENT_CODE_LIMIT',
  /** 401: this browser has not opened the request (or its 2 hours are over). */
  sessionRequired: 'PATIENT_SESSION_REQUIRED',
  /** 409: the task is done already. */
  taskDone: 'PATIENT_TASK_DONE',
} as const;

// The patient page's calls (issue 45; shapes in common/patientPage/api.ts). The link's token travels in the
// JSON body only; once opened, the server's HttpOnly session cookie (same origin) carries the access. A 401
// here is the patient's session, not staff's: it never reaches the back office's session handler.
import {
  openAnswer,
  type PatientMessage,
  type PatientPageView,
  patientMessage,
  patientPageView,
  taskStartAnswer,
} from '../../../../common/patientPage/api.ts';
import { type ApiRequestOptions, apiRequest, parseAnswer } from '../../../api/client.ts';

const BASE = '/api/patient';
const requestPath = (requestId: string) => `${BASE}/requests/${encodeURIComponent(requestId)}`;

const call = (path: string, options: ApiRequestOptions = {}) =>
  apiRequest<unknown>(path, { ...options, handleUnauthorized: false });

const post = (path: string, body: unknown) => call(path, { method: 'POST', body });

/** „Anfrage öffnen“: the page is open (cookie set), or a code went to the request's address. */
export const openPage = async (token: string) =>
  parseAnswer(openAnswer, await post(`${BASE}/open`, { token }));

export const verifyCode = async (token: string, code: string) =>
  parseAnswer(openAnswer, await post(`${BASE}/code`, { token, code }));

export const resendCode = async (token: string) =>
  parseAnswer(openAnswer, await post(`${BASE}/code/resend`, { token }));

export const fetchView = async (requestId: string, signal?: AbortSignal): Promise<PatientPageView> =>
  parseAnswer(patientPageView, await call(requestPath(requestId), { signal }));

/** Where the task is done: the anamnese or the signing page, with a fresh token of its own. */
export const startTask = async (requestId: string, taskId: string) =>
  parseAnswer(
    taskStartAnswer,
    await post(`${requestPath(requestId)}/tasks/${encodeURIComponent(taskId)}/start`, {}),
  );

export const sendMessage = async (requestId: string, body: string): Promise<PatientMessage> =>
  parseAnswer(patientMessage, await post(`${requestPath(requestId)}/messages`, { body }));

/** A plain link: the session cookie goes with the download. */
export const consentPdfUrl = (requestId: string, consentId: string) =>
  `${requestPath(requestId)}/consents/${encodeURIComponent(consentId)}/pdf`;

export const patientPageQueryKey = (requestId: string) => ['patient-page', requestId] as const;

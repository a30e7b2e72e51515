// What the reception pages hand each other in the router's location state (spec 002 §2, §4). State is not in
// the address, so a reload or a shared link arrives without it; the readers treat every field as optional.

/** The booking ways after which the medical history is offered. */
export type RequestType = 'prescription' | 'selfpay' | 'manual';
/** The wordings of /online-rezeption/erfolg (spec 002 §2); anything else gets the default one. */
export type SuccessType = RequestType | 'anamnese';

/** → /online-rezeption/submission-erfolg */
export interface SubmissionSuccessState {
  submissionId: string;
  type: RequestType;
  /** Issue 30: the request needs consent documents; the success page offers the signing page with it. */
  consentToken?: string;
}

/** → /online-rezeption/anamnese */
export interface AnamneseEntryState {
  originalSubmissionId: string;
  consentToken?: string;
}

/** → /online-rezeption/erfolg */
export interface ReceptionSuccessState {
  type?: SuccessType;
  /** Shown as the reference number when present. */
  submissionId?: string;
  consentToken?: string;
}

/** → /online-rezeption/unterschreiben */
export interface SigningEntryState {
  consentToken: string;
}

const SUCCESS_TYPES: readonly string[] = ['prescription', 'selfpay', 'manual', 'anamnese'];

function field(state: unknown, key: string): unknown {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[key] : undefined;
}

/** Reads location.state defensively (it may be anything after history manipulation). */
export function readSuccessState(state: unknown): ReceptionSuccessState {
  const type = field(state, 'type');
  const submissionId = field(state, 'submissionId');
  const consentToken = field(state, 'consentToken');
  return {
    type: typeof type === 'string' && SUCCESS_TYPES.includes(type) ? (type as SuccessType) : undefined,
    submissionId: typeof submissionId === 'string' && submissionId ? submissionId : undefined,
    consentToken: typeof consentToken === 'string' && consentToken ? consentToken : undefined,
  };
}

// The patient page's two cookies (issue 45, docs/patient-page.md), both signed lists (signedCookieList.ts):
// - pd_patient: the open page of a request, 2 hours from the last open (a person's click or a code);
// - pd_patient_device: this browser has proven once, by the code mailed to the patient, that it may open the
//   request's links; for 180 days a click on a new link opens the page without another code.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KeyedHasher } from '../services/ipHash.ts';
import { addSignedEntry, type SignedCookieList, signedEntries } from './signedCookieList.ts';

export const PATIENT_SESSION: SignedCookieList = {
  cookie: 'pd_patient',
  purpose: 'patient-session',
  lifetimeMs: 2 * 60 * 60 * 1000,
  maxEntries: 5,
};

export const PATIENT_DEVICE: SignedCookieList = {
  cookie: 'pd_patient_device',
  purpose: 'patient-device',
  lifetimeMs: 180 * 24 * 60 * 60 * 1000,
  maxEntries: 10,
};

export function holdsGrant(
  list: SignedCookieList,
  request: FastifyRequest,
  keyedHash: KeyedHasher,
  submissionId: string,
): boolean {
  const id = submissionId.toLowerCase();
  return signedEntries(list, request, keyedHash, new Date()).some(
    (e) => e.ids.length === 1 && e.ids[0] === id,
  );
}

export function grant(
  list: SignedCookieList,
  request: FastifyRequest,
  reply: FastifyReply,
  keyedHash: KeyedHasher,
  submissionId: string,
  secure: boolean,
) {
  addSignedEntry(list, request, reply, keyedHash, [submissionId], { secure });
}

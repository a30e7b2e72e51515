// Who is one person among the requests that share an e-mail address or a phone number (issue 43): a family
// gives one mobile number, a couple one address. The same person is the same name (normaliseName) AND the
// same address or number; everyone else found by a shared key is another person, named, whose requests staff
// may export or erase only by choosing that person. Pure: the caller decrypts the names.
import { senderName } from '../../common/dashboard/submissionDisplay.ts';
import type { SharedContact } from '../../common/schemas/patientRequests.ts';
import { normaliseName, type PatientKeys } from './patientKeys.ts';

/** One request as a candidate: its keys, its name as typed, and `readable` false when its data did not decrypt. */
export type PersonCandidate<T> = { item: T; keys: PatientKeys; name: string; readable: boolean };

/** One person's requests (in the order given), the name of the first as typed, and what they share with the anchor. */
export type PersonGroup<T> = { name: string; shared: SharedContact[]; items: T[] };

/** The name key of a request's form data; null when it did not decrypt (it is then nobody's same person). */
export const personNameKey = (formData: Record<string, unknown> | null): string | null =>
  formData ? normaliseName(senderName(formData)) : null;

/** Which of the anchor's keys a request has too. */
export function sharedContacts(anchor: PatientKeys, keys: PatientKeys): SharedContact[] {
  const shared: SharedContact[] = [];
  if (anchor.emailKey && keys.emailKey === anchor.emailKey) shared.push('email');
  if (anchor.phoneKey && keys.phoneKey === anchor.phoneKey) shared.push('phone');
  return shared;
}

/**
 * The candidates grouped into people by their name key, in the order of each person's first request; a
 * request whose data did not decrypt is a person of its own (its name is unknown). `shared` is the union of
 * what each person's requests share with the anchor.
 */
export function groupByPerson<T>(anchor: PatientKeys, candidates: PersonCandidate<T>[]): PersonGroup<T>[] {
  const groups = new Map<string, PersonGroup<T>>();
  candidates.forEach((candidate, index) => {
    const nameKey = candidate.readable ? normaliseName(candidate.name) : null;
    const key = nameKey ?? `\0unreadable ${index}`;
    let group = groups.get(key);
    if (!group) {
      group = { name: candidate.readable ? candidate.name.trim() : '', shared: [], items: [] };
      groups.set(key, group);
    }
    group.items.push(candidate.item);
    for (const contact of sharedContacts(anchor, candidate.keys))
      if (!group.shared.includes(contact)) group.shared.push(contact);
  });
  for (const group of groups.values()) group.shared.sort();
  return [...groups.values()];
}

/**
 * The anchor person's own requests (same name key and a shared key) and everyone else's, grouped by person.
 * An anchor whose name key is null (unreadable) has no own requests: nobody is known to be the same person.
 */
export function splitByPerson<T>(
  anchor: { keys: PatientKeys; nameKey: string | null },
  candidates: PersonCandidate<T>[],
): { own: T[]; others: PersonGroup<T>[] } {
  const own: T[] = [];
  const rest: PersonCandidate<T>[] = [];
  for (const candidate of candidates) {
    const same =
      anchor.nameKey !== null &&
      candidate.readable &&
      normaliseName(candidate.name) === anchor.nameKey &&
      sharedContacts(anchor.keys, candidate.keys).length > 0;
    if (same) own.push(candidate.item);
    else rest.push(candidate);
  }
  return { own, others: groupByPerson(anchor.keys, rest) };
}

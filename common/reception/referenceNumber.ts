/** The number patients quote for a request (spec 002 §9): the first 8 characters of its id, uppercase. */
export function referenceNumber(submissionId: string): string {
  return submissionId.slice(0, 8).toUpperCase();
}

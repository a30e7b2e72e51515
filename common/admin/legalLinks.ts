// A practice's online reception must name its privacy policy (the consent of every form links to it, GDPR
// Art. 13) and its imprint (§ 5 DDG): the administration flags a practice that has no address for either
// (issue 29). Only an http(s) address counts, as only such an address becomes a link on the reception pages.
import { isWebAddress } from '../webAddress.ts';

export const LEGAL_LINKS = ['privacyPolicy', 'imprint'] as const;
export type LegalLink = (typeof LEGAL_LINKS)[number];

const CONFIG_FIELD: Record<LegalLink, 'privacyPolicyUrl' | 'imprintUrl'> = {
  privacyPolicy: 'privacyPolicyUrl',
  imprint: 'imprintUrl',
};

/** The legal pages a practice's reception configuration (as stored, or as the form holds it) does not link. */
export function missingLegalLinks(config: unknown): LegalLink[] {
  const fields = typeof config === 'object' && config !== null ? (config as Record<string, unknown>) : {};
  return LEGAL_LINKS.filter((link) => {
    const value = fields[CONFIG_FIELD[link]];
    return typeof value !== 'string' || !isWebAddress(value);
  });
}

// The one rule table of roles inside a practice (issue 44; docs/roles.md shows it as a table). A platform
// admin may do everything everywhere (policy.ts); everyone else only what their role in the resource's
// practice allows here. Health data on a need-to-know basis (DSGVO Art. 9, § 203 StGB): the front desk sees
// contact data, the request and its files, and the clinical part only where the owner allows it.
import type { PracticeAction, PracticeRole } from '../../common/practiceRoles.ts';
import type { PracticeMembership } from '../auth/actor.ts';

/** true, false, or 'ifReceptionSeesAnamnese': the practice's setting "Empfang sieht Anamnese" decides. */
type Rule = boolean | 'ifReceptionSeesAnamnese';

const RULES: Record<PracticeAction, Record<PracticeRole, Rule>> = {
  // The practice itself and its requests: everyone of the practice.
  'tenant.read': { inhaber: true, therapeut: true, empfang: true },
  'submission.read': { inhaber: true, therapeut: true, empfang: true },
  // Workflow, notes, replies, spam marks, "Erledigt", translations.
  'submission.update': { inhaber: true, therapeut: true, empfang: true },
  'patient.search': { inhaber: true, therapeut: true, empfang: true },
  'spam.scan': { inhaber: true, therapeut: true, empfang: true },
  // Anamnese answers, AI summary and Fließtext, red flags, consents and their signatures.
  'submission.readClinical': { inhaber: true, therapeut: true, empfang: 'ifReceptionSeesAnamnese' },
  // PDF, CSV and FHIR exports carry health data.
  'submission.export': { inhaber: true, therapeut: true, empfang: false },
  'submission.delete': { inhaber: true, therapeut: false, empfang: false },
  'submission.dataExport': { inhaber: true, therapeut: false, empfang: false },
  'submission.retentionHold': { inhaber: true, therapeut: false, empfang: false },
  // Settings, reception texts and languages, reply templates, consent documents, webhooks, the audit log.
  'practice.manage': { inhaber: true, therapeut: false, empfang: false },
  // Invite, change the role of, and remove the practice's staff.
  'practice.staff': { inhaber: true, therapeut: false, empfang: false },
};

export function practiceAllows(membership: PracticeMembership, action: PracticeAction): boolean {
  const rule = RULES[action][membership.role];
  return rule === 'ifReceptionSeesAnamnese' ? membership.receptionSeesAnamnese : rule;
}

import { PRACTICE_ROLES } from '../../../../common/practiceRoles.ts';
import { practiceRoleTexts } from '../../../../common/texts/practiceRoles.ts';

/** The three roles inside a practice as select options, in the German words (issue 44). */
export const PRACTICE_ROLE_OPTIONS = PRACTICE_ROLES.map((role) => ({
  value: role,
  label: practiceRoleTexts.names[role],
}));

// The practice's own team as its owner runs it (issue 44): errors of /api/practices/:tenantId/staff and the
// audit lines they leave. Staff read German.
export const practiceTeamTexts = {
  errors: {
    tenantNotFound: 'Praxis nicht gefunden.',
    memberNotFound: 'Diese Person gehört nicht zum Team dieser Praxis.',
    alreadyMember: 'Diese Person gehört schon zum Team dieser Praxis.',
    inactive: 'Dieses Benutzerkonto ist deaktiviert. Die Plattform-Administration kann es wieder aktivieren.',
    lastOwner:
      'Die Praxis braucht mindestens eine Praxisinhaberin oder einen Praxisinhaber. Ernennen Sie zuerst eine weitere Person.',
  },
  auditActions: {
    'practice_staff.invite': 'Teammitglied eingeladen',
    'practice_staff.add': 'Teammitglied hinzugefügt',
    'practice_staff.role': 'Praxisrolle geändert',
    'practice_staff.remove': 'Teammitglied entfernt',
  },
};

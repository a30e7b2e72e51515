// The administration screen's frame (spec 001 §2.4); each tab has its own texts module beside this one.
export const adminTexts = {
  tabsLabel: 'Bereiche der Administration',
  tabs: {
    benutzer: 'Benutzer',
    mandanten: 'Mandanten',
    anfragen: 'Anfragen',
    mitgliedschaften: 'Mitgliedschaften',
  },
} as const;

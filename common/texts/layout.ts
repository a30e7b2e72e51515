import { APP_VERSION } from '../version.ts';

export const layoutTexts = {
  skipToContent: 'Zum Inhalt springen',
  navigationLabel: 'Hauptnavigation',
  navigationTitle: 'Navigation',
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',
  nav: {
    dashboard: 'Dashboard',
    membership: 'Mitgliedschaft',
    admin: 'Administration',
    blacklist: 'IP-Blacklist',
  },
  currentPackage: 'Aktuelles Paket',
  betaBadge: 'Beta',
  signedInAs: 'Angemeldet als',
  logout: 'Abmelden',
  logoutFailed: 'Die Abmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  sessionLoadFailed: 'Ihre Sitzung konnte nicht geladen werden.',
  footer: `Praxisdesk · Version ${APP_VERSION}`,
  /** Headings of the back-office pages; the pages themselves are filled in later. */
  pages: {
    dashboard: 'Dashboard',
    submission: 'Einreichung',
    membership: 'Mitgliedschaft',
    admin: 'Administration',
    blacklist: 'IP-Blacklist',
  },
} as const;

// German texts of two-factor login (TOTP): the login's second step, the account page "Sicherheit", and the
// administration's switches, badge and reset.

export const twoFactorTexts = {
  name: 'Zwei-Faktor-Anmeldung',

  login: {
    codeHeading: 'Bestätigungscode eingeben',
    codeIntro: 'Öffnen Sie Ihre Authenticator-App und geben Sie den 6-stelligen Code für Praxisdesk ein.',
    codeLabel: 'Bestätigungscode',
    codeHint: '6 Ziffern aus Ihrer Authenticator-App',
    recoveryLabel: 'Wiederherstellungscode',
    recoveryHint: 'Einer Ihrer Wiederherstellungscodes, z. B. k7m2-x9qp-4t. Jeder Code gilt nur einmal.',
    useRecovery: 'Stattdessen einen Wiederherstellungscode verwenden',
    useApp: 'Stattdessen den Code aus der App verwenden',
    submit: 'Bestätigen',
    back: 'Zurück zur Anmeldung',
    codeRequired: 'Bitte geben Sie den Bestätigungscode ein.',
    codeFormat: 'Der Bestätigungscode besteht aus 6 Ziffern.',
    recoveryRequired: 'Bitte geben Sie einen Wiederherstellungscode ein.',
    setupHeading: 'Zwei-Faktor-Anmeldung einrichten',
    setupIntro:
      'Für Ihr Konto ist die Zwei-Faktor-Anmeldung vorgeschrieben. Richten Sie sie jetzt ein; danach werden Sie angemeldet.',
    expired: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut mit E-Mail-Adresse und Passwort an.',
    setupLoadFailed: 'Die Einrichtung konnte nicht gestartet werden.',
  },

  setup: {
    step1:
      'Scannen Sie den QR-Code mit einer Authenticator-App (z. B. Google Authenticator, Microsoft Authenticator, FreeOTP).',
    qrAlt: 'QR-Code zum Hinzufügen des Kontos in der Authenticator-App',
    manual: 'QR-Code lässt sich nicht scannen? Geben Sie diesen Schlüssel in der App ein:',
    secretLabel: 'Schlüssel',
    step2: 'Geben Sie zur Bestätigung den 6-stelligen Code ein, den die App jetzt anzeigt.',
    confirm: 'Bestätigen und aktivieren',
    cancel: 'Abbrechen',
  },

  recovery: {
    heading: 'Ihre Wiederherstellungscodes',
    intro:
      'Bewahren Sie diese Codes sicher auf (z. B. ausgedruckt oder in einem Passwort-Manager). Wenn Sie Ihr Telefon verlieren, melden Sie sich mit einem dieser Codes an. Jeder Code gilt nur einmal. Die Codes werden nur jetzt angezeigt.',
    listLabel: 'Wiederherstellungscodes',
    download: 'Als Textdatei herunterladen',
    fileName: 'praxisdesk-wiederherstellungscodes.txt',
    fileHeading: 'Praxisdesk – Wiederherstellungscodes (jeder Code gilt nur einmal)',
    done: 'Ich habe die Codes sicher aufbewahrt',
    continueLogin: 'Weiter zu Praxisdesk',
  },

  account: {
    menuItem: 'Sicherheit',
    pageTitle: 'Sicherheit',
    intro:
      'Mit der Zwei-Faktor-Anmeldung braucht die Anmeldung neben Ihrem Passwort einen Code aus einer App auf Ihrem Telefon. Ein gestohlenes Passwort allein öffnet Ihr Konto dann nicht.',
    loading: 'Einstellungen werden geladen …',
    loadFailed: 'Die Einstellungen zur Zwei-Faktor-Anmeldung konnten nicht geladen werden.',
    statusOn: 'Aktiv',
    statusOff: 'Nicht eingerichtet',
    enabledSince: (date: string) => `Eingerichtet am ${date}`,
    codesLeft: (n: number) =>
      n === 1 ? 'Noch 1 Wiederherstellungscode übrig' : `Noch ${n} Wiederherstellungscodes übrig`,
    fewCodesLeft: 'Es sind nur noch wenige Wiederherstellungscodes übrig. Erzeugen Sie neue.',
    required: 'Für Ihr Konto ist die Zwei-Faktor-Anmeldung vorgeschrieben.',
    requiredCannotDisable:
      'Für Ihr Konto ist die Zwei-Faktor-Anmeldung vorgeschrieben; sie kann nicht ausgeschaltet werden.',
    start: 'Zwei-Faktor-Anmeldung einrichten',
    startFailed: 'Die Einrichtung konnte nicht gestartet werden. Bitte versuchen Sie es erneut.',
    enabled: 'Die Zwei-Faktor-Anmeldung ist jetzt aktiv.',
    disable: 'Ausschalten',
    disabled: 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet.',
    renewCodes: 'Neue Wiederherstellungscodes erzeugen',
    codesRenewed: 'Neue Wiederherstellungscodes wurden erzeugt. Die bisherigen gelten nicht mehr.',
  },

  reauth: {
    disableTitle: 'Zwei-Faktor-Anmeldung ausschalten?',
    disableDescription:
      'Danach genügt wieder Ihr Passwort für die Anmeldung. Bitte bestätigen Sie mit Ihrem Passwort oder einem Bestätigungscode.',
    renewTitle: 'Neue Wiederherstellungscodes erzeugen?',
    renewDescription:
      'Ihre bisherigen Wiederherstellungscodes werden ungültig. Bitte bestätigen Sie mit Ihrem Passwort oder einem Bestätigungscode.',
    method: 'Bestätigen mit',
    withPassword: 'Passwort',
    withCode: 'Bestätigungscode',
    passwordLabel: 'Aktuelles Passwort',
    cancel: 'Abbrechen',
    renew: 'Neue Codes erzeugen',
    required: 'Bitte füllen Sie das Feld aus.',
  },

  admin: {
    badge: '2FA',
    onLabel: 'Zwei-Faktor-Anmeldung aktiv',
    reset: '2FA zurücksetzen',
    resetTitle: (name: string) => `Zwei-Faktor-Anmeldung von ${name} zurücksetzen?`,
    resetDescription:
      'Die Authenticator-App und die Wiederherstellungscodes dieses Kontos gelten danach nicht mehr, und alle Sitzungen des Kontos enden. Ist die Zwei-Faktor-Anmeldung vorgeschrieben, wird sie bei der nächsten Anmeldung neu eingerichtet.',
    resetConfirm: 'Zurücksetzen',
    resetCancel: 'Abbrechen',
    resetDone: (name: string) => `Die Zwei-Faktor-Anmeldung von ${name} wurde zurückgesetzt.`,
    resetFailed: 'Das Zurücksetzen ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    requireAdmins: '2FA für alle Admins',
    requireAdminsHint:
      'Administratoren ohne Zwei-Faktor-Anmeldung werden bei der nächsten Anmeldung durch die Einrichtung geführt.',
    settingFailed: 'Die Einstellung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    loadFailed: 'Der Status der Zwei-Faktor-Anmeldung konnte nicht geladen werden.',
    tenantSection: 'Anmeldung',
    requireTenant: 'Zwei-Faktor-Anmeldung für alle Mitarbeitenden dieser Praxis verlangen',
    requireTenantHint:
      'Wird sofort gespeichert. Mitarbeitende ohne Zwei-Faktor-Anmeldung werden bei der nächsten Anmeldung durch die Einrichtung geführt.',
    saved: 'Gespeichert.',
  },
} as const;

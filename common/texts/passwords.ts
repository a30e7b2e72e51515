// German texts of passwords people manage themselves (issue 27): the rule, "Passwort ändern" on the account
// page, "Passwort vergessen?" at the login, the page a link from a mail opens (reset and invitation), and the
// change an admin-set password needs at the next login.

export const passwordTexts = {
  /** The rule, shown beside every field where a new password is chosen, before anything is typed. */
  rule: (min: number) =>
    `Mindestens ${min} Zeichen. Sehr häufige Passwörter (z. B. „Passwort1234“) werden abgelehnt. ` +
    'Tipp: Mehrere Wörter zu einem Satz verbinden ist lang und gut zu merken.',
  tooShort: (min: number) => `Das Passwort muss mindestens ${min} Zeichen lang sein.`,
  tooLong: (max: number) => `Das Passwort darf höchstens ${max} Zeichen lang sein.`,
  tooCommon:
    'Dieses Passwort gehört zu den am häufigsten verwendeten und ist leicht zu erraten. Bitte wählen Sie ein anderes.',
  newPassword: 'Neues Passwort',
  repeatPassword: 'Neues Passwort wiederholen',
  mismatch: 'Die beiden Passwörter stimmen nicht überein.',
  newRequired: 'Bitte geben Sie ein neues Passwort ein.',

  change: {
    heading: 'Passwort ändern',
    intro: 'Nach der Änderung werden Sie auf allen anderen Geräten abgemeldet; hier bleiben Sie angemeldet.',
    current: 'Aktuelles Passwort',
    currentRequired: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
    submit: 'Passwort ändern',
    done: 'Ihr Passwort wurde geändert. Andere Geräte sind abgemeldet.',
    sameAsCurrent: 'Das neue Passwort muss sich vom bisherigen unterscheiden.',
    currentWrong: 'Das aktuelle Passwort ist nicht richtig.',
  },

  forgot: {
    link: 'Passwort vergessen?',
    pageTitle: 'Passwort vergessen',
    heading: 'Passwort vergessen?',
    intro:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen. Der Link gilt 30 Minuten und nur einmal.',
    submit: 'Link senden',
    sent: 'Falls zu dieser Adresse ein Konto gehört, ist eine E-Mail mit einem Link unterwegs. Bitte sehen Sie auch im Spam-Ordner nach. Der Link gilt 30 Minuten.',
    backToLogin: 'Zurück zur Anmeldung',
  },

  link: {
    pageTitle: 'Passwort festlegen',
    resetHeading: 'Neues Passwort festlegen',
    invitationHeading: 'Willkommen bei Praxisdesk',
    invitationIntro: (email: string) =>
      `Legen Sie das Passwort für Ihr Konto ${email} fest. Danach melden Sie sich damit an.`,
    resetIntro: (email: string) =>
      `Legen Sie ein neues Passwort für ${email} fest. Danach sind Sie auf allen Geräten abgemeldet und melden sich neu an.`,
    checking: 'Link wird geprüft …',
    submit: 'Passwort speichern',
    invalidTitle: 'Dieser Link gilt nicht mehr',
    invalid:
      'Der Link ist abgelaufen, wurde schon verwendet oder ist unvollständig. Fordern Sie über „Passwort vergessen?“ einen neuen an; eine Einladung kann Ihr Administrator erneut senden.',
    doneTitle: 'Passwort gespeichert',
    done: 'Ihr Passwort ist gespeichert. Melden Sie sich jetzt damit an.',
    toLogin: 'Zur Anmeldung',
  },

  loginStep: {
    heading: 'Neues Passwort festlegen',
    intro:
      'Ihr Passwort wurde von einem Administrator vergeben. Bitte legen Sie jetzt Ihr eigenes Passwort fest, bevor es weitergeht.',
    submit: 'Passwort speichern und weiter',
    back: 'Zurück zur Anmeldung',
  },

  errors: {
    failed: 'Das hat nicht geklappt. Bitte versuchen Sie es in einem Moment erneut.',
    throttled: 'Zu viele Anfragen. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.',
    linkInvalid:
      'Der Link ist abgelaufen, wurde schon verwendet oder ist unvollständig. Bitte fordern Sie einen neuen an.',
  },
} as const;

// Texts of the magic-link view /submission/{id}?token=… (spec 002 §2, §4, §5, §8; DESIGN §5 "Magic link",
// "Magic-link grant"). Texts the spec quotes in German are marked "verbatim" and must not be reworded; the spec
// gives the other token messages only by meaning, so they are ours in the same voice.

/** The codes verifySubmissionToken answers with (`code` of `{success: false, code, error}`). */
export type VerifyErrorCode =
  | 'TOKEN_ALREADY_USED'
  | 'TOKEN_EXPIRED'
  | 'TOKEN_NOT_FOUND'
  | 'SUBMISSION_NOT_FOUND'
  | 'BAD_REQUEST'
  | 'TOKEN_LOCKED'
  | 'RATE_LIMITED'
  | 'UNKNOWN_ERROR';

/** The codes renewSubmissionToken answers with beyond success (issue 28). */
export type RenewErrorCode =
  | 'TOKEN_NOT_FOUND'
  | 'SUBMISSION_NOT_FOUND'
  | 'TOKEN_STILL_VALID'
  | 'RECIPIENT_REMOVED'
  | 'RENEW_RATE_LIMITED'
  | 'RENEW_SEND_FAILED'
  | 'BAD_REQUEST'
  | 'RATE_LIMITED'
  | 'UNKNOWN_ERROR';

export const magicLinkTexts = {
  /** Browser tab titles (the granted view names the reference number, as the staff's detail screen does). */
  documentTitle: {
    open: 'Anfrage öffnen',
    denied: 'Zugriff verweigert',
  },

  /**
   * Before anything is consumed (issue 27): mail scanners render links, so the link is used only when a person
   * clicks the button.
   */
  open: {
    title: 'Anfrage öffnen',
    text: 'Mit diesem persönlichen Link öffnen Sie eine Anfrage an Ihre Praxis zum Lesen.',
    why: 'Der Link wird erst eingelöst, wenn Sie auf „Anfrage öffnen“ klicken. So kann ihn kein automatischer Link-Prüfer Ihres E-Mail-Programms vorher verbrauchen.',
    again:
      'Haben Sie die Anfrage in diesem Browser in den letzten 30 Minuten schon geöffnet, öffnet der Klick sie erneut.',
    button: 'Anfrage öffnen',
    opening: 'Die Anfrage wird geöffnet …',
  },

  /** Spec 002 §4: the page states it (also on the denied page). */
  rules:
    'Link und Code sind nur einmal verwendbar und 7 Tage gültig. Nach der ersten Verwendung werden alle anderen Codes für diese Einreichung deaktiviert.',

  granted: {
    /** Verbatim (spec 002 §2). */
    title: 'Nur-Lese-Zugriff',
    grantedFor: 'Zugriff gewährt für',
    accessLevel: 'Zugriffsart',
    /** Access level magiclink (spec 002 §2), in words. */
    accessLevelValue: 'Persönlicher Link',
    text: 'Sie sehen diese Einreichung nur zum Lesen. Angemeldete Mitarbeitende können sie im Praxisdesk ändern, als bearbeitet markieren oder löschen.',
    duration:
      'In diesem Browser lässt sich die Anfrage 30 Minuten lang erneut öffnen, auch nach einem Neuladen der Seite.',
    login: 'Im Praxisdesk anmelden und bearbeiten',
  },

  denied: {
    /** Verbatim (spec 002 §2). */
    title: 'Zugriff verweigert',
    messageLabel: 'Grund',
    causesHeading: 'Mögliche Ursachen',
    causes: [
      'Der Link oder der Code wurde bereits verwendet – jeder gilt nur einmal.',
      'Der Link ist älter als 7 Tage und damit abgelaufen.',
      'Für diese Einreichung wurde bereits ein anderer Code verwendet; alle übrigen Codes sind damit deaktiviert.',
      'Der Link wurde nicht vollständig geöffnet, z. B. weil er beim Kopieren abgeschnitten wurde.',
      'Die Einreichung wurde inzwischen gelöscht.',
    ],
    contactHeading: 'So erhalten Sie Zugriff',
    contact: [
      'Öffnen Sie den Link direkt aus der E-Mail, ohne ihn zu verändern.',
      'Bitten Sie Ihre Praxis um einen neuen Link: Angemeldete Mitarbeitende können die Benachrichtigung in Praxisdesk unter „E-Mail erneut senden“ erneut verschicken.',
      'Bei Fragen wenden Sie sich bitte direkt an Ihre Praxis.',
    ],
    retry: 'Erneut versuchen',
    login: 'Zur Anmeldung für Mitarbeitende',
  },

  /** The message of each code for an opened link (spec 002 §8 "Token codes"). */
  linkErrors: {
    TOKEN_ALREADY_USED:
      'Dieser Link wurde bereits verwendet und ist deshalb deaktiviert. Jeder Link kann nur einmal verwendet werden.',
    TOKEN_EXPIRED: 'Dieser Link ist abgelaufen. Links sind 7 Tage lang gültig.',
    TOKEN_NOT_FOUND: 'Dieser Link ist ungültig.',
    SUBMISSION_NOT_FOUND:
      'Die Einreichung wurde nicht gefunden. Bitte fordern Sie bei Ihrer Praxis einen neuen Link an.',
    BAD_REQUEST: 'Ungültiger Aufruf. Bitte öffnen Sie den Link direkt aus der E-Mail.',
    TOKEN_LOCKED:
      'Nach zu vielen falschen Codes ist der Zugriff auf diese Einreichung gesperrt. Bitte fordern Sie bei Ihrer Praxis einen neuen Link an.',
    RATE_LIMITED: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    UNKNOWN_ERROR: 'Beim Prüfen des Links ist ein unbekannter Fehler aufgetreten.',
  } satisfies Record<VerifyErrorCode, string>,
  /** Verbatim (spec 002 §8): any other answer. */
  linkFallback: 'Der Link ist ungültig, abgelaufen oder wurde bereits verwendet',
  /** Verbatim (spec 002 §5). */
  missing: 'Ungültiger Link: Submission-ID oder Token fehlt',

  /** The 6-digit one-time code as an alternative (spec 002 §2, §5, §8). */
  code: {
    heading: 'Mit Einmal-Code öffnen',
    intro: 'Geben Sie den 6-stelligen Code aus der Benachrichtigungs-E-Mail ein.',
    label: '6-stelliger Code',
    hint: 'Nur Ziffern, z. B. 123456. Leerzeichen und andere Zeichen werden entfernt.',
    submit: 'Code prüfen',
    /** Verbatim (spec 002 §5). */
    invalid: 'Bitte geben Sie einen 6-stelligen Code ein.',
    errors: {
      TOKEN_ALREADY_USED:
        'Dieser Code wurde bereits verwendet oder ist deaktiviert. Jeder Code kann nur einmal verwendet werden.',
      TOKEN_EXPIRED: 'Dieser Code ist abgelaufen. Codes sind 7 Tage lang gültig.',
      TOKEN_NOT_FOUND: 'Dieser Code ist ungültig. Bitte prüfen Sie Ihre Eingabe.',
      UNKNOWN_ERROR: 'Beim Prüfen des Codes ist ein unbekannter Fehler aufgetreten.',
    } satisfies Partial<Record<VerifyErrorCode, string>>,
    /** Verbatim (spec 002 §8): the check did not reach the server or got no usable answer. */
    failed: 'Verifikation fehlgeschlagen. Bitte erneut versuchen.',
    /** On the link's first page, beside „Anfrage öffnen“ (issue 28). */
    introFirst:
      'Sie können auch gleich den 6-stelligen Code aus derselben E-Mail eingeben, z. B. wenn sich der Link nicht vollständig öffnen ließ. Code und Link gehören zusammen: Ist der Link verwendet, ist es auch sein Code.',
  },

  /**
   * A used or expired link asks for a new one (issue 28, a shared info@ mailbox): sent to the address the old
   * link went to, never to one typed here. The server's answers use `errors` as they are.
   */
  renew: {
    heading: 'Neuen Link anfordern',
    text: 'Hat jemand anderes diesen Link schon verwendet, z. B. in einem gemeinsamen Postfach, oder ist er abgelaufen? Dann senden wir einen neuen Link mit neuem Code an dieselbe Adresse, an die dieser Link ging – an keine andere.',
    /** Verbatim (issue 28). */
    button: 'Neuen Link an diese Adresse senden',
    sending: 'Der neue Link wird gesendet …',
    sentTitle: 'Neuer Link gesendet',
    sent: 'Ein neuer Link ist unterwegs an die Adresse, an die auch dieser Link ging. Bitte sehen Sie dort nach (auch im Spam-Ordner). Der neue Link ist 7 Tage gültig und nur einmal verwendbar; dieser Link bleibt ungültig.',
    /** The answer did not arrive or could not be read. */
    failed: 'Der neue Link konnte nicht angefordert werden. Bitte versuchen Sie es erneut.',
    /** Success message of the API (`message`). */
    sentMessage: 'Ein neuer Link wurde an die Adresse gesendet, an die dieser Link ging.',
    errors: {
      TOKEN_NOT_FOUND: 'Der Link oder Code ist ungültig.',
      SUBMISSION_NOT_FOUND: 'Die Einreichung wurde nicht gefunden.',
      TOKEN_STILL_VALID: 'Dieser Link ist noch gültig. Öffnen Sie ihn mit „Anfrage öffnen“.',
      RECIPIENT_REMOVED:
        'An diese Adresse sendet die Praxis keine Benachrichtigungen mehr. Bitte wenden Sie sich an Ihre Praxis.',
      RENEW_RATE_LIMITED:
        'Für diese Anfrage wurde eben schon ein neuer Link gesendet. Bitte sehen Sie in Ihrem Postfach nach oder versuchen Sie es später erneut.',
      RENEW_SEND_FAILED:
        'Der neue Link konnte gerade nicht gesendet werden. Bitte versuchen Sie es in einigen Minuten erneut.',
      BAD_REQUEST: 'Einen neuen Link gibt es nur mit dem vollständigen Link aus der E-Mail.',
      RATE_LIMITED: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
      UNKNOWN_ERROR: 'Beim Anfordern des neuen Links ist ein unbekannter Fehler aufgetreten.',
    } satisfies Record<RenewErrorCode, string>,
    /** The two limits of RENEW_RATE_LIMITED, in the server's answer (docs/notifications.md). */
    limitPerLink: (minutes: number) =>
      `Für diesen Link wurde eben schon ein neuer gesendet. Bitte sehen Sie in Ihrem Postfach nach; einen weiteren können Sie in ${minutes === 1 ? 'einer Minute' : `${minutes} Minuten`} anfordern.`,
    limitPerDay: (count: number) =>
      `Für diese Anfrage wurden in den letzten 24 Stunden schon ${count} neue Links gesendet. Bitte melden Sie sich im Praxisdesk an oder versuchen Sie es später erneut.`,
  },
} as const;

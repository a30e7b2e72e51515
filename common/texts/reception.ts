// Texts of the patients' online reception, the thank-you page and the failure page (spec 002 §2, §4, §5, §8).
// Texts the spec quotes in German are marked "verbatim" and must not be reworded. Field messages of the
// forms themselves come from common/intake/formDataRules.ts (shared with the server).

const MB_FORMAT = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** "1,23" for 1.23 MB (1 MB = 1,048,576 bytes, as the 4 MB limit counts). */
export const formatMegabytes = (bytes: number) => MB_FORMAT.format(bytes / 1_048_576);

export const receptionTexts = {
  /** Used when the practice's name is unknown. */
  homeLabel: 'Online-Rezeption',
  documentTitle: (pageTitle: string, practice: string) => `${pageTitle} · ${practice}`,
  back: 'Zurück',
  backToWebsite: 'Zur Website der Praxis',
  breadcrumbLabel: 'Navigationspfad',
  loading: 'Die Online-Rezeption wird geladen …',
  newTab: '(öffnet in einem neuen Tab)',
  logoAlt: (practice: string) => `Logo von ${practice}`,

  layout: {
    privacy: 'Datenschutz',
    imprint: 'Impressum',
    footerNavLabel: 'Rechtliches',
    poweredBy: 'Online-Rezeption von Praxisdesk',
    loadFailedTitle: 'Die Angaben der Praxis konnten nicht geladen werden.',
    loadFailedText:
      'Sie können die Seite trotzdem nutzen. Falls das Absenden nicht klappt, versuchen Sie es bitte später erneut oder rufen Sie die Praxis an.',
  },

  notFound: {
    /** DESIGN §4: unknown practice. */
    title: 'Praxis nicht gefunden',
    text: 'Zu diesem Link gibt es keine Praxis. Bitte prüfen Sie die Adresse oder öffnen Sie die Online-Rezeption über die Website Ihrer Praxis.',
    hint: 'Sie erreichen Ihre Praxis auch telefonisch – die Nummer finden Sie auf Ihrer Terminkarte oder der Website der Praxis.',
  },

  unavailable: {
    title: 'Dieser Weg ist derzeit nicht verfügbar',
    text: 'Die Praxis bietet diese Anfrage online gerade nicht an. Bitte wählen Sie einen anderen Weg oder melden Sie sich telefonisch.',
    toBooking: 'Andere Möglichkeiten ansehen',
  },

  home: {
    pageTitle: 'Online-Rezeption',
    welcomeTitle: 'Willkommen in der Online-Rezeption',
    welcomeSubtitle: 'Wie können wir Ihnen helfen? Wählen Sie Ihr Anliegen.',
    cardsLabel: 'Ihr Anliegen',
    book: {
      title: 'Termin anfragen',
      text: 'Mit Rezept, als Selbstzahler oder mit manueller Eingabe Ihres Rezepts.',
    },
    question: {
      title: 'Frage stellen',
      text: 'Sie haben eine Frage an unser Team? Schreiben Sie uns.',
    },
    cancel: {
      title: 'Termin absagen',
      text: 'Sie können einen Termin nicht wahrnehmen? Sagen Sie ihn hier ab.',
    },
  },

  contact: {
    heading: 'So erreichen Sie uns',
    phone: 'Telefon',
    email: 'E-Mail',
    callUs: (phone: string) => `Anrufen: ${phone}`,
    writeUs: (email: string) => `E-Mail schreiben: ${email}`,
    openingHours: 'Öffnungszeiten',
    locations: 'Standorte',
  },

  booking: {
    pageTitle: 'Termin anfragen',
    breadcrumb: 'Terminbuchung',
    intro: 'Wie möchten Sie Ihren Termin anfragen? Wählen Sie den passenden Weg.',
    waysLabel: 'Wege zur Terminanfrage',
    prescription: {
      title: 'Mit Rezept',
      text: 'Laden Sie ein Foto oder PDF Ihres Rezepts (Heilmittelverordnung) hoch.',
    },
    selfPay: {
      title: 'Selbstzahler',
      text: 'Ohne Rezept – Sie bezahlen die Behandlung selbst.',
    },
    manual: {
      title: 'Rezept manuell eingeben',
      textMedical: 'Kein Foto zur Hand? Tippen Sie die Angaben Ihres Rezepts einfach ab.',
      textNonMedical: 'Beschreiben Sie Ihre Ziele und die gewünschten Leistungen.',
    },
    noWays:
      'Termine können bei dieser Praxis derzeit nicht online angefragt werden. Bitte rufen Sie uns an oder schreiben Sie uns eine E-Mail.',
    servicesHeading: 'Unsere Leistungen',
    additionalServicesHeading: 'Weitere Angebote',
    reasonsHeading: (practice: string) => `Gute Gründe für ${practice}`,
    reasons: {
      online: 'Anfragen rund um die Uhr – ohne Warteschleife am Telefon',
      personal: 'Wir melden uns persönlich bei Ihnen, um den Termin abzustimmen',
      secure: 'Ihre Angaben werden verschlüsselt übertragen und gespeichert',
      locations: (count: number) => `${count} Standorte – wählen Sie den passenden`,
    },
  },

  fields: {
    name: 'Vor- und Nachname',
    phone: 'Telefonnummer',
    phoneHint: 'Für Rückfragen zu Ihrem Termin',
    email: 'E-Mail-Adresse',
    optional: (label: string) => `${label} (optional)`,
    honeypot: 'Bitte leer lassen',
    requiredNote: 'Alle Felder sind Pflichtfelder, sofern nicht als „optional“ markiert.',
  },

  privacy: {
    /** The link text inside the consent sentence. */
    link: 'Datenschutzerklärung',
    before: 'Ich habe die ',
    after:
      ' gelesen und bin einverstanden, dass meine Angaben zur Bearbeitung meiner Anfrage verarbeitet werden.',
    hint: 'Ihre Angaben werden verschlüsselt übertragen und nur von der Praxis gelesen.',
  },

  submit: {
    /** Spec 002 §4, verbatim. */
    submitting: 'Wird gesendet...',
    /** Spec 002 §4, verbatim. */
    uploading: 'Upload läuft...',
    /** Spec 002 §8, verbatim. */
    unknownError: 'Unbekannter Fehler aufgetreten',
    /** Spec 002 §8, verbatim. */
    sendFailed: 'Fehler beim Senden der Anfrage',
    /** Spec 002 §8, verbatim. */
    cancellationFailed: 'Fehler beim Senden der Absage',
    httpError: (status: number, body: string) => `HTTP ${status}: ${body}`,
    errorTitle: 'Ihre Anfrage konnte nicht gesendet werden.',
  },

  prescription: {
    pageTitle: 'Termin mit Rezept anfragen',
    breadcrumb: 'Mit Rezept',
    intro:
      'Laden Sie Ihr Rezept hoch und hinterlassen Sie Ihre Kontaktdaten. Wir melden uns zur Terminabsprache bei Ihnen.',
    fileLabel: 'Ihr Rezept (Foto oder PDF)',
    fileHint: 'JPG, PNG oder PDF, höchstens 4 MB. Bitte achten Sie darauf, dass alles gut lesbar ist.',
    messageLabel: 'Nachricht (optional)',
    messageHint: 'Zum Beispiel Ihre Wunschzeiten oder der gewünschte Standort.',
    submit: 'Anfrage mit Rezept senden',
    /** Spec 002 §5, verbatim (x in MB, two decimals). */
    fileTooLarge: (bytes: number) =>
      `Datei ist zu groß. Maximum: 4MB (Ihre Datei: ${formatMegabytes(bytes)} MB)`,
    /** Spec 002 §5, verbatim. */
    fileWrongType: 'Nicht unterstütztes Dateiformat. Erlaubt: JPG, PNG, PDF',
    /** Spec 002 §5, verbatim. */
    fileMissing: 'Bitte wähle eine Datei aus',
    uploadErrorTitle: 'Ihr Rezept konnte nicht hochgeladen werden.',
    requestSaved:
      'Ihre Anfrage selbst ist bei uns angekommen. Sie können das Hochladen erneut versuchen oder ohne Datei fortfahren – dann bringen Sie das Rezept bitte zum ersten Termin mit.',
    retryUpload: 'Rezept erneut hochladen',
    continueWithoutFile: 'Ohne Datei fortfahren',
  },

  /** Spec 002 §8 "Upload error codes": the reaction in German, then the tips. */
  upload: {
    submissionNotFound: 'Ihre Anfrage wurde nicht gefunden. Bitte senden Sie das Formular noch einmal ab.',
    databaseError:
      'Beim Speichern ist ein technischer Fehler in unserer Datenbank aufgetreten. Unser Team wurde informiert. Bitte wenden Sie sich direkt an die Praxis:',
    metadataFailed:
      'Die Angaben zu Ihrer Datei konnten nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut.',
    encryptionFailed:
      'Ihre Datei konnte nicht sicher verschlüsselt werden. Bitte verwenden Sie eine andere Datei oder versuchen Sie es erneut.',
    tooLarge: 'Die Datei ist zu groß. Erlaubt sind höchstens 4 MB.',
    unsupportedType: 'Dieses Dateiformat wird nicht unterstützt. Erlaubt sind JPG, PNG und PDF.',
    notAllowed:
      'Für diese Anfrage kann keine Datei mehr hochgeladen werden. Bitte senden Sie das Formular noch einmal ab.',
    noFile: 'Es ist keine Datei bei uns angekommen. Bitte wählen Sie die Datei erneut aus.',
    generic: 'Beim Hochladen Ihrer Datei ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    tipsHeading: 'Tipps:',
    tips: ['Prüfen Sie Ihre Internetverbindung.', 'Erlaubt sind JPG, PNG und PDF bis 4 MB.'],
  },

  selfPay: {
    pageTitle: 'Termin als Selbstzahler anfragen',
    breadcrumb: 'Selbstzahler',
    intro:
      'Sie möchten ohne Rezept zu uns kommen? Beschreiben Sie kurz Ihr Anliegen – wir melden uns mit einem Terminvorschlag.',
    messageLabel: 'Ihr Anliegen',
    messageHint: 'Zum Beispiel Ihre Beschwerden, die gewünschte Behandlung und Ihre Wunschzeiten.',
    submit: 'Anfrage senden',
  },

  manual: {
    pageTitle: 'Rezept manuell eingeben',
    breadcrumb: 'Rezept manuell eingeben',
    introMedical:
      'Übertragen Sie die Angaben von Ihrem Rezept in das Formular. Das Original bringen Sie bitte zum ersten Termin mit.',
    introNonMedical:
      'Beschreiben Sie, was Sie erreichen möchten und welche Leistungen Sie interessieren. Wir melden uns mit einem Terminvorschlag.',
    diagnosis: 'Diagnose',
    diagnosisHint: 'So, wie sie auf dem Rezept steht, z. B. „Lumbalgie“ oder der ICD-10-Code.',
    treatment: 'Verordnete Behandlung',
    treatmentHint: 'Zum Beispiel „Krankengymnastik, 6 ×“.',
    doctor: 'Ausstellende Ärztin / ausstellender Arzt (optional)',
    goals: 'Ihre Ziele',
    goalsHint: 'Zum Beispiel schmerzfrei laufen, wieder Sport treiben, Haltung verbessern.',
    services: 'Gewünschte Leistungen',
    servicesHint: (examples: string) => (examples ? `Zum Beispiel ${examples}.` : ''),
    submit: 'Anfrage senden',
  },

  question: {
    pageTitle: 'Frage stellen',
    breadcrumb: 'Frage stellen',
    intro: 'Schreiben Sie uns Ihre Frage – wir antworten Ihnen so bald wie möglich.',
    messageLabel: 'Ihre Frage',
    submit: 'Frage senden',
    successTitle: 'Vielen Dank für Ihre Frage!',
    successText: 'Ihre Nachricht ist bei uns eingegangen. Wir melden uns so bald wie möglich bei Ihnen.',
    another: 'Weitere Frage stellen',
  },

  cancellation: {
    pageTitle: 'Termin absagen',
    breadcrumb: 'Termin absagen',
    intro: 'Sie können einen Termin nicht wahrnehmen? Geben Sie uns bitte so früh wie möglich Bescheid.',
    /** Spec 002 §2/§9: 24 hours' notice; the fee amount is not shown. */
    noticeTitle: 'Bitte beachten Sie',
    notice:
      'Bitte sagen Sie Ihren Termin mindestens 24 Stunden vor Beginn ab. Bei einer späteren Absage oder wenn Sie nicht erscheinen, kann eine Ausfallgebühr berechnet werden.',
    appointmentDate: 'Datum des Termins',
    reason: 'Grund der Absage (optional)',
    reasonHint: 'Möchten Sie einen Ersatztermin? Schreiben Sie uns gern Ihre Wunschzeiten.',
    submit: 'Absage senden',
    successTitle: 'Ihre Absage ist eingegangen',
    successText:
      'Vielen Dank, dass Sie uns Bescheid geben. Wir melden uns bei Ihnen, falls wir Rückfragen haben.',
    callOnlyTitle: 'Absagen bitte telefonisch',
    callOnlyText:
      'Diese Praxis nimmt Terminabsagen nur telefonisch entgegen. Bitte rufen Sie uns zu unseren Öffnungszeiten an.',
    callOnlyNoPhone: 'Bitte wenden Sie sich direkt an die Praxis.',
  },

  submissionSuccess: {
    pageTitle: 'Anfrage gesendet',
    heading: 'Vielen Dank! Ihre Anfrage ist eingegangen.',
    text: 'Möchten Sie uns vorab ein paar Fragen zu Ihren Beschwerden beantworten? So können wir Ihren ersten Termin gezielt vorbereiten.',
    duration: 'Dauer: etwa 3 bis 5 Minuten',
    /** Spec 002 §2, verbatim. */
    start: 'Jetzt zur Anamnese',
    /** Spec 002 §2, verbatim. */
    skip: 'Anamnese überspringen',
    countdown: (seconds: number) =>
      seconds === 1
        ? 'Sie werden in 1 Sekunde automatisch zur Anamnese weitergeleitet.'
        : `Sie werden in ${seconds} Sekunden automatisch zur Anamnese weitergeleitet.`,
    stopCountdown: 'Automatische Weiterleitung anhalten',
    countdownStopped: 'Die automatische Weiterleitung ist angehalten.',
  },

  success: {
    pageTitle: 'Alles erledigt',
    byType: {
      anamnese: {
        heading: 'Vielen Dank für Ihre Angaben!',
        text: 'Ihr Anamnesebogen ist bei uns eingegangen. Damit können wir Ihren Termin gezielt vorbereiten.',
      },
      prescription: {
        heading: 'Ihre Terminanfrage mit Rezept ist eingegangen',
        text: 'Wir prüfen Ihr Rezept und melden uns zur Terminabsprache bei Ihnen. Bitte bringen Sie das Original zum ersten Termin mit.',
      },
      manual: {
        heading: 'Ihre Terminanfrage ist eingegangen',
        text: 'Wir prüfen Ihre Angaben und melden uns zur Terminabsprache bei Ihnen.',
      },
      selfpay: {
        heading: 'Ihre Terminanfrage ist eingegangen',
        text: 'Wir melden uns mit einem Terminvorschlag bei Ihnen.',
      },
      default: {
        heading: 'Vielen Dank!',
        text: 'Ihre Nachricht ist bei uns eingegangen. Wir melden uns so bald wie möglich bei Ihnen.',
      },
    },
    questions: 'Noch Fragen? Sie erreichen uns so:',
    toHome: 'Zur Online-Rezeption',
  },

  reference: {
    label: 'Ihre Referenznummer',
    hint: 'Bitte geben Sie diese Nummer an, wenn Sie uns zu Ihrer Anfrage kontaktieren.',
  },

  thankYou: {
    pageTitle: 'Nachricht gesendet',
    heading: 'Vielen Dank!',
    text: 'Ihre Nachricht wurde erfolgreich übermittelt. Wir melden uns so bald wie möglich bei Ihnen.',
    countdown: (seconds: number) =>
      seconds === 1
        ? 'Sie werden in 1 Sekunde weitergeleitet.'
        : `Sie werden in ${seconds} Sekunden weitergeleitet.`,
    stopped: 'Die automatische Weiterleitung wurde angehalten.',
    backTo: (practice: string) => `Zurück zu ${practice}`,
  },

  failure: {
    pageTitle: 'Fehler beim Senden',
    heading: 'Ihre Nachricht konnte nicht gesendet werden',
    errorLabel: 'Fehlermeldung',
    causesHeading: 'Mögliche Ursachen',
    causes: [
      'Die Internetverbindung wurde unterbrochen.',
      'Ein Pflichtfeld war leer oder enthielt ungültige Angaben.',
      'Eine Datei war zu groß oder hatte ein nicht unterstütztes Format.',
      'Der Dienst war vorübergehend nicht erreichbar.',
    ],
    /** Spec 002 §2, verbatim. */
    retry: 'Erneut versuchen',
    /** Spec 002 §2, verbatim. */
    home: 'Zurück zur Startseite',
    contactHeading: 'Sie erreichen die Praxis auch direkt:',
  },
} as const;

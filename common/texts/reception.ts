// Texts of the patients' online reception, the thank-you page and the failure page (spec 002 §2, §4, §5, §8).
// Texts the spec quotes in German are marked "verbatim" and must not be reworded. Field messages of the
// forms themselves come from common/intake/formDataRules.ts (shared with the server).
// Functions of `w` take the practice's words (receptionWords in common/receptionWords.ts, which also holds
// their defaults), of `medical` its business type: spec 002 §1 "The business type 'medical' changes wording
// and some fields".
import { germanNumber } from '../format/germanNumber.ts';
import type { ReceptionWords } from '../receptionWords.ts';
import { formatMegabytes } from '../submission/fileSize.ts';

type Words = ReceptionWords;

/** "1 Stunde", "24 Stunden". */
const hoursText = (hours: number) => (hours === 1 ? '1 Stunde' : `${germanNumber(hours)} Stunden`);

export const receptionTexts = {
  /** Used when the practice's name is unknown. */
  homeLabel: 'Online-Rezeption',
  documentTitle: (pageTitle: string, practice: string) => `${pageTitle} · ${practice}`,
  back: 'Zurück',
  backToWebsite: (practice: string) => `Zur Website von ${practice}`,
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
    text: (w: Words) =>
      `Unser ${w.company}-Team bietet diese Anfrage online gerade nicht an. Bitte wählen Sie einen anderen Weg oder melden Sie sich telefonisch.`,
    toBooking: 'Andere Möglichkeiten ansehen',
  },

  home: {
    pageTitle: 'Online-Rezeption',
    welcomeTitle: 'Willkommen in der Online-Rezeption',
    welcomeSubtitle: 'Wie können wir Ihnen helfen? Wählen Sie Ihr Anliegen.',
    cardsLabel: 'Ihr Anliegen',
    book: {
      title: (w: Words) => `${w.appointment} anfragen`,
      text: (medical: boolean) =>
        medical
          ? 'Mit Rezept, als Selbstzahler oder mit manueller Eingabe Ihres Rezepts.'
          : 'Mit Rezept, als Selbstzahler oder mit Ihren Zielen und Wünschen.',
    },
    question: {
      title: 'Frage stellen',
      text: (w: Words) => `Sie haben eine Frage an unser ${w.company}-Team? Schreiben Sie uns.`,
    },
    cancel: {
      title: (w: Words) => `${w.appointment} absagen`,
      text: 'Sie sind verhindert? Sagen Sie hier ab.',
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
    pageTitle: (w: Words) => `${w.appointment} anfragen`,
    breadcrumb: 'Terminbuchung',
    intro: 'Wie möchten Sie anfragen? Wählen Sie den passenden Weg.',
    waysLabel: 'Wege zur Anfrage',
    prescription: {
      title: 'Mit Rezept',
      text: (medical: boolean) =>
        medical
          ? 'Laden Sie ein Foto oder PDF Ihres Rezepts (Heilmittelverordnung) hoch.'
          : 'Laden Sie ein Foto oder PDF Ihres Rezepts hoch.',
    },
    selfPay: {
      title: 'Selbstzahler',
      text: (w: Words) => `${w.treatment} ohne Rezept – Sie bezahlen selbst.`,
    },
    manual: {
      /** UI.md's name of the way; a non-medical business has no prescription to type in. */
      title: (medical: boolean) => (medical ? 'Rezept manuell eingeben' : 'Ziele und Wünsche angeben'),
      text: (medical: boolean) =>
        medical
          ? 'Kein Foto zur Hand? Tippen Sie die Angaben Ihres Rezepts einfach ab.'
          : 'Beschreiben Sie Ihre Ziele und die gewünschten Leistungen.',
    },
    noWays:
      'Anfragen sind online derzeit nicht möglich. Bitte rufen Sie uns an oder schreiben Sie uns eine E-Mail.',
    servicesHeading: 'Unsere Leistungen',
    additionalServicesHeading: 'Weitere Angebote',
    reasonsHeading: (practice: string) => `Gute Gründe für ${practice}`,
    reasons: {
      online: 'Anfragen rund um die Uhr – ohne Warteschleife am Telefon',
      personal: 'Wir melden uns persönlich bei Ihnen und stimmen alles Weitere ab',
      secure: 'Ihre Angaben werden verschlüsselt übertragen und gespeichert',
      locations: (count: number) => `${count} Standorte – wählen Sie den passenden`,
    },
  },

  fields: {
    name: 'Vor- und Nachname',
    phone: 'Telefonnummer',
    phoneHint: 'Für Rückfragen zu Ihrer Anfrage',
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
    hint: 'Ihre Angaben werden verschlüsselt übertragen und nur von uns gelesen.',
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
    pageTitle: (w: Words) => `${w.appointment} mit Rezept anfragen`,
    breadcrumb: 'Mit Rezept',
    intro:
      'Laden Sie Ihr Rezept hoch und hinterlassen Sie Ihre Kontaktdaten. Wir melden uns bei Ihnen und stimmen alles Weitere ab.',
    fileLabel: 'Ihr Rezept (Foto oder PDF)',
    fileHint:
      'JPG, PNG oder PDF bis 4 MB – größere Fotos werden automatisch verkleinert. Bitte achten Sie darauf, dass alles gut lesbar ist.',
    /** While a photo over 4 MB is made smaller in the browser (issue 29). */
    photoShrinking: 'Ihr Foto wird für den Versand verkleinert …',
    photoShrunk: (before: number, after: number) =>
      `Ihr Foto wurde für den Versand verkleinert (von ${formatMegabytes(before)} auf ${formatMegabytes(after)}).`,
    messageLabel: 'Nachricht (optional)',
    messageHint: 'Zum Beispiel Ihre Wunschzeiten oder der gewünschte Standort.',
    submit: 'Anfrage mit Rezept senden',
    /** Spec 002 §5, verbatim (x in MB, two decimals). */
    fileTooLarge: (bytes: number) =>
      `Datei ist zu groß. Maximum: 4MB (Ihre Datei: ${formatMegabytes(bytes)})`,
    /** Spec 002 §5, verbatim. */
    fileWrongType: 'Nicht unterstütztes Dateiformat. Erlaubt: JPG, PNG, PDF',
    /** Spec 002 §5, addressed politely as everywhere else (issue 29). */
    fileMissing: 'Bitte wählen Sie eine Datei aus.',
    uploadErrorTitle: 'Ihr Rezept konnte nicht hochgeladen werden.',
    requestSaved:
      'Ihre Anfrage selbst ist bei uns angekommen. Sie können das Hochladen erneut versuchen oder ohne Datei fortfahren – dann bringen Sie das Rezept bitte mit, wenn Sie zu uns kommen.',
    retryUpload: 'Rezept erneut hochladen',
    continueWithoutFile: 'Ohne Datei fortfahren',
  },

  /**
   * Spec 002 §8 "Upload error codes": the reaction in German, then the tips. A file the server refuses as too
   * large, of another type or missing gets the §5 messages of `prescription` instead (same cause, same words).
   */
  upload: {
    submissionNotFound: 'Ihre Anfrage wurde nicht gefunden. Bitte senden Sie das Formular noch einmal ab.',
    databaseError:
      'Beim Speichern ist ein technischer Fehler in unserer Datenbank aufgetreten. Unser Team wurde informiert. Bitte wenden Sie sich direkt an uns:',
    metadataFailed:
      'Die Angaben zu Ihrer Datei konnten nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut.',
    encryptionFailed:
      'Ihre Datei konnte nicht sicher verschlüsselt werden. Bitte verwenden Sie eine andere Datei oder versuchen Sie es erneut.',
    notAllowed:
      'Für diese Anfrage kann keine Datei mehr hochgeladen werden. Bitte senden Sie das Formular noch einmal ab.',
    generic: 'Beim Hochladen Ihrer Datei ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    tooManyUploads:
      'Von Ihrem Anschluss laufen gerade mehrere Uploads gleichzeitig. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
    timedOut:
      'Die Übertragung Ihrer Datei hat zu lange gedauert. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    tipsHeading: 'Tipps:',
    tips: ['Prüfen Sie Ihre Internetverbindung.', 'Erlaubt sind JPG, PNG und PDF bis 4 MB.'],
  },

  selfPay: {
    pageTitle: (w: Words) => `${w.treatment} als Selbstzahler anfragen`,
    breadcrumb: 'Selbstzahler',
    intro:
      'Sie möchten ohne Rezept zu uns kommen? Beschreiben Sie kurz Ihr Anliegen – wir melden uns mit einem Vorschlag.',
    messageLabel: 'Ihr Anliegen',
    messageHint: (medical: boolean) =>
      medical
        ? 'Zum Beispiel Ihre Beschwerden, gewünschte Leistungen und Ihre Wunschzeiten.'
        : 'Zum Beispiel Ihre Ziele, gewünschte Leistungen und Ihre Wunschzeiten.',
    submit: 'Anfrage senden',
  },

  manual: {
    /** Page title and breadcrumb: the booking way's name. */
    pageTitle: (medical: boolean) => (medical ? 'Rezept manuell eingeben' : 'Ziele und Wünsche angeben'),
    introMedical:
      'Übertragen Sie die Angaben von Ihrem Rezept in das Formular. Das Original bringen Sie bitte mit, wenn Sie zu uns kommen.',
    introNonMedical:
      'Beschreiben Sie, was Sie erreichen möchten und welche Leistungen Sie interessieren. Wir melden uns mit einem Vorschlag.',
    diagnosis: 'Diagnose',
    diagnosisHint: 'So, wie sie auf dem Rezept steht, z. B. „Lumbalgie“ oder der ICD-10-Code.',
    treatment: 'Verordnete Behandlung',
    treatmentHint: 'Zum Beispiel „Krankengymnastik, 6 ×“.',
    doctor: 'Ausstellende Ärztin / ausstellender Arzt (optional)',
    prescriptionDate: 'Ausgestellt am',
    prescriptionDateHint: 'Das Datum oben auf Ihrem Rezept.',
    /** Issue 29: a Heilmittelverordnung must normally be started within 28 days; older ones are still sent. */
    prescriptionDateOld: (days: number) =>
      `Ihr Rezept ist älter als ${days} Tage. Eine Behandlung mit Rezept muss in der Regel innerhalb von ${days} Tagen nach dem Ausstellungsdatum beginnen. Sie können die Anfrage trotzdem senden – wir klären mit Ihnen, wie es weitergeht.`,
    goals: 'Ihre Ziele',
    goalsHint: 'Zum Beispiel schmerzfrei laufen, wieder Sport treiben, Haltung verbessern.',
    services: 'Gewünschte Leistungen',
    servicesHint: (examples: string) => (examples ? `Zum Beispiel ${examples}.` : ''),
    submit: 'Anfrage senden',
  },

  question: {
    pageTitle: 'Frage stellen',
    breadcrumb: 'Frage stellen',
    intro: (w: Words) =>
      `Schreiben Sie uns Ihre Frage – unser ${w.company}-Team antwortet Ihnen so bald wie möglich.`,
    messageLabel: 'Ihre Frage',
    submit: 'Frage senden',
    successTitle: 'Vielen Dank für Ihre Frage!',
    successText: (w: Words) =>
      `Ihre Nachricht ist bei uns eingegangen. Unser ${w.company}-Team meldet sich so bald wie möglich bei Ihnen.`,
    another: 'Weitere Frage stellen',
  },

  cancellation: {
    pageTitle: (w: Words) => `${w.appointment} absagen`,
    breadcrumb: (w: Words) => `${w.appointment} absagen`,
    intro: 'Sie sind verhindert? Geben Sie uns bitte so früh wie möglich Bescheid.',
    /**
     * Spec 002 §2/§9 (no German given): 24 hours' notice before the start, "otherwise a no-show fee is
     * charged"; the amount is not shown.
     */
    noticeTitle: 'Bitte beachten Sie',
    notice: (hours: number) =>
      `Bitte sagen Sie mindestens ${hoursText(hours)} vor dem vereinbarten Beginn ab. Andernfalls wird eine Ausfallgebühr berechnet.`,
    /** Heads the practice's own terms (config.cancellationTerms), which are shown as the practice wrote them. */
    termsLabel: 'Absagebedingungen der Praxis:',
    appointmentDate: 'Datum des Termins',
    appointmentTime: 'Uhrzeit des Termins',
    /** The chosen appointment is closer than the practice's notice period: a warning, cancelling still works. */
    shortNoticeTitle: (hours: number) => `Ihr Termin beginnt in weniger als ${hoursText(hours)}.`,
    shortNoticeText: 'Sie können trotzdem absagen – bitte tun Sie es so früh wie möglich.',
    shortNoticeFee: 'Für so kurzfristige Absagen wird eine Ausfallgebühr berechnet.',
    reason: 'Grund der Absage (optional)',
    reasonHint: 'Möchten Sie einen Ersatztermin? Schreiben Sie uns gern Ihre Wunschzeiten.',
    submit: 'Absage senden',
    successTitle: 'Ihre Absage ist eingegangen',
    successText:
      'Vielen Dank, dass Sie uns Bescheid geben. Wir melden uns bei Ihnen, falls wir Rückfragen haben.',
    callOnlyTitle: 'Absagen bitte telefonisch',
    callOnlyText: (w: Words) =>
      `Absagen nimmt unser ${w.company}-Team nur telefonisch entgegen. Bitte rufen Sie uns zu unseren Öffnungszeiten an.`,
    callOnlyNoPhone: (w: Words) => `Bitte wenden Sie sich direkt an unser ${w.company}-Team.`,
  },

  submissionSuccess: {
    pageTitle: 'Anfrage gesendet',
    heading: 'Vielen Dank! Ihre Anfrage ist eingegangen.',
    text: (w: Words) =>
      `Möchten Sie uns vorab ein paar Fragen zu Ihren Beschwerden beantworten? So können sich unsere ${w.providers} gezielt auf Sie vorbereiten.`,
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
        text: (w: Words) =>
          `Ihr Anamnesebogen ist bei uns eingegangen. Damit können sich unsere ${w.providers} gezielt auf Sie vorbereiten.`,
      },
      prescription: {
        heading: 'Ihre Anfrage mit Rezept ist eingegangen',
        text: (w: Words) =>
          `Unser ${w.company}-Team prüft Ihr Rezept und meldet sich bei Ihnen. Bitte bringen Sie das Original mit, wenn Sie zu uns kommen.`,
      },
      manual: {
        heading: 'Ihre Anfrage ist eingegangen',
        text: (w: Words) => `Unser ${w.company}-Team prüft Ihre Angaben und meldet sich bei Ihnen.`,
      },
      selfpay: {
        heading: 'Ihre Anfrage ist eingegangen',
        text: (w: Words) => `Unser ${w.company}-Team meldet sich mit einem Vorschlag bei Ihnen.`,
      },
      default: {
        heading: 'Vielen Dank!',
        text: (w: Words) =>
          `Ihre Nachricht ist bei uns eingegangen. Unser ${w.company}-Team meldet sich so bald wie möglich bei Ihnen.`,
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
    /** By the kind of the redirect's error id (common/reception/failureReason.ts, issue 43). */
    reasons: {
      input: 'Eine Angabe fehlte oder war ungültig. Bitte prüfen Sie das Formular und senden Sie es erneut.',
      practice:
        'Die Praxis nimmt über dieses Formular keine Anfragen an. Bitte wenden Sie sich direkt an die Praxis.',
      tooMany:
        'Von Ihrem Anschluss kamen in kurzer Zeit zu viele Anfragen. Bitte versuchen Sie es später erneut.',
      refused:
        'Ihre Anfrage wurde aus Sicherheitsgründen abgelehnt. Bitte wenden Sie sich telefonisch an die Praxis.',
      unavailable:
        'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.',
    },
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

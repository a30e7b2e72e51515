// German texts of the submission detail screen (spec 001 §2.1, §2.2, §4, §5, §8, §9). Texts the spec quotes
// are verbatim; the rest is ours in the same voice.

import { germanNumber } from '../format/germanNumber.ts';

const integer = (n: number) => germanNumber(n, { max: 0 });
const seconds = (n: number) => germanNumber(n, { min: 1, max: 2 });

export const submissionTexts = {
  pageTitle: 'Einreichung',
  /** The browser tab's title: the reference number, never the patient's name (it stays in the history). */
  documentTitle: (reference: string) => `Einreichung ${reference}`,
  /** Heading when the form data names nobody (spec 001 §2.1). */
  fallbackTitle: (id: string) => `Einreichung #${id}`,
  /** Subline: the form type label (spec 001 §2.1: Anamnese, Rezept, Bewerbung, Training, else Kontaktformular). */
  formTypes: {
    anamnese: 'Anamnese',
    prescription: 'Rezept',
    bewerbung: 'Bewerbung',
    training: 'Training',
    contact: 'Kontaktformular',
  },
  receivedAt: 'Eingegangen am',
  referenceNumber: 'Referenznummer',
  /** The reception's language when the patient did not use German (issue 29). */
  patientLanguage: (language: string) => `Sprache: ${language}`,
  practice: 'Praxis',
  loading: 'Formular-Details werden geladen …',
  /** While the panels below the request (consents, workflow, replies, e-mails) get their first answers. */
  panelsLoading: 'Bearbeitung, Antworten und E-Mails werden geladen …',

  /**
   * The desk says "bearbeitet" for its workflow (issue 29: one term per thing; "verarbeitet" for data
   * processing), except in the two buttons spec 001 §2.1 quotes verbatim (actions below).
   */
  status: {
    processed: 'Bearbeitet',
    unprocessed: 'Unbearbeitet',
  },
  actions: {
    /** Spec 001 §2.1, verbatim (the one place the workflow's flag says "verarbeitet"). */
    markProcessed: 'Als verarbeitet markieren',
    markUnprocessed: 'Als unverarbeitet markieren',
    back: 'Zurück',
    delete: 'Löschen',
    exportPdf: 'PDF exportieren',
  },
  deleteDialog: {
    title: 'Möchten Sie diese Formular-Einreichung wirklich löschen?',
    description:
      'Die Einreichung wird mit ihrer Datei, der Anamnese und den generierten Texten endgültig gelöscht.',
    confirm: 'Löschen',
    cancel: 'Abbrechen',
  },

  /** Spec 001 §8, verbatim. */
  errors: {
    notFound: 'Formular-Einreichung nicht gefunden.',
    notFoundHint: 'Die Einreichung wurde gelöscht oder gehört nicht zu Ihrer Praxis.',
    backToDashboard: 'Zurück zum Dashboard',
    load: 'Die Formular-Details konnten nicht geladen werden.',
    status: 'Der Status konnte nicht aktualisiert werden.',
    delete: 'Die Formular-Einreichung konnte nicht gelöscht werden.',
    processingNotStarted: 'Die Anamnese-Verarbeitung konnte nicht gestartet werden.',
    regenerate: (reason: string) => `Die Anamnese konnte nicht neu generiert werden: ${reason}`,
    anamneseLoad: (message: string) => `Fehler beim Laden der Anamnese-Daten: ${message}`,
    aiGeneration: (text: string) => `AI-Generierung fehlgeschlagen: ${text}`,
    download: 'Download fehlgeschlagen. Bitte versuchen Sie es erneut.',
    fileMetadata: '❌ Fehler beim Laden der Datei-Informationen',
    spam: 'Der Spam-Status konnte nicht geändert werden.',
    pdfExport: 'Der PDF-Export ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    dismiss: 'Meldung schließen',
  },
  decryptionFailed: 'Entschlüsselung fehlgeschlagen',

  spam: {
    title: 'Spam-Verwaltung',
    banner: 'Diese Einreichung ist als Spam markiert.',
    bannerHint: 'Für Spam werden keine Benachrichtigungen versendet.',
    status: 'Status',
    isSpam: 'Spam',
    notSpam: 'Kein Spam',
    score: 'Spam-Score',
    scoreValue: (score: number) => `${integer(score)}/100`,
    scoreNone: 'Nicht verfügbar',
    toggle: 'Als Spam markiert',
    toggleHint: 'Ändern setzt den Spam-Score (Spam 70, kein Spam 0) und trainiert den Spam-Filter.',
    markedSpam: 'Die Einreichung wurde als Spam markiert.',
    markedNotSpam: 'Die Einreichung wurde als kein Spam markiert.',
    reasons: 'Gründe des Spam-Filters',
    noReasons: 'Der Spam-Filter hat keine Gründe angegeben.',
    quarantine: {
      pending: 'Warte auf KI-Analyse',
      processing: 'KI-Analyse läuft...',
      failed: 'KI-Analyse fehlgeschlagen',
    },
  },

  email: {
    title: 'E-Mail-Benachrichtigung',
    sentCount: (n: number) => (n === 1 ? '1 E-Mail gesendet' : `${n} E-Mails gesendet`),
    lastSent: 'Zuletzt gesendet',
    spamText: 'Keine E-Mail gesendet, da die Einreichung als Spam markiert wurde.',
    noLogs: 'Keine E-Mail-Logs vorhanden.',
    logsTitle: 'E-Mail-Logs',
    recipient: 'Empfänger',
    subject: 'Betreff',
    status: 'Status',
    date: 'Datum',
    error: 'Fehlermeldung',
    sent: 'Gesendet',
    failed: 'Fehlgeschlagen',
  },

  /** Resending the notification (spec 001 §2.1, §5, §8, §9). */
  resend: {
    button: 'E-Mail erneut senden',
    sending: 'E-Mail wird gesendet …',
    /** Verbatim (spec 001 §5). */
    confirmTitle: 'Möchten Sie wirklich eine E-Mail für diese Einreichung erneut senden?',
    confirmDescription:
      'Jede Empfängerin und jeder Empfänger der Praxis erhält die Benachrichtigung noch einmal, mit einem neuen persönlichen Link und Code.',
    confirm: 'Erneut senden',
    cancel: 'Abbrechen',
    /** Verbatim (spec 001 §8): the default when the server names no message. */
    success: 'E-Mail erfolgreich erneut gesendet',
    reloading: 'Die Seite wird in 3 Sekunden neu geladen.',
    /** Verbatim (spec 001 §8): the default when the server names no message. */
    failed: 'Fehler beim Senden der E-Mail',
    /** Verbatim (issue 10): a practice without e-mail recipients. */
    noRecipients: 'Keine Empfänger für diesen Mandanten hinterlegt.',
  },

  file: {
    title: 'Rezept-Datei',
    name: 'Dateiname',
    type: 'Dateityp',
    size: 'Größe',
    uploadedAt: 'Hochgeladen am',
    thumbnailAlt: (fileName: string) => `Vorschau von ${fileName}`,
    openFullscreen: 'Vollbild anzeigen',
    fullscreenTitle: (fileName: string) => `Rezept: ${fileName}`,
    close: 'Schließen',
    view: 'Anzeigen',
    viewHint: '(öffnet in einem neuen Tab)',
    download: 'Herunterladen',
    downloading: 'Wird heruntergeladen …',
    imageLoading: 'Vorschau wird geladen …',
    imageFailed: 'Vorschau nicht verfügbar',
    legacy: 'Gespeicherter Dateipfad (älteres Format, kein Download möglich)',
  },

  formData: {
    title: 'Formular-Informationen',
    empty: 'Das Formular enthält keine Angaben.',
  },

  generatedText: {
    title: 'Generierter Fließtext',
    none: 'Für diese Anamnese wurde noch kein Fließtext erstellt.',
    generate: 'Fließtext generieren',
    regenerate: 'Anamnese-Text neu generieren',
    generating: 'Fließtext wird generiert …',
    showHtml: 'HTML anzeigen',
    showText: 'Text anzeigen',
    model: 'Modell',
    generatedAt: 'Erstellt am',
    confirmTitle: 'Anamnese-Text neu generieren?',
    confirmDescription:
      'Der vorhandene Fließtext wird überschrieben und kann nicht wiederhergestellt werden.',
    confirm: 'Neu generieren',
    cancel: 'Abbrechen',
  },

  /** Set when the configured AI service failed and the local engine answered. */
  fallbackNotice: 'Der KI-Dienst war nicht erreichbar; die Auswertung stammt vom lokalen Regelwerk.',

  anamnese: {
    title: 'Anamnese',
    loading: 'Anamnese wird geladen …',
    /** Spec 001 §2.2, verbatim (its English word included). */
    none: 'Für diese Submission wurde keine Anamnese ausgefüllt.',
    summaryTitle: 'KI-Zusammenfassung',
    /** Spec 001 §2.2, verbatim (its English word included). */
    createSummary: 'AI-Zusammenfassung erstellen',
    regenerateSummary: 'Neu generieren',
    generatingSummary: 'KI-Zusammenfassung wird erstellt …',
    noSummary: 'Es wurde noch keine KI-Zusammenfassung erstellt.',
    summary: 'Zusammenfassung',
    keyFindings: 'Wichtige Befunde',
    recommendations: 'Empfehlungen',
    riskFactors: 'Besondere Hinweise',
    noEntries: 'Keine',
    model: 'Modell',
    createdAt: 'Erstellt am',
    processingTime: 'Verarbeitungszeit',
    processingMs: (ms: number) => `${integer(ms)} ms`,
    tokens: 'Tokens',
    tokensValue: (n: number) => integer(n),
    generationTime: 'Generierungszeit',
    generationSeconds: (ms: number) => `${seconds(ms / 1000)} s`,
    answersTitle: 'Detaillierte Anamnese-Antworten',
    completedAt: 'Ausgefüllt am',
    view: 'Ansicht',
    formatted: 'Formatiert',
    raw: 'Rohdaten',
    redFlag: 'Warnzeichen',
  },

  shortcuts: {
    hint: 'Tastenkürzel: j = nächste, k = vorherige Einreichung',
  },
} as const;

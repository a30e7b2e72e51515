// Texts of the administration's Mandanten tab (spec 001 §2.4, §5, §8; spec 002 §3): the list, the create,
// edit, delete and API-details dialogs, and the server's messages for bad tenant input. Texts the spec quotes
// in German are marked "verbatim".

import { germanNumber } from '../format/germanNumber.ts';

const count = (n: number) => germanNumber(n);

export const adminTenantTexts = {
  list: {
    caption: 'Mandanten',
    loading: 'Mandanten werden geladen …',
    /** verbatim (spec 001 §8) */
    loadFailed: 'Die Mandantendaten konnten nicht geladen werden.',
    empty: 'Noch keine Mandanten angelegt.',
    emptyHint:
      'Legen Sie den ersten Mandanten an, damit seine Online-Rezeption und sein Formular-Eingang arbeiten.',
    add: 'Mandant hinzufügen',
    refresh: 'Aktualisieren',
    columns: {
      name: 'Name',
      slug: 'ID',
      createdAt: 'Erstellt am',
      legal: 'Rechtliches',
      actions: 'Aktionen',
    },
    /** A practice whose reception does not link these pages (issue 29): a warning badge each. */
    legalMissing: { privacyPolicy: 'Datenschutzerklärung fehlt', imprint: 'Impressum fehlt' },
    legalComplete: 'Vollständig',
    apiDetails: 'API-Details',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    /** Accessible names of the row buttons: which tenant they act on. */
    apiDetailsFor: (name: string) => `API-Details von ${name}`,
    editFor: (name: string) => `${name} bearbeiten`,
    deleteFor: (name: string) => `${name} löschen`,
    deleting: (percent: number) => `Wird gelöscht … ${percent} %`,
    deletingLabel: (name: string) => `Löschfortschritt von ${name}`,
    deletionQueued: 'Löschung geplant …',
    deletionFailed: 'Löschen fehlgeschlagen',
    retryDeletion: 'Löschen erneut starten',
    retryDeletionFor: (name: string) => `Löschen von ${name} erneut starten`,
  },

  form: {
    slugLabel: 'Mandanten-ID',
    /** spec 001 §5: the hint about the allowed characters. */
    slugHint:
      'Nur Kleinbuchstaben, Ziffern, Unterstriche und Bindestriche, z. B. physio-mitte. Die ID steht in den Formularen der Website und lässt sich später nicht ändern.',
    nameLabel: 'Name',
    logoLabel: 'Logo-URL (optional)',
    logoHint:
      'Adresse eines Bildes, beginnend mit https://. Es erscheint in der Online-Rezeption und in E-Mails.',
    recipientsLabel: 'E-Mail-Empfänger',
    recipientsHint:
      'Mehrere Adressen durch Kommas trennen. Diese Adressen erhalten eine Benachrichtigung bei jeder neuen Anfrage.',
    cancel: 'Abbrechen',
    close: 'Schließen',
  },

  create: {
    title: 'Neuen Mandanten anlegen',
    description: 'Eine Praxis mit eigener Online-Rezeption und eigenem Formular-Eingang.',
    submit: 'Mandant anlegen',
    /** verbatim (spec 001 §8) */
    failed: 'Der Mandant konnte nicht erstellt werden.',
    success: (name: string) => `Mandant „${name}“ wurde angelegt.`,
  },

  edit: {
    title: (name: string) => `${name} bearbeiten`,
    description: 'Stammdaten, Online-Rezeption und Benachrichtigungen dieses Mandanten.',
    loading: 'Die Einstellungen werden geladen …',
    submit: 'Änderungen speichern',
    /** verbatim (spec 001 §8) */
    failed: 'Der Mandant konnte nicht aktualisiert werden.',
    success: (name: string) => `Mandant „${name}“ wurde gespeichert.`,
    preview: 'Online-Rezeption ansehen',
    previewHint: 'Gespeicherte Änderungen erscheinen nach wenigen Sekunden in der Online-Rezeption.',
    legalMissingTitle: 'Rechtliche Angaben fehlen',
    legalMissingText:
      'Ohne Datenschutzerklärung können Patient:innen nicht nachlesen, worin sie in den Formularen einwilligen; ohne Impressum fehlt die Anbieterkennzeichnung. Bitte tragen Sie beide Adressen unter „Kontakt und Links“ ein.',
    newTab: '(öffnet in einem neuen Tab)',
    sections: {
      basics: 'Stammdaten',
      texts: 'Texte der Online-Rezeption',
      words: 'Bezeichnungen',
      contact: 'Kontakt und Links',
      locations: 'Standorte',
      openingHours: 'Öffnungszeiten',
      services: 'Leistungen',
      features: 'Funktionen der Online-Rezeption',
      notifications: 'Benachrichtigungen',
      team: 'Team und Datenschutz',
      domains: 'Domains',
      cancellation: 'Absagen',
      languages: 'Sprachen der Online-Rezeption',
    },
    slugReadOnly: (slug: string) => `Mandanten-ID: ${slug}`,
    fields: {
      companyName: 'Name der Praxis',
      fullCompanyName: 'Vollständiger Name (Fußzeile)',
      welcomeTitle: 'Begrüßung (Überschrift)',
      welcomeSubtitle: 'Begrüßung (Untertitel)',
      serviceDescription: 'Beschreibung des Angebots',
      bookAppointmentCTA: 'Beschriftung „Termin anfragen“',
      askQuestionCTA: 'Beschriftung „Frage stellen“',
      cancelAppointmentCTA: 'Beschriftung „Termin absagen“',
      logoAlt: 'Alternativtext des Logos',
      businessType: 'Art des Betriebs',
      companyType: 'Betrieb (kurz), z. B. Praxis',
      practiceType: 'Art der Praxis, z. B. Physiotherapiepraxis',
      providerType: 'Behandelnde (Mehrzahl), z. B. Physiotherapeut:innen',
      treatmentType: 'Leistung, z. B. Behandlung',
      appointmentType: 'Termin-Bezeichnung, z. B. Termin',
      website: 'Website',
      phone: 'Telefon',
      email: 'E-Mail',
      contactPhone: 'Telefon für Rückfragen',
      contactEmail: 'E-Mail für Rückfragen',
      privacyPolicyUrl: 'Datenschutzerklärung (URL)',
      imprintUrl: 'Impressum (URL)',
      logoUrl: 'Logo-URL',
      primaryServices: 'Hauptleistungen',
      additionalServices: 'Weitere Leistungen',
      domains: 'Eigene Domains',
      cancellationTerms: 'Absagebedingungen',
      cancellationNoticeHours: 'Absagefrist in Stunden',
    },
    hints: {
      emptyFallback: 'Leer lassen für den Standardtext.',
      servicesLines: 'Eine Leistung pro Zeile.',
      domains:
        'Eine Domain pro Zeile, z. B. rezeption.praxis-mitte.de. Unter diesen Adressen zeigt Praxisdesk die Online-Rezeption dieses Mandanten.',
      words: 'Leer gelassene Felder nehmen den Standard der gewählten Betriebsart.',
      cancellationTerms:
        'Zum Beispiel „Bei Absagen unter 24 Stunden berechnen wir 25 €.“ Patient:innen sehen den Text so, wie er hier steht – auch auf den Seiten in anderen Sprachen.',
      cancellationNoticeHours:
        'So viele Stunden vor dem Termin bitten Sie um die Absage. Wählt jemand einen näheren Termin, zeigt das Formular die Absagebedingungen deutlich an.',
      languages:
        'In diesen Sprachen können Patient:innen die Online-Rezeption und den Anamnesebogen lesen. Deutsch ist immer dabei.',
      germanAlways: 'Deutsch (immer angeboten)',
    },
    businessTypes: {
      medical: 'Medizinisch (Praxis, Rezept)',
      'non-medical': 'Nicht medizinisch (Studio, Kurs)',
    },
    locations: {
      name: 'Name des Standorts',
      address: 'Adresse',
      add: 'Standort hinzufügen',
      remove: (n: number) => `Standort ${n} entfernen`,
      legend: (n: number) => `Standort ${n}`,
      empty: 'Keine Standorte eingetragen.',
    },
    openingHours: {
      days: 'Tage',
      hours: 'Zeiten',
      add: 'Zeile hinzufügen',
      remove: (n: number) => `Öffnungszeit ${n} entfernen`,
      legend: (n: number) => `Öffnungszeit ${n}`,
      empty: 'Keine Öffnungszeiten eingetragen.',
    },
    features: {
      prescriptionUpload: 'Termin mit Rezept (Upload)',
      selfPay: 'Termin als Selbstzahler',
      manualPrescription: 'Rezept manuell eingeben',
      enableAnamnese: 'Anamnese-Fragebogen',
      callOnlyCancellation: 'Absagen nur telefonisch',
    },
    featureHints: {
      callOnlyCancellation: 'Die Absage-Seite zeigt dann nur Telefonnummer und Öffnungszeiten.',
    },
    notifications: {
      patientConfirmation: 'Eingangsbestätigung an Patient:innen',
      patientConfirmationHint:
        'Die Adresse aus der Anfrage erhält die Referenznummer und die Kontaktdaten der Praxis – keine Inhalte der Anfrage.',
      spamDigest: 'Tägliche Spam-Übersicht',
      spamDigestHint:
        'Einmal am Tag eine Liste der Anfragen, die der Spam-Filter zurückgehalten hat – nur wenn es welche gab.',
    },
  },

  delete: {
    title: (name: string) => `Mandant „${name}“ löschen?`,
    /** spec 001 §2.4: warns that all related users and data are deleted. */
    description:
      'Alle zugehörigen Benutzer und Daten werden gelöscht: Einreichungen, Dateien, Anamnesen, KI-Zusammenfassungen, E-Mail-Protokolle und Zugangslinks. Benutzer, die auch anderen Mandanten zugeordnet sind, behalten ihr Konto; Administratoren werden nie gelöscht. Das lässt sich nicht rückgängig machen.',
    prompt: (slug: string) => `Geben Sie zur Bestätigung die Mandanten-ID „${slug}“ ein`,
    confirm: 'Endgültig löschen',
    cancel: 'Abbrechen',
    /** verbatim (spec 001 §8) */
    failed: 'Der Mandant konnte nicht gelöscht werden.',
    started: (name: string) => `Die Löschung von „${name}“ läuft im Hintergrund.`,
    done: (name: string, submissions: number) =>
      submissions === 1
        ? `Mandant „${name}“ wurde gelöscht (1 Einreichung).`
        : `Mandant „${name}“ wurde gelöscht (${count(submissions)} Einreichungen).`,
  },

  apiDetails: {
    title: (name: string) => `API-Details: ${name}`,
    description:
      'So sendet die Website dieses Mandanten ihre Formulare an Praxisdesk. Geben Sie diese Angaben an die Agentur oder den Betreuer der Website weiter.',
    loading: 'Der öffentliche Schlüssel wird geladen …',
    keyFailed: 'Der öffentliche Schlüssel konnte nicht geladen werden.',
    endpoints: 'Endpunkte',
    submitForm: 'submitForm – JSON oder URL-kodiert, mit öffentlichem Schlüssel (Header „apikey“)',
    webflowSubmit:
      'webflow-submit – klassisches Formular ohne JavaScript und ohne Schlüssel; leitet nach dem Absenden weiter',
    tenantId: 'Mandanten-ID (tenantId)',
    publicKey: 'Öffentlicher Schlüssel',
    publicKeyHint:
      'Dieser Schlüssel darf im Quelltext der Website stehen: Er erlaubt nur das Absenden von Formularen.',
    jsSnippet: 'JavaScript-Beispiel',
    htmlSnippet: 'Formular ohne JavaScript',
    htmlSnippetHint:
      'Die versteckten Felder success_url und error_url sind optional: Ohne sie leitet Praxisdesk auf seine eigene Danke- bzw. Fehlerseite weiter.',
    close: 'Schließen',
  },

  /** Server messages for bad tenant input; also shown beside the form fields. */
  errors: {
    /** verbatim (spec 001 §5) */
    required: 'Mandanten-ID und Name sind erforderlich.',
    slugInvalid:
      'Die Mandanten-ID darf nur Kleinbuchstaben, Ziffern, Unterstriche und Bindestriche enthalten.',
    slugTooLong: (max: number) => `Die Mandanten-ID darf höchstens ${max} Zeichen lang sein.`,
    slugTaken: (slug: string) => `Einen Mandanten mit der ID „${slug}“ gibt es bereits.`,
    /** verbatim (spec 001 §5) */
    nameRequired: 'Name ist erforderlich.',
    nameTooLong: (max: number) => `Der Name darf höchstens ${max} Zeichen lang sein.`,
    emailsInvalid: (addresses: string[]) =>
      addresses.length === 1
        ? `„${addresses[0]}“ ist keine gültige E-Mail-Adresse. Mehrere Empfänger bitte durch Kommas trennen.`
        : `Keine gültigen E-Mail-Adressen: ${addresses.map((a) => `„${a}“`).join(', ')}. Mehrere Empfänger bitte durch Kommas trennen.`,
    tooManyRecipients: (max: number) => `Höchstens ${max} E-Mail-Empfänger.`,
    urlInvalid: (label: string) =>
      `${label}: Bitte eine vollständige Adresse mit http:// oder https:// angeben.`,
    emailInvalid: (label: string) => `${label}: Bitte eine gültige E-Mail-Adresse angeben.`,
    noticeHoursInvalid: (min: number, max: number) =>
      `Absagefrist: Bitte eine ganze Zahl von ${min} bis ${max} Stunden angeben.`,
    domainInvalid: (domain: string) =>
      `„${domain}“ ist keine gültige Domain. Bitte nur den Namen angeben, z. B. rezeption.praxis.de (ohne https:// und ohne Pfad).`,
    domainTaken: (domain: string) => `Die Domain „${domain}“ gehört bereits zu einem anderen Mandanten.`,
    deleting: 'Dieser Mandant wird gerade gelöscht und kann nicht mehr geändert werden.',
    platformSetting:
      'Die Domains der Praxis ändert die Plattform-Administration. Alle anderen Einstellungen können Sie selbst ändern.',
    notFound: 'Mandant nicht gefunden.',
    noDeletion: 'Für diesen Mandanten läuft keine Löschung.',
  },
} as const;

// Webhooks in the administration (issue 31): the tab "Webhooks", a practice's endpoints, the endpoint dialog,
// the secret shown once, rotation, the test event and the delivery log ("Zustellungen").
import type { WebhookEvent } from '../webhooks/events.ts';

export const webhooksAdminTexts = {
  tab: 'Webhooks',
  heading: 'Webhooks',
  intro: {
    title: 'So funktionieren Webhooks',
    points: [
      'Ein Webhook meldet Ereignisse Ihrer Praxis, zum Beispiel eine neue Anfrage, sofort an ein anderes System (etwa Ihre Praxissoftware).',
      'Jede Meldung ist nach dem Standard „Standard Webhooks“ signiert; der Empfänger prüft die Signatur mit dem Secret, das Sie beim Anlegen einmalig erhalten.',
      'Standardmäßig enthält eine Meldung nur Kennungen und die Vorgangsnummer, keine Gesundheitsdaten.',
      'Schlägt eine Zustellung fehl, wird sie bis zu drei Tage lang mit wachsenden Abständen wiederholt.',
    ],
  },
  practice: 'Praxis',
  loading: 'Wird geladen …',
  noPractices: 'Es gibt noch keine Praxis.',
  loadFailed: 'Die Webhooks konnten nicht geladen werden.',

  events: {
    'submission.created': 'Neue Anfrage (nach Spam-Prüfung)',
    'submission.spam': 'Als Spam erkannt',
    'submission.processed': 'Als bearbeitet markiert',
    'anamnese.completed': 'Anamnese ausgefüllt',
    'consent.signed': 'Dokument unterschrieben',
  } satisfies Record<WebhookEvent, string>,
  testEvent: 'Testereignis',

  list: {
    heading: 'Endpunkte',
    label: 'Webhook-Endpunkte der Praxis',
    add: 'Endpunkt hinzufügen',
    empty: 'Noch keine Webhook-Endpunkte',
    emptyHint:
      'Fügen Sie einen Endpunkt hinzu, damit ein anderes System über neue Anfragen und andere Ereignisse informiert wird.',
    noDescription: 'Ohne Beschreibung',
    eventsLabel: 'Ereignisse',
    fullData: 'Vollständige Daten (FHIR)',
    states: {
      active: 'Aktiv',
      paused: 'Pausiert',
      gone: 'Deaktiviert (Empfänger meldete 410)',
    },
    goneHint:
      'Der Empfänger hat mit „410 Gone“ geantwortet, dass er keine Meldungen mehr annimmt; es werden keine Meldungen mehr an ihn gesendet. Um ihn wieder zu aktivieren, bearbeiten Sie den Endpunkt und entfernen den Haken bei „Pausieren“.',
    lastDelivery: 'Letzte Zustellung',
    noDelivery: 'Noch keine Zustellung',
    previousSecretUntil: (time: string) => `Das vorherige Secret gilt noch bis ${time}.`,
  },

  actions: {
    edit: 'Bearbeiten',
    rotate: 'Secret erneuern',
    test: 'Test senden',
    delete: 'Löschen',
    showLog: 'Zustellungen anzeigen',
    hideLog: 'Zustellungen ausblenden',
    /** The buttons' accessible names say which endpoint they act on. */
    forEndpoint: (action: string, url: string) => `${action}: ${url}`,
  },

  form: {
    createTitle: 'Endpunkt hinzufügen',
    editTitle: 'Endpunkt bearbeiten',
    url: 'URL',
    urlHint: 'Die Adresse des Empfängers, beginnend mit https://',
    urlRequired: 'Bitte geben Sie die URL des Empfängers an.',
    description: 'Beschreibung',
    descriptionHint: 'Optional, zum Beispiel „Praxissoftware“ (höchstens 200 Zeichen).',
    events: 'Ereignisse',
    eventsRequired: 'Bitte wählen Sie mindestens ein Ereignis.',
    fullData: 'Vollständige Daten senden (FHIR, enthält Gesundheitsdaten)',
    fullDataHint: 'Ohne diese Option enthält eine Meldung nur Kennungen und die Vorgangsnummer.',
    fullDataWarningTitle: 'Achtung: Gesundheitsdaten',
    fullDataWarning:
      'Der Empfänger erhält mit jeder Meldung die vollständige Anfrage als FHIR-Bundle, also auch Gesundheitsdaten der Patient:innen. Aktivieren Sie dies nur für Empfänger, mit denen Ihre Praxis einen Vertrag zur Auftragsverarbeitung (AVV) geschlossen hat.',
    paused: 'Pausieren',
    pausedHint: 'Solange der Endpunkt pausiert ist, werden keine Meldungen an ihn gesendet.',
    save: 'Speichern',
    create: 'Endpunkt anlegen',
    cancel: 'Abbrechen',
    failed: 'Der Endpunkt konnte nicht gespeichert werden.',
  },

  secret: {
    createdTitle: 'Endpunkt angelegt',
    rotatedTitle: 'Neues Secret',
    label: 'Signatur-Secret',
    intro: 'Hinterlegen Sie dieses Secret beim Empfänger, damit er die Signatur der Meldungen prüfen kann.',
    onceOnly: 'Das Secret wird nur jetzt angezeigt und kann später nicht erneut abgerufen werden.',
    oldStillValid:
      'Das bisherige Secret bleibt noch 24 Stunden gültig; Meldungen werden so lange mit beiden signiert.',
    copyWhat: 'Secret',
    close: 'Ich habe das Secret gespeichert',
  },

  rotate: {
    title: 'Secret erneuern?',
    description:
      'Es wird ein neues Secret erzeugt und einmalig angezeigt. Das bisherige Secret bleibt noch 24 Stunden gültig, damit Sie den Empfänger umstellen können.',
    confirm: 'Secret erneuern',
    cancel: 'Abbrechen',
    failed: 'Das Secret konnte nicht erneuert werden.',
  },

  remove: {
    title: 'Endpunkt löschen?',
    description: (url: string) =>
      `Der Endpunkt ${url} und seine Zustellungen werden gelöscht. Es werden keine Meldungen mehr an ihn gesendet.`,
    confirm: 'Löschen',
    cancel: 'Abbrechen',
    failed: 'Der Endpunkt konnte nicht gelöscht werden.',
    done: 'Der Endpunkt wurde gelöscht.',
  },

  saved: 'Der Endpunkt wurde gespeichert.',
  testSent: 'Das Testereignis wurde zur Zustellung eingeplant.',
  testFailed: 'Das Testereignis konnte nicht gesendet werden.',

  deliveries: {
    heading: 'Zustellungen',
    caption: (url: string) => `Zustellungen an ${url}`,
    loadFailed: 'Die Zustellungen konnten nicht geladen werden.',
    empty: 'Noch keine Zustellungen. Mit „Test senden“ können Sie den Empfänger ausprobieren.',
    refresh: 'Aktualisieren',
    columns: {
      event: 'Ereignis',
      reference: 'Anfrage',
      status: 'Status',
      attempts: 'Versuche',
      statusCode: 'HTTP-Status',
      lastAttempt: 'Letzter Versuch',
      nextAttempt: 'Nächster Versuch',
      reason: 'Grund',
      action: 'Aktion',
    },
    statuses: { succeeded: 'Zugestellt', pending: 'Ausstehend', failed: 'Fehlgeschlagen' },
    none: '–',
    retry: 'Erneut senden',
    retryLabel: (event: string, time: string) => `Erneut senden: ${event} vom ${time}`,
    retried: 'Die Zustellung wurde erneut eingeplant.',
    retryFailed: 'Die Zustellung konnte nicht erneut eingeplant werden.',
  },
} as const;

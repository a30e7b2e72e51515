// German texts of the administration's Protokoll tab (issue 13, beyond the spec's tabs): who did what, when.
// The server renders actions, actors and targets with these labels (the table and the CSV say the same).
import { consentDocumentActionLabels } from './consentDocuments.ts';
import { consentSigningActionLabels } from './consentSigning.ts';

/** The ways a submission's content is read (details.via of 'submission.read'). */
export const readViaLabels: Record<string, string> = {
  list: 'Liste',
  detail: 'Detailansicht',
  anamnese: 'Anamnese',
  file: 'Datei angesehen',
  file_download: 'Datei heruntergeladen',
  pdf: 'PDF-Export',
  magic_link: 'Magic-Link',
  scan: 'Spam-Scan',
  related: 'Weitere Anfragen der Person',
  patient_search: 'Suche nach Patient:in',
  notes: 'Interne Notizen',
  replies: 'Antworten an Patient:in',
  search: 'Suche',
  translation: 'Maschinelle Übersetzung',
  consents: 'Einwilligungen',
  consent_pdf: 'Signiertes PDF',
};

/** Every action code the server writes; an unknown code is shown as it is. */
export const actionLabels: Record<string, string> = {
  'submission.read': 'Einsicht in Einreichung',
  'submission.workflow_state': 'Status geändert',
  'submission.assign': 'Zuständigkeit geändert',
  'submission.note': 'Notiz hinzugefügt',
  'submission.reply': 'Antwort an Patient:in gesendet',
  'submission.create': 'Einreichung eingegangen',
  'submission.delete': 'Einreichung gelöscht',
  'submission.mark_spam': 'Als Spam markiert',
  'submission.mark_not_spam': 'Als kein Spam markiert',
  'submission.mark_processed': 'Als erledigt markiert',
  'submission.mark_unprocessed': 'Als unerledigt markiert',
  'submission.notification.resend': 'Benachrichtigung erneut gesendet',
  'submission.file.upload': 'Datei hochgeladen',
  'submission.data_export': 'Datenauskunft erstellt',
  'submission.retention_hold': 'Aufbewahrung angeordnet',
  'submission.retention_release': 'Aufbewahrung aufgehoben',
  'submission.translate': 'Maschinelle Übersetzung erstellt',
  'retention.update': 'Aufbewahrungsfristen geändert',
  'anamnese.create': 'Anamnese eingegangen',
  'anamnese.summary.generate': 'KI-Zusammenfassung erstellt',
  'anamnese.text.generate': 'Fließtext erstellt',
  'anamnese.text.regenerate': 'Fließtext neu erstellt',
  'magic_link.denied': 'Magic-Link abgelehnt',
  'magic_link.renewed': 'Neuer Magic-Link gesendet',
  'auth.login': 'Anmeldung',
  'auth.login_failed': 'Anmeldung fehlgeschlagen',
  'auth.logout': 'Abmeldung',
  'auth.logout_all': 'Überall abgemeldet',
  'auth.reauth_failed': 'Bestätigung fehlgeschlagen',
  'two_factor.enabled': 'Zwei-Faktor-Anmeldung eingerichtet',
  'two_factor.disabled': 'Zwei-Faktor-Anmeldung ausgeschaltet',
  'two_factor.reset': 'Zwei-Faktor-Anmeldung zurückgesetzt',
  'two_factor.recovery_used': 'Wiederherstellungscode verwendet',
  'two_factor.recovery_codes_renewed': 'Wiederherstellungscodes erneuert',
  'two_factor.policy_changed': 'Zwei-Faktor-Pflicht geändert',
  'user.create': 'Benutzer angelegt',
  'user.update': 'Benutzer geändert',
  'user.delete': 'Benutzer gelöscht',
  'user.role': 'Rolle geändert',
  'user.password': 'Passwort gesetzt',
  'master_key.rotate': 'Hauptschlüssel gewechselt',
  'tenant.create': 'Mandant angelegt',
  'tenant.update': 'Mandant geändert',
  'reply_template.save': 'Antwortvorlage gespeichert',
  'reply_template.reset': 'Antwortvorlage zurückgesetzt',
  ...consentDocumentActionLabels,
  ...consentSigningActionLabels,
  'consent.revoke': 'Widerruf einer Einwilligung erfasst',
  'tenant.delete.request': 'Löschung des Mandanten beauftragt',
  'tenant.delete.retry': 'Löschung des Mandanten neu gestartet',
  'tenant.delete': 'Mandant gelöscht',
  'membership.create': 'Mitgliedschaft angelegt',
  'membership.update': 'Mitgliedschaft geändert',
  'blacklist.add': 'IP-Adresse gesperrt',
  'blacklist.remove': 'IP-Sperre aufgehoben',
  'blacklist.auto': 'IP-Adresse automatisch gesperrt',
  'audit.export': 'Protokoll exportiert',
};

/** Actors without a user account. */
export const actorKindLabels = {
  public: 'Öffentlich',
  system: 'System',
  cli: 'CLI',
  magic_link: 'Magic-Link',
  deletedUser: 'Gelöschter Benutzer',
} as const;

/** Detail keys in German; other keys are shown as they are. */
export const detailKeyLabels: Record<string, string> = {
  by: 'geöffnet über',
  tokenId: 'Link-ID',
  code: 'Grund',
  reason: 'Grund',
  ids: 'Einreichungen',
  role: 'Rolle',
  from: 'von',
  to: 'nach',
  changed: 'geändert',
  tenants: 'Mandanten',
  email: 'E-Mail',
  name: 'Name',
  slug: 'Mandanten-ID',
  fields: 'Felder',
  is_active: 'aktiv',
  is_spam: 'Spam',
  filters: 'Filter',
  user: 'Benutzer',
  practice: 'Praxis',
  action: 'Aktion',
  since: 'ab',
  until: 'bis',
  rows: 'Einträge',
  limit: 'Grenze',
  version: 'Version',
};

/** Detail values in German, per key; other values are shown as they are. */
export const detailValueLabels: Record<string, Record<string, string>> = {
  reason: {
    wrong_password: 'falsches Passwort',
    unknown_email: 'unbekannte E-Mail-Adresse',
    throttled: 'zu viele Versuche',
    account_inactive: 'Konto deaktiviert',
  },
  by: { token: 'Link', code: 'Code', grant: 'erneut im selben Browser' },
};

export const adminAuditTexts = {
  tab: 'Protokoll',
  heading: 'Protokoll',
  intro: {
    title: 'Wer hat wann was getan?',
    body: 'Jede Einsicht in Patientendaten (Liste, Detailansicht, Datei, PDF, Magic-Link, Spam-Scan), jede Anmeldung und jede Änderung wird hier protokolliert – ohne Inhalte der Anfragen.',
  },
  filters: {
    label: 'Protokoll filtern',
    user: 'Benutzer',
    allUsers: 'Alle Benutzer',
    practice: 'Praxis',
    allPractices: 'Alle Praxen',
    action: 'Aktion',
    allActions: 'Alle Aktionen',
    from: 'Von',
    to: 'Bis',
    reset: 'Filter zurücksetzen',
  },
  table: {
    caption: 'Protokolleinträge, neueste zuerst',
    time: 'Zeitpunkt',
    actor: 'Benutzer',
    practice: 'Praxis',
    action: 'Aktion',
    target: 'Ziel',
    details: 'Details',
    loading: 'Protokoll wird geladen …',
    empty: 'Keine Einträge gefunden.',
    noPractice: '–',
  },
  pagination: {
    label: 'Seiten des Protokolls',
    previous: 'Zurück',
    next: 'Weiter',
    page: (page: number) => `Seite ${page}`,
  },
  actions: {
    exportCsv: 'CSV exportieren',
    refresh: 'Aktualisieren',
  },
  success: { exported: 'Das Protokoll wurde als CSV exportiert.' },
  errors: {
    load: 'Das Protokoll konnte nicht geladen werden.',
    export: 'Der CSV-Export ist fehlgeschlagen.',
    range: 'Der Beginn des Zeitraums liegt nach dessen Ende.',
  },
  target: {
    submission: (reference: string) => `Einreichung ${reference}`,
    submissions: (count: number) => (count === 1 ? '1 Einreichung' : `${count} Einreichungen`),
    user: (label: string) => `Benutzer: ${label}`,
    deletedUser: 'Benutzer (gelöscht)',
    tenant: (name: string) => `Mandant: ${name}`,
    ipHash: 'IP-Adresse (nur als Hash gespeichert)',
  },
  yes: 'ja',
  no: 'nein',
  csv: {
    columns: ['Zeitpunkt', 'Benutzer', 'Praxis', 'Aktion', 'Ziel', 'Details'],
    fileName: (day: string) => `protokoll-${day}.csv`,
  },
  /** "Name (E-Mail)" of a user. */
  userLabel: (name: string, email: string) => `${name} (${email})`,
  /** "Einsicht in Einreichung (Detailansicht)". */
  withVia: (label: string, via: string) => `${label} (${via})`,
} as const;

/** dd.MM.yyyy HH:mm:ss in the given time zone (the viewer's by default); '' for an invalid date. */
export function formatAuditTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('de-DE', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone,
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

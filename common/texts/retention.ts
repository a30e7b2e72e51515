// Retention (issue 15): the periods per category with the reason for each preset, the admin tab "Aufbewahrung",
// the detail screen's deletion date and hold, and the server's answers.
import type { PeriodUnit, RetentionCategory } from '../retention.ts';

export const retentionTexts = {
  tab: 'Aufbewahrung',
  heading: 'Aufbewahrungsfristen',
  categories: {
    spam: 'Spam',
    contact: 'Kontaktanfragen, Fragen und Absagen',
    prescription: 'Rezeptanfragen',
    anamnese: 'Anamnesen',
    bewerbung: 'Bewerbungen',
    training: 'Kursanfragen',
  } satisfies Record<RetentionCategory, string>,
  /** Why each preset is what it is, shown beside it. */
  presetReasons: {
    spam: 'Voreinstellung 30 Tage: Spam enthält keine Behandlungsdaten; die Frist lässt Zeit, eine falsch einsortierte Anfrage zu retten.',
    contact:
      'Voreinstellung 6 Monate: Die Anfrage ist mit der Antwort erledigt; Daten nur so lange wie nötig (Art. 5 Abs. 1 lit. e DSGVO).',
    prescription:
      'Voreinstellung 10 Jahre: Aufbewahrungspflicht der Patientenakte nach Abschluss der Behandlung (§ 630f Abs. 3 BGB).',
    anamnese:
      'Voreinstellung 10 Jahre: Aufbewahrungspflicht der Patientenakte nach Abschluss der Behandlung (§ 630f Abs. 3 BGB).',
    bewerbung:
      'Voreinstellung 6 Monate: Frist für Ansprüche abgelehnter Bewerber nach dem AGG (§ 15 Abs. 4 AGG, § 61b ArbGG) mit Reserve.',
    training:
      'Voreinstellung 6 Monate: Eine Kursanfrage ist eine Buchungsanfrage wie eine Kontaktanfrage; Vertrag und Rechnung bewahrt die Buchhaltung auf.',
  } satisfies Record<RetentionCategory, string>,
  units: { days: 'Tage', months: 'Monate', years: 'Jahre' } satisfies Record<PeriodUnit, string>,
  unitSingular: { days: 'Tag', months: 'Monat', years: 'Jahr' } satisfies Record<PeriodUnit, string>,
  never: 'Nie',
  neverLong: 'Nie automatisch löschen',
  presetBadge: 'Voreinstellung',
  intro: {
    title: 'So funktioniert die Aufbewahrung',
    points: [
      'Ein täglicher Lauf löscht Einreichungen, deren Frist abgelaufen ist – mit Datei, Anamnese, Zusammenfassungen, E-Mail-Protokoll, Links und dem daraus Gelernten des Spamfilters.',
      'Als Spam markierte Einreichungen gelten als Spam, alle anderen nach ihrer Formularart.',
      'Einreichungen mit „Aufbewahren“ bleiben, bis die Aufbewahrung aufgehoben wird.',
      'Jeder Lauf hinterlässt ein Löschprotokoll mit Art, Anzahl und Frist – ohne Inhalte.',
    ],
  },
  practice: 'Praxis',
  loading: 'Wird geladen …',
  choosePractice: 'Praxis wählen',
  noPractices: 'Es gibt noch keine Praxis.',
  table: {
    caption: 'Aufbewahrungsfristen je Art',
    category: 'Art',
    period: 'Frist',
    reason: 'Begründung der Voreinstellung',
    actions: 'Aktionen',
  },
  edit: 'Bearbeiten',
  editLabel: (category: string) => `${category} bearbeiten`,
  editTitle: (category: string) => `Frist für ${category}`,
  amount: 'Dauer',
  unit: 'Einheit',
  save: 'Speichern',
  cancel: 'Abbrechen',
  resetToPreset: 'Voreinstellung übernehmen',
  saved: 'Die Frist wurde gespeichert.',
  neverConfirm: {
    title: 'Nie automatisch löschen?',
    body: 'Einreichungen dieser Art werden dann nie automatisch gelöscht. Sie müssen selbst dafür sorgen, dass Daten nicht länger als nötig gespeichert werden (Art. 5 Abs. 1 lit. e DSGVO).',
    confirm: 'Nie löschen',
  },
  runs: {
    heading: 'Letzte Löschläufe',
    caption: 'Letzte Löschläufe, neueste zuerst',
    none: 'Noch kein Löschlauf.',
    started: 'Gestartet',
    status: 'Status',
    records: 'Gelöscht (diese Praxis)',
    nothing: 'Nichts fällig',
    statuses: { running: 'Läuft', completed: 'Abgeschlossen', failed: 'Fehlgeschlagen' },
    record: (category: string, submissions: number, files: number, anamnesen: number, period: string) =>
      `${category}: ${submissions} ${submissions === 1 ? 'Einreichung' : 'Einreichungen'}, ${files} ${
        files === 1 ? 'Datei' : 'Dateien'
      }, ${anamnesen} ${anamnesen === 1 ? 'Anamnese' : 'Anamnesen'} (Frist ${period})`,
  },
  detail: {
    title: 'Aufbewahrung',
    deleteOn: (date: string) => `Wird gelöscht am ${date}`,
    notAutomatic: 'Wird nicht automatisch gelöscht',
    period: (period: string) => `Frist: ${period}`,
    heldSince: (date: string, reason: string) => `Aufbewahrt seit ${date} – Grund: ${reason}`,
    reasonUnreadable: 'Entschlüsselung fehlgeschlagen',
    hold: 'Aufbewahren',
    release: 'Aufbewahrung aufheben',
    dialogTitle: 'Einreichung aufbewahren',
    dialogDescription:
      'Die Einreichung wird nicht automatisch gelöscht, bis die Aufbewahrung aufgehoben wird. Bitte nennen Sie den Grund (z. B. laufendes Verfahren).',
    reasonLabel: 'Grund',
    held: 'Die Einreichung wird aufbewahrt.',
    released: 'Die Aufbewahrung wurde aufgehoben.',
    failed: 'Die Aufbewahrung konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
  },
  errors: {
    invalidPeriod: 'Bitte geben Sie eine Frist von 1 Tag bis 100 Jahren ein oder wählen Sie „Nie“.',
    reasonRequired: 'Bitte geben Sie einen Grund an (höchstens 500 Zeichen).',
    tenantNotFound: 'Praxis nicht gefunden.',
    load: 'Die Aufbewahrungsfristen konnten nicht geladen werden.',
    save: 'Die Frist konnte nicht gespeichert werden.',
  },
};

/** "30 Tage", "6 Monate", "10 Jahre", "1 Tag", or "Nie". */
export function periodLabel(period: { amount: number; unit: PeriodUnit } | null): string {
  if (!period) return retentionTexts.never;
  const words = period.amount === 1 ? retentionTexts.unitSingular : retentionTexts.units;
  return `${period.amount} ${words[period.unit]}`;
}

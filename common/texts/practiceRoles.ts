// The roles inside a practice as staff read them (issue 44).
import type { PracticeRole } from '../practiceRoles.ts';

export const practiceRoleTexts = {
  names: {
    inhaber: 'Praxisinhaber:in',
    therapeut: 'Therapeut:in',
    empfang: 'Empfang',
  } satisfies Record<PracticeRole, string>,
  descriptions: {
    inhaber:
      'Alles dieser Praxis: Einstellungen, Vorlagen, Einwilligungen, Webhooks, Protokoll, Exporte, Löschen und das Team.',
    therapeut:
      'Alle Anfragen mit Anamnese, Zusammenfassung, Warnhinweisen, Einwilligungen und Dateien; Bearbeitung, Notizen, Antworten.',
    empfang:
      'Anfragen, Kontaktdaten und Dateien; Bearbeitung, Notizen, Antworten. Die Anamnese nur, wenn die Praxis es erlaubt.',
  } satisfies Record<PracticeRole, string>,
  invalid: 'Die Praxisrolle muss „inhaber“, „therapeut“ oder „empfang“ sein.',
  /** 403 of a practice action the role does not allow. */
  forbidden: 'Das erlaubt Ihre Rolle in dieser Praxis nicht.',
  receptionSeesAnamnese: 'Empfang sieht Anamnese',
  receptionSeesAnamneseHint:
    'Der Empfang sieht dann auch Anamnese-Antworten, KI-Texte, Warnhinweise und Einwilligungen der Anfragen.',
  /** In the detail's place of the anamnese, consents and AI texts when the role may not read them. */
  clinicalWithheld: {
    title: 'Anamnese',
    text: 'Die Anamnese ist für den Empfang nicht freigegeben. Die Praxisinhaberin oder der Praxisinhaber kann sie in der Administration unter „Einstellungen“ freigeben.',
  },
};

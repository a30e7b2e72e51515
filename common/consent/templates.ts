// The three documents a practice can start from (issue 30), in the simple formatting of markup.ts. They are
// starting points, not legal advice: every placeholder in [brackets] is the practice's to fill in, and the
// administration shows `notice` beside each template until the practice has checked it with its own counsel.
import type { ConsentContent } from './content.ts';
import type { ConsentTemplateCode } from './templateCodes.ts';

export type ConsentTemplate = ConsentContent & { label: string; notice: string };

export const CONSENT_TEMPLATE_NOTICE =
  'Vorlage – bitte vor der Veröffentlichung mit Ihrer eigenen Rechtsberatung prüfen und anpassen.';

const datenschutz = `## Verantwortliche Stelle

[Praxisname], [Anschrift], vertreten durch [Name der Praxisinhaberin oder des Praxisinhabers]. Unsere Datenschutzbeauftragte oder unseren Datenschutzbeauftragten erreichen Sie unter [Kontakt Datenschutz].

## Welche Daten wir wozu verarbeiten

Für Ihre physiotherapeutische Behandlung verarbeiten wir Ihre Kontaktdaten, Angaben zu Ihrer Krankenversicherung, die ärztliche Verordnung und Gesundheitsdaten wie Befunde, Beschwerden und den Verlauf der Therapie. Wir nutzen diese Daten, um:

- Termine mit Ihnen zu vereinbaren und Sie an Termine zu erinnern,
- Sie zu untersuchen, zu behandeln und die Behandlung zu dokumentieren,
- unsere Leistungen mit Ihrer Krankenkasse, Ihrer privaten Krankenversicherung oder mit Ihnen abzurechnen.

## Rechtsgrundlage

Wir verarbeiten Ihre Daten zur Erfüllung des Behandlungsvertrags (Art. 6 Abs. 1 lit. b DSGVO) und gesetzlicher Pflichten (Art. 6 Abs. 1 lit. c DSGVO). Ihre Gesundheitsdaten verarbeiten wir zur Behandlung (Art. 9 Abs. 2 lit. h DSGVO) und auf Grundlage Ihrer ausdrücklichen Einwilligung (Art. 6 Abs. 1 lit. a, Art. 9 Abs. 2 lit. a DSGVO).

## Empfänger

Wir geben Ihre Daten nur weiter, soweit es für Behandlung und Abrechnung nötig ist:

- an die verordnende Ärztin oder den verordnenden Arzt (z. B. Therapiebericht, Rückfragen zur Verordnung),
- an Ihre Krankenkasse oder private Krankenversicherung und an unser Abrechnungszentrum [Name des Abrechnungszentrums],
- an Dienstleister, die in unserem Auftrag und nach unserer Weisung arbeiten (z. B. Praxissoftware, IT-Betreuung).

## Aufbewahrung

Die Behandlungsdokumentation bewahren wir nach § 630f Abs. 3 BGB **zehn Jahre** nach Abschluss der Behandlung auf, Abrechnungsunterlagen so lange, wie steuerrechtliche Vorschriften es verlangen. Danach löschen wir die Daten.

## Ihre Rechte

Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren. **Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen**, z. B. per E-Mail an [E-Mail-Adresse der Praxis]. Die bis dahin erfolgte Verarbeitung bleibt rechtmäßig.

## Einwilligung

Ich willige ein, dass [Praxisname] meine personenbezogenen Daten einschließlich meiner Gesundheitsdaten zu den genannten Zwecken verarbeitet und an die genannten Empfänger übermittelt.`;

const behandlungsvertrag = `## Vertragspartner

Dieser Behandlungsvertrag nach §§ 630a ff. BGB wird geschlossen zwischen [Praxisname], [Anschrift] (im Folgenden „Praxis“), und der Patientin oder dem Patienten, die oder der dieses Dokument unterschreibt.

## Leistungen der Praxis

Die Praxis erbringt physiotherapeutische Leistungen nach den allgemein anerkannten fachlichen Standards, insbesondere:

- Befunderhebung und Planung der Behandlung,
- die ärztlich verordneten Heilmittel, z. B. Krankengymnastik, Manuelle Therapie oder Manuelle Lymphdrainage,
- auf Ihren Wunsch Leistungen ohne Verordnung als Selbstzahlerleistung.

Vor der Behandlung informieren wir Sie über Art, Umfang, Durchführung, zu erwartende Folgen und Risiken (§ 630e BGB). Einen bestimmten Behandlungserfolg können wir nicht zusagen.

## Ihre Mitwirkung

Eine gute Behandlung braucht Ihre Mitwirkung (§ 630c Abs. 1 BGB). Bitte informieren Sie uns vollständig über Beschwerden, Vorerkrankungen, Medikamente und Änderungen Ihres Gesundheitszustands, bringen Sie Ihre Verordnung vor der ersten Behandlung mit und führen Sie vereinbarte Übungen auch zu Hause durch.

## Vergütung

**Gesetzlich Versicherte:** Wir rechnen die verordneten Leistungen direkt mit Ihrer Krankenkasse ab. Ab dem vollendeten 18. Lebensjahr zahlen Sie an die Praxis die gesetzliche Zuzahlung von 10 % der Behandlungskosten zuzüglich 10 Euro je Verordnung, sofern Sie nicht davon befreit sind.

**Privat Versicherte, Beihilfeberechtigte und Selbstzahler:** Sie erhalten eine Rechnung nach der Preisliste der Praxis in ihrer jeweils gültigen Fassung ([Ort der Preisliste, z. B. Aushang in der Praxis]). Die Rechnung ist innerhalb von [Zahlungsfrist] Tagen zu zahlen. Erstattet Ihre Versicherung oder Beihilfe weniger, schulden Sie dennoch den vollen Rechnungsbetrag.

## Dokumentation und Ende des Vertrags

Die Praxis dokumentiert die Behandlung (§ 630f BGB); Sie können Ihre Patientenakte einsehen (§ 630g BGB). Beide Seiten können den Vertrag jederzeit beenden; bis dahin erbrachte Leistungen werden abgerechnet.

Ich habe den Behandlungsvertrag gelesen und schließe ihn mit [Praxisname] ab.`;

const ausfallhonorar = `## Worum es geht

Jeder Termin ist für Sie reserviert. Sagen Sie ihn kurzfristig ab, können wir ihn meist nicht mehr an andere Patientinnen und Patienten vergeben. Deshalb vereinbaren Sie mit [Praxisname] Folgendes.

## Absage von Terminen

Bitte sagen Sie einen Termin, den Sie nicht wahrnehmen können, **mindestens 24 Stunden vorher** ab: telefonisch unter [Telefonnummer], per E-Mail an [E-Mail-Adresse der Praxis] oder über unsere Online-Rezeption. Maßgeblich ist der Zeitpunkt, zu dem Ihre Absage bei uns eingeht.

## Ausfallhonorar

Sagen Sie einen Termin nicht mindestens 24 Stunden vorher ab und nehmen Sie ihn nicht wahr, kann die Praxis Ihnen ein Ausfallhonorar von **[Betrag] Euro** je versäumter Behandlungseinheit privat in Rechnung stellen. Ihre Krankenkasse oder Versicherung übernimmt dieses Honorar nicht.

Das Ausfallhonorar entfällt, wenn:

- Sie den Termin aus einem Grund versäumt haben, den Sie nicht zu vertreten haben (z. B. plötzliche Erkrankung oder Unfall), oder
- die Praxis den Termin kurzfristig an eine andere Person vergeben konnte.

Sie dürfen jederzeit nachweisen, dass der Praxis kein Schaden oder ein wesentlich geringerer Schaden als das Ausfallhonorar entstanden ist; dann zahlen Sie nur diesen geringeren Betrag.

## Freiwilligkeit

Diese Vereinbarung ist freiwillig; Sie können sie ablehnen. [Hinweis der Praxis, was in diesem Fall gilt.]

Ich habe die Vereinbarung über ein Ausfallhonorar gelesen und bin damit einverstanden.`;

const KINDS: ConsentContent['requestKinds'] = ['termin_rezept', 'selbstzahler', 'manuell'];

export const CONSENT_TEMPLATES: Record<ConsentTemplateCode, ConsentTemplate> = {
  datenschutz: {
    label: 'Einwilligung in die Datenverarbeitung',
    notice: CONSENT_TEMPLATE_NOTICE,
    title: 'Einwilligung in die Datenverarbeitung',
    body: datenschutz,
    translations: {},
    requestKinds: KINDS,
    required: true,
  },
  behandlungsvertrag: {
    label: 'Behandlungsvertrag',
    notice: CONSENT_TEMPLATE_NOTICE,
    title: 'Behandlungsvertrag',
    body: behandlungsvertrag,
    translations: {},
    requestKinds: KINDS,
    required: true,
  },
  ausfallhonorar: {
    label: 'Vereinbarung über ein Ausfallhonorar',
    notice: CONSENT_TEMPLATE_NOTICE,
    title: 'Vereinbarung über ein Ausfallhonorar',
    body: ausfallhonorar,
    translations: {},
    requestKinds: KINDS,
    required: false,
  },
};

/** A template's content as a new document's draft (without its label and notice). */
export function contentFromTemplate(code: ConsentTemplateCode): ConsentContent {
  const { label: _label, notice: _notice, ...content } = CONSENT_TEMPLATES[code];
  return { ...content, requestKinds: [...content.requestKinds], translations: {} };
}

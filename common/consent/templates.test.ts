import { describe, expect, it } from 'vitest';
import { consentContentSchema } from './content.ts';
import { parseConsentMarkup, plainConsentText } from './markup.ts';
import { CONSENT_TEMPLATE_CODES } from './templateCodes.ts';
import { CONSENT_TEMPLATES, contentFromTemplate } from './templates.ts';

const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));

describe('consent templates', () => {
  it('has one template per code, each a valid document with headings, paragraphs and a list', () => {
    expect(Object.keys(CONSENT_TEMPLATES).sort()).toEqual([...CONSENT_TEMPLATE_CODES].sort());
    for (const code of CONSENT_TEMPLATE_CODES) {
      const template = CONSENT_TEMPLATES[code];
      const parsed = consentContentSchema.safeParse(template);
      expect(parsed.success, code).toBe(true);
      const types = new Set(parseConsentMarkup(template.body).map((block) => block.type));
      expect([...types].sort(), code).toEqual(['heading', 'list', 'paragraph']);
      // Nothing of the text is lost to a formatting slip (an unpaired ** would stay visible).
      expect(plainConsentText(template.body), code).not.toContain('**');
    }
  });

  it('says it is a template to check, and leaves the practice placeholders to fill in', () => {
    for (const code of CONSENT_TEMPLATE_CODES) {
      const template = CONSENT_TEMPLATES[code];
      expect(template.notice).toBe(
        'Vorlage – bitte vor der Veröffentlichung mit Ihrer eigenen Rechtsberatung prüfen und anpassen.',
      );
      expect(template.body, code).toContain('[Praxisname]');
      expect(template.label.length).toBeGreaterThan(0);
      const count = words(plainConsentText(template.body)).length;
      expect(count, code).toBeGreaterThanOrEqual(150);
      expect(count, code).toBeLessThanOrEqual(400);
    }
    expect(CONSENT_TEMPLATES.ausfallhonorar.body).toContain('[Betrag]');
    expect(CONSENT_TEMPLATES.ausfallhonorar.body).toContain('24 Stunden');
    expect(CONSENT_TEMPLATES.datenschutz.body).toContain('§ 630f');
    expect(CONSENT_TEMPLATES.behandlungsvertrag.body).toContain('§§ 630a ff. BGB');
  });

  it('asks for the privacy consent and the contract, and offers the cancellation fee as optional', () => {
    expect(CONSENT_TEMPLATES.datenschutz.required).toBe(true);
    expect(CONSENT_TEMPLATES.behandlungsvertrag.required).toBe(true);
    expect(CONSENT_TEMPLATES.ausfallhonorar.required).toBe(false);
    for (const code of CONSENT_TEMPLATE_CODES)
      expect(CONSENT_TEMPLATES[code].requestKinds).toEqual(['termin_rezept', 'selbstzahler', 'manuell']);
  });

  it('gives a draft without label and notice, not sharing the template’s arrays', () => {
    const draft = contentFromTemplate('datenschutz');
    expect(draft).not.toHaveProperty('label');
    expect(draft).not.toHaveProperty('notice');
    expect(consentContentSchema.parse(draft)).toEqual(draft);
    draft.requestKinds.pop();
    expect(CONSENT_TEMPLATES.datenschutz.requestKinds).toHaveLength(3);
  });
});

// The templates a practice starts a consent document from (texts: templates.ts).
export const CONSENT_TEMPLATE_CODES = ['datenschutz', 'behandlungsvertrag', 'ausfallhonorar'] as const;
export type ConsentTemplateCode = (typeof CONSENT_TEMPLATE_CODES)[number];

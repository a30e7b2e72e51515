// The kinds of reply templates a practice keeps (issue 28); "frei" is free text with the practice's frame.
export const REPLY_TEMPLATE_VALUES = [
  'terminvorschlag',
  'rueckrufbitte',
  'absage_bestaetigt',
  'rezept_fehlt',
  'frei',
] as const;
export type ReplyTemplateKind = (typeof REPLY_TEMPLATE_VALUES)[number];

export const REPLY_TEMPLATE_LABELS: Record<ReplyTemplateKind, string> = {
  terminvorschlag: 'Terminvorschlag',
  rueckrufbitte: 'Rückrufbitte',
  absage_bestaetigt: 'Absage bestätigt',
  rezept_fehlt: 'Rezept fehlt',
  frei: 'Freier Text',
};

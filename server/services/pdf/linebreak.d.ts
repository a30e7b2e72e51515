// linebreak (UAX #14, PDFKit's own line breaker) ships no types; this is the part pdfTypesetter.ts uses.
declare module 'linebreak' {
  export default class LineBreaker {
    constructor(text: string);
    /** The next break opportunity: text may end a line before `position`. Null at the end. */
    nextBreak(): { position: number; required: boolean } | null;
  }
}

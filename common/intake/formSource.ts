// Who sent a submission: our own reception forms or a practice's website (issue 13). Our forms are checked
// strictly (every field they ask for, the privacy consent); a website's form is the practice's own design,
// so its posts are checked for size and sanity only. The reception says so in a header that websites have no
// reason to send; a website that sends it anyway only gets the stricter checks, which harms nobody.

export type FormSource = 'reception' | 'website';

export const FORM_SOURCE_HEADER = 'x-praxisdesk-form';
export const RECEPTION_SOURCE: FormSource = 'reception';

/** The source a request declares: "reception" exactly, else a website. */
export function formSourceOf(header: string | string[] | undefined): FormSource {
  return header === RECEPTION_SOURCE ? 'reception' : 'website';
}

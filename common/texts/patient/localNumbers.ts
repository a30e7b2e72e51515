// Numbers in a patient's language, for the catalogues beside this file. Each of them used to write its own
// Intl helpers for the same things (megabytes, percent, plural choice); they live here once. The words around
// a number, and which plural category takes which form of a noun, stay in the catalogue. The plural rules are
// made on first use: an Intl object loads its locale's data (issue 14), which importing a catalogue need not do.
import type { PatientLanguage } from './languages.ts';

/** The divisor of common/submission/fileSize.ts. */
const MEGABYTE = 1_048_576;

/** A noun's forms by plural category (Intl.PluralRules); a category without its own form takes `other`. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export function localNumbers(language: PatientLanguage) {
  const format = (value: number, options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(language, options).format(value);
  /** A number as the language writes it ("1,234.5", "1.234,5", "۱٬۲۳۴٫۵"); `decimals` fixes the digits. */
  const number = (value: number, decimals?: number) =>
    format(
      value,
      decimals === undefined
        ? undefined
        : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
    );
  /** Bytes as MB with two decimals; as common/submission/fileSize.ts, a file too small for hundredths says
   * "< 0.01 MB" (not "0.00 MB"). */
  const megabytes = (bytes: number) =>
    bytes > 0 && bytes < 0.005 * MEGABYTE ? `< ${number(0.01, 2)} MB` : `${number(bytes / MEGABYTE, 2)} MB`;
  let pluralRules: Intl.PluralRules | undefined;
  /** The form of a noun that `count` takes. */
  const plural = (count: number, forms: PluralForms) => {
    pluralRules ??= new Intl.PluralRules(language);
    return forms[pluralRules.select(count)] ?? forms.other;
  };

  return {
    number,
    megabytes,
    /** A file's size: MB from one megabyte on, whole KB (at least 1) below. */
    fileSize: (bytes: number) =>
      bytes >= MEGABYTE ? megabytes(bytes) : `${number(Math.max(1, Math.round(bytes / 1024)))} KB`,
    /** 5 → "5%", "%5", "٥٪": the language's own percent sign and its place. */
    percent: (value: number) => format(value / 100, { style: 'percent' }),
    plural,
    /** "24 hours": the number, a space and the noun in the form the count needs. */
    counted: (count: number, forms: PluralForms) => `${number(count)} ${plural(count, forms)}`,
  };
}

// Every patient catalogue, for the server (the patient's mail) and the tests. The web app loads one language at
// a time instead (loadCatalogue.ts), so a German visitor downloads no Arabic.
import { ar } from './ar.ts';
import type { PatientCatalogue } from './catalogue.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { fa } from './fa.ts';
import type { PatientLanguage } from './languages.ts';
import { pl } from './pl.ts';
import { ro } from './ro.ts';
import { ru } from './ru.ts';
import { tr } from './tr.ts';
import { uk } from './uk.ts';

export const PATIENT_CATALOGUES: Record<PatientLanguage, PatientCatalogue> = {
  de,
  en,
  tr,
  ru,
  uk,
  ar,
  pl,
  ro,
  fa,
};

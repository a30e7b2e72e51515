// The web app's way to a catalogue: German is in the bundle, every other language is its own chunk, fetched
// when a patient chooses it (or the browser asks for it).
import type { PatientCatalogue } from './catalogue.ts';
import { de } from './de.ts';
import type { PatientLanguage } from './languages.ts';

const LOADERS: Record<Exclude<PatientLanguage, 'de'>, () => Promise<PatientCatalogue>> = {
  en: () => import('./en.ts').then((m) => m.en),
  tr: () => import('./tr.ts').then((m) => m.tr),
  ru: () => import('./ru.ts').then((m) => m.ru),
  uk: () => import('./uk.ts').then((m) => m.uk),
  ar: () => import('./ar.ts').then((m) => m.ar),
  pl: () => import('./pl.ts').then((m) => m.pl),
  ro: () => import('./ro.ts').then((m) => m.ro),
  fa: () => import('./fa.ts').then((m) => m.fa),
};

export const loadCatalogue = (language: PatientLanguage): Promise<PatientCatalogue> =>
  language === 'de' ? Promise.resolve(de) : LOADERS[language]();

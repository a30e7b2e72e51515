// The practice's words (receptionWords) in a patient's language. A practice configures its words in German
// ("Termin", "Physiotherapeut:innen"); in another language the catalogue's defaults for its business type
// stand in, and only the practice's name stays its own.
import { type ReceptionWords, receptionWords } from '../../receptionWords.ts';
import type { ReceptionConfig } from '../../tenantConfig.ts';
import type { PatientCatalogue } from './catalogue.ts';

export function patientWords(config: ReceptionConfig, catalogue: PatientCatalogue): ReceptionWords {
  const german = receptionWords(config);
  if (catalogue.language === 'de') return german;
  const defaults = catalogue.words[config.businessType];
  return { ...defaults, practice: defaults.company, fullName: german.fullName };
}

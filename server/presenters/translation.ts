// A request's translation as one reader may see it: without the anamnese's answers for whoever may not read
// the clinical part (issue 44: the front desk, unless the practice allows it).
import { type Translation, translationFieldKey } from '../../common/schemas/translation.ts';

const ANAMNESE_FIELD = translationFieldKey.anamnese('');

export function presentTranslation<T extends Translation | null>(translation: T, clinical: boolean): T {
  if (!translation || clinical) return translation;
  const fields = Object.fromEntries(
    Object.entries(translation.fields).filter(([key]) => !key.startsWith(ANAMNESE_FIELD)),
  );
  return { ...translation, fields };
}

// The dashboard's numbers (spec 000 §3 "Stats object"), as the server answers and the screen shows them.
export type SubmissionStats = {
  total: number;
  spam: number;
  processed: number;
  unprocessed: number;
  last_submission_id: string | null;
  contact_count: number;
  anamnese_count: number;
  prescription_count: number;
  bewerbung_count: number;
  training_count: number;
};

/** Also what the screen shows when the stats cannot be loaded (spec 000 §8). */
export const ZERO_STATS: SubmissionStats = {
  total: 0,
  spam: 0,
  processed: 0,
  unprocessed: 0,
  last_submission_id: null,
  contact_count: 0,
  anamnese_count: 0,
  prescription_count: 0,
  bewerbung_count: 0,
  training_count: 0,
};

export const SESSION_QUERY_KEY = ['session'] as const;
/**
 * When the session ends, as the last session answer of this page said (`SessionTimesAnswer`): the idle notice
 * starts from it instead of asking again at load. Not under SESSION_QUERY_KEY, which is invalidated on its own.
 */
export const SESSION_TIMES_QUERY_KEY = ['session-times'] as const;

/** The submission detail screen's queries; apart from its calls, whose answer schemas would load with them. */
export const submissionDetailKeys = {
  all: ['submission-detail'] as const,
  detail: (id: string) => [...submissionDetailKeys.all, id] as const,
  anamnese: (id: string) => [...submissionDetailKeys.all, id, 'anamnese'] as const,
};

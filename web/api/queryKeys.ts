export const SESSION_QUERY_KEY = ['session'] as const;

/** The submission detail screen's queries; apart from its calls, whose answer schemas would load with them. */
export const submissionDetailKeys = {
  all: ['submission-detail'] as const,
  detail: (id: string) => [...submissionDetailKeys.all, id] as const,
  anamnese: (id: string) => [...submissionDetailKeys.all, id, 'anamnese'] as const,
};

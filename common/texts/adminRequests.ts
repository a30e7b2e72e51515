// The administration's Anfragen tab (spec 001 §2.4): where the requests of a practice are.
export const adminRequestsTexts = {
  title: 'Anfragen eines Mandanten ansehen',
  hint: 'Bitte wählen Sie einen Mandanten aus, um dessen Anfragen zu sehen. Die Auswahl finden Sie im Dashboard in der Filterleiste unter „Mandant“.',
  toDashboard: 'Zum Dashboard',
} as const;

// Why a webhook delivery did not (yet) arrive, as the delivery log shows it: short and free of content (never
// the receiver's answer, never the request's data).
export const webhookDeliveryErrors = {
  disabled: 'Endpunkt deaktiviert',
  secret: 'Geheimnis nicht lesbar',
  addressRefused: 'Adresse abgelehnt',
  unresolved: 'Name nicht auflösbar',
  timeout: 'Zeitüberschreitung',
  network: 'Verbindung fehlgeschlagen',
  http: (status: number) => `HTTP ${status}`,
} as const;

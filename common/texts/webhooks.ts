// The administration's webhooks (issue 31): the server's German messages, and the Protokoll's labels of what an
// admin did to an endpoint (adminAudit.ts takes them in).

export const webhookTexts = {
  errors: {
    tenantId: 'Ungültige Praxis-ID.',
    endpointId: 'Ungültige Webhook-ID.',
    deliveryId: 'Ungültige Zustellungs-ID.',
    tenantNotFound: 'Praxis nicht gefunden.',
    endpointNotFound: 'Webhook nicht gefunden.',
    deliveryNotFound: 'Zustellung nicht gefunden.',
    urlInvalid: 'Bitte geben Sie eine gültige Adresse ein, z. B. https://example.com/webhooks.',
    urlNotHttps: 'Die Adresse muss mit https:// beginnen.',
    urlPrivate:
      'Die Adresse zeigt auf ein internes Netz (privat, lokal oder link-local). Webhooks gehen nur an öffentliche Adressen.',
    disabled: 'Der Webhook ist pausiert oder abgeschaltet. Bitte aktivieren Sie ihn zuerst wieder.',
    alreadyDelivered: 'Diese Zustellung war bereits erfolgreich und wird nicht erneut gesendet.',
    underWay: 'Diese Zustellung wird gerade gesendet oder ist in Kürze ohnehin fällig.',
  },
} as const;

/** The action codes the server writes for webhooks, with their Protokoll labels. */
export const webhookActionLabels = {
  'webhook.create': 'Webhook angelegt',
  'webhook.update': 'Webhook geändert',
  'webhook.delete': 'Webhook gelöscht',
  'webhook.rotate': 'Webhook-Geheimnis erneuert',
  'webhook.test': 'Test-Ereignis an Webhook gesendet',
  'webhook.retry': 'Webhook-Zustellung erneut gesendet',
} as const;

export type WebhookAction = keyof typeof webhookActionLabels;

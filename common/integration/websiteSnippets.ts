// Integration examples for practice websites: the README shows them, and the administration's
// API-details dialog renders the same text for a chosen practice.

export type SnippetInput = { baseUrl: string; tenantId: string; apiKey: string };

export function fetchSnippet({ baseUrl, tenantId, apiKey }: SnippetInput): string {
  return `// Kontaktformular per JavaScript an Praxisdesk senden
const response = await fetch('${baseUrl}/functions/v1/submitForm', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', apikey: '${apiKey}' },
  body: JSON.stringify({
    tenantId: '${tenantId}',
    formData: {
      type: 'kontakt', // oder: rezept, bewerbung, kurs, …
      name: 'Erika Mustermann',
      email: 'erika@example.com',
      phone: '030 1234567',
      message: 'Ich hätte gern einen Termin.',
    },
  }),
});
const result = await response.json();
if (!result.success) alert(result.error); // deutsche Fehlermeldung, z. B. bei fehlenden Angaben`;
}

export function htmlFormSnippet({ baseUrl, tenantId }: Omit<SnippetInput, 'apiKey'>): string {
  return `<!-- Ohne JavaScript: das Formular schickt direkt an Praxisdesk und leitet danach weiter -->
<form method="post" action="${baseUrl}/functions/v1/webflow-submit">
  <input type="hidden" name="tenantId" value="${tenantId}">
  <input type="hidden" name="success_url" value="https://ihre-praxis.de/danke">  <!-- optional -->
  <input type="hidden" name="error_url" value="https://ihre-praxis.de/fehler">   <!-- optional -->
  <input type="text" name="_gotcha" style="display:none" tabindex="-1" autocomplete="off"> <!-- Spam-Falle -->
  <label>Name <input name="name" required></label>
  <label>E-Mail <input name="email" type="email" required></label>
  <label>Telefon <input name="phone" type="tel"></label>
  <label>Nachricht <textarea name="message"></textarea></label>
  <button type="submit">Absenden</button>
</form>`;
}

import { describe, expect, it } from 'vitest';
import { fetchSnippet, htmlFormSnippet } from './websiteSnippets.ts';

describe('website snippets', () => {
  it('fills in the practice, the key and our address', () => {
    const js = fetchSnippet({
      baseUrl: 'https://app.praxisdesk.example',
      tenantId: 'physio-nord',
      apiKey: 'pd_pub_x',
    });
    expect(js).toContain("fetch('https://app.praxisdesk.example/functions/v1/submitForm'");
    expect(js).toContain("apikey: 'pd_pub_x'");
    expect(js).toContain("tenantId: 'physio-nord'");
    const html = htmlFormSnippet({ baseUrl: 'https://app.praxisdesk.example', tenantId: 'physio-nord' });
    expect(html).toContain('action="https://app.praxisdesk.example/functions/v1/webflow-submit"');
    expect(html).toContain('name="tenantId" value="physio-nord"');
    expect(html).toContain('name="success_url"');
    expect(html).toContain('name="error_url"');
  });
});

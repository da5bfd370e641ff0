import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeUrl } from '../../server/broadcasts/unsubscribe-link.ts';
import { databases, socketEnv, startTestApi, type TestApi } from './harness.ts';

// The pages the server renders follow Accept-Language, q-values honoured, and say so in <html lang>
// (server/http/page-language.ts).
describe.each(databases())('public pages in the reader’s language on %s', (database) => {
  let api: TestApi;
  let unsubscribePath: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    unsubscribePath = new URL(unsubscribeUrl('http://localhost', api.keys, 1)).pathname;
  });
  afterAll(() => api.close());

  const page = async (path: string, acceptLanguage?: string) => {
    const response = await api.app.request(
      path,
      { headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {} },
      socketEnv('192.0.2.1'),
    );
    return { response, html: await response.text() };
  };

  it.each([
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en;q=0.5, es;q=0.9', 'es'],
    ['es;q=0.2, en;q=0.8', 'en'],
    ['fr, de;q=0.9', 'en'],
    [undefined, 'en'],
    ['es;q=0, en', 'en'],
    [';;;q=abc,,', 'en'],
  ])('Accept-Language %s shows the unsubscribe page in %s', async (header, lang) => {
    const { response, html } = await page(unsubscribePath, header);
    expect(response.status).toBe(200);
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(
      lang === 'es' ? '¿Dejar de recibir estos mensajes?' : 'Stop these messages to you?',
    );
    expect(response.headers.get('Vary')).toContain('Accept-Language');
  });

  it('shows an invalid unsubscribe link and an invalid ticket link in Spanish', async () => {
    const unsubscribe = await page('/unsubscribe/not-a-token', 'es-ES');
    expect(unsubscribe.response.status).toBe(400);
    expect(unsubscribe.html).toContain('<html lang="es">');
    expect(unsubscribe.html).toContain('Este enlace para darte de baja no es válido');
    const ticket = await page('/tickets/not-a-token', 'es-ES');
    expect(ticket.response.status).toBe(404);
    expect(ticket.html).toContain('<html lang="es">');
    expect(ticket.html).toContain('Este enlace de entrada no es válido');
    expect((await page('/tickets/not-a-token')).html).toContain('This ticket link is not valid');
  });
});

import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify reads them (with its guard against prototype poisoning), except that an empty body
 * sent as application/json is no body: the spec's bodyless calls (train, remove duplicates, delete, sign out)
 * answer the same whether or not a script always sends the JSON header, instead of 400.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    // Fastify's parser answers through done; its return value is nothing to wait for.
    void parseJson(req, text, done);
  });
}

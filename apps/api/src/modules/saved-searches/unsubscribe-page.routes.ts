import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { cookieLocale, directionOf, type Locale } from '../../lib/locale';
import { say, type MailKey } from '../mail/mail.service';
import type { SavedSearchService } from './saved-searches.service';

// The page a digest mail's unsubscribe link opens (ADR 073), at the site's root and outside the
// API's document, like robots.txt: signed out, no JavaScript, in the visitor's language (their
// dwa_lang cookie, else the search owner's). GET confirms and offers a button; POST to the same
// URL unsubscribes, which is also what mail apps do with the List-Unsubscribe header (RFC 8058
// one-click: a form-encoded body `List-Unsubscribe=One-Click`). Never indexed, never cached, and
// no Referer leaves it (the token is in its address).

type Query = { token?: unknown };
type Params = { id?: unknown };

const esc = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(locale: Locale, body: string): string {
  const t = (key: MailKey) => esc(say(locale, key));
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="light dark">
<title>${t('unsubscribeTitle')} · Dwa</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f4f5f7;color:#1f2933}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px}
h1{font-size:1.4rem;margin:0 0 1rem}.brand{color:#0b6e4f;font-weight:700;font-size:1.3rem;margin:0 0 1rem}
button{font:inherit;font-weight:700;background:#0b6e4f;color:#fff;border:0;border-radius:6px;padding:.75rem 1.25rem;min-height:44px;cursor:pointer}
a{color:#0b6e4f}.muted{color:#52606d}
@media (prefers-color-scheme:dark){body{background:#111827;color:#e5e7eb}main{background:#1f2937}.brand,a{color:#6ee7b7}.muted{color:#9ca3af}button{background:#059669}}
</style>
</head>
<body>
<main>
<p class="brand">Dwa</p>
<h1>${t('unsubscribeTitle')}</h1>
${body}
<p><a href="/">${t('goHome')}</a></p>
</main>
</body>
</html>
`;
}

const unsubscribePageRoutes: FastifyPluginAsync<{ savedSearches: SavedSearchService }> = async (app, { savedSearches: service }) => {
  // RFC 8058's POST is form-encoded (the body is not read: the link's token is what counts).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4 * 1024 }, (_request, _body, done) =>
    done(null, {}),
  );

  async function answer(request: FastifyRequest<{ Params: Params; Querystring: Query }>, reply: FastifyReply, stop: boolean) {
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8');
    const chosen = cookieLocale(request.headers.cookie);
    const id = typeof request.params.id === 'string' && /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : null;
    const token = typeof request.query.token === 'string' ? request.query.token.trim() : '';
    const refuse = (status: number, key: MailKey) =>
      reply.status(status).send(page(chosen ?? 'en', `<p>${esc(say(chosen ?? 'en', key))}</p>`));
    if (id === null || id > 2_147_483_647 || !token || token.length > 200) return refuse(400, 'unsubscribeInvalid');
    try {
      const search = await service.unsubscribe(id, token, stop);
      const locale = chosen ?? search.locale;
      const name = { search: search.name };
      if (stop)
        return reply.send(
          page(
            locale,
            `<p role="status">${esc(say(locale, 'unsubscribeDone', name))}</p>\n<p class="muted">${esc(say(locale, 'unsubscribeKeep'))}</p>`,
          ),
        );
      const action = `/unsubscribe/saved-searches/${id}?token=${encodeURIComponent(token)}`;
      return reply.send(
        page(
          locale,
          `<p>${esc(say(locale, 'unsubscribeQuestion', name))}</p>\n<p class="muted">${esc(say(locale, 'unsubscribeKeep'))}</p>\n` +
            `<form method="post" action="${esc(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${esc(say(locale, 'unsubscribeButton'))}</button></form>`,
        ),
      );
    } catch (error) {
      if (error instanceof ForbiddenError) return refuse(403, 'unsubscribeInvalid');
      if (error instanceof NotFoundError) return refuse(404, 'unsubscribeGone');
      throw error;
    }
  }

  app.get<{ Params: Params; Querystring: Query }>('/unsubscribe/saved-searches/:id', { schema: { hide: true } }, (request, reply) =>
    answer(request, reply, false),
  );
  app.post<{ Params: Params; Querystring: Query }>('/unsubscribe/saved-searches/:id', { schema: { hide: true } }, (request, reply) =>
    answer(request, reply, true),
  );
};

export default unsubscribePageRoutes;

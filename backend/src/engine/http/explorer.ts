import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Router, type Request } from 'express';

/** Where an anonymous visitor of the explorer is sent: the sign-in page, which sends them back here. */
const EXPLORER_SIGN_IN_PATH = '/auth?next=%2Fgraphql';

/** The explorer's page in the web build (Vite's second entry, frontend/graphiql.html). */
const EXPLORER_PAGE = 'graphiql.html';

/**
 * A browser opening /graphql, as opposed to a GraphQL client: HTML is preferred over JSON, and
 * there is no operation in the query string. `Accept: *\/*` (curl, fetch) counts as JSON.
 */
function wantsExplorer(req: Request): boolean {
  if (req.query.query !== undefined) return false;
  return req.accepts(['application/json', 'application/graphql-response+json', 'html']) === 'html';
}

/**
 * GET /graphql in a browser: the GraphQL explorer (GraphiQL from the app's own bundle) for a
 * signed-in user (admin or analyst), a redirect to the sign-in page for anyone else. Every other request to
 * /graphql falls through to Apollo. Mount it after the session middleware.
 */
export function graphqlExplorer(webDir: string): Router {
  const router = Router();
  const file = path.resolve(webDir, EXPLORER_PAGE);
  let page: Promise<string | null> | null = null;
  const loadPage = (): Promise<string | null> => {
    // a missing build is looked for again next time; a found page is kept
    page ??= readFile(file, 'utf8').catch(() => {
      page = null;
      return null;
    });
    return page;
  };

  router.get('/graphql', async (req, res, next) => {
    if (!wantsExplorer(req)) return next();
    // the same URL answers JSON to GraphQL clients, and differs per admin
    res.vary('Accept').vary('Cookie').setHeader('Cache-Control', 'no-store');
    if (!req.principal) {
      res.redirect(302, EXPLORER_SIGN_IN_PATH);
      return;
    }
    const html = await loadPage();
    if (html === null) {
      res
        .status(404)
        .type('text/plain')
        .send(
          'The GraphQL explorer is not built. Run `npm run build:web`; with the Vite dev server, open /graphiql.html.',
        );
      return;
    }
    res.status(200).type('html').send(html);
  });
  // the built file is served nowhere else: /graphql is the explorer's one address, behind sign-in
  router.get(`/${EXPLORER_PAGE}`, (_req, res) => res.redirect(302, '/graphql'));
  return router;
}

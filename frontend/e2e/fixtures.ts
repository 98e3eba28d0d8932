import { expect, test as base, type Page, type Request, type Response } from '@playwright/test';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../src/features/consent/consentChoice';

export { expect };

/** The cookie banner's categories (frontend/src/features/consent). */
type ConsentCategories = { analytics: boolean; marketing: boolean };

export type PageProblemOptions = {
  /**
   * The document itself may answer 404 (the not-found page): its status and Chromium's console
   * line about it are then expected, not a defect. Every other 4xx/5xx still fails the test.
   */
  allowNotFoundDocument: boolean;
  /**
   * The cookie choice every page of the test starts with, as if the visitor had made it: by
   * default both categories allowed, so the banner stays out of the specs that are not about it
   * and the trackers and Conversions API events behave as they did before it. `null` for a fresh
   * profile, which gets the banner (consent.spec.ts).
   */
  consentChoice: ConsentCategories | null;
};

type PageProblemFixtures = {
  /** Everything that went wrong on the page during the test; checked after the test body. */
  pageProblems: string[];
  /**
   * The vendors' scripts answered locally with an empty script: the settings spec switches Google
   * Analytics and the pixel on (on a server of its own), and its pages then load them; the tests
   * run offline, so without this they would fail as "request failed" in the page-problem check.
   */
  vendorScriptStubs: void;
  /** Stores `consentChoice` in the browser before any page of the test loads (unless a choice is already there). */
  storedConsent: void;
};

/** Google Analytics' and Meta's script hosts (frontend/src/features/tracking). */
const VENDOR_SCRIPTS = /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//;

const NOT_FOUND_CONSOLE_LINE = 'Failed to load resource: the server responded with a status of 404';

function isNotFoundDocument(response: Response): boolean {
  const request = response.request();
  return response.status() === 404 && request.isNavigationRequest() && request.resourceType() === 'document';
}

/** ` (operation Name {variables})` for a GraphQL request, so that a failure says which query it was. */
function operationOf(request: Request): string {
  try {
    const body = request.postDataJSON() as { operationName?: string; variables?: unknown } | null;
    return body?.operationName ? ` (operation ${body.operationName} ${JSON.stringify(body.variables ?? {})})` : '';
  } catch {
    return '';
  }
}

/**
 * Collects console errors, uncaught exceptions, failed requests and error responses of `page`.
 * Returns what to call after the test body: it settles the aborted requests (see below).
 */
function watchPage(page: Page, allowNotFoundDocument: boolean, problems: string[]): () => void {
  const allowedNotFoundUrls = new Set<string>();
  // Leaving a page cancels its requests still in flight (net::ERR_ABORTED): expected, not a
  // defect. Each request remembers which document it was made under; an aborted one is a defect
  // only if that document was never replaced. Chromium may report the abort before the new
  // document commits, so the verdict waits for the end of the test.
  let documents = 0;
  const documentOfRequest = new WeakMap<Request, number>();
  const aborted: { request: Request; document: number }[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) documents += 1;
  });
  page.on('request', (request) => documentOfRequest.set(request, documents));

  page.on('response', (response) => {
    if (response.status() < 400) return;
    if (allowNotFoundDocument && isNotFoundDocument(response)) {
      allowedNotFoundUrls.add(response.url());
      return;
    }
    problems.push(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
  });

  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'unknown error';
    if (reason === 'net::ERR_ABORTED' && !request.isNavigationRequest()) {
      aborted.push({ request, document: documentOfRequest.get(request) ?? documents });
      return;
    }
    problems.push(`request failed (${reason}): ${request.method()} ${request.url()}${operationOf(request)}`);
  });

  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (text.startsWith(NOT_FOUND_CONSOLE_LINE) && allowedNotFoundUrls.has(message.location().url)) return;
    const where = message.location().url ? ` (${message.location().url}:${message.location().lineNumber})` : '';
    problems.push(`console error: ${text}${where}`);
  });

  page.on('pageerror', (error) => {
    problems.push(`uncaught exception: ${error.stack ?? error.message}`);
  });

  return () => {
    for (const { request, document } of aborted) {
      if (document >= documents)
        problems.push(`request failed (net::ERR_ABORTED): ${request.method()} ${request.url()}${operationOf(request)}`);
    }
  };
}

/** Drops the page problems a test expects, by pattern (the fixture fails the test on any other). */
export function allowProblems(problems: string[], ...patterns: RegExp[]): void {
  const kept = problems.filter((problem) => !patterns.some((pattern) => pattern.test(problem)));
  problems.splice(0, problems.length, ...kept);
}

/**
 * The tests' `test`: on every page of the public site, any console error, uncaught exception,
 * failed request or response with status 400 or more fails the test (after its body has run),
 * with the list of what went wrong.
 */
export const test = base.extend<PageProblemOptions & PageProblemFixtures>({
  allowNotFoundDocument: [false, { option: true }],
  consentChoice: [{ analytics: true, marketing: true }, { option: true }],

  storedConsent: [
    async ({ context, consentChoice }, use) => {
      if (consentChoice) {
        await context.addInitScript(
          ({ key, choice }) => {
            try {
              if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, JSON.stringify(choice));
            } catch {
              // a page without storage (about:blank): nothing to preset
            }
          },
          {
            key: CONSENT_STORAGE_KEY,
            choice: { ...consentChoice, at: new Date().toISOString(), version: CONSENT_VERSION },
          },
        );
      }
      await use();
    },
    { auto: true },
  ],

  vendorScriptStubs: [
    async ({ context }, use) => {
      await context.route(VENDOR_SCRIPTS, (route) =>
        route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* vendor script stub */' }),
      );
      await use();
    },
    { auto: true },
  ],

  pageProblems: [
    async ({ page, allowNotFoundDocument }, use) => {
      const problems: string[] = [];
      const settleAborted = watchPage(page, allowNotFoundDocument, problems);
      await use(problems);
      settleAborted();
      expect(problems, `the page reported problems:\n  ${problems.join('\n  ')}`).toEqual([]);
    },
    { auto: true },
  ],
});

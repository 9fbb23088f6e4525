/**
 * The Content-Security-Policy of every response. A page's inline scripts run only with the nonce
 * its render gave them (app/lib/script-nonce.ts): the policy trusts what the code wrote, never
 * what it finds in the output, so a text that reached the HTML as markup could not run. A
 * published page keeps the nonce of the render it was cached from, with its body.
 * Styles: see docs/decisions/003-csp-nonce-and-style-src.md.
 */

const GOOGLE_ANALYTICS = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
};

export interface PolicyOptions {
  /** The nonce of the page's own inline scripts. */
  scriptNonce?: string;
  /** Google Analytics is allowed only when a measurement id is configured. */
  googleAnalytics?: boolean;
}

export function contentSecurityPolicy({ scriptNonce, googleAnalytics = false }: PolicyOptions) {
  const ga = googleAnalytics ? GOOGLE_ANALYTICS : { script: [], connect: [], img: [] };
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...(scriptNonce ? [`'nonce-${scriptNonce}'`] : []), ...ga.script],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...ga.img],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...ga.connect],
    ["media-src", "'self'"],
    ["object-src", "'none'"],
    ["frame-src", "'none'"],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** The policy of anything that is not a rendered page (files, errors in plain text, JSON). */
export const RESOURCE_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * The policy of the service worker's script (`/sw.js`), which governs the worker itself: it
 * fetches this site's pages and files, and nothing else.
 */
export const SERVICE_WORKER_POLICY =
  "default-src 'none'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

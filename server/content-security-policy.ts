// Inline scripts run only with their render's nonce, never because they are in the output;
// a published page keeps its render's nonce. Styles: docs/decisions/003-csp-nonce-and-style-src.md.

const GOOGLE_ANALYTICS = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
};

// Google Analytics is allowed only when a measurement id is configured.
export function contentSecurityPolicy({
  scriptNonce,
  googleAnalytics = false,
}: {
  scriptNonce?: string;
  googleAnalytics?: boolean;
}) {
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

/** The policy of `/sw.js`, which governs the worker: this site's pages and files, nothing else. */
export const SERVICE_WORKER_POLICY =
  "default-src 'none'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy of every response. Scripts are keyed by the SHA-256 hashes of the
 * page's own inline scripts, computed from the rendered HTML: a published page can be cached and
 * served to everyone with its policy, which a per-response nonce would not allow.
 * Styles: see docs/decisions/003-csp-hashes-and-style-src.md.
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
  /** `'sha256-…'` sources of the page's inline scripts. */
  scriptHashes?: readonly string[];
  /** Google Analytics is allowed only when a measurement id is configured. */
  googleAnalytics?: boolean;
}

export function contentSecurityPolicy({
  scriptHashes = [],
  googleAnalytics = false,
}: PolicyOptions) {
  const ga = googleAnalytics ? GOOGLE_ANALYTICS : { script: [], connect: [], img: [] };
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes, ...ga.script],
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

// An inline script: a <script> start tag without `src`, its text, and the end tag. React escapes
// `<` inside the scripts it writes, so "</script" cannot occur within one.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;

/** The `'sha256-…'` sources of every inline script of an HTML document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (HAS_SRC.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

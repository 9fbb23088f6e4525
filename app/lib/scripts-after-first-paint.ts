// The page's module scripts start after its first frame (issue 9, Lighthouse). React Router
// writes `<link rel="modulepreload">` tags in the head and a `<script type="module">` at the end
// of the body; on a slow phone their ~120 KB shared the connection with the stylesheet and the
// hero image before anything was painted, and Lighthouse counts every script that finished
// before the first paint into FCP and LCP. The server makes that script inert and lists the
// preloads on it (`deferModuleScripts`); the inline script below, drawn by the root layout,
// starts both once the first frame is on screen. The page works without them meanwhile (links,
// forms, `<details>` and CSS menus), as it does without JavaScript.

/** The type that keeps the module script inert until `startModulesAfterFirstPaint` runs it. */
export const DEFERRED_MODULE_TYPE = "text/x-module-after-first-paint";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"<>]+)"\/>/g;
const MODULE_SCRIPT = '<script type="module" async="">';

/**
 * The document with its module preloads removed and its module script inert, carrying the
 * preloads' addresses in `data-preload` (space-separated). A document without a module script is
 * returned as it is.
 */
export function deferModuleScripts(html: string): string {
  const scriptAt = html.indexOf(MODULE_SCRIPT);
  if (scriptAt === -1) return html;
  const preloads: string[] = [];
  const head = html.slice(0, scriptAt).replace(MODULE_PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return "";
  });
  const inert = `<script type="${DEFERRED_MODULE_TYPE}" data-preload="${preloads.join(" ")}">`;
  return head + inert + html.slice(scriptAt + MODULE_SCRIPT.length);
}

/**
 * Classic inline script: on the first animation frame (which waits for the stylesheet), then one
 * task later (after that frame is painted), adds the module preloads, each in a task of its own
 * (starting a module fetch costs the main thread about a millisecond, and a page has up to a
 * dozen), then puts a live module script with the same text where the inert one was, so hydration
 * finds the document the server rendered. Its text and the module's are both in the page's CSP
 * hashes.
 */
export const startModulesAfterFirstPaint = `requestAnimationFrame(function(){setTimeout(function(){var s=document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');if(!s)return;s.getAttribute("data-preload").split(" ").forEach(function(h){if(h)setTimeout(function(){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)},0)});setTimeout(function(){var m=document.createElement("script");m.type="module";m.setAttribute("async","");m.text=s.text;s.replaceWith(m)},0)},0)})`;

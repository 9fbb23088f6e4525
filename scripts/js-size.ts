// The JavaScript a page loads before it is interactive: the scripts its server-rendered HTML
// references (modulepreload links, module scripts and their imports) and, transitively, the
// static imports of those files; each gzipped from build/client as a server would send it.
//
// `node scripts/js-size.ts [path] [baseUrl]` prints the figure (building and starting the
// production server on a spare port when no baseUrl is given); `homeInitialJs(baseUrl)` is the
// same measurement for other scripts (the benchmark) over a server they already run.
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

export interface InitialJs {
  files: { file: string; gzipBytes: number; brotliBytes: number }[];
  totalGzipBytes: number;
  totalBrotliBytes: number;
}

const clientDir = path.resolve("build/client");

/** `import … from "x"`, `import "x"` and `export … from "x"` of an ES module (minified or not). */
const staticImport = /(?:\bimport|\bexport)\s*(?:[\w*${}\s,]*?\bfrom\s*)?["']([^"']+)["']/g;
const moduleScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const modulePreload = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi;
const hrefAttr = /\bhref=["']?([^"'\s>]+)/i;
const srcAttr = /\bsrc=["']?([^"'\s>]+)/i;

/** The site paths of the scripts the HTML asks for before anything runs. */
export function scriptsReferencedBy(html: string) {
  const urls = new Set<string>();
  for (const [link] of html.matchAll(modulePreload)) {
    const href = hrefAttr.exec(link)?.[1];
    if (href) urls.add(href);
  }
  for (const [, attributes = "", body = ""] of html.matchAll(moduleScript)) {
    if (!/\btype=["']?module/i.test(attributes)) continue;
    const src = srcAttr.exec(attributes)?.[1];
    if (src) urls.add(src);
    for (const [, specifier] of body.matchAll(staticImport)) if (specifier) urls.add(specifier);
  }
  return [...urls];
}

/** The gzip size of `pagePath`'s initial JavaScript as served by the site at `baseUrl`. */
export async function pageInitialJs(baseUrl: string, pagePath: string): Promise<InitialJs> {
  const response = await fetch(new URL(pagePath, baseUrl));
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}.`);
  const html = await response.text();
  const seen = new Set<string>();
  const queue = scriptsReferencedBy(html).map((url) => new URL(url, baseUrl).pathname);
  const files: InitialJs["files"] = [];
  while (queue.length > 0) {
    const sitePath = queue.shift()!;
    if (seen.has(sitePath)) continue;
    seen.add(sitePath);
    const source = readFileSync(path.join(clientDir, sitePath));
    files.push({
      file: sitePath,
      // zlib's default level, as the compression middleware sends it.
      gzipBytes: gzipSync(source).length,
      brotliBytes: brotliCompressSync(source).length,
    });
    // A static import is fetched before the importer runs, preloaded or not.
    for (const [, specifier] of source.toString("utf8").matchAll(staticImport)) {
      if (specifier?.startsWith(".") || specifier?.startsWith("/")) {
        queue.push(new URL(specifier, new URL(sitePath, baseUrl)).pathname);
      }
    }
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    files,
    totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    totalBrotliBytes: files.reduce((sum, f) => sum + f.brotliBytes, 0),
  };
}

/** The home page's initial JavaScript (issue 9: at most 120 KB gzip). */
export function homeInitialJs(baseUrl: string) {
  return pageInitialJs(baseUrl, "/");
}

/** KB = 1,000 bytes, as Vite's build report and the target count them. */
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export function formatInitialJs({ files, totalGzipBytes, totalBrotliBytes }: InitialJs) {
  return [
    `${"gzip".padStart(9)} ${"brotli".padStart(9)}  file`,
    ...files.map(
      (f) => `${kb(f.gzipBytes).padStart(9)} ${kb(f.brotliBytes).padStart(9)}  ${f.file}`,
    ),
    `${kb(totalGzipBytes).padStart(9)} ${kb(totalBrotliBytes).padStart(9)}  total of ${files.length} files`,
  ].join("\n");
}

if (import.meta.main) {
  const pagePath = process.argv[2] ?? "/";
  const givenBaseUrl = process.argv[3];
  if (givenBaseUrl) {
    console.log(formatInitialJs(await pageInitialJs(givenBaseUrl, pagePath)));
  } else {
    const { ensureBuild, startBuiltServer } = await import("../tests/support/server-process.ts");
    await ensureBuild();
    const server = await startBuiltServer({
      port: 3940,
      dataDir: ".tmp/js-size-data",
      quiet: true,
    });
    try {
      console.log(formatInitialJs(await pageInitialJs(server.baseUrl, pagePath)));
    } finally {
      await server.stop();
    }
  }
}

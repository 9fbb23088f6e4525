import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { scriptNonceContext } from "~/context";
import { ScriptNonce } from "~/lib/script-nonce";
import { reportError } from "~/utils/logger.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(scriptNonceContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Every client gets the whole document at once: the server buffers each page anyway (the
    // published-page cache), and a part still loading (lazily imported
    // components, app/lib/lazy-module.tsx) must be written in place, not streamed later into a
    // hidden element that only a script reveals (no JavaScript, or a cached copy).
    const readyOption = "onAllReady";

    const { pipe, abort } = renderToPipeableStream(
      <ScriptNonce value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ScriptNonce>,
      {
        nonce,
        // React moves a large finished <Suspense> part out of place (a hidden element and an
        // inline script that swaps it in); never here, for the reason above.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () => {
            clearTimeout(abortTimer);
            const html = Buffer.concat(chunks).toString("utf8");
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) reportError("Erro ao desenhar a página", error);
        },
      },
    );
    // Cleared once the page is out (React calls back later, never within the call above): a
    // pending timer would hold the whole render, HTML and loader data, for seconds after it.
    const abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // A 404 is an answer, not a failure: the not-found route logs its path itself.
  if (request.signal.aborted) return;
  if (error && typeof error === "object" && "status" in error && error.status === 404) return;
  reportError(`Erro ao responder a ${new URL(request.url).pathname}`, error);
};

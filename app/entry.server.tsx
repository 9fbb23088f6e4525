import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { scriptNonceContext } from "~/context";
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
    const { pipe, abort } = renderToPipeableStream(
      // React Router gives the nonce to <Scripts>, <ScrollRestoration> and <Links> too.
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // Every part in place: a part streamed later needs a script to show it (none, or cached).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          pipe(body);
          text(body).then((html) => {
            clearTimeout(abortTimer);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          }, reject);
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
    // Cleared once the page is out: a pending timer would hold the render's memory for seconds.
    const abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // A 404 is an answer, not a failure: the not-found route logs its path itself.
  if (request.signal.aborted) return;
  if (error && typeof error === "object" && "status" in error && error.status === 404) return;
  reportError(`Erro ao responder a ${new URL(request.url).pathname}`, error);
};

import {
  createCookie,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import type { ServerConfig } from "~/config.server";
import { placeholderProgramme } from "~/content/placeholder-programme";
import type { Programme } from "~/content/programme-schema";
import { configContext, databaseContext } from "~/context";
import { serializeFlash } from "~/utils/flash.server";
import { isSecureRequest } from "~/utils/https.server";
import { eventFactsMessages as messages } from "./event-facts-messages";
import {
  getEditionDraft,
  isPreviewRequest,
  requestEventFacts,
  showDraftOnRequest,
} from "./event-facts.server";
import { z } from "~/lib/zod";

// The draft is shown to a signed-in organiser who set the cookie, and its answers are never cached.

export const PREVIEW_COOKIE = "__preview";
export const PREVIEW_CACHE_CONTROL = "private, no-store";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** Whether the request's session is a signed-in administrator's (the auth feature's check). */
type IsOrganiser = (args: Args) => Promise<boolean>;

/** A session cookie: the preview ends with the browser, if not before. */
function previewCookie(request: Request, config: ServerConfig) {
  return createCookie(PREVIEW_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureRequest(request, config),
    path: "/",
  });
}

const OVERVIEW_PATH = "/admin/event";

/** 'Pré-visualizar no site' opening `to`, a public page (never the admin area nor another host). */
const previewActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("start"),
    to: z
      .string()
      .max(200)
      .regex(/^\/(?![/\\]|admin(?:[/?#]|$))\S*$/)
      .optional(),
  }),
  z.object({ intent: z.literal("stop") }),
]);

/** 'Pré-visualizar no site' (while a draft exists) and 'Sair da pré-visualização', an admin write. */
export async function switchPreview({ request, context }: Args): Promise<Response> {
  const config = context.get(configContext);
  const parsed = previewActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return new Response("Requisição inválida.", { status: 400 });
  }
  if (parsed.data.intent === "stop") {
    const cookie = await previewCookie(request, config).serialize("", { maxAge: 0 });
    return redirect(OVERVIEW_PATH, { headers: { "Set-Cookie": cookie } });
  }
  if (!(await getEditionDraft(context.get(databaseContext)))) {
    const flash = { type: "error" as const, message: messages.noDraft };
    const cookie = await serializeFlash(config, flash, request);
    return redirect(OVERVIEW_PATH, { headers: { "Set-Cookie": cookie } });
  }
  const cookie = await previewCookie(request, config).serialize("on");
  return redirect(parsed.data.to ?? "/", { headers: { "Set-Cookie": cookie } });
}

/** The public frame's middleware: on a preview every loader reads the draft, and nothing stores the answer. */
export function previewMiddleware(isOrganiser: IsOrganiser): MiddlewareFunction<Response> {
  return async (args, next) => {
    const { request, context } = args;
    const cookie = previewCookie(request, context.get(configContext));
    const previewing =
      (await cookie.parse(request.headers.get("Cookie"))) === "on" && (await isOrganiser(args));
    const draft = previewing && (await getEditionDraft(context.get(databaseContext)))?.facts;
    if (!draft) return next();
    showDraftOnRequest(context, draft);
    const response = await next();
    response.headers.set("Cache-Control", PREVIEW_CACHE_CONTROL);
    return response;
  };
}

/** On a preview the draft edition's programme, not out yet; otherwise the published one. */
export async function requestProgramme(
  context: Readonly<RouterContextProvider>,
  published: () => Promise<Programme>,
): Promise<Programme> {
  if (!isPreviewRequest(context)) return published();
  return placeholderProgramme(await requestEventFacts(context));
}

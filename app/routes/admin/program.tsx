import { useEffect } from "react";
import { type ShouldRevalidateFunction, data, useFetcher } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { toast } from "~/components/toaster";
import { adminUserContext, databaseContext } from "~/context";
import { requestEventFacts } from "~/features/event-facts/event-facts.server";
import {
  type EditorActionResult,
  handleEditorAction,
  loadProgrammeEditor,
} from "~/features/programme/editor-action.server";
import { SAVE_FETCHER, VERSION_FETCHER } from "~/features/programme/versions-messages";
import { ProgrammeEditor } from "~/features/programme/editor-programme";
import { programmeTabLabels } from "~/lib/programme-tabs";
import type { Route } from "./+types/program";

export const meta: Route.MetaFunction = () => adminMeta("Programação");

export async function loader({ context }: Route.LoaderArgs) {
  const { event } = await requestEventFacts(context);
  return {
    ...(await loadProgrammeEditor(context.get(databaseContext), event.timeZone)),
    // The days' dates are the event facts' ('Evento e datas'), shown, not edited, here.
    dates: { congressDays: event.congressDays },
    congressLabels: programmeTabLabels(event),
  };
}

/** Choosing a congress or day only changes the URL's search: that needs no new data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;

export async function action({ request, context }: Route.ActionArgs) {
  const { result, status } = await handleEditorAction(
    context.get(databaseContext),
    context.get(adminUserContext).email,
    await request.formData(),
  );
  return data({ result }, { status });
}

export default function ProgrammeEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(useFetcher<typeof action>({ key: SAVE_FETCHER }).data?.result);
  useResultToast(useFetcher<typeof action>({ key: VERSION_FETCHER }).data?.result);
  // A new current version (saved or restored) starts a fresh working copy from it.
  return (
    <ProgrammeEditor
      key={loaderData.current.version ?? "default"}
      {...loaderData}
      // A write posted without JavaScript answers with the page itself, the message on it.
      notice={actionData?.result}
    />
  );
}

/** Each answer of a write shows once as a toast (spec §8). */
function useResultToast(result: EditorActionResult | undefined) {
  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [result]);
}

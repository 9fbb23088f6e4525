import { adminMeta } from "~/components/admin/admin-meta";
import { Alert } from "~/components/ui/alert";
import {
  sectionEditorAction,
  sectionEditorLoader,
} from "~/features/event-facts/event-facts-admin.server";
import {
  SectionEditorMissing,
  SectionEditorPage,
  sectionPageTitle,
} from "~/features/event-facts/section-editor-page";
import type { Route } from "./+types/event-section";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(
    loaderData?.state === "ready"
      ? sectionPageTitle(
          loaderData.section,
          loaderData.target === "draft" ? loaderData.facts.event.edition : null,
        )
      : "Dados do evento",
  );

export const loader = sectionEditorLoader;

export const action = sectionEditorAction;

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state !== "ready") return <SectionEditorMissing reason={loaderData.state} />;
  return (
    <>
      {actionData?.error ? <Alert tone="error">{actionData.error}</Alert> : null}
      <SectionEditorPage
        section={loaderData.section}
        target={loaderData.target}
        facts={loaderData.facts}
        version={loaderData.version}
        formToken={loaderData.formToken}
        lastResult={actionData?.result}
        stale={actionData?.stale === true}
      />
    </>
  );
}

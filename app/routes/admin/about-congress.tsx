import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-page";
import { Alert } from "~/components/ui/alert";
import { databaseContext } from "~/context";
import { AdminAboutEditor } from "~/features/about/admin-about-editor";
import { aboutAction, loadAboutForEditor } from "~/features/about/about-admin.server";
import type { Route } from "./+types/about-congress";

export const meta: Route.MetaFunction = () => adminMeta("Sobre o Congresso");

export function loader({ context }: Route.LoaderArgs) {
  return loadAboutForEditor(context.get(databaseContext));
}

export const action = aboutAction;

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader
        title="Sobre o Congresso"
        description="Edite o texto e os profissionais exibidos na página inicial e em /sobre."
      />
      {loaderData.loadError ? <Alert tone="error">{loaderData.loadError}</Alert> : null}
      {/* A save comes back with a new revision; the key starts the form over from it. */}
      <AdminAboutEditor
        key={loaderData.revision}
        about={loaderData.about}
        revision={loaderData.revision}
        lastResult={actionData?.result}
        stale={actionData?.stale === true}
      />
    </div>
  );
}

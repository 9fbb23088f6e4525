import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-page";
import { databaseContext } from "~/context";
import { SponsorsEditor } from "~/features/sponsors/admin-sponsors-editor";
import { loadSponsorsEditor, sponsorsAction } from "~/features/sponsors/sponsors-admin.server";
import type { Route } from "./+types/sponsors";

export const meta: Route.MetaFunction = () => adminMeta("Patrocinadores");

export function loader({ context }: Route.LoaderArgs) {
  return loadSponsorsEditor(context.get(databaseContext));
}

export const action = sponsorsAction;

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader
        title="Patrocinadores"
        description="Adicione, edite, remova e ordene as logos exibidas na página inicial."
      />
      {/* A saved list comes back with a new revision; the key starts a fresh local copy of it. */}
      <SponsorsEditor
        key={loaderData.revision}
        initial={loaderData.sponsors}
        revision={loaderData.revision}
        formToken={loaderData.formToken}
        saveError={actionData?.error}
        stale={actionData?.stale === true}
      />
    </div>
  );
}

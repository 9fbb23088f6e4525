import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-page";
import { databaseContext } from "~/context";
import { SpeakerForm, SpeakerList } from "~/features/speakers/admin-speakers-editor";
import { findSpeaker, speakersAction } from "~/features/speakers/speakers-admin.server";
import { listSpeakers } from "~/features/speakers/speakers.server";
import { newFormToken } from "~/utils/form-token.server";
import type { Route } from "./+types/speakers";

export const meta: Route.MetaFunction = () => adminMeta("Palestrantes");

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.get(databaseContext);
  const editingId = new URL(request.url).searchParams.get("editar");
  const [speakers, editing] = await Promise.all([listSpeakers(db), findSpeaker(db, editingId)]);
  return { speakers, editing, formToken: newFormToken() };
}

export const action = speakersAction;

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { speakers, editing, formToken } = loaderData;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader
        title="Palestrantes"
        description="Cadastre, edite e remova os palestrantes exibidos na página inicial."
      />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="lg:order-2">
          <SpeakerForm
            // A new key after each save: the form starts again from what was stored.
            key={editing ? `${editing.id}:${editing.revision}` : "novo"}
            speaker={editing}
            formToken={formToken}
            lastResult={actionData?.intent === "save" ? actionData.result : undefined}
            stale={actionData?.intent === "save" && actionData.stale}
          />
        </div>
        <SpeakerList
          speakers={speakers}
          editingId={editing?.id ?? null}
          deleteError={actionData?.intent === "delete" ? actionData.error : undefined}
          stale={actionData?.intent === "delete" && actionData.stale}
        />
      </div>
    </div>
  );
}

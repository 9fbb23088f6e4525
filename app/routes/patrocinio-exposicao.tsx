import { SponsorshipPage } from "~/components/pages/sponsorship/sponsorship-page";
import { databaseContext } from "~/context";
import { submitThroughServer } from "~/features/forms/client-submit";
import { sponsorshipFailureMessage } from "~/features/forms/form-messages";
import { SponsorshipForm } from "~/features/forms/sponsorship-form";
import { submitPublicForm } from "~/features/forms/submissions.server";
import { SponsorsCarousel } from "~/features/sponsors/sponsors-carousel";
import { listSponsors } from "~/features/sponsors/sponsors.server";
import { framedPageMeta } from "~/lib/meta";
import type { Route } from "./+types/patrocinio-exposicao";

export const meta: Route.MetaFunction = framedPageMeta({
  title: "Patrocínio e Exposição",
  description:
    "Patrocine ou exponha no {evento}: {publico_esperado} profissionais de enfermagem em {cidade}. Solicite o plano de cotas.",
});

export async function loader({ context }: Route.LoaderArgs) {
  return { sponsors: await listSponsors(context.get(databaseContext)) };
}

export async function action(args: Route.ActionArgs) {
  return submitPublicForm(args, "patrocinio");
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitThroughServer(request, serverAction, sponsorshipFailureMessage);
}

export default function Sponsorship({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SponsorshipPage
      sponsors={<SponsorsCarousel sponsors={loaderData.sponsors} />}
      form={<SponsorshipForm actionData={actionData} />}
    />
  );
}

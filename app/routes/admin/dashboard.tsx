import { ArrowRight, Eye, Inbox } from "lucide-react";
import { Link } from "react-router";
import { IconTile } from "~/components/ui/icon-tile";
import { adminMeta } from "~/components/admin/admin-meta";
import { adminNav } from "~/components/admin/admin-nav";
import { AdminPageHeader } from "~/components/admin/admin-page";
import { FigureCard } from "~/components/admin/figure-card";
import { adminUserContext, databaseContext } from "~/context";
import { requestEventFacts } from "~/features/event-facts/event-facts.server";
import { unreadText } from "~/features/inbox/inbox-list";
import { eventPeriod, ordinal } from "~/lib/event-format";
import type { Route } from "./+types/dashboard";
import { dashboardFigures } from "./dashboard.server";

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

export async function loader({ context }: Route.LoaderArgs) {
  const { event } = await requestEventFacts(context);
  return {
    email: context.get(adminUserContext).email,
    figures: await dashboardFigures(context.get(databaseContext), event.timeZone),
    edition: { label: `${ordinal(event.edition, "feminine")} edição`, period: eventPeriod(event) },
  };
}

const number = new Intl.NumberFormat("pt-BR");
const plural = (n: number, one: string, many: string) =>
  `${number.format(n)} ${n === 1 ? one : many}`;

type Section = (typeof adminNav)[number] & {
  description: string;
  figure?: string;
  detail?: string;
};

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { figures, edition } = loaderData;
  const [, programme, speakersNav, sponsorsNav, about, eventFacts] = adminNav;
  const sections: Section[] = [
    {
      ...programme,
      description: "Eventos de cada congresso e dia, com histórico de versões.",
      figure: plural(figures.programmeVersions, "versão salva", "versões salvas"),
      detail: figures.lastProgrammeSave
        ? `Última gravação: ${figures.lastProgrammeSave}`
        : "Nenhuma gravação ainda",
    },
    {
      ...speakersNav,
      description: "Nome, cargo, biografia e foto de quem fala no congresso.",
      figure: plural(figures.speakers, "palestrante", "palestrantes"),
    },
    {
      ...sponsorsNav,
      description: "Logos e ordem do carrossel de patrocinadores.",
      figure: plural(figures.sponsors, "patrocinador", "patrocinadores"),
    },
    {
      ...about,
      description: "Título, edição, parágrafos e profissionais da seção “Sobre”.",
    },
    {
      ...eventFacts,
      description: "Datas, inscrições e preços, cursos, hospedagem, perguntas e a próxima edição.",
      figure: edition.label,
      detail: edition.period,
    },
  ];

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader
        title="Dashboard"
        description={`Bem-vindo(a), ${loaderData.email}. Escolha uma seção para editar o conteúdo do site.`}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <FigureCard
          id="dashboard-visits"
          icon={Eye}
          title="Visualizações de página nos últimos 7 dias"
          value={figures.pageViewsLastWeek}
        />
        <FigureCard
          id="dashboard-unread"
          icon={Inbox}
          title="Mensagens não lidas"
          value={figures.unreadMessages}
        >
          <Link
            to="/admin/inbox"
            className="text-brand-700 mt-auto inline-flex min-h-10 items-center gap-1 self-start text-sm font-semibold underline-offset-4 hover:underline"
          >
            Abrir mensagens
            <span className="sr-only">({unreadText(figures.unreadMessages)})</span>
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </FigureCard>
      </div>

      <section aria-labelledby="dashboard-sections">
        <h2 id="dashboard-sections" className="text-brand-950 text-xl font-bold">
          Seções
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {sections.map(({ to, label, icon: Icon, description, figure, detail }) => (
            <li key={to}>
              <Link
                to={to}
                className="group hover:border-brand-600 focus-visible:ring-brand-500/50 flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors outline-none focus-visible:ring-[3px]"
              >
                <span className="flex items-center gap-3">
                  <IconTile icon={Icon} tone="softStrong" shape="round" />
                  <h3 className="text-brand-950 text-lg font-bold">{label}</h3>
                </span>
                <p className="text-slate-700">{description}</p>
                {figure ? (
                  <p className="text-sm text-slate-700">
                    <strong className="text-brand-950 text-base">{figure}</strong>
                    {detail ? <span className="block">{detail}</span> : null}
                  </p>
                ) : null}
                <span className="text-brand-700 mt-auto inline-flex items-center gap-1 text-sm font-semibold group-hover:underline">
                  Abrir
                  <ArrowRight aria-hidden className="size-4" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import { ArrowLeft, Rss } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/components/pages/page-hero";
import { databaseContext } from "~/context";
import { requestEventFacts } from "~/features/event-facts/event-facts.server";
import { ATOM_PATH, CHANGES_TITLE } from "~/features/schedule-exports/atom-feed";
import {
  changeLog,
  describeChange,
  versionAnchor,
} from "~/features/schedule-exports/programme-changes";
import {
  MAX_VERSIONS_WALKED,
  loadProgrammeHistory,
} from "~/features/schedule-exports/schedule-history.server";
import { framedPageMeta } from "~/lib/meta";
import type { Route } from "./+types/programacao-alteracoes";
import { formatInZone } from "~/lib/time-zone";

export const meta: Route.MetaFunction = framedPageMeta({
  title: CHANGES_TITLE,
  description:
    "O que mudou na programação a cada atualização: sessões novas, canceladas, com outro dia, horário ou sala, e troca de palestrantes.",
});

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/atom+xml", href: ATOM_PATH, title: CHANGES_TITLE },
];

const linkClass =
  "text-brand-800 focus-visible:ring-brand-500/50 inline-flex items-center gap-2 rounded-sm font-semibold underline-offset-4 outline-none hover:underline focus-visible:ring-[3px]";

/** Published: derived from the saved versions, the same for everyone until the next save. */
export async function loader({ context }: Route.LoaderArgs) {
  const facts = await requestEventFacts(context);
  const history = await loadProgrammeHistory(context.get(databaseContext));
  return {
    entries: changeLog(history, facts).map((entry) => ({
      anchor: versionAnchor(entry.version),
      savedAt: entry.savedAt.toISOString(),
      savedAtText: formatInZone(entry.savedAt, facts.event.timeZone, "longDateTime"),
      changes: entry.changes.map(describeChange),
    })),
    olderOmitted: history.olderVersions > 0,
    maxVersions: MAX_VERSIONS_WALKED,
  };
}

export default function ProgramacaoAlteracoes({ loaderData }: Route.ComponentProps) {
  const { entries, olderOmitted, maxVersions } = loaderData;
  return (
    <>
      <PageHero
        page={{
          title: CHANGES_TITLE,
          subtitle:
            "O que mudou a cada atualização da programação: sessões novas, canceladas, com outro dia, horário ou sala, e troca de palestrantes.",
          heroEyebrow: "Programação",
        }}
      />
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 md:py-14">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
          <Link to="/programacao" className={linkClass}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Voltar para a programação
          </Link>
          <a href={ATOM_PATH} className={linkClass}>
            <Rss aria-hidden="true" className="size-4" />
            Acompanhar por feed (Atom)
          </a>
        </div>
        <p className="text-slate-700">
          Da mais recente para a mais antiga. Datas e horários no horário de Brasília.
          {olderOmitted &&
            ` Aparecem as alterações das últimas ${maxVersions} versões salvas da programação.`}
        </p>
        {entries.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-10 text-center text-slate-600">
            Nenhuma alteração desde a publicação da programação.
          </p>
        ) : (
          <ol className="flex flex-col gap-6">
            {entries.map((entry) => (
              <li key={entry.anchor}>
                <section
                  id={entry.anchor}
                  aria-labelledby={`${entry.anchor}-title`}
                  className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
                >
                  <h2 id={`${entry.anchor}-title`} className="text-brand-950 text-lg font-bold">
                    Atualizada em <time dateTime={entry.savedAt}>{entry.savedAtText}</time>
                  </h2>
                  <ul className="mt-3 flex flex-col gap-3">
                    {entry.changes.map((change, index) => (
                      <li key={index} className="border-brand-200 border-l-4 pl-3">
                        <p className="font-semibold text-slate-900">
                          {change.path ? (
                            <Link to={change.path} className="underline-offset-4 hover:underline">
                              {change.title}
                            </Link>
                          ) : (
                            change.title
                          )}
                        </p>
                        {change.details.map((detail) => (
                          <p key={detail} className="text-sm text-slate-700">
                            {detail}
                          </p>
                        ))}
                      </li>
                    ))}
                  </ul>
                </section>
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

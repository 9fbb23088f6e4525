import { Award, BookOpen, CalendarDays, Target } from "lucide-react";
import { Link } from "react-router";
import { iconFor } from "~/components/icon";
import { HomeSectionLink } from "~/components/pages/home-section-link";
import { InfoCardGrid } from "~/components/pages/info-card";
import { PageHero } from "~/components/pages/page-hero";
import { PageSection } from "~/components/pages/page-section";
import { StatList } from "~/components/pages/stat-list";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { IconTile } from "~/components/ui/icon-tile";
import { aboutPage } from "~/content/pages-about";
import { databaseContext } from "~/context";
import { AboutSection } from "~/features/about/about-section";
import { getAboutCongress } from "~/features/about/about.server";
import { useEventFacts, useEventPhase } from "~/lib/event-facts-context";
import { editionName } from "~/lib/event-format";
import { framedPageMeta } from "~/lib/meta";
import { useFactText } from "~/lib/use-fact-text";
import type { Route } from "./+types/sobre";

export const meta: Route.MetaFunction = framedPageMeta(aboutPage);

/** The editable "about" block (the admin's about editor) opens the page. */
export async function loader({ context }: Route.LoaderArgs) {
  return { about: await getAboutCongress(context.get(databaseContext)) };
}

const { history, mission, currentEdition, audience } = aboutPage;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { event } = useEventFacts();
  const { stage } = useEventPhase();
  const t = useFactText();
  return (
    <>
      <PageHero page={aboutPage} image={aboutPage.heroImage} />
      <AboutSection about={loaderData.about} />

      <PageSection id="historia" title={history.title}>
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
          <div className="space-y-4 text-lg leading-relaxed text-slate-700">
            {history.paragraphs.map((paragraph) => (
              <p key={paragraph}>{t(paragraph)}</p>
            ))}
          </div>
          <StatList
            stats={history.stats}
            look="tinted"
            className="grid gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-1"
          />
        </div>
      </PageSection>

      <PageSection id="missao" title={mission.title} description={mission.lead} tone="muted">
        <div className="bg-brand-900 flex flex-col gap-4 rounded-2xl p-6 text-white shadow-md sm:flex-row sm:items-start sm:p-8">
          <IconTile icon={Target} tone="accent" size="lg" shape="round" />
          <div>
            <h3 className="text-xl font-bold">{mission.missionTitle}</h3>
            <p className="text-brand-100 mt-2 text-lg leading-relaxed">{mission.missionText}</p>
          </div>
        </div>
        <h3 className="text-brand-950 mt-12 mb-6 text-xl font-bold">Nossos valores</h3>
        <InfoCardGrid
          items={mission.values}
          className="grid gap-4 sm:grid-cols-2 md:gap-6 lg:grid-cols-3"
        />
      </PageSection>

      <PageSection
        id="edicao"
        title={currentEdition.title}
        eyebrow={currentEdition.eyebrow}
        description={currentEdition.lead}
      >
        <h3 className="text-brand-950 mb-6 text-xl font-bold">{currentEdition.congressesTitle}</h3>
        <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
          {Object.values(event.congresses).map((congress) => (
            <li
              key={congress.name}
              className="border-brand-100 from-brand-50 flex items-start gap-4 rounded-xl border bg-linear-to-br to-white p-6"
            >
              <Award aria-hidden className="text-brand-700 mt-0.5 size-6 shrink-0" />
              <div>
                <p className="text-brand-950 font-bold">{editionName(congress)}</p>
                <p className="mt-1 text-sm text-slate-700">{t(currentEdition.congressDaysText)}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="border-accent-400 bg-accent-300/20 mt-4 flex items-start gap-4 rounded-xl border p-6 md:mt-6">
          <CalendarDays aria-hidden className="text-brand-900 mt-0.5 size-6 shrink-0" />
          <div>
            <p className="text-brand-950 font-bold">{currentEdition.coursesTitle}</p>
            <p className="mt-1 text-slate-800">{t(currentEdition.coursesText)}</p>
          </div>
        </div>

        <h3 className="text-brand-950 mt-12 mb-6 text-xl font-bold">
          {currentEdition.offeringsTitle}
        </h3>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:gap-6 lg:grid-cols-3">
          {currentEdition.offerings.map((offering) => (
            <li
              key={offering.title}
              className="flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <IconTile icon={iconFor(offering.icon)} tone="soft" />
              <div>
                <p className="text-brand-950 font-bold">{offering.title}</p>
                <p className="mt-1 text-sm leading-relaxed text-slate-700">{offering.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="publico" title={audience.title} description={audience.lead} tone="muted">
        <InfoCardGrid
          items={audience.groups}
          className="grid gap-4 sm:grid-cols-2 md:gap-6 lg:grid-cols-3"
        />

        <div className="bg-brand-950 mt-12 flex flex-col items-start gap-6 rounded-2xl p-6 text-white sm:p-10 md:flex-row md:items-center md:justify-between">
          <div>
            <Badge variant="accent" className="mb-3">
              <BookOpen aria-hidden className="size-3.5" />
              {t(currentEdition.ctaBadge)}
            </Badge>
            <p className="text-2xl font-bold">{t(audience.ctaTitle)}</p>
            <p className="text-brand-100 mt-2">{audience.ctaText}</p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            {stage === "after" ? null : (
              <Button asChild variant="accent" size="lg">
                <HomeSectionLink sectionId="inscricao-section">Inscreva-se</HomeSectionLink>
              </Button>
            )}
            <Button asChild variant="whiteOutline" size="lg">
              <Link to="/programacao">Ver programação</Link>
            </Button>
          </div>
        </div>
      </PageSection>
    </>
  );
}

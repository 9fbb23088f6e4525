import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/components/pages/page-hero";
import { buttonVariants } from "~/components/ui/button-variants";
import { ProgrammeTimeline } from "./programme-timeline";
import { TIME_ZONE_NOTE } from "./session-lookup";
import { isComingSoon } from "~/content/placeholder-programme";
import type { Programme } from "~/content/programme-schema";
import { eventYear } from "~/lib/event-format";
import { programmeTabLabels } from "~/lib/programme-tabs";
import { shownProgramme } from "~/content/shown-programme";
import { CONGRESS_KEYS } from "~/content/programme-keys";
import type { ProgrammeFacts } from "./programme-labels";

/** An edition number as an address names it ('15'); anything else names none. */
export function readEditionParam(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : null;
}

export const editionArchiveTitle = (edition: number, year: number) =>
  `Programação da ${edition}ª edição (${year})`;

/** A past edition's programme as archived: its own dates, no empty days nor session ids. */
export function archivedProgramme(programme: Programme, facts: ProgrammeFacts) {
  const shown = shownProgramme(programme, facts);
  const labels = programmeTabLabels(facts.event);
  const parts = CONGRESS_KEYS.flatMap((key) => {
    const days = shown[key].flatMap((day) => {
      const events = day.events
        .filter((event) => !isComingSoon(event))
        .map(({ id: _id, ...event }) => event);
      return events.length > 0 ? [{ ...day, events }] : [];
    });
    return days.length > 0 ? [{ key, label: labels[key], days }] : [];
  });
  return {
    edition: facts.event.edition,
    year: eventYear(facts.event),
    city: facts.event.city,
    parts,
  };
}

/** A past edition's programme, read-only: every part and day on one page, as it was published. */
export function EditionArchivePage({
  edition,
  year,
  city,
  parts,
}: ReturnType<typeof archivedProgramme>) {
  return (
    <>
      <PageHero
        page={{
          title: editionArchiveTitle(edition, year),
          subtitle: `A programação da ${edition}ª edição, realizada em ${city} em ${year}, como foi publicada. Todos os horários estão no ${TIME_ZONE_NOTE}.`,
          heroEyebrow: "Edições anteriores",
        }}
      >
        <Link to="/programacao" className={buttonVariants({ variant: "whiteOutline" })}>
          <ArrowLeft aria-hidden="true" />
          Ver a programação atual
        </Link>
      </PageHero>

      <div className="mx-auto flex max-w-5xl flex-col gap-14 px-4 py-10 md:py-14">
        <nav aria-label="Partes da programação" className="print:hidden">
          <ul className="flex flex-wrap gap-3">
            {parts.map((part) => (
              <li key={part.key}>
                <a
                  href={`#${part.key}`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  {part.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {parts.map((part) => (
          <section
            key={part.key}
            id={part.key}
            aria-labelledby={`${part.key}-titulo`}
            className="flex scroll-mt-24 flex-col gap-10"
          >
            <h2
              id={`${part.key}-titulo`}
              className="text-brand-950 border-brand-100 border-b-2 pb-3 text-2xl font-bold md:text-3xl"
            >
              {part.label}
            </h2>
            {part.days.map((day, index) => (
              <ProgrammeTimeline key={index} day={day} />
            ))}
          </section>
        ))}
      </div>
    </>
  );
}

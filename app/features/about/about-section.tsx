import { Badge } from "~/components/ui/badge";
import { PhotoCard } from "~/components/pages/photo-card";
import type { AboutCongress } from "~/content/about-schema";
import { useEventFacts } from "~/lib/event-facts-context";
import { renderFactText } from "~/lib/fact-text";

/** The home's "about the congress" block; `null` (a failed read) shows nothing. */
export function AboutSection({ about }: { about: AboutCongress | null }) {
  // The organiser's text may name facts ('{edicao} edição'), rendered from the current edition.
  const facts = useEventFacts();
  const text = (value: string) => renderFactText(value, facts);
  if (about === null) return null;

  return (
    <section aria-labelledby="about-heading" className="bg-white py-16 md:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          <Badge variant="secondary" className="text-sm">
            {text(about.edition)}
          </Badge>
          <h2
            id="about-heading"
            className="text-brand-950 mt-4 text-3xl font-bold tracking-tight md:text-4xl"
          >
            {about.title}
          </h2>
          <div className="mt-6 space-y-4 text-base leading-relaxed text-slate-700 md:text-lg">
            {about.paragraphs.map((paragraph, index) => (
              <p key={index}>{text(paragraph)}</p>
            ))}
          </div>
        </div>

        {about.professionals.length > 0 ? (
          <ul className="grid grid-cols-2 gap-4 sm:gap-6">
            {about.professionals.map((professional) => (
              <PhotoCard
                key={professional.id}
                look="person"
                image={{
                  src: professional.imageUrl,
                  alt: `Foto de ${professional.name}`,
                  width: 320,
                  height: 320,
                }}
                title={professional.name}
                text={professional.role}
              />
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

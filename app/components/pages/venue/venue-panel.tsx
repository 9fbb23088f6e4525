import { CalendarDays, Clock, type LucideIcon, MapPin } from "lucide-react";
import { ExternalLinkButton } from "~/components/pages/external-link";
import { SectionHeading } from "~/components/pages/page-section";
import { venuePage } from "~/content/pages-venue";
import { eventPeriod, formatHours } from "~/lib/event-format";
import { useEventFacts } from "~/lib/event-facts-context";
import { useFactText } from "~/lib/use-fact-text";
import { cn } from "~/lib/utils";

export function VenuePanel() {
  const { venue } = venuePage;
  const { event } = useEventFacts();
  const t = useFactText();
  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      <img
        src={venue.image.src}
        srcSet={`${venue.image.srcSmall} 600w, ${venue.image.src} ${venue.image.width}w`}
        sizes="(min-width: 1024px) 560px, 100vw"
        width={venue.image.width}
        height={venue.image.height}
        alt={t(venue.image.alt)}
        decoding="async"
        className="aspect-[3/2] w-full rounded-2xl bg-slate-200 object-cover shadow-md"
      />
      <div>
        <SectionHeading eyebrow={venue.eyebrow} title={event.venue.name} />
        <div className="mt-5 space-y-4 leading-relaxed text-slate-700">
          {venue.paragraphs.map((paragraph) => (
            <p key={paragraph}>{t(paragraph)}</p>
          ))}
        </div>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          <VenueFact icon={CalendarDays} term="Data" value={eventPeriod(event)} />
          <VenueFact icon={Clock} term="Horário" value={formatHours(event.hours)} />
          <VenueFact
            icon={MapPin}
            term="Endereço"
            value={event.venue.address}
            className="sm:col-span-2"
          />
        </dl>
        <h3 className="text-brand-950 mt-8 text-lg font-bold">Programação por dia</h3>
        <ul className="mt-3 space-y-2">
          {venue.schedule.map((item) => (
            <li key={item.date} className="border-accent-500 border-l-4 pl-3 text-slate-700">
              <span className="text-brand-900 font-semibold">{t(item.date)}</span> – {item.text}
            </li>
          ))}
        </ul>
        <ExternalLinkButton
          href={event.venue.mapUrl}
          icon={MapPin}
          markExternal
          variant="outline"
          className="mt-8"
        >
          {venue.mapLabel}
        </ExternalLinkButton>
      </div>
    </div>
  );
}

export function VenueFact({
  icon: Icon,
  term,
  value,
  className,
}: {
  icon: LucideIcon;
  term: string;
  value: string;
  className?: string;
}) {
  return (
    <div className={cn("border-brand-100 bg-brand-50 rounded-xl border p-4", className)}>
      <dt className="text-brand-900 flex items-center gap-2 text-sm font-semibold">
        <Icon aria-hidden className="text-brand-700 size-5 shrink-0" />
        {term}
      </dt>
      <dd className="mt-1 pl-7 text-slate-800">{value}</dd>
    </div>
  );
}

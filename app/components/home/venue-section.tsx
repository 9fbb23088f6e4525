import { CalendarDays, Clock, MapPin } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { homeText } from "~/content/home";
import { eventPeriod, formatClockTime } from "~/lib/event-format";
import { useEventFacts } from "~/lib/event-facts-context";
import { useFactText } from "~/lib/use-fact-text";

const text = homeText.venue;

/** A teaser of the venue, leading to the venue and lodging page. */
export function VenueSection() {
  const { event } = useEventFacts();
  const { venue, hours } = event;
  const t = useFactText();
  return (
    <section
      id="location-section"
      aria-labelledby="location-heading"
      className="bg-brand-50 py-16 md:py-24"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:gap-16 lg:px-8">
        <div>
          <h2
            id="location-heading"
            className="text-brand-950 text-3xl font-bold tracking-tight md:text-4xl"
          >
            {text.heading}
          </h2>
          <p className="text-brand-900 mt-2 text-xl font-semibold">{venue.name}</p>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{t(text.text)}</p>
          <ul className="mt-6 space-y-3 text-slate-800">
            <li className="flex items-start gap-3">
              <MapPin aria-hidden className="text-brand-700 mt-0.5 size-5 shrink-0" />
              {venue.address}
            </li>
            <li className="flex items-start gap-3">
              <CalendarDays aria-hidden className="text-brand-700 mt-0.5 size-5 shrink-0" />
              {eventPeriod(event)}
            </li>
            <li className="flex items-start gap-3">
              <Clock aria-hidden className="text-brand-700 mt-0.5 size-5 shrink-0" />
              {`Das ${formatClockTime(hours.start)} às ${formatClockTime(hours.end)}`}
            </li>
          </ul>
          <Button asChild size="lg" className="mt-8">
            <Link to="/local">{text.button}</Link>
          </Button>
        </div>

        <figure>
          <img
            src="/images/venue.webp"
            srcSet="/images/venue-600.webp 600w, /images/venue.webp 1200w"
            sizes="(min-width: 1024px) 600px, 100vw"
            width={1200}
            height={800}
            alt={t(text.imageAlt)}
            loading="lazy"
            decoding="async"
            className="aspect-[3/2] w-full rounded-2xl object-cover shadow-lg"
          />
          <figcaption className="mt-3 text-center text-sm text-slate-600">
            {t(text.caption)}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

import { MapPin, Star, TicketPercent } from "lucide-react";
import { PhotoCard } from "~/components/pages/photo-card";
import { ExternalLink } from "~/components/pages/external-link";
import { NoticeBanner } from "~/components/pages/notice-banner";
import { SectionHeading } from "~/components/pages/page-section";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { hotelBooking } from "~/content/hotel-booking";
import type { HotelFacts } from "~/content/event-facts-schema";
import { venuePage } from "~/content/pages-venue";
import { formatBRLShort, formatNumber, formatPercent } from "~/lib/event-format";
import { useEventFacts } from "~/lib/event-facts-context";
import { useFactText } from "~/lib/use-fact-text";

export function LodgingPanel() {
  const { lodging, tourism } = venuePage;
  const { lodging: facts, contact } = useEventFacts();
  const t = useFactText();
  return (
    <div className="space-y-12 md:space-y-16">
      <NoticeBanner
        tone="brand"
        icon={TicketPercent}
        title={lodging.discountTitle}
        actions={
          <p className="border-accent-400 rounded-lg border-2 border-dashed px-5 py-3 text-center">
            <span className="text-brand-100 block text-xs font-semibold tracking-wider uppercase">
              Código de desconto
            </span>
            <span className="text-accent-300 font-mono text-2xl font-bold tracking-widest">
              {facts.discountCode}
            </span>
          </p>
        }
      >
        {lodging.discountText}
      </NoticeBanner>

      <section aria-labelledby="hoteis-titulo">
        <SectionHeading id="hoteis-titulo" title={lodging.title} description={lodging.lead} />
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {facts.hotels.map((hotel) => (
            <li key={hotel.name}>
              <HotelCard
                hotel={hotel}
                bookLabel={lodging.bookLabel}
                discountCode={facts.discountCode}
                whatsappNumber={contact.whatsappNumber}
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="turismo-titulo">
        <SectionHeading id="turismo-titulo" title={tourism.title} description={tourism.lead} />
        <div className="mt-6 max-w-3xl space-y-4 leading-relaxed text-slate-700">
          {tourism.paragraphs.map((paragraph) => (
            <p key={paragraph}>{t(paragraph)}</p>
          ))}
        </div>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
          {tourism.places.map((place) => (
            <PhotoCard
              key={place.name}
              look="place"
              image={{ src: place.image, alt: place.alt, width: 800, height: 533 }}
              title={place.name}
              text={place.text}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}

function HotelCard({
  hotel,
  bookLabel,
  discountCode,
  whatsappNumber,
}: {
  hotel: HotelFacts;
  bookLabel: string;
  discountCode: string;
  /** The organisers' WhatsApp, who help to book a hotel with neither page nor phone. */
  whatsappNumber: string;
}) {
  const rating = formatNumber(hotel.rating, 1, 1);
  const booking = hotelBooking(hotel, discountCode, whatsappNumber);
  const BookingLink = booking.external ? ExternalLink : "a";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative">
        <img
          src={hotel.image}
          width={800}
          height={533}
          alt={`Fachada do ${hotel.name}`}
          loading="lazy"
          decoding="async"
          className="aspect-[3/2] w-full bg-slate-200 object-cover"
        />
        <Badge variant="accent" className="absolute top-3 left-3 text-sm shadow">
          {formatPercent(hotel.discountPercent)} de desconto
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-brand-950 text-lg leading-snug font-bold">{hotel.name}</h3>
          <p className="flex shrink-0 items-center gap-1 text-sm font-semibold text-slate-800">
            <Star aria-hidden className="fill-accent-500 text-accent-500 size-4" />
            <span aria-hidden>
              {rating}
              <span className="font-normal text-slate-600">/5</span>
            </span>
            <span className="sr-only">Avaliação {rating} de 5</span>
          </p>
        </div>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <MapPin aria-hidden className="text-brand-700 size-4 shrink-0" />
          {hotel.distance} do local do evento
        </p>
        <p className="text-sm leading-relaxed text-slate-700">{hotel.description}</p>
        <p className="mt-auto pt-2">
          <span className="text-brand-900 text-xl font-bold">
            {venuePage.lodging.priceFrom(formatBRLShort(hotel.nightlyPrice))}
          </span>
          <span className="text-sm text-slate-700"> por noite</span>
        </p>
        <Button asChild className="w-full">
          <BookingLink href={booking.href}>
            {bookLabel}
            <span className="sr-only"> – {hotel.name}</span>
          </BookingLink>
        </Button>
      </div>
    </article>
  );
}

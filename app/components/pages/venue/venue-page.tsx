import {
  BedDouble,
  Building2,
  CalendarDays,
  Clock,
  MapPin,
  Star,
  TicketPercent,
} from "lucide-react";
import { useSearchParams } from "react-router";
import { ExternalLink, ExternalLinkButton } from "~/components/pages/external-link";
import { NoticeBanner } from "~/components/pages/notice-banner";
import { PageHero } from "~/components/pages/page-hero";
import { SectionHeading } from "~/components/pages/page-section";
import { PhotoCard } from "~/components/pages/photo-card";
import { readVenueTab, venueTabLink, type VenueTab } from "~/components/pages/venue/venue-tabs";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { replaceAddress, Tabs, TabsContent, TabsLink, TabsList } from "~/components/ui/tabs";
import type { HotelFacts } from "~/content/event-facts-schema";
import { hotelBooking } from "~/content/hotel-booking";
import { venuePage } from "~/content/pages-venue";
import {
  eventPeriod,
  formatBRLShort,
  formatHours,
  formatNumber,
  formatPercent,
} from "~/lib/event-format";
import { useEventFacts } from "~/lib/event-facts-context";
import { useFactText } from "~/lib/use-fact-text";
import { cn } from "~/lib/utils";

export function VenuePage() {
  const [params] = useSearchParams();
  const tab = readVenueTab(params);
  const { venue, lodging, tourism } = venuePage;
  const { event, lodging: facts } = useEventFacts();
  const t = useFactText();
  return (
    <>
      <PageHero page={venuePage} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        {/* Each tab is a link to its address, drawn selected by the server (`?aba=hospedagem`). */}
        <Tabs
          key={tab}
          defaultValue={tab}
          onValueChange={(tab) => replaceAddress(venueTabLink(tab as VenueTab))}
          className="gap-8 md:gap-10"
        >
          <TabsList
            aria-label="Informações do local e da hospedagem"
            className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto sm:self-start"
          >
            <TabsLink value="local" href={venueTabLink("local")} className="gap-2 px-5">
              <Building2 aria-hidden className="size-4" />
              {venuePage.tabs.venue}
            </TabsLink>
            <TabsLink value="hospedagem" href={venueTabLink("hospedagem")} className="gap-2 px-5">
              <BedDouble aria-hidden className="size-4" />
              {venuePage.tabs.lodging}
            </TabsLink>
          </TabsList>
          <TabsContent value="local">
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
                  {[
                    { icon: CalendarDays, term: "Data", value: eventPeriod(event) },
                    { icon: Clock, term: "Horário", value: formatHours(event.hours) },
                    { icon: MapPin, term: "Endereço", value: event.venue.address, wide: true },
                  ].map(({ icon: Icon, term, value, wide }) => (
                    <div
                      key={term}
                      className={cn(
                        "border-brand-100 bg-brand-50 rounded-xl border p-4",
                        wide && "sm:col-span-2",
                      )}
                    >
                      <dt className="text-brand-900 flex items-center gap-2 text-sm font-semibold">
                        <Icon aria-hidden className="text-brand-700 size-5 shrink-0" />
                        {term}
                      </dt>
                      <dd className="mt-1 pl-7 text-slate-800">{value}</dd>
                    </div>
                  ))}
                </dl>
                <h3 className="text-brand-950 mt-8 text-lg font-bold">Programação por dia</h3>
                <ul className="mt-3 space-y-2">
                  {venue.schedule.map(({ date, text }) => (
                    <li key={date} className="border-accent-500 border-l-4 pl-3 text-slate-700">
                      <span className="text-brand-900 font-semibold">{t(date)}</span> – {text}
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
          </TabsContent>
          <TabsContent value="hospedagem">
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
                <SectionHeading
                  id="hoteis-titulo"
                  title={lodging.title}
                  description={lodging.lead}
                />
                <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {facts.hotels.map((hotel) => (
                    <li key={hotel.name}>
                      <HotelCard hotel={hotel} />
                    </li>
                  ))}
                </ul>
              </section>

              <section aria-labelledby="turismo-titulo">
                <SectionHeading
                  id="turismo-titulo"
                  title={tourism.title}
                  description={tourism.lead}
                />
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
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}

/** A partner hotel, booked on its page, by its phone, or through the organisers' WhatsApp. */
function HotelCard({ hotel }: { hotel: HotelFacts }) {
  const { lodging, contact } = useEventFacts();
  const booking = hotelBooking(hotel, lodging.discountCode, contact.whatsappNumber);
  const rating = formatNumber(hotel.rating, 1, 1);
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
            {venuePage.lodging.bookLabel}
            <span className="sr-only"> – {hotel.name}</span>
          </BookingLink>
        </Button>
      </div>
    </article>
  );
}

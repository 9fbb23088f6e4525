import {
  BedDouble,
  Building2,
  CalendarDays,
  Clock,
  ExternalLink as ExternalLinkIcon,
  type LucideIcon,
  MapPin,
  Star,
  TicketPercent,
} from "lucide-react";
import { ExternalLink } from "~/components/pages/external-link";
import { NoticeBanner } from "~/components/pages/notice-banner";
import { PageHero } from "~/components/pages/page-hero";
import { SectionHeading } from "~/components/pages/page-section";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { venuePage, type Hotel } from "~/content/pages-venue";
import { pageMeta } from "~/lib/meta";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/local";

export const meta: Route.MetaFunction = () => pageMeta(venuePage.title, venuePage.description);

const ratingFormat = new Intl.NumberFormat("pt-BR", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

export default function VenuePage() {
  return (
    <>
      <PageHero
        title={venuePage.title}
        subtitle={venuePage.subtitle}
        eyebrow={`${venuePage.venue.period} · Salvador, BA`}
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        {/* Server-rendered with the first tab open, so it reads with JavaScript off. */}
        <Tabs defaultValue="local" className="gap-8 md:gap-10">
          <TabsList
            aria-label="Informações do local e da hospedagem"
            className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto sm:self-start"
          >
            <TabsTrigger value="local" className="gap-2 px-5">
              <Building2 aria-hidden className="size-4" />
              {venuePage.tabs.venue}
            </TabsTrigger>
            <TabsTrigger value="hospedagem" className="gap-2 px-5">
              <BedDouble aria-hidden className="size-4" />
              {venuePage.tabs.lodging}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="local">
            <VenuePanel />
          </TabsContent>
          <TabsContent value="hospedagem">
            <LodgingPanel />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}

function VenuePanel() {
  const { venue } = venuePage;
  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      <img
        src={venue.image.src}
        srcSet={`${venue.image.srcSmall} 600w, ${venue.image.src} ${venue.image.width}w`}
        sizes="(min-width: 1024px) 560px, 100vw"
        width={venue.image.width}
        height={venue.image.height}
        alt={venue.image.alt}
        decoding="async"
        className="aspect-[3/2] w-full rounded-2xl bg-slate-200 object-cover shadow-md"
      />
      <div>
        <SectionHeading eyebrow={venue.eyebrow} title={venue.name} />
        <div className="mt-5 space-y-4 leading-relaxed text-slate-700">
          {venue.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          <VenueFact icon={CalendarDays} term="Data" value={venue.period} />
          <VenueFact icon={Clock} term="Horário" value={venue.hours} />
          <VenueFact
            icon={MapPin}
            term="Endereço"
            value={venue.address}
            className="sm:col-span-2"
          />
        </dl>
        <h3 className="text-brand-950 mt-8 text-lg font-bold">Programação por dia</h3>
        <ul className="mt-3 space-y-2">
          {venue.schedule.map((item) => (
            <li key={item.date} className="border-accent-500 border-l-4 pl-3 text-slate-700">
              <span className="text-brand-900 font-semibold">{item.date}</span> – {item.text}
            </li>
          ))}
        </ul>
        <Button asChild variant="outline" className="mt-8">
          <ExternalLink href={venue.mapUrl}>
            <MapPin aria-hidden />
            {venue.mapLabel}
            <ExternalLinkIcon aria-hidden />
          </ExternalLink>
        </Button>
      </div>
    </div>
  );
}

function VenueFact({
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

function LodgingPanel() {
  const { lodging, tourism } = venuePage;
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
              {lodging.discountCode}
            </span>
          </p>
        }
      >
        {lodging.discountText}
      </NoticeBanner>

      <section aria-labelledby="hoteis-titulo">
        <SectionHeading id="hoteis-titulo" title={lodging.title} description={lodging.lead} />
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {lodging.hotels.map((hotel) => (
            <li key={hotel.name}>
              <HotelCard hotel={hotel} bookLabel={lodging.bookLabel} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="turismo-titulo">
        <SectionHeading id="turismo-titulo" title={tourism.title} description={tourism.lead} />
        <div className="mt-6 max-w-3xl space-y-4 leading-relaxed text-slate-700">
          {tourism.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
          {tourism.places.map((place) => (
            <li
              key={place.name}
              className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              <img
                src={place.image}
                width={800}
                height={533}
                alt={place.alt}
                loading="lazy"
                decoding="async"
                className="aspect-[3/2] w-full bg-slate-200 object-cover"
              />
              <div className="p-3 sm:p-4">
                <h3 className="text-brand-950 leading-snug font-bold">{place.name}</h3>
                <p className="mt-1 text-sm text-slate-700">{place.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function HotelCard({ hotel, bookLabel }: { hotel: Hotel; bookLabel: string }) {
  const rating = ratingFormat.format(hotel.rating);
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
          {hotel.discount} de desconto
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
          <span className="text-brand-900 text-xl font-bold">{hotel.price}</span>
          <span className="text-sm text-slate-700"> por noite</span>
        </p>
        {/* Spec §2: the booking buttons do nothing; booking is made with the hotel using the code. */}
        <Button type="button" className="w-full">
          {bookLabel}
          <span className="sr-only"> – {hotel.name}</span>
        </Button>
      </div>
    </article>
  );
}

import { homeText } from "~/content/home";
import { type SponsorLogo, SponsorsCarousel } from "~/features/sponsors/sponsors-carousel";

const text = homeText.sponsors;

export function SponsorsSection({ sponsors }: { sponsors: SponsorLogo[] }) {
  return (
    <section
      id="sponsors-section"
      aria-labelledby="sponsors-heading"
      className="border-y border-slate-200 bg-white py-16 md:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2
            id="sponsors-heading"
            className="text-brand-950 text-3xl font-bold tracking-tight md:text-4xl"
          >
            {text.heading}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{text.intro}</p>
        </div>
        <SponsorsCarousel sponsors={sponsors} />
      </div>
    </section>
  );
}

import { homeText } from "~/content/home";
import { HomeHeading } from "~/components/home/home-heading";
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
        <HomeHeading
          id="sponsors-heading"
          title={text.heading}
          intro={text.intro}
          className="mb-10"
        />
        <SponsorsCarousel sponsors={sponsors} />
      </div>
    </section>
  );
}

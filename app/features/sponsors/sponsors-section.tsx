import { homeText } from "~/content/home";
import { HomeSection } from "~/components/home/home-heading";
import { type SponsorLogo, SponsorsCarousel } from "~/features/sponsors/sponsors-carousel";

const text = homeText.sponsors;

export function SponsorsSection({ sponsors }: { sponsors: SponsorLogo[] }) {
  return (
    <HomeSection
      id="sponsors-section"
      headingId="sponsors-heading"
      className="border-y border-slate-200 bg-white py-16 md:py-20"
      title={text.heading}
      intro={text.intro}
      headingClassName="mb-10"
    >
      <SponsorsCarousel sponsors={sponsors} />
    </HomeSection>
  );
}

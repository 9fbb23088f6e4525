import { CalendarDays, Mic } from "lucide-react";
import { IconTile } from "~/components/ui/icon-tile";
import { HomeSection } from "~/components/home/home-heading";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { homeText } from "~/content/home";
import { type SpeakerCardData, SpeakersCarousel } from "~/features/speakers/speakers-carousel";

const text = homeText.speakers;

export function SpeakersSection({ speakers }: { speakers: SpeakerCardData[] }) {
  return (
    <HomeSection
      id="speakers-section"
      headingId="speakers-heading"
      className="bg-linear-to-b from-white to-slate-50 py-16 md:py-24"
      title={text.heading}
      intro={text.intro}
      kicker={<IconTile icon={Mic} tone="soft" size="lg" shape="round" className="inline-flex" />}
    >
      <div className="mt-10">
        {speakers.length > 0 ? (
          <SpeakersCarousel speakers={speakers} text={text} />
        ) : (
          <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <CalendarDays aria-hidden className="text-brand-700 mx-auto size-10" />
            <h3 className="text-brand-950 mt-4 text-2xl font-bold">{text.emptyHeading}</h3>
            <p className="mt-2 text-slate-700">{text.emptyText}</p>
            <Button asChild className="mt-6">
              <Link to="/programacao">{text.emptyButton}</Link>
            </Button>
          </div>
        )}
      </div>

      <blockquote className="mx-auto mt-12 max-w-3xl text-center text-lg text-slate-700 italic">
        <p>{text.quote}</p>
      </blockquote>
    </HomeSection>
  );
}

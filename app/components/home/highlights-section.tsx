import { Award, GraduationCap, Users } from "lucide-react";
import { FeatureList } from "~/components/pages/feature-list";
import { IconTile } from "~/components/ui/icon-tile";
import { HomeSection } from "~/components/home/home-heading";
import { homeText } from "~/content/home";

const text = homeText.highlights;
const icons = { networking: Users, training: GraduationCap, certification: Award } as const;

export function HighlightsSection() {
  return (
    <HomeSection
      headingId="highlights-heading"
      className="bg-brand-50 py-16 md:py-20"
      title={text.heading}
      intro={text.intro}
    >
      <FeatureList
        items={text.items}
        look="raised"
        className="mt-10 grid gap-6 md:grid-cols-3"
        icon={(item) => (
          <IconTile icon={icons[item.id]} size="lg" className="inline-flex rounded-xl" />
        )}
      />
    </HomeSection>
  );
}

import { Award, GraduationCap, Users } from "lucide-react";
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
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {text.items.map((item) => {
          return (
            <li
              key={item.id}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md md:p-8"
            >
              <IconTile icon={icons[item.id]} size="lg" className="inline-flex rounded-xl" />
              <h3 className="text-brand-950 mt-5 text-xl font-bold">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{item.text}</p>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}

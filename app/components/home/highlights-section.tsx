import { Award, GraduationCap, Users } from "lucide-react";
import { homeText } from "~/content/home";

const text = homeText.highlights;
const icons = { networking: Users, training: GraduationCap, certification: Award } as const;

export function HighlightsSection() {
  return (
    <section aria-labelledby="highlights-heading" className="bg-brand-50 py-16 md:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="highlights-heading"
            className="text-brand-950 text-3xl font-bold tracking-tight md:text-4xl"
          >
            {text.heading}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{text.intro}</p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {text.items.map((item) => {
            const Icon = icons[item.id];
            return (
              <li
                key={item.id}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md md:p-8"
              >
                <span className="bg-brand-700 inline-flex size-12 items-center justify-center rounded-xl text-white">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="text-brand-950 mt-5 text-xl font-bold">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

import { cn } from "~/lib/utils";

const looks = {
  /** A person: a square portrait and small type, two to a row on the home page. */
  person: {
    image: "bg-brand-50 aspect-square",
    title: "text-sm font-semibold sm:text-base",
    text: "text-xs text-slate-600 sm:text-sm",
  },
  /** A place: a 3:2 photo and its name in bold. */
  place: {
    image: "aspect-[3/2] bg-slate-200",
    title: "font-bold",
    text: "text-sm text-slate-700",
  },
} as const;

/** A list item card: a lazy photo across the top, then a name (`h3`) and one line about it. */
export function PhotoCard({
  image,
  title,
  text,
  look,
}: {
  image: { src: string; alt: string; width: number; height: number };
  title: string;
  text: string;
  look: keyof typeof looks;
}) {
  const style = looks[look];
  return (
    <li className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <img
        {...image}
        loading="lazy"
        decoding="async"
        className={cn("w-full object-cover", style.image)}
      />
      <div className="p-3 sm:p-4">
        <h3 className={cn(style.title, "text-brand-950 leading-snug")}>{title}</h3>
        <p className={cn("mt-1", style.text)}>{text}</p>
      </div>
    </li>
  );
}

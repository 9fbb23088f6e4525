import { Clock, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { ExternalLinkButton } from "~/components/pages/external-link";
import { PageSection } from "~/components/pages/page-section";
import { Badge } from "~/components/ui/badge";
import { IconTile } from "~/components/ui/icon-tile";
import type { EditionCard } from "~/content/pages-editions";
import { cn } from "~/lib/utils";

/** The muted band of edition cards (certificates, proceedings), newest first, each an `h3`. */
export function EditionsSection({
  page,
  cards,
  icon,
}: {
  page: { listTitle: string; listLead: string };
  cards: EditionCard[];
  icon: LucideIcon;
}) {
  return (
    <PageSection id="edicoes" title={page.listTitle} description={page.listLead} tone="muted">
      <ul className="grid gap-4 sm:grid-cols-2 md:gap-6 lg:grid-cols-3">
        {cards.map((item) => (
          <li
            key={item.edition}
            className={cn(
              "flex flex-col gap-4 rounded-xl border p-6 shadow-sm",
              item.current ? "border-brand-300 bg-brand-50" : "border-slate-200 bg-white",
            )}
          >
            <div className="flex items-center gap-4">
              <IconTile icon={icon} size="lg" />
              <div>
                <h3 className="text-brand-950 text-xl font-bold">{item.title}</h3>
                {item.current ? (
                  <Badge variant="accent" className="mt-1">
                    Edição atual
                  </Badge>
                ) : null}
              </div>
            </div>
            <p className="flex-1 leading-relaxed text-slate-700">{item.description}</p>
            {item.href ? (
              <ExternalLinkButton
                href={item.href}
                markExternal
                variant="outline"
                className="w-full"
              >
                {item.linkLabel}
                <span className="sr-only"> – {item.title}</span>
              </ExternalLinkButton>
            ) : (
              <p className="flex min-h-10 w-full items-center justify-center gap-2 rounded-md border border-dashed border-slate-400 px-4 text-sm font-semibold text-slate-700">
                <Clock aria-hidden className="size-4" />
                {item.pendingLabel}
              </p>
            )}
            {item.programmeLink ? (
              <Link
                to={item.programmeLink.href}
                className="text-brand-700 inline-flex min-h-10 items-center self-center text-sm font-semibold underline underline-offset-4"
              >
                {item.programmeLink.label}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

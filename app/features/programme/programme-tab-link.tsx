import { TabsTrigger } from "~/components/ui/tabs";
import { stayOnPage } from "./programme-tabs-state";

/**
 * A tab that is also a link to its selection (issue 12, item 3): without scripts it loads that
 * congress or day; with them a click switches in place.
 */
export function ProgrammeTabLink({
  value,
  href,
  className,
  children,
}: {
  value: string;
  href: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <TabsTrigger value={value} asChild className={className}>
      <a href={href} type={undefined} onClick={stayOnPage}>
        {children}
      </a>
    </TabsTrigger>
  );
}

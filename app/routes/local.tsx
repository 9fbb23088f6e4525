import { BedDouble, Building2 } from "lucide-react";
import { useSearchParams } from "react-router";
import { PageHero } from "~/components/pages/page-hero";
import { LodgingPanel } from "~/components/pages/venue/lodging-panel";
import { VenuePanel } from "~/components/pages/venue/venue-panel";
import { readVenueTab, venueTabLink, type VenueTab } from "~/components/pages/venue/venue-tabs";
import { replaceAddress, Tabs, TabsContent, TabsLink, TabsList } from "~/components/ui/tabs";
import { venuePage } from "~/content/pages-venue";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/local";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[1].loaderData?.facts, venuePage.title, venuePage.description);

export default function VenuePage() {
  const [params] = useSearchParams();
  const tab = readVenueTab(params);
  return (
    <>
      <PageHero page={venuePage} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        {/* Each tab is a link to its address, drawn selected by the server (`?aba=hospedagem`). */}
        <Tabs
          key={tab}
          defaultValue={tab}
          onValueChange={(tab) => replaceAddress(venueTabLink(tab as VenueTab))}
          className="gap-8 md:gap-10"
        >
          <TabsList
            aria-label="Informações do local e da hospedagem"
            className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto sm:self-start"
          >
            <TabsLink value="local" href={venueTabLink("local")} className="gap-2 px-5">
              <Building2 aria-hidden className="size-4" />
              {venuePage.tabs.venue}
            </TabsLink>
            <TabsLink value="hospedagem" href={venueTabLink("hospedagem")} className="gap-2 px-5">
              <BedDouble aria-hidden className="size-4" />
              {venuePage.tabs.lodging}
            </TabsLink>
          </TabsList>
          <TabsContent value="local">
            <VenuePanel />
          </TabsContent>
          <TabsContent value="hospedagem">
            <LodgingPanel />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}

import { BedDouble, Building2 } from "lucide-react";
import { PageHero } from "~/components/pages/page-hero";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { venuePage } from "~/content/pages-venue";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/local";
import { VenuePanel } from "~/components/pages/venue/venue-panel";
import { LodgingPanel } from "~/components/pages/venue/lodging-panel";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[1].loaderData?.facts, venuePage.title, venuePage.description);

export default function VenuePage() {
  return (
    <>
      <PageHero page={venuePage} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        {/* Server-rendered with the first tab open, so it reads with JavaScript off. */}
        <Tabs defaultValue="local" className="gap-8 md:gap-10">
          <TabsList
            aria-label="Informações do local e da hospedagem"
            className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto sm:self-start"
          >
            <TabsTrigger value="local" className="gap-2 px-5">
              <Building2 aria-hidden className="size-4" />
              {venuePage.tabs.venue}
            </TabsTrigger>
            <TabsTrigger value="hospedagem" className="gap-2 px-5">
              <BedDouble aria-hidden className="size-4" />
              {venuePage.tabs.lodging}
            </TabsTrigger>
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

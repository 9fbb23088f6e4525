import { VenuePage } from "~/components/pages/venue/venue-page";
import { venuePage } from "~/content/pages-venue";
import { framedPageMeta } from "~/lib/meta";
import type { Route } from "./+types/local";

export const meta: Route.MetaFunction = framedPageMeta(venuePage);

export default function Venue() {
  return <VenuePage />;
}

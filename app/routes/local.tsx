import { VenuePage } from "~/components/pages/venue/venue-page";
import { venuePage } from "~/content/pages-venue";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/local";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[1].loaderData?.facts, venuePage.title, venuePage.description);

export default function Venue() {
  return <VenuePage />;
}

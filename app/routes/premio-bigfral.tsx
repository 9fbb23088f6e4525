import { PrizePage } from "~/components/pages/prize/prize-page";
import { prizePage } from "~/content/pages-prize";
import { framedPageMeta } from "~/lib/meta";
import type { Route } from "./+types/premio-bigfral";

// One module serves /premio-bigfral and /trabalhos/premio-bigfral (two ids in routes.ts).
export const meta: Route.MetaFunction = framedPageMeta(prizePage);

export default function Prize() {
  return <PrizePage />;
}

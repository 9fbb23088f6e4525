import { adminMeta } from "~/components/admin/admin-meta";
import { UnderConstruction } from "~/components/admin/admin-page";
import type { Route } from "./+types/sponsors";

export const meta: Route.MetaFunction = () => adminMeta("Patrocinadores");

/** Nothing to load yet; having a loader makes every visit ask the server, which runs the guard. */
export function loader() {
  return null;
}

export default function Page() {
  return <UnderConstruction title="Patrocinadores" />;
}

import { redirect } from "react-router";
import { switchPreview } from "~/features/event-facts/preview.server";
import type { Route } from "./+types/preview";

/** The preview is switched by a POST (its buttons); a typed-in address goes to the overview. */
export function loader() {
  throw redirect("/admin/event");
}

export function action({ request, context }: Route.ActionArgs) {
  return switchPreview({ request, context });
}

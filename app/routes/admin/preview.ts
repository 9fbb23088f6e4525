import { redirect } from "react-router";
import { switchPreview } from "~/features/event-facts/preview.server";

/** The preview is switched by a POST (its buttons); a typed-in address goes to the overview. */
export function loader() {
  throw redirect("/admin/event");
}

export const action = switchPreview;

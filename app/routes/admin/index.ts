import { redirect } from "react-router";
import { DASHBOARD_PATH } from "~/features/auth/login.server";

/** /admin itself has no page (spec §2): the layout's guard runs first, then this. */
export function loader() {
  throw redirect(DASHBOARD_PATH);
}

import { redirect } from "react-router";
import { DASHBOARD_PATH, submitLogout } from "~/features/auth/login.server";

/** Signing out is a POST (the sidebar's button); a typed-in address just goes back. */
export function loader() {
  throw redirect(DASHBOARD_PATH);
}

export const action = submitLogout;

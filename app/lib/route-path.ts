/**
 * A URL path as React Router matches it, for every rule that must agree with the router (the
 * admin area's body limits, the published-page cache, the service worker): each segment
 * percent-decoded (an encoded "/" stays encoded), in lower case (routes match in any case), a
 * single-fetch `.data` request as its route, no trailing slash. "/%41DMIN/Program/" is
 * "/admin/program".
 */
export function routePath(pathname: string) {
  let path = pathname;
  try {
    path = path
      .split("/")
      .map((segment) => decodeURIComponent(segment).replaceAll("/", "%2F"))
      .join("/");
  } catch {
    // A malformed escape: the router matches the path as it is written.
  }
  path = path.toLowerCase();
  if (path === "/_root.data") return "/";
  if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  return path.replace(/\/+$/, "") || "/";
}

/** Whether a path is the admin area's, as the router would match it. */
export const isAdminPath = (pathname: string) => /^\/admin(?:\/|$)/.test(routePath(pathname));

/** A path as React Router matches it (decoded, lower case, `.data` and trailing slash dropped). */
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

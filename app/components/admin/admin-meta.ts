/** An admin page's `<title>` ('Dashboard | Área Administrativa') and a request not to index it. */
export function adminMeta(title: string) {
  return [{ title: `${title} | Área Administrativa` }, { name: "robots", content: "noindex" }];
}

/** Admin answers are private to the signed-in administrator: never stored by caches. */
export const adminHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

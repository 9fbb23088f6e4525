// In the site frame's chunk (vite.config.ts): the home page's meta must not pull the `ui` chunk.

/** The title and description as the page, link previews and X show them. */
export function headTags(title: string, description: string) {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}

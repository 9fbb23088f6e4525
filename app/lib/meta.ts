import { product } from "~/content/event";

/**
 * The `<title>` and description of a page and of its link preview; titles follow the spec
 * ("Sobre o Congresso | {product}"). The preview's image and addresses are the root's
 * (features/seo/site-tags.tsx), absolute.
 */
export function pageMeta(title: string, description: string) {
  return [
    { title: `${title} | ${product}` },
    { name: "description", content: description },
    { property: "og:title", content: `${title} | ${product}` },
    { property: "og:description", content: description },
  ];
}

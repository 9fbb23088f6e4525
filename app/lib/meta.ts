import { product } from "~/content/event";

/** The `<title>` and description of a page; titles follow the spec ("Sobre o Congresso | {product}"). */
export function pageMeta(title: string, description: string) {
  return [
    { title: `${title} | ${product}` },
    { name: "description", content: description },
    { property: "og:title", content: `${title} | ${product}` },
    { property: "og:description", content: description },
    { property: "og:image", content: "/images/og.jpg" },
    { property: "og:locale", content: "pt_BR" },
  ];
}

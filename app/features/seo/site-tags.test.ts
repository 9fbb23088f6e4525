import { expect, test } from "vitest";
import { siteHead } from "./site-tags";

const origin = "https://congresso.example";

test("a public page's head names its canonical address and an absolute preview image", () => {
  expect(
    siteHead("Congresso Nacional de Enfermagem", origin, "/programacao", "congresso=feridas&dia=2"),
  ).toEqual([
    { rel: "canonical", href: `${origin}/programacao?congresso=feridas&dia=2` },
    { property: "og:url", content: `${origin}/programacao?congresso=feridas&dia=2` },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Congresso Nacional de Enfermagem" },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:image", content: `${origin}/images/og.jpg` },
    { name: "twitter:card", content: "summary_large_image" },
  ]);
});

test("the admin area has no canonical address or preview", () => {
  expect(siteHead("Congresso Nacional de Enfermagem", origin, "/admin/dashboard", "")).toBeNull();
});

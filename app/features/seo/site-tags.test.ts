import { expect, test } from "vitest";
import { shareCardPath, siteHead } from "./site-tags";

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
    { property: "og:image", content: `${origin}/compartilhar/programacao/feridas.jpg` },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: "Programação do Congresso Nacional de Enfermagem" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: `${origin}/compartilhar/programacao/feridas.jpg` },
    { name: "twitter:image:alt", content: "Programação do Congresso Nacional de Enfermagem" },
  ]);
});

test("a session's preview shows its own card, other pages the site's", () => {
  expect(shareCardPath("/programacao/sessao/lesao-por-pressao", "")).toBe(
    "/compartilhar/sessao/lesao-por-pressao.jpg",
  );
  expect(shareCardPath("/programacao", "")).toBe("/compartilhar/programacao.jpg");
  expect(shareCardPath("/sobre", "")).toBe("/images/og.jpg");
});

test("the admin area has no canonical address or preview", () => {
  expect(siteHead("Congresso Nacional de Enfermagem", origin, "/admin/dashboard", "")).toBeNull();
});

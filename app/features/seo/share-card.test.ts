import { describe, expect, it } from "vitest";
import { shareCardSvg, wrapText } from "./share-card";

describe("wrapText", () => {
  it("breaks at words within the width", () => {
    expect(wrapText("Lesão por pressão: da prevenção ao tratamento", 20, 3)).toEqual([
      "Lesão por pressão:",
      "da prevenção ao",
      "tratamento",
    ]);
  });

  it("ends the last line in an ellipsis when the text goes on", () => {
    const lines = wrapText("um dois três quatro cinco seis sete oito nove dez", 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith("…")).toBe(true);
    expect(lines.every((line) => line.length <= 10)).toBe(true);
  });

  it("cuts a word longer than a line", () => {
    expect(wrapText("Pneumoultramicroscopicossilicovulcanoconiose", 12, 2)[0]).toBe("Pneumoultra…");
  });
});

describe("shareCardSvg", () => {
  it("escapes what the organisers typed", () => {
    const svg = shareCardSvg({
      kicker: "Feridas & Estomias",
      title: "<script>alert(1)</script>",
      details: ["Sala \u0001 02"],
      footer: "Congresso",
    });
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("Feridas &amp; Estomias");
    expect(svg).not.toContain("\u0001");
  });
});

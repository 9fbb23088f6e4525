import { escapeXml } from "~/lib/xml";

/** A link preview's card: a kicker (the congress), a title, up to three details, and a footer. */
export interface ShareCard {
  kicker: string;
  title: string;
  details: readonly string[];
  footer: string;
}

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

const FONT = "Arial, Helvetica, 'DejaVu Sans', sans-serif";
const BLUE = "#1a347d";
const GOLD = "#fbc746";

/** At most `lines` lines of `width` characters (near enough for the card's font), '…' when cut. */
export function wrapText(text: string, width: number, lines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= width) {
      line = candidate;
      continue;
    }
    if (line) out.push(line);
    line = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    if (out.length === lines) break;
  }
  if (out.length < lines && line) out.push(line);
  const shown = out.slice(0, lines);
  if (shown.join(" ").length < words.join(" ").length) {
    const last = shown[lines - 1] ?? shown.at(-1) ?? "";
    shown[shown.length - 1] = `${last.slice(0, width - 1).replace(/[\s,.;:–-]+$/, "")}…`;
  }
  return shown;
}

export function shareCardSvg({ kicker, title, details, footer }: ShareCard) {
  const titleLines = wrapText(title, 30, 3);
  const titleSize = titleLines.length > 2 ? 56 : 64;
  const titleTop = 230;
  const lineHeight = Math.round(titleSize * 1.18);
  const detailsTop = titleTop + titleLines.length * lineHeight + 56;
  const text = (x: number, y: number, size: number, fill: string, value: string, weight = 400) =>
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(value)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" viewBox="0 0 ${SHARE_CARD_WIDTH} ${SHARE_CARD_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#21409a"/><stop offset="0.55" stop-color="${BLUE}"/><stop offset="1" stop-color="#0a1a45"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${GOLD}" stop-opacity="0.3"/><stop offset="1" stop-color="${GOLD}" stop-opacity="0"/></radialGradient></defs>
<rect width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" fill="url(#bg)"/>
<circle cx="1080" cy="90" r="360" fill="url(#glow)"/>
<g transform="translate(80 70)"><rect width="56" height="56" rx="14" fill="${GOLD}"/><path d="M28 11v34M11 28h34" stroke="#fff" stroke-width="13" stroke-linecap="round"/></g>
${text(156, 96, 28, "#ffffff", footer, 700)}
<rect x="80" y="150" width="96" height="6" rx="3" fill="${GOLD}"/>
${text(80, 200, 30, GOLD, wrapText(kicker, 60, 1)[0] ?? "", 700)}
${titleLines.map((line, index) => text(80, titleTop + (index + 1) * lineHeight - 12, titleSize, "#ffffff", line, 700)).join("\n")}
${details
  .slice(0, 3)
  .map((detail, index) =>
    text(80, detailsTop + index * 44, 30, "#dbe4ff", wrapText(detail, 62, 1)[0] ?? ""),
  )
  .join("\n")}
</svg>`;
}

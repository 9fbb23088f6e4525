// The brand mark, the logos, the sharing card (og.jpg), the sponsor placeholders and the
// people placeholders (avatars).
// Plain Node runs this script, without the app's "~" alias; the event's name comes from the
// default facts (the images are built, not served from the current version: they show no fact
// an organiser may change but the name).
// eslint-disable-next-line no-restricted-imports
import { defaultEventFacts } from "../../app/content/default-event-facts.ts";
import {
  blur,
  bokeh,
  brand,
  font,
  label,
  linear,
  n,
  radial,
  seeded,
  svg,
  waveBand,
} from "./svg.ts";
import { farolDaBarra } from "./site-scenes.ts";

const { event } = defaultEventFacts;
const product = event.name;

// Brand mark and logos

/**
 * The mark: a gold cross (care) with a heart at its centre on a rounded blue square. `square` and
 * `heart` change for dark backgrounds.
 */
export function mark(
  size: number,
  colours: { square: string; cross: string; heart: string; ring?: string } = {
    square: brand.blue,
    cross: brand.gold,
    heart: brand.blue,
  },
) {
  const s = size / 48;
  const ring = colours.ring
    ? `<rect x="${n(0.75 * s)}" y="${n(0.75 * s)}" width="${n(46.5 * s)}" height="${n(46.5 * s)}" rx="${n(11.25 * s)}" fill="none" stroke="${colours.ring}" stroke-width="${n(1.5 * s)}"/>`
    : "";
  const heart = `M24 31.2c-.5 0-1-.2-1.4-.6l-4.3-4.2a3.6 3.6 0 0 1 5.1-5.1l.6.6.6-.6a3.6 3.6 0 0 1 5.1 5.1l-4.3 4.2c-.4.4-.9.6-1.4.6z`;
  return `<g transform="scale(${n(s * 1000) / 1000})"><rect width="48" height="48" rx="12" fill="${colours.square}"/>${ring}<path d="M24 9.5v29M9.5 24h29" stroke="${colours.cross}" stroke-width="11" stroke-linecap="round"/><path d="${heart}" fill="${colours.heart}"/></g>`;
}

export function logo(variant: "light" | "dark") {
  const dark = variant === "dark";
  const markSvg = dark
    ? mark(48, { square: brand.gold, cross: "#fff", heart: brand.gold })
    : mark(48);
  const first = dark ? "#fff" : brand.blue;
  const second = dark ? brand.gold : "#2b4ea3";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 206 48" width="206" height="48" role="img" aria-label="${product}"><title>${product}</title>${markSvg}<text x="58" y="21" font-family="${font}" font-size="15" font-weight="700" fill="${first}">Congresso Nacional</text><text x="58" y="39" font-family="${font}" font-size="15" font-weight="700" fill="${second}">de Enfermagem</text></svg>`;
}

export type AvatarPalette = { background: string; light: string; figure: string };

export function avatar(palette: AvatarPalette) {
  const size = 400;
  return svg(
    size,
    size,
    `<defs>${radial("av-bg", [
      [0, palette.light],
      [1, palette.background],
    ])}</defs><rect width="${size}" height="${size}" fill="${palette.background}"/><circle cx="200" cy="150" r="300" fill="url(#av-bg)"/><circle cx="200" cy="158" r="70" fill="${palette.figure}"/><path d="M62 400C62 306 124 250 200 250S338 306 338 400Z" fill="${palette.figure}"/>${label(size, size, "center", 200)}`,
  );
}

/**
 * The sharing card names no edition, date or place: it is a file drawn once, while those facts
 * change in the admin (issue 14), so a card that showed them would go stale.
 */
const ogTagline = "Programação, palestrantes e inscrições";

export function ogCard() {
  const width = 1200;
  const height = 630;
  const rand = seeded(630);
  return svg(
    width,
    height,
    `<defs>${linear(
      "og-bg",
      [
        [0, "#21409a"],
        [0.55, brand.blue],
        [1, "#0a1a45"],
      ],
      1,
      1,
    )}${radial("og-glow", [
      [0, brand.gold, 0.35],
      [1, brand.gold, 0],
    ])}${blur("og-soft", 18)}</defs>
<rect width="${width}" height="${height}" fill="url(#og-bg)"/>
<circle cx="1020" cy="460" r="420" fill="url(#og-glow)"/>
${bokeh(rand, 16, { x: 560, y: 0, width: 640, height: 520 }, [30, 90], ["#ffffff", "#ffe1a3", "#9fd3e6"], [0.05, 0.12], "og-soft")}
<circle cx="1000" cy="${n(560 - 278 * 1.05)}" r="40" fill="#ffe2a0" opacity="0.45" filter="url(#og-soft)"/>
${farolDaBarra(1000, 560, 1.05, "#0a1a45")}
<circle cx="1000" cy="${n(560 - 278 * 1.05)}" r="6" fill="#fff3cf"/>
<path d="${waveBand(560, 10, 300, width, height)}" fill="#0a1a45"/>
<path d="${waveBand(585, 12, 360, width, height, 80)}" fill="#081538"/>
<g transform="translate(80 84)">${mark(88, { square: brand.gold, cross: "#fff", heart: brand.gold })}</g>
<rect x="80" y="222" width="96" height="6" rx="3" fill="${brand.gold}"/>
<text x="80" y="316" font-family="${font}" font-size="62" font-weight="700" fill="#fff">${product.replace(" de Enfermagem", "")}</text>
<text x="80" y="390" font-family="${font}" font-size="62" font-weight="700" fill="#fff">de Enfermagem</text>
<text x="80" y="456" font-family="${font}" font-size="30" font-weight="700" fill="${brand.gold}">${ogTagline}</text>`,
  );
}

/** A wordmark on a 240×80 canvas; `extent` is the drawing's horizontal span, used to centre it. */
export function sponsor(
  name: string,
  colour: string,
  icon: string,
  words: string,
  extent: [number, number],
) {
  const shift = n((240 - (extent[1] - extent[0])) / 2 - extent[0]);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-label="${name}"><title>${name}</title><g transform="translate(${shift} 0)"><g fill="${colour}">${icon}</g>${words}</g></svg>`;
}

export const sponsors: Record<string, string> = {
  "bigfral.svg": sponsor(
    "Bigfral",
    "#0b63b0",
    `<circle cx="40" cy="40" r="26"/><path d="M40 22c-7 10-12 16-12 22a12 12 0 0 0 24 0c0-6-5-12-12-22z" fill="#fff"/><path d="M35 46a5 5 0 0 0 5 5" stroke="#0b63b0" stroke-width="2.5" stroke-linecap="round" fill="none"/>`,
    `<text x="78" y="52" font-family="${font}" font-size="36" font-weight="700" fill="#0b63b0" letter-spacing="-0.5">Bigfral</text>`,
    [14, 186],
  ),
  "curaplus.svg": sponsor(
    "CuraPlus Dermocuidados",
    "#117a57",
    `<rect x="14" y="14" width="52" height="52" rx="16"/><path d="M40 26v28M26 40h28" stroke="#fff" stroke-width="8" stroke-linecap="round"/><path d="M52 18c8 0 12 4 12 12-8 0-12-4-12-12z" fill="#9fdcbf"/>`,
    `<text x="78" y="44" font-family="${font}" font-size="30" font-weight="700" fill="#117a57" letter-spacing="-0.5">Cura<tspan fill="#1fa574">Plus</tspan></text><text x="79" y="61" font-family="${font}" font-size="10" font-weight="700" fill="#3d5a50" letter-spacing="2">DERMOCUIDADOS</text>`,
    [14, 206],
  ),
  "vitalis.svg": sponsor(
    "Vitalis Equipamentos Hospitalares",
    "#a3213a",
    `<path d="M40 12l24 14v28L40 68 16 54V26z"/><path d="M20 41h10l4-9 6 18 5-13 3 4h12" stroke="#fff" stroke-width="3.5" stroke-linejoin="round" stroke-linecap="round" fill="none"/>`,
    `<text x="76" y="44" font-family="${font}" font-size="32" font-weight="700" fill="#a3213a" letter-spacing="-0.5">Vitalis</text><text x="77" y="60" font-family="${font}" font-size="8.6" font-weight="700" fill="#5b4046" letter-spacing="0.9">EQUIPAMENTOS HOSPITALARES</text>`,
    [16, 234],
  ),
  "bahia-saude.svg": sponsor(
    "Instituto Bahia Saúde",
    "#c2410c",
    `<circle cx="40" cy="36" r="13"/><path d="M40 14v-4M24 21l-3-3M56 21l3-3M18 36h-4M62 36h4" stroke="#c2410c" stroke-width="3" stroke-linecap="round"/><path d="M14 52q6.5-6 13 0t13 0 13 0 13 0M14 62q6.5-6 13 0t13 0 13 0 13 0" stroke="#0f6e8c" stroke-width="4" stroke-linecap="round" fill="none"/>`,
    `<text x="78" y="34" font-family="${font}" font-size="10" font-weight="700" fill="#4a4a4a" letter-spacing="3">INSTITUTO</text><text x="77" y="60" font-family="${font}" font-size="27" font-weight="700" fill="#c2410c" letter-spacing="-0.3">Bahia Saúde</text>`,
    [14, 236],
  ),
};

// `node scripts/generate-images.ts`: draws the site's placeholder artwork (logos, illustrations, icons)
// from the SVG templates below into public/. The rasters stand in for real photos until the organisers
// send them, so every illustration carries an "Imagem ilustrativa" label. Seeded randomness keeps the
// output identical between runs.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { congresses, edition, eventPeriod, product } from "../app/content/event.ts";

const publicDir = path.resolve(import.meta.dirname, "../public");

const brand = { blue: "#1a347d", deep: "#0e1f52", gold: "#fbc746" };
const font = "Arial, Helvetica, sans-serif";

type Scene = { width: number; height: number; body: string };
/** Which part of a scene survives when the output's aspect ratio crops it (SVG preserveAspectRatio). */
type Focus = "xMidYMid" | "xMaxYMid" | "xMinYMid";

// ---------------------------------------------------------------------------------------------------
// Small helpers

/** Mulberry32: a tiny seeded generator, so "random" bokeh and windows are the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One decimal is plenty for pixels and keeps the SVG sources short. */
function n(value: number) {
  return Math.round(value * 10) / 10;
}

function between(rand: () => number, min: number, max: number) {
  return min + rand() * (max - min);
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length) % items.length] as T;
}

function svg(width: number, height: number, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function linear(id: string, stops: [number, string, number?][], x2 = 0, y2 = 1) {
  const s = stops
    .map(
      ([at, colour, opacity]) =>
        `<stop offset="${at}" stop-color="${colour}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`,
    )
    .join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

function radial(id: string, stops: [number, string, number?][]) {
  const s = stops
    .map(
      ([at, colour, opacity]) =>
        `<stop offset="${at}" stop-color="${colour}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`,
    )
    .join("");
  return `<radialGradient id="${id}">${s}</radialGradient>`;
}

function blur(id: string, amount: number) {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${amount}"/></filter>`;
}

/** A gentle sine line across the scene, drawn with smooth quadratic segments. */
function waveLine(y: number, amplitude: number, length: number, width: number, phase = 0) {
  let d = `M${n(-length + phase)} ${n(y)}`;
  for (let x = -length + phase; x < width + length; x += length) {
    d += `q${n(length / 4)} ${n(-amplitude)} ${n(length / 2)} 0t${n(length / 2)} 0`;
  }
  return d;
}

/** The area under a wave line, for layered water. */
function waveBand(
  y: number,
  amplitude: number,
  length: number,
  width: number,
  bottom: number,
  phase = 0,
) {
  const periods = Math.ceil((width + 2 * length - phase) / length);
  const end = -length + phase + periods * length;
  return `${waveLine(y, amplitude, length, width, phase)}L${n(end)} ${bottom}L${n(-length + phase)} ${bottom}Z`;
}

/** Soft out-of-focus light discs (filters blur them), the "bokeh" of the healthcare photos we imitate. */
function bokeh(
  rand: () => number,
  count: number,
  area: { x: number; y: number; width: number; height: number },
  radius: [number, number],
  colours: readonly string[],
  opacity: [number, number],
  filter: string,
) {
  let circles = "";
  for (let i = 0; i < count; i++) {
    circles += `<circle cx="${n(area.x + rand() * area.width)}" cy="${n(area.y + rand() * area.height)}" r="${n(between(rand, ...radius))}" fill="${pick(rand, colours)}" opacity="${n(between(rand, ...opacity) * 100) / 100}"/>`;
  }
  return `<g filter="url(#${filter})">${circles}</g>`;
}

/**
 * A coconut palm: a curved tapering trunk and drooping fronds made of many leaflet strokes, which reads
 * as a palm both in daylight colours and as a silhouette.
 */
function palm(
  x: number,
  y: number,
  height: number,
  lean: number,
  colours: { trunk: string; leaves: string },
  seed: number,
) {
  const rand = seeded(seed);
  const topX = x + lean;
  const topY = y - height;
  const base = height * 0.035;
  const top = height * 0.018;
  const bendX = x + lean * 0.25 + height * 0.05 * Math.sign(lean || 1);
  const bendY = y - height * 0.5;
  const trunk = `M${n(x - base)} ${n(y)}Q${n(bendX - base * 0.8)} ${n(bendY)} ${n(topX - top)} ${n(topY)}L${n(topX + top)} ${n(topY)}Q${n(bendX + base * 0.8)} ${n(bendY)} ${n(x + base)} ${n(y)}Z`;
  const rings = Array.from({ length: 9 }, (_, i) => {
    const t = (i + 1) / 10;
    const ringX = (1 - t) ** 2 * x + 2 * (1 - t) * t * bendX + t ** 2 * topX;
    const ringY = (1 - t) ** 2 * y + 2 * (1 - t) * t * bendY + t ** 2 * topY;
    const w = base + (top - base) * t;
    return `M${n(ringX - w)} ${n(ringY)}l${n(w * 2)} ${n(-w * 0.3)}`;
  }).join("");

  const frondLength = height * 0.42;
  const angles = [-172, -145, -115, -65, -35, -8, 162, 18];
  let midribs = "";
  let leaflets = "";
  for (const angle of angles) {
    const a = ((angle + between(rand, -8, 8)) * Math.PI) / 180;
    const length = frondLength * between(rand, 0.8, 1.05);
    const droop = between(rand, 0.25, 0.45) + (Math.sin(a) > 0 ? 0.15 : 0);
    const p0 = { x: topX, y: topY };
    const p1 = {
      x: topX + Math.cos(a) * length * 0.55,
      y: topY + Math.sin(a) * length * 0.55 - length * 0.18,
    };
    const p2 = {
      x: topX + Math.cos(a) * length,
      y: topY + Math.sin(a) * length + length * droop,
    };
    midribs += `M${n(p0.x)} ${n(p0.y)}Q${n(p1.x)} ${n(p1.y)} ${n(p2.x)} ${n(p2.y)}`;
    for (let t = 0.1; t <= 0.97; t += 0.03) {
      const px = (1 - t) ** 2 * p0.x + 2 * (1 - t) * t * p1.x + t ** 2 * p2.x;
      const py = (1 - t) ** 2 * p0.y + 2 * (1 - t) * t * p1.y + t ** 2 * p2.y;
      const tx = 2 * (1 - t) * (p1.x - p0.x) + 2 * t * (p2.x - p1.x);
      const ty = 2 * (1 - t) * (p1.y - p0.y) + 2 * t * (p2.y - p1.y);
      const tl = Math.hypot(tx, ty) || 1;
      const leaflet = length * 0.26 * Math.sin(Math.PI * Math.min(1, t + 0.12)) + length * 0.04;
      for (const side of [1, -1]) {
        let dx = (tx / tl) * 0.55 + (-ty / tl) * side;
        let dy = (ty / tl) * 0.55 + (tx / tl) * side + 0.9;
        const dl = Math.hypot(dx, dy) || 1;
        dx /= dl;
        dy /= dl;
        leaflets += `M${n(px)} ${n(py)}l${n(dx * leaflet)} ${n(dy * leaflet)}`;
      }
    }
  }
  const coconuts = [
    [-0.6, 0.5],
    [0.5, 0.7],
    [0, 1.1],
  ]
    .map(
      ([cx, cy]) =>
        `<circle cx="${n(topX + (cx ?? 0) * top * 3)}" cy="${n(topY + (cy ?? 0) * top * 3)}" r="${n(top * 1.6)}"/>`,
    )
    .join("");
  return `<g><path d="${trunk}" fill="${colours.trunk}"/><path d="${rings}" stroke="${colours.leaves}" stroke-opacity="0.35" stroke-width="${n(height * 0.006)}"/><g fill="${colours.trunk}">${coconuts}</g><path d="${leaflets}" stroke="${colours.leaves}" stroke-width="${n(height * 0.0085)}" stroke-linecap="round" fill="none"/><path d="${midribs}" stroke="${colours.leaves}" stroke-width="${n(height * 0.009)}" stroke-linecap="round" fill="none"/></g>`;
}

/** Soft cumulus: overlapping blurred ellipses. */
function cloud(
  x: number,
  y: number,
  scale: number,
  colour: string,
  opacity: number,
  filter: string,
) {
  const parts: [number, number, number, number][] = [
    [0, 0, 90, 26],
    [-50, 6, 55, 20],
    [55, 8, 60, 18],
    [-10, -18, 48, 28],
    [30, -12, 40, 22],
  ];
  const shapes = parts
    .map(
      ([dx, dy, rx, ry]) =>
        `<ellipse cx="${n(x + dx * scale)}" cy="${n(y + dy * scale)}" rx="${n(rx * scale)}" ry="${n(ry * scale)}"/>`,
    )
    .join("");
  return `<g fill="${colour}" opacity="${opacity}" filter="url(#${filter})">${shapes}</g>`;
}

/** A grid of windows, some lit, for building façades. */
function windows(
  rand: () => number,
  box: {
    x: number;
    y: number;
    columns: number;
    rows: number;
    width: number;
    height: number;
    gapX: number;
    gapY: number;
  },
  colours: { dark: string; lit: string },
  litShare: number,
) {
  let out = "";
  for (let row = 0; row < box.rows; row++) {
    for (let column = 0; column < box.columns; column++) {
      const lit = rand() < litShare;
      out += `<rect x="${n(box.x + column * (box.width + box.gapX))}" y="${n(box.y + row * (box.height + box.gapY))}" width="${box.width}" height="${box.height}" fill="${lit ? colours.lit : colours.dark}"${lit ? ` opacity="${n(between(rand, 0.7, 1) * 100) / 100}"` : ""}/>`;
    }
  }
  return out;
}

/**
 * The discreet "Imagem ilustrativa" tag: a dark translucent pill with white text, legible on any scene.
 * Sized to read at about 10 CSS px when the image is shown `displayWidth` px wide.
 */
function label(width: number, height: number, align: "right" | "center", displayWidth: number) {
  const size = Math.max(12, Math.round((10 * width) / displayWidth));
  const pillWidth = Math.round(size * 8.4 + size * 1.4);
  const pillHeight = Math.round(size * 1.75);
  const margin = Math.round(size * 0.9);
  const x = align === "right" ? width - margin - pillWidth : Math.round((width - pillWidth) / 2);
  const y = height - margin - pillHeight;
  return `<g><rect x="${x}" y="${y}" width="${pillWidth}" height="${pillHeight}" rx="${pillHeight / 2}" fill="#0b1530" fill-opacity="0.55"/><text x="${x + pillWidth / 2}" y="${n(y + pillHeight / 2 + size * 0.36)}" text-anchor="middle" font-family="${font}" font-size="${size}" fill="#fff">Imagem ilustrativa</text></g>`;
}

/** Crops a scene to the output size like CSS `object-fit: cover`, then labels it. */
function illustration(
  scene: Scene,
  width: number,
  height: number,
  options: { displayWidth: number; focus?: Focus; labelAlign?: "right" | "center" },
) {
  const { displayWidth, focus = "xMidYMid", labelAlign = "right" } = options;
  return svg(
    width,
    height,
    `<svg width="${width}" height="${height}" viewBox="0 0 ${scene.width} ${scene.height}" preserveAspectRatio="${focus} slice">${scene.body}</svg>${label(width, height, labelAlign, displayWidth)}`,
  );
}

// ---------------------------------------------------------------------------------------------------
// Brand mark and logos

/**
 * The mark: a gold cross (care) with a heart at its centre on a rounded blue square. `square` and
 * `heart` change for dark backgrounds.
 */
function mark(
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

function logo(variant: "light" | "dark") {
  const dark = variant === "dark";
  const markSvg = dark
    ? mark(48, { square: brand.gold, cross: "#fff", heart: brand.gold })
    : mark(48);
  const first = dark ? "#fff" : brand.blue;
  const second = dark ? brand.gold : "#2b4ea3";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 206 48" width="206" height="48" role="img" aria-label="${product}"><title>${product}</title>${markSvg}<text x="58" y="21" font-family="${font}" font-size="15" font-weight="700" fill="${first}">Congresso Nacional</text><text x="58" y="39" font-family="${font}" font-size="15" font-weight="700" fill="${second}">de Enfermagem</text></svg>`;
}

// ---------------------------------------------------------------------------------------------------
// Scenes

/** Lighthouse on its fort and rocks, after the Farol da Barra, as one silhouette path group. */
function farolDaBarra(x: number, horizon: number, scale: number, colour: string) {
  const s = (v: number) => n(v * scale);
  const rock = `M${n(x - s(260))} ${n(horizon + s(14))}C${n(x - s(200))} ${n(horizon - s(8))} ${n(x - s(170))} ${n(horizon - s(22))} ${n(x - s(120))} ${n(horizon - s(30))}L${n(x + s(200))} ${n(horizon - s(34))}C${n(x + s(260))} ${n(horizon - s(20))} ${n(x + s(300))} ${n(horizon)} ${n(x + s(360))} ${n(horizon + s(18))}Z`;
  const battlements = Array.from(
    { length: 9 },
    (_, i) =>
      `<rect x="${n(x - s(130) + i * s(34))}" y="${n(horizon - s(88))}" width="${s(18)}" height="${s(12)}"/>`,
  ).join("");
  const fort = `M${n(x - s(150))} ${n(horizon - s(28))}L${n(x - s(135))} ${n(horizon - s(78))}L${n(x + s(170))} ${n(horizon - s(78))}L${n(x + s(190))} ${n(horizon - s(30))}Z`;
  const tower = `M${n(x - s(26))} ${n(horizon - s(76))}L${n(x - s(18))} ${n(horizon - s(250))}L${n(x + s(18))} ${n(horizon - s(250))}L${n(x + s(26))} ${n(horizon - s(76))}Z`;
  const gallery = `<rect x="${n(x - s(26))}" y="${n(horizon - s(262))}" width="${s(52)}" height="${s(12)}" rx="${s(2)}"/>`;
  const lantern = `<rect x="${n(x - s(14))}" y="${n(horizon - s(294))}" width="${s(28)}" height="${s(32)}"/>`;
  const dome = `M${n(x - s(18))} ${n(horizon - s(292))}Q${n(x)} ${n(horizon - s(322))} ${n(x + s(18))} ${n(horizon - s(292))}Z`;
  const spire = `<rect x="${n(x - s(1.5))}" y="${n(horizon - s(336))}" width="${s(3)}" height="${s(26)}"/>`;
  return `<g fill="${colour}"><path d="${rock}"/><path d="${fort}"/>${battlements}<path d="${tower}"/>${gallery}${lantern}<path d="${dome}"/>${spire}</g>`;
}

function heroScene(): Scene {
  const width = 1600;
  const height = 900;
  const horizon = 610;
  const rand = seeded(15);
  const lighthouseX = 1330;
  const lanternY = horizon - 278 * 0.95;
  const streaks = Array.from({ length: 26 }, (_, i) => {
    const y = horizon + 8 + i ** 1.45 * 3.2;
    const w = between(rand, 40, 160) * (1 - i / 34);
    const x = 1010 + between(rand, -40, 40) - w / 2;
    return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(1.5 + i * 0.18)}" rx="1" opacity="${n((0.55 - i * 0.018) * 100) / 100}"/>`;
  }).join("");
  const waves = Array.from({ length: 9 }, (_, i) => {
    const y = horizon + 22 + i ** 1.6 * 6.5;
    return `<path d="${waveLine(y, 3 + i * 1.4, 180 + i * 60, width, rand() * 100)}" opacity="${n((0.05 + i * 0.012) * 100) / 100}"/>`;
  }).join("");
  const ecg = `M0 ${horizon}H470l12-16 16 34 18-64 16 54 10-8H1000`;
  return {
    width,
    height,
    body: `<defs>${linear("hero-sky", [
      [0, "#061130"],
      [0.4, "#0f2a66"],
      [0.62, "#1c4f85"],
      [0.68, "#2a6d8e"],
    ])}${linear("hero-sea", [
      [0, "#195a7c"],
      [0.35, "#0f3a62"],
      [1, "#061232"],
    ])}${radial("hero-sun", [
      [0, "#ffd98a", 0.55],
      [0.35, "#f3a35f", 0.2],
      [1, "#f3a35f", 0],
    ])}${radial("hero-vignette", [
      [0.55, "#000", 0],
      [1, "#020817", 0.55],
    ])}${linear(
      "hero-beam",
      [
        [0, "#e4f1ff", 0.3],
        [1, "#e4f1ff", 0],
      ],
      1,
      0,
    )}${linear(
      "hero-ecg",
      [
        [0, brand.gold, 0],
        [0.45, brand.gold, 0.7],
        [0.9, brand.gold, 0],
      ],
      1,
      0,
    )}${blur("hero-soft", 16)}${blur("hero-mid", 5)}${blur("hero-haze", 40)}</defs>
<rect width="${width}" height="${horizon + 2}" fill="url(#hero-sky)"/>
<ellipse cx="1010" cy="${horizon}" rx="620" ry="420" fill="url(#hero-sun)"/>
${bokeh(rand, 22, { x: 0, y: 40, width, height: 480 }, [30, 95], ["#ffffff", "#9fd3e6", "#7fa8e0"], [0.05, 0.12], "hero-soft")}
${bokeh(rand, 30, { x: 0, y: 60, width, height: 500 }, [4, 14], ["#ffffff", "#ffe1a3"], [0.12, 0.35], "hero-mid")}
<path d="M0 ${horizon}C200 ${horizon - 14} 380 ${horizon - 18} 620 ${horizon - 8}S900 ${horizon - 4} 960 ${horizon}Z" fill="#123a66" opacity="0.9"/>
<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#hero-sea)"/>
<g fill="#ffd98a">${streaks}</g>
<path d="${ecg}" fill="none" stroke="url(#hero-ecg)" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"/>
<g fill="none" stroke="#ffffff" stroke-width="2">${waves}</g>
<path d="M${lighthouseX} ${n(lanternY)}L0 ${n(lanternY - 170)}L0 ${n(lanternY + 150)}Z" fill="url(#hero-beam)" filter="url(#hero-haze)"/>
<circle cx="${lighthouseX}" cy="${n(lanternY)}" r="34" fill="#ffe2a0" opacity="0.5" filter="url(#hero-soft)"/>
${farolDaBarra(lighthouseX, horizon + 6, 0.95, "#050d26")}
<circle cx="${lighthouseX}" cy="${n(lanternY)}" r="6" fill="#fff3cf"/>
<rect width="${width}" height="${height}" fill="url(#hero-vignette)"/>`,
  };
}

/** Salvador seen from the bay at dusk: the upper town on its escarpment and the Elevador Lacerda. */
function sobreScene(): Scene {
  const width = 1600;
  const height = 600;
  const rand = seeded(1549);
  const cliffTop = 300;
  const lowerCity = 440;
  const horizon = 462;
  const litColours = { dark: "#0c1d46", lit: "#ffd27a" };

  let upperTown = "";
  for (let x = -10; x < width;) {
    const w = between(rand, 34, 70);
    const h = between(rand, 18, 46);
    const roof = rand() < 0.6;
    upperTown += `<path d="M${n(x)} ${cliffTop}V${n(cliffTop - h)}${roof ? `L${n(x + w / 2)} ${n(cliffTop - h - 10)}` : ""}L${n(x + w)} ${n(cliffTop - h)}V${cliffTop}Z"/>`;
    if (rand() < 0.55) {
      upperTown += `<rect x="${n(x + w * 0.3)}" y="${n(cliffTop - h * 0.6)}" width="5" height="7" fill="${rand() < 0.5 ? litColours.lit : litColours.dark}" opacity="0.85"/>`;
    }
    x += w + between(rand, 0, 6);
  }
  const church = (cx: number, tall: number) =>
    `<path d="M${cx - 46} ${cliffTop}V${cliffTop - 52}L${cx} ${cliffTop - 80}L${cx + 46} ${cliffTop - 52}V${cliffTop}Z"/><rect x="${cx - 62}" y="${cliffTop - tall}" width="22" height="${tall}"/><rect x="${cx + 40}" y="${cliffTop - tall}" width="22" height="${tall}"/><path d="M${cx - 64} ${cliffTop - tall}L${cx - 51} ${cliffTop - tall - 22}L${cx - 38} ${cliffTop - tall}ZM${cx + 38} ${cliffTop - tall}L${cx + 51} ${cliffTop - tall - 22}L${cx + 64} ${cliffTop - tall}Z"/>`;

  let lower = "";
  for (let x = -10; x < width;) {
    const w = between(rand, 40, 110);
    const h = between(rand, 14, 40);
    lower += `<rect x="${n(x)}" y="${n(lowerCity - h)}" width="${n(w)}" height="${n(h + 30)}"/>`;
    lower += windows(
      rand,
      {
        x: x + 6,
        y: lowerCity - h + 6,
        columns: Math.max(1, Math.floor((w - 8) / 14)),
        rows: Math.max(1, Math.floor((h - 6) / 12)),
        width: 5,
        height: 5,
        gapX: 9,
        gapY: 7,
      },
      litColours,
      0.35,
    );
    x += w + between(rand, 2, 14);
  }

  // Tree crowns on the escarpment face, so it reads as a green slope rather than a wall.
  const greenery = Array.from({ length: 60 }, () => {
    const x = between(rand, 0, width);
    const y = between(rand, cliffTop + 12, lowerCity - 20);
    return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(rand, 14, 36))}" ry="${n(between(rand, 8, 16))}"/>`;
  }).join("");

  const elevatorX = 980;
  const elevator = `<rect x="${elevatorX}" y="${cliffTop - 46}" width="56" height="${lowerCity - cliffTop + 46}" fill="#081636"/><rect x="${elevatorX - 4}" y="${cliffTop - 58}" width="64" height="16" fill="#081636"/><rect x="${elevatorX + 56}" y="${cliffTop - 40}" width="120" height="12" fill="#081636"/>${Array.from(
    { length: 9 },
    (_, i) =>
      `<rect x="${elevatorX + 10}" y="${cliffTop - 30 + i * 18}" width="36" height="4" fill="#ffd27a" opacity="${n((0.35 + (i % 3) * 0.2) * 100) / 100}"/>`,
  ).join("")}`;

  const reflections = Array.from({ length: 70 }, () => {
    const x = between(rand, 0, width);
    const y = between(rand, horizon + 6, height - 20);
    return `<rect x="${n(x)}" y="${n(y)}" width="${n(between(rand, 10, 46))}" height="2" rx="1" opacity="${n(between(rand, 0.15, 0.5) * (1 - (y - horizon) / 200) * 100) / 100}"/>`;
  }).join("");
  const boat = (x: number, y: number, s: number) =>
    `<path d="M${x} ${y}h${60 * s}l${-10 * s} ${10 * s}h${-42 * s}z M${x + 26 * s} ${y - 2}V${y - 64 * s}L${x + 56 * s} ${y - 6 * s}Z M${x + 22 * s} ${y - 4}V${y - 50 * s}L${x + 2 * s} ${y - 6 * s}Z" fill="#061230"/>`;

  return {
    width,
    height,
    body: `<defs>${linear("sobre-sky", [
      [0, "#071639"],
      [0.45, "#163e7a"],
      [0.72, "#2f6f97"],
      [0.8, "#e0a56a"],
    ])}${linear("sobre-sea", [
      [0, "#1a4f78"],
      [1, "#071535"],
    ])}${radial("sobre-glow", [
      [0, "#ffcf86", 0.5],
      [1, "#ffcf86", 0],
    ])}${blur("sobre-soft", 14)}${blur("sobre-mid", 4)}</defs>
<rect width="${width}" height="${horizon}" fill="url(#sobre-sky)"/>
<ellipse cx="420" cy="${cliffTop}" rx="620" ry="260" fill="url(#sobre-glow)"/>
${bokeh(rand, 18, { x: 0, y: 20, width, height: 230 }, [24, 70], ["#ffffff", "#ffe1a3", "#9fd3e6"], [0.05, 0.12], "sobre-soft")}
${bokeh(rand, 26, { x: 0, y: 20, width, height: 240 }, [3, 9], ["#ffffff", "#ffe1a3"], [0.15, 0.4], "sobre-mid")}
<g fill="#0e2454">${upperTown}${church(520, 112)}${church(1320, 96)}<ellipse cx="760" cy="${cliffTop - 40}" rx="34" ry="38"/><rect x="740" y="${cliffTop - 46}" width="40" height="46"/></g>
<path d="M0 ${cliffTop}H${width}V${horizon}H0Z" fill="#0c1f4a"/>
<g fill="#0f2a52" opacity="0.7">${greenery}</g>
<path d="M0 ${cliffTop + 10}C300 ${cliffTop + 40} 600 ${cliffTop + 20} 900 ${cliffTop + 50}S1400 ${cliffTop + 30} 1600 ${cliffTop + 55}V${lowerCity}H0Z" fill="#0a1a40" opacity="0.8"/>
${elevator}
<g fill="#091737">${lower}</g>
<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#sobre-sea)"/>
<rect y="${lowerCity + 20}" width="${width}" height="${horizon - lowerCity - 18}" fill="#081636"/>
<g fill="#ffd27a">${reflections}</g>
<g fill="none" stroke="#fff" stroke-width="1.6" opacity="0.1">${Array.from({ length: 5 }, (_, i) => `<path d="${waveLine(horizon + 30 + i * 24, 3 + i, 200 + i * 40, width, i * 37)}"/>`).join("")}</g>
${boat(250, 540, 1)}${boat(1260, 520, 0.7)}`,
  };
}

type DayPalette = {
  skyTop: string;
  /** Keeps a blue-to-warm sky from going grey in the middle. */
  skyMid?: string;
  skyHorizon: string;
  sea: [string, string];
  sand: [string, string];
  sun: string;
};

/** Sky, sun glow, sea and beach shared by the daylight scenes. */
function seaside(
  id: string,
  width: number,
  height: number,
  horizon: number,
  beach: number,
  palette: DayPalette,
  sun: { x: number; y: number; r: number },
) {
  const sky: [number, string][] = palette.skyMid
    ? [
        [0, palette.skyTop],
        [0.55, palette.skyMid],
        [1, palette.skyHorizon],
      ]
    : [
        [0, palette.skyTop],
        [1, palette.skyHorizon],
      ];
  return `<defs>${linear(`${id}-sky`, sky)}${linear(`${id}-sea`, [
    [0, palette.sea[0]],
    [1, palette.sea[1]],
  ])}${linear(`${id}-sand`, [
    [0, palette.sand[0]],
    [1, palette.sand[1]],
  ])}${radial(`${id}-sun`, [
    [0, palette.sun, 0.85],
    [0.12, palette.sun, 0.5],
    [1, palette.sun, 0],
  ])}${blur(`${id}-cloud`, 6)}${blur(`${id}-soft`, 12)}</defs>
<rect width="${width}" height="${horizon + 1}" fill="url(#${id}-sky)"/>
<circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="url(#${id}-sun)"/>
<rect y="${horizon}" width="${width}" height="${beach - horizon + 20}" fill="url(#${id}-sea)"/>
<path d="${waveBand(beach, 8, 260, width, height)}" fill="url(#${id}-sand)"/>
<path d="${waveLine(beach - 2, 8, 260, width)}" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="3"/>`;
}

function venueScene(): Scene {
  const width = 1200;
  const height = 800;
  const horizon = 500;
  const beach = 610;
  const rand = seeded(2025);
  const palette: DayPalette = {
    skyTop: "#2f6aa8",
    skyMid: "#8dbbdf",
    skyHorizon: "#f6d9ad",
    sea: ["#3a8aa6", "#226e8a"],
    sand: ["#ead6b3", "#d6b98c"],
    sun: "#fff1c9",
  };
  const buildingLeft = 150;
  const buildingWidth = 620;
  const top = 250;
  const floors = 8;
  const floorHeight = (beach - 30 - top) / floors;
  let balconies = "";
  for (let floor = 0; floor < floors; floor++) {
    const y = top + 30 + floor * floorHeight;
    balconies += `<rect x="${buildingLeft + 20}" y="${n(y)}" width="${buildingWidth - 40}" height="${n(floorHeight - 12)}" fill="#7fa6c2"/>`;
    balconies += `<rect x="${buildingLeft + 20}" y="${n(y + floorHeight * 0.28)}" width="${buildingWidth - 40}" height="${n(floorHeight * 0.45)}" fill="#a9c6d8" opacity="0.6"/>`;
    for (let c = 0; c <= 10; c++) {
      balconies += `<rect x="${n(buildingLeft + 20 + c * ((buildingWidth - 46) / 10))}" y="${n(y)}" width="6" height="${n(floorHeight - 12)}" fill="#efe6d8"/>`;
    }
    balconies += `<rect x="${buildingLeft + 10}" y="${n(y + floorHeight - 14)}" width="${buildingWidth - 20}" height="6" fill="#fbf7f0"/>`;
  }
  const wing = `<rect x="${buildingLeft + buildingWidth - 20}" y="${top + 90}" width="240" height="${beach - top - 90}" fill="#e2d3bf"/>${windows(
    rand,
    {
      x: buildingLeft + buildingWidth,
      y: top + 110,
      columns: 7,
      rows: 6,
      width: 18,
      height: 26,
      gapX: 12,
      gapY: 20,
    },
    { dark: "#5f819c", lit: "#f3c77e" },
    0.15,
  )}`;
  return {
    width,
    height,
    body: `${seaside("venue", width, height, horizon, beach, palette, { x: 1010, y: 430, r: 360 })}
${cloud(360, 140, 1.2, "#fff", 0.55, "venue-cloud")}${cloud(900, 90, 0.9, "#fff", 0.45, "venue-cloud")}${cloud(620, 200, 0.7, "#ffe9cc", 0.5, "venue-cloud")}
<path d="M820 ${horizon}C900 ${horizon - 16} 1000 ${horizon - 20} 1200 ${horizon - 6}V${horizon}Z" fill="#5f86a3" opacity="0.6"/>
${wing}
<rect x="${buildingLeft}" y="${top}" width="${buildingWidth}" height="${beach - top}" fill="#f6efe4"/>
<rect x="${buildingLeft + buildingWidth - 60}" y="${top}" width="60" height="${beach - top}" fill="#e3d6c3"/>
<rect x="${buildingLeft - 10}" y="${top - 14}" width="${buildingWidth + 20}" height="18" fill="#fbf7f0"/>
${balconies}
<rect x="${buildingLeft + 220}" y="${beach - 40}" width="180" height="40" fill="#f6d49a" opacity="0.9"/>
<ellipse cx="${width / 2}" cy="${beach + 90}" rx="520" ry="40" fill="#c9a77a" opacity="0.25"/>
${palm(80, 760, 430, 40, { trunk: "#6b5440", leaves: "#2f5d45" }, 1)}
${palm(1080, 770, 470, -70, { trunk: "#6b5440", leaves: "#2f5d45" }, 2)}
${palm(930, 700, 300, 30, { trunk: "#7d6650", leaves: "#3c7355" }, 3)}
${palm(300, 690, 250, -20, { trunk: "#7d6650", leaves: "#3c7355" }, 4)}`,
  };
}

type HotelStyle = "tower" | "resort" | "night";

function hotelScene(style: HotelStyle): Scene {
  const width = 800;
  const height = 533;
  const rand = seeded(style.length * 97);
  if (style === "tower") {
    const horizon = 360;
    const beach = 420;
    const palette: DayPalette = {
      skyTop: "#5d9fd6",
      skyHorizon: "#dcefff",
      sea: ["#3aa7c4", "#1f84a6"],
      sand: ["#f1e3c6", "#e2cda5"],
      sun: "#ffffff",
    };
    const glass = windows(
      rand,
      { x: 318, y: 74, columns: 6, rows: 14, width: 20, height: 16, gapX: 6, gapY: 7 },
      { dark: "#6f9cc6", lit: "#b9d6ee" },
      0.3,
    );
    return {
      width,
      height,
      body: `${seaside("h1", width, height, horizon, beach, palette, { x: 640, y: 90, r: 240 })}
${cloud(150, 90, 0.8, "#fff", 0.7, "h1-cloud")}${cloud(640, 150, 0.6, "#fff", 0.6, "h1-cloud")}
<rect x="300" y="56" width="180" height="${beach - 56}" fill="#f7f7f4"/><rect x="440" y="56" width="40" height="${beach - 56}" fill="#e4e6e8"/>
<rect x="292" y="46" width="196" height="14" fill="#ffffff"/>${glass}
<rect x="480" y="200" width="150" height="${beach - 200}" fill="#eceee9"/>${windows(rand, { x: 494, y: 216, columns: 5, rows: 7, width: 18, height: 14, gapX: 10, gapY: 10 }, { dark: "#7fa6c8", lit: "#b9d6ee" }, 0.2)}
<clipPath id="h1-pool"><rect x="120" y="${beach + 20}" width="560" height="70" rx="10"/></clipPath>
<rect x="120" y="${beach + 20}" width="560" height="70" rx="10" fill="#46c1d6"/><g clip-path="url(#h1-pool)" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="2"><path d="${waveLine(beach + 42, 3, 70, width)}"/><path d="${waveLine(beach + 64, 3, 90, width, 30)}"/></g>
<rect x="120" y="${beach + 20}" width="560" height="70" rx="10" fill="none" stroke="#fff" stroke-width="6"/>
${palm(60, 520, 330, 30, { trunk: "#7a6049", leaves: "#2e6a4a" }, 11)}${palm(740, 520, 300, -40, { trunk: "#7a6049", leaves: "#2e6a4a" }, 12)}`,
    };
  }
  if (style === "resort") {
    const horizon = 330;
    const beach = 430;
    const palette: DayPalette = {
      skyTop: "#5b4b8a",
      skyHorizon: "#f7b27e",
      sea: ["#8a6f9e", "#3f3f73"],
      sand: ["#caa07a", "#9c7458"],
      sun: "#ffe0a6",
    };
    const block = (x: number, floors: number) => {
      const h = floors * 34 + 16;
      const y = beach - h;
      return `<rect x="${x}" y="${y}" width="170" height="${h}" fill="#f3dcc4"/><path d="M${x - 12} ${y}L${x + 85} ${y - 36}L${x + 182} ${y}Z" fill="#b5583f"/>${windows(
        rand,
        {
          x: x + 14,
          y: y + 12,
          columns: 5,
          rows: floors,
          width: 20,
          height: 22,
          gapX: 10,
          gapY: 12,
        },
        { dark: "#8d6b6b", lit: "#ffd59a" },
        0.55,
      )}`;
    };
    return {
      width,
      height,
      body: `${seaside("h2", width, height, horizon, beach, palette, { x: 650, y: 330, r: 320 })}
<circle cx="650" cy="${horizon}" r="38" fill="#ffe6b8" opacity="0.95"/>
<rect y="${horizon}" width="${width}" height="${beach - horizon}" fill="url(#h2-sea)" opacity="0.9"/>
<g fill="#ffd59a" opacity="0.6">${Array.from({ length: 12 }, (_, i) => `<rect x="${n(650 - (60 - i * 4) / 2 + between(rand, -10, 10))}" y="${horizon + 6 + i * 7}" width="${60 - i * 4}" height="2" rx="1"/>`).join("")}</g>
${block(50, 3)}${block(240, 4)}${block(430, 2)}
${palm(30, 533, 340, 40, { trunk: "#3b2740", leaves: "#3b2740" }, 21)}${palm(750, 533, 380, -50, { trunk: "#3b2740", leaves: "#3b2740" }, 22)}${palm(222, 500, 220, 12, { trunk: "#4a3350", leaves: "#4a3350" }, 23)}`,
    };
  }
  const horizon = 380;
  const stars = Array.from(
    { length: 70 },
    () =>
      `<circle cx="${n(between(rand, 0, width))}" cy="${n(between(rand, 0, 260))}" r="${n(between(rand, 0.6, 1.6))}" opacity="${n(between(rand, 0.3, 0.9) * 100) / 100}"/>`,
  ).join("");
  const tower = (x: number, w: number, top: number) =>
    `<rect x="${x}" y="${top}" width="${w}" height="${horizon - top}" fill="#14264f"/>${windows(
      rand,
      {
        x: x + 10,
        y: top + 14,
        columns: Math.floor((w - 14) / 18),
        rows: Math.floor((horizon - top - 20) / 20),
        width: 10,
        height: 10,
        gapX: 8,
        gapY: 10,
      },
      { dark: "#1d3566", lit: "#ffd27a" },
      0.45,
    )}`;
  const reflections = Array.from(
    { length: 40 },
    () =>
      `<rect x="${n(between(rand, 200, 640))}" y="${n(between(rand, horizon + 6, height - 10))}" width="${n(between(rand, 6, 30))}" height="2" opacity="${n(between(rand, 0.2, 0.6) * 100) / 100}"/>`,
  ).join("");
  return {
    width,
    height,
    body: `<defs>${linear("h3-sky", [
      [0, "#050b24"],
      [1, "#1c3570"],
    ])}${linear("h3-sea", [
      [0, "#132b5c"],
      [1, "#050b24"],
    ])}${radial("h3-moon", [
      [0, "#fff7de", 0.6],
      [1, "#fff7de", 0],
    ])}</defs>
<rect width="${width}" height="${horizon}" fill="url(#h3-sky)"/>
<g fill="#fff">${stars}</g>
<circle cx="640" cy="90" r="110" fill="url(#h3-moon)"/><circle cx="640" cy="90" r="26" fill="#fdf3d6"/>
${tower(200, 150, 110)}${tower(360, 120, 170)}${tower(490, 160, 70)}
<rect x="180" y="${horizon - 26}" width="500" height="26" fill="#0f1d40"/><rect x="300" y="${horizon - 22}" width="200" height="14" fill="#ffd27a" opacity="0.75"/>
<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#h3-sea)"/>
<g fill="#ffd27a">${reflections}</g>
${palm(70, 533, 330, 30, { trunk: "#040a1e", leaves: "#040a1e" }, 31)}${palm(760, 533, 290, -40, { trunk: "#040a1e", leaves: "#040a1e" }, 32)}`,
  };
}

function pelourinhoScene(): Scene {
  const width = 800;
  const height = 533;
  const rand = seeded(1500);
  const colours = [
    "#e9a68f",
    "#f1cf6e",
    "#7fb5cf",
    "#9ccb95",
    "#d79cc0",
    "#f2dfb8",
    "#e98a6b",
    "#86a9de",
  ];
  const street = (x: number) => 330 + x * 0.16;
  let facades = "";
  let x = -20;
  let i = 0;
  while (x < 640) {
    const w = between(rand, 92, 126);
    const base = street(x + w);
    const h = between(rand, 190, 250);
    const top = base - h;
    const colour = colours[i % colours.length] ?? "#f2dfb8";
    const floors = 3;
    const floorH = (h - 30) / floors;
    let details = `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h + 40)}" fill="${colour}"/><rect x="${n(x - 3)}" y="${n(top - 8)}" width="${n(w + 6)}" height="10" fill="#fbf6ec"/><rect x="${n(x)}" y="${n(top)}" width="5" height="${n(h + 40)}" fill="#fbf6ec" opacity="0.8"/>`;
    const openings = 3;
    const ow = w / (openings * 2 + 0.5);
    for (let floor = 0; floor < floors; floor++) {
      const fy = top + 16 + floor * floorH;
      for (let o = 0; o < openings; o++) {
        const ox = x + ow * (0.75 + o * 2);
        const oh = floor === floors - 1 ? floorH * 0.75 : floorH * 0.62;
        details += `<path d="M${n(ox)} ${n(fy + oh)}V${n(fy + ow / 2)}A${n(ow / 2)} ${n(ow / 2)} 0 0 1 ${n(ox + ow)} ${n(fy + ow / 2)}V${n(fy + oh)}Z" fill="#fbf6ec"/><path d="M${n(ox + 2.5)} ${n(fy + oh)}V${n(fy + ow / 2 + 1)}A${n(ow / 2 - 2.5)} ${n(ow / 2 - 2.5)} 0 0 1 ${n(ox + ow - 2.5)} ${n(fy + ow / 2 + 1)}V${n(fy + oh)}Z" fill="${floor === floors - 1 ? "#6b4a3a" : "#3d5a6e"}"/>`;
        if (floor < floors - 1 && floor > 0) {
          details += `<rect x="${n(ox - 3)}" y="${n(fy + oh - 2)}" width="${n(ow + 6)}" height="3" fill="#3a3a3a"/><path d="M${n(ox - 2)} ${n(fy + oh - 12)}h${n(ow + 4)}M${n(ox - 2)} ${n(fy + oh - 12)}v10M${n(ox + ow / 2)} ${n(fy + oh - 12)}v10M${n(ox + ow + 2)} ${n(fy + oh - 12)}v10" stroke="#3a3a3a" stroke-width="1.4"/>`;
        }
      }
      details += `<rect x="${n(x)}" y="${n(fy - 10)}" width="${n(w)}" height="3" fill="#fbf6ec" opacity="0.85"/>`;
    }
    facades += details;
    x += w;
    i += 1;
  }
  const churchX = 650;
  const churchBase = street(800);
  const church = `<g><rect x="${churchX}" y="${churchBase - 230}" width="170" height="260" fill="#3f6fb6"/><rect x="${churchX + 6}" y="${churchBase - 310}" width="46" height="90" fill="#3f6fb6"/><path d="M${churchX + 2} ${churchBase - 310}L${churchX + 29} ${churchBase - 352}L${churchX + 56} ${churchBase - 310}Z" fill="#f4f1ea"/><path d="M${churchX + 60} ${churchBase - 230}Q${churchX + 110} ${churchBase - 290} ${churchX + 170} ${churchBase - 250}V${churchBase - 230}Z" fill="#3f6fb6"/><rect x="${churchX}" y="${churchBase - 234}" width="170" height="8" fill="#f4f1ea"/><rect x="${churchX + 2}" y="${churchBase - 312}" width="54" height="6" fill="#f4f1ea"/><path d="M${churchX + 18} ${churchBase - 260}a11 11 0 0 1 22 0v22h-22z" fill="#f4f1ea"/><path d="M${churchX + 76} ${churchBase - 30}v-56a26 26 0 0 1 52 0v56z" fill="#f4f1ea"/><path d="M${churchX + 82} ${churchBase - 30}v-52a20 20 0 0 1 40 0v52z" fill="#5a3b2c"/>${[20, 140].map((dx) => `<path d="M${churchX + dx} ${churchBase - 120}v-40a12 12 0 0 1 24 0v40z" fill="#f4f1ea"/>`).join("")}</g>`;
  const cobbles = Array.from({ length: 260 }, () => {
    const cx = between(rand, 0, width);
    const minY = street(cx) + 4;
    const cy = between(rand, minY, height);
    const scale = 0.5 + (cy - 330) / 300;
    return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(7 * scale)}" ry="${n(3.2 * scale)}"/>`;
  }).join("");
  return {
    width,
    height,
    body: `<defs>${linear("pel-sky", [
      [0, "#4f94d4"],
      [1, "#cfe6f6"],
    ])}${linear("pel-street", [
      [0, "#b9aa97"],
      [1, "#8e7e6b"],
    ])}${linear(
      "pel-shade",
      [
        [0, "#1b1b2f", 0.18],
        [0.5, "#1b1b2f", 0],
      ],
      1,
      0,
    )}${blur("pel-cloud", 6)}</defs>
<rect width="${width}" height="${height}" fill="url(#pel-sky)"/>
${cloud(520, 70, 0.8, "#fff", 0.75, "pel-cloud")}${cloud(200, 40, 0.6, "#fff", 0.6, "pel-cloud")}
${church}${facades}
<rect width="${width}" height="${height}" fill="url(#pel-shade)"/>
<path d="M0 ${street(0)}L${width} ${street(width)}V${height}H0Z" fill="url(#pel-street)"/>
<g fill="#6f604f" opacity="0.45">${cobbles}</g>`,
  };
}

function portoDaBarraScene(): Scene {
  const width = 800;
  const height = 533;
  const horizon = 320;
  const rand = seeded(1534);
  const streaks = Array.from({ length: 20 }, (_, i) => {
    const w = (110 - i * 4) * between(rand, 0.6, 1.1);
    return `<rect x="${n(430 - w / 2 + between(rand, -16, 16))}" y="${n(horizon + 5 + i ** 1.3 * 3.6)}" width="${n(w)}" height="${n(2 + i * 0.15)}" rx="1" opacity="${n((0.75 - i * 0.03) * 100) / 100}"/>`;
  }).join("");
  const people = [
    [250, 440, 1],
    [272, 444, 0.85],
    [560, 452, 1.05],
  ]
    .map(
      ([px = 0, py = 0, s = 1]) =>
        `<g transform="translate(${px} ${py}) scale(${s})"><circle cx="0" cy="-44" r="6"/><path d="M-6 -36h12l3 22h-4l-2 16h-6l-2 -16h-4z"/></g>`,
    )
    .join("");
  return {
    width,
    height,
    body: `<defs>${linear("pdb-sky", [
      [0, "#27295e"],
      [0.45, "#8c4f7f"],
      [0.78, "#ef8f5d"],
      [1, "#fbd08a"],
    ])}${linear("pdb-sea", [
      [0, "#6f5a86"],
      [1, "#25264f"],
    ])}${radial("pdb-sun", [
      [0, "#fff0c2", 0.9],
      [0.15, "#ffd58a", 0.6],
      [1, "#ff9a5c", 0],
    ])}${linear("pdb-sand", [
      [0, "#5b3f55"],
      [1, "#2c2140"],
    ])}${blur("pdb-cloud", 5)}</defs>
<rect width="${width}" height="${horizon + 1}" fill="url(#pdb-sky)"/>
<circle cx="430" cy="${horizon}" r="300" fill="url(#pdb-sun)"/>
<circle cx="430" cy="${horizon - 6}" r="34" fill="#fff1c7"/>
<g fill="#f7b089" opacity="0.55" filter="url(#pdb-cloud)"><ellipse cx="180" cy="190" rx="140" ry="10"/><ellipse cx="620" cy="150" rx="170" ry="12"/><ellipse cx="520" cy="230" rx="110" ry="7"/></g>
<path d="M560 ${horizon}C620 ${horizon - 10} 720 ${horizon - 14} 800 ${horizon - 8}V${horizon}Z" fill="#4a3a66"/>
<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#pdb-sea)"/>
<g fill="#ffd89c">${streaks}</g>
<g fill="none" stroke="#ffd0a8" stroke-opacity="0.25" stroke-width="1.5">${Array.from({ length: 5 }, (_, i) => `<path d="${waveLine(horizon + 30 + i * 22, 2 + i, 120 + i * 30, width, i * 29)}"/>`).join("")}</g>
${farolDaBarra(120, horizon + 8, 0.42, "#2a1d3c")}
<path d="M470 ${horizon + 40}h60l-8 8h-46zM494 ${horizon + 38}v-42l26 40z" fill="#2a1d3c"/>
<path d="M0 420C180 400 420 405 800 440V${height}H0Z" fill="url(#pdb-sand)"/>
<g fill="#1f1730">${people}</g>
${palm(730, 533, 320, -50, { trunk: "#1f1730", leaves: "#1f1730" }, 41)}`,
  };
}

function itapuaScene(): Scene {
  const width = 800;
  const height = 533;
  const horizon = 300;
  const beach = 400;
  const palette: DayPalette = {
    skyTop: "#3f95d8",
    skyHorizon: "#d6eefa",
    sea: ["#37b6c6", "#168fae"],
    sand: ["#f3e4c2", "#e2cc9f"],
    sun: "#ffffff",
  };
  const lx = 560;
  const base = beach - 40;
  const towerTop = 96;
  const bands = Array.from({ length: 4 }, (_, i) => {
    const y0 = towerTop + 30 + i * 56;
    const y1 = y0 + 26;
    const w0 = 16 + ((y0 - towerTop) / (base - towerTop)) * 12;
    const w1 = 16 + ((y1 - towerTop) / (base - towerTop)) * 12;
    return `<path d="M${n(lx - w0)} ${y0}H${n(lx + w0)}L${n(lx + w1)} ${y1}H${n(lx - w1)}Z"/>`;
  }).join("");
  return {
    width,
    height,
    body: `${seaside("ita", width, height, horizon, beach, palette, { x: 160, y: 70, r: 220 })}
${cloud(330, 80, 0.9, "#fff", 0.8, "ita-cloud")}${cloud(700, 140, 0.6, "#fff", 0.7, "ita-cloud")}
<g fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2">${Array.from({ length: 4 }, (_, i) => `<path d="${waveLine(horizon + 24 + i * 20, 2 + i, 90 + i * 30, width, i * 21)}"/>`).join("")}</g>
<path d="M420 ${beach + 6}C460 ${base - 30} 520 ${base - 20} 560 ${base - 16}S680 ${base - 26} 740 ${beach + 12}Z" fill="#5d5a55"/>
<path d="M440 ${beach + 8}C480 ${base - 10} 540 ${base - 6} 600 ${base}S700 ${base} 720 ${beach + 14}Z" fill="#46433f"/>
<path d="M${lx - 28} ${base}L${lx - 16} ${towerTop}H${lx + 16}L${lx + 28} ${base}Z" fill="#fbfbf8"/>
<path d="M${lx + 8} ${base}L${lx + 6} ${towerTop}H${lx + 16}L${lx + 28} ${base}Z" fill="#d9dde2"/>
<g fill="#c8352c">${bands}</g>
<rect x="${lx - 24}" y="${towerTop - 8}" width="48" height="10" fill="#2f2f35"/>
<rect x="${lx - 13}" y="${towerTop - 38}" width="26" height="30" fill="#f0f4f6"/><path d="M${lx - 13} ${towerTop - 30}h26M${lx} ${towerTop - 38}v30" stroke="#2f2f35" stroke-width="2"/>
<path d="M${lx - 16} ${towerTop - 38}Q${lx} ${towerTop - 62} ${lx + 16} ${towerTop - 38}Z" fill="#c8352c"/>
${palm(80, 533, 360, 50, { trunk: "#7a6049", leaves: "#2e7a4e" }, 51)}${palm(210, 470, 250, 20, { trunk: "#7a6049", leaves: "#3b8a5c" }, 52)}${palm(330, 440, 190, -10, { trunk: "#8a7058", leaves: "#4a9768" }, 53)}${palm(760, 533, 300, -40, { trunk: "#7a6049", leaves: "#2e7a4e" }, 54)}`,
  };
}

function bonfimScene(): Scene {
  const width = 800;
  const height = 533;
  const rand = seeded(1745);
  const cx = 400;
  const ground = 392;
  const white = "#fbfaf6";
  const shade = "#e3e2de";
  const tower = (x: number) =>
    `<rect x="${x}" y="146" width="62" height="${ground - 146}" fill="${white}"/><rect x="${x + 44}" y="146" width="18" height="${ground - 146}" fill="${shade}"/><rect x="${x - 4}" y="140" width="70" height="10" fill="${white}"/><path d="M${x + 18} 210a13 13 0 0 1 26 0v34h-26z" fill="#34506b"/><path d="M${x + 8} 140V112h46V140Z" fill="${white}"/><path d="M${x + 4} 112Q${x + 31} 62 ${x + 58} 112Z" fill="#5a86b5"/><path d="M${x + 16} 112Q${x + 31} 82 ${x + 46} 112" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/><rect x="${x + 29}" y="62" width="4" height="20" fill="#c9a54a"/><rect x="${x + 24}" y="68" width="14" height="3" fill="#c9a54a"/>`;
  const ribbons = Array.from({ length: 90 }, (_, i) => {
    const x = 60 + i * 7.6;
    const colour = pick(rand, [
      "#e23b3b",
      "#f2c230",
      "#2f7fd1",
      "#2aa35a",
      "#ffffff",
      "#8a3fb8",
      "#f07d2a",
    ]);
    const len = between(rand, 16, 30);
    return `<path d="M${n(x)} ${ground + 62}q${n(between(rand, -3, 3))} ${n(len / 2)} ${n(between(rand, -2, 4))} ${n(len)}" stroke="${colour}" stroke-width="2.4" fill="none"/>`;
  }).join("");
  return {
    width,
    height,
    body: `<defs>${linear("bon-sky", [
      [0, "#2f7fd0"],
      [1, "#bfe0f7"],
    ])}${linear("bon-hill", [
      [0, "#6f9f5a"],
      [1, "#4f7d43"],
    ])}${blur("bon-cloud", 6)}</defs>
<rect width="${width}" height="${height}" fill="url(#bon-sky)"/>
${cloud(150, 110, 0.9, "#fff", 0.85, "bon-cloud")}${cloud(660, 70, 0.8, "#fff", 0.75, "bon-cloud")}${cloud(560, 210, 0.5, "#fff", 0.6, "bon-cloud")}
<path d="M0 ${ground + 10}C200 ${ground - 20} 600 ${ground - 20} 800 ${ground + 10}V${height}H0Z" fill="url(#bon-hill)"/>
${tower(cx - 160)}${tower(cx + 98)}
<rect x="${cx - 98}" y="176" width="196" height="${ground - 176}" fill="${white}"/>
<path d="M${cx - 104} 180H${cx + 104}L${cx + 96} 170H${cx - 96}Z" fill="${shade}"/>
<path d="M${cx - 90} 172C${cx - 80} 150 ${cx - 40} 150 ${cx - 30} 132L${cx} 108L${cx + 30} 132C${cx + 40} 150 ${cx + 80} 150 ${cx + 90} 172Z" fill="${white}"/>
<rect x="${cx - 2}" y="82" width="4" height="28" fill="#c9a54a"/><rect x="${cx - 9}" y="90" width="18" height="4" fill="#c9a54a"/>
<circle cx="${cx}" cy="148" r="12" fill="#34506b"/>
${[-64, 64].map((dx) => `<path d="M${cx + dx - 14} 244a14 14 0 0 1 28 0v34h-28z" fill="#34506b"/>`).join("")}
<path d="M${cx - 14} 244a14 14 0 0 1 28 0v34h-28z" fill="#34506b"/>
${[-64, 0, 64].map((dx) => `<path d="M${cx + dx - 18} ${ground}v-58a18 18 0 0 1 36 0v58z" fill="#5a3b2c"/>`).join("")}
<rect x="${cx - 170}" y="${ground}" width="340" height="8" fill="${shade}"/>
${Array.from({ length: 5 }, (_, i) => `<rect x="${cx - 190 - i * 22}" y="${ground + 8 + i * 10}" width="${380 + i * 44}" height="10" fill="${i % 2 ? "#e9e6df" : "#d8d4cb"}"/>`).join("")}
<path d="M40 ${ground + 62}H760" stroke="#55575c" stroke-width="3"/>${Array.from({ length: 25 }, (_, i) => `<rect x="${40 + i * 30}" y="${ground + 58}" width="3" height="40" fill="#55575c"/>`).join("")}
${ribbons}`,
  };
}

type AvatarPalette = { background: string; light: string; figure: string };

function avatar(palette: AvatarPalette) {
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

function ogCard() {
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
<text x="80" y="316" font-family="${font}" font-size="62" font-weight="700" fill="#fff">${congresses.nursing.name.replace(" de Enfermagem", "")}</text>
<text x="80" y="390" font-family="${font}" font-size="62" font-weight="700" fill="#fff">de Enfermagem</text>
<text x="80" y="456" font-family="${font}" font-size="30" font-weight="700" fill="${brand.gold}">${eventPeriod} • ${edition.city}, BA</text>`,
  );
}

/** A wordmark on a 240×80 canvas; `extent` is the drawing's horizontal span, used to centre it. */
function sponsor(
  name: string,
  colour: string,
  icon: string,
  words: string,
  extent: [number, number],
) {
  const shift = n((240 - (extent[1] - extent[0])) / 2 - extent[0]);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-label="${name}"><title>${name}</title><g transform="translate(${shift} 0)"><g fill="${colour}">${icon}</g>${words}</g></svg>`;
}

const sponsors: Record<string, string> = {
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

// ---------------------------------------------------------------------------------------------------
// Output

/** The ICO container is a 6-byte ICONDIR and one 16-byte ICONDIRENTRY pointing at embedded PNG bytes. */
function ico(png: Buffer, size: number) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

function write(relative: string, data: Buffer | string) {
  const file = path.join(publicDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
  const bytes = Buffer.byteLength(data);
  console.log(`${relative.padEnd(44)} ${(bytes / 1024).toFixed(1).padStart(6)} KB`);
}

async function webp(relative: string, source: string, quality = 74) {
  write(
    relative,
    await sharp(Buffer.from(source)).webp({ quality, effort: 6, smartSubsample: true }).toBuffer(),
  );
}

const hero = heroScene();
const sobre = sobreScene();
const venue = venueScene();

// displayWidth: the CSS width each file is typically shown at (the -800/-600 files serve phones).
await webp("images/hero.webp", illustration(hero, 1600, 900, { displayWidth: 1440 }));
await webp(
  "images/hero-800.webp",
  illustration(hero, 800, 600, { displayWidth: 400, focus: "xMaxYMid" }),
);
await webp("images/sobre-hero.webp", illustration(sobre, 1600, 600, { displayWidth: 1440 }));
await webp("images/sobre-hero-800.webp", illustration(sobre, 800, 400, { displayWidth: 400 }));
await webp("images/venue.webp", illustration(venue, 1200, 800, { displayWidth: 600 }));
await webp("images/venue-600.webp", illustration(venue, 600, 400, { displayWidth: 375 }));

const hotels: HotelStyle[] = ["tower", "resort", "night"];
for (const [index, style] of hotels.entries()) {
  await webp(
    `images/hotels/hotel-${index + 1}.webp`,
    illustration(hotelScene(style), 800, 533, { displayWidth: 400 }),
    70,
  );
}

const tourism: Record<string, Scene> = {
  pelourinho: pelourinhoScene(),
  "porto-da-barra": portoDaBarraScene(),
  itapua: itapuaScene(),
  bonfim: bonfimScene(),
};
for (const [name, scene] of Object.entries(tourism)) {
  await webp(
    `images/tourism/${name}.webp`,
    illustration(scene, 800, 533, { displayWidth: 400 }),
    70,
  );
}

const people: Record<string, AvatarPalette> = {
  "professionals/coordenacao-geral": { background: "#d5deef", light: "#eef2fa", figure: "#8ea2cc" },
  "professionals/comissao-cientifica": {
    background: "#cfe7e4",
    light: "#ecf6f4",
    figure: "#7fb3ad",
  },
  "professionals/feridas": { background: "#f1dcd4", light: "#faf0ec", figure: "#c99a8b" },
  "professionals/estetica": { background: "#e2dbef", light: "#f4f0fa", figure: "#a897c9" },
  "speaker-placeholder": { background: "#dfe4eb", light: "#f3f5f8", figure: "#a2adbd" },
};
for (const [name, palette] of Object.entries(people)) {
  await webp(`images/${name}.webp`, avatar(palette), 78);
}

write(
  "images/og.jpg",
  await sharp(Buffer.from(ogCard())).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
);

write("images/logo.svg", logo("light"));
write("images/logo-white.svg", logo("dark"));
for (const [file, source] of Object.entries(sponsors)) write(`images/sponsors/${file}`, source);

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${mark(48)}</svg>`;
write("favicon.svg", favicon);
const favicon32 = await sharp(Buffer.from(favicon), { density: 72 * (32 / 48) * 4 })
  .resize(32, 32)
  .png({ compressionLevel: 9 })
  .toBuffer();
write("favicon.ico", ico(favicon32, 32));
// iOS rounds the corners itself and shows transparency as black, so the touch icon is a full square.
const touchIcon = svg(
  180,
  180,
  `<rect width="180" height="180" fill="${brand.blue}"/><g transform="translate(22 22)">${mark(136)}</g>`,
);
write(
  "apple-touch-icon.png",
  await sharp(Buffer.from(touchIcon)).png({ compressionLevel: 9 }).toBuffer(),
);
write("robots.txt", "User-agent: *\nAllow: /\n");

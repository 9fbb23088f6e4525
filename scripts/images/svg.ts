// SVG building blocks shared by every image: the palette, seeded randomness, gradients, waves,
// palms, clouds, windows, the "Imagem ilustrativa" label and the frame that crops a scene.

export const brand = { blue: "#1a347d", deep: "#0e1f52", gold: "#fbc746" };
export const font = "Arial, Helvetica, sans-serif";

export type Scene = { width: number; height: number; body: string };
/** Which part of a scene survives when the output's aspect ratio crops it (SVG preserveAspectRatio). */
export type Focus = "xMidYMid" | "xMaxYMid" | "xMinYMid";

// ---------------------------------------------------------------------------------------------------
// Small helpers

/** Mulberry32: a tiny seeded generator, so "random" bokeh and windows are the same on every run. */
export function seeded(seed: number) {
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
export function n(value: number) {
  return Math.round(value * 10) / 10;
}

export function between(rand: () => number, min: number, max: number) {
  return min + rand() * (max - min);
}

export function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length) % items.length] as T;
}

export function svg(width: number, height: number, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export function linear(id: string, stops: [number, string, number?][], x2 = 0, y2 = 1) {
  const s = stops
    .map(
      ([at, colour, opacity]) =>
        `<stop offset="${at}" stop-color="${colour}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`,
    )
    .join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id: string, stops: [number, string, number?][]) {
  const s = stops
    .map(
      ([at, colour, opacity]) =>
        `<stop offset="${at}" stop-color="${colour}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`,
    )
    .join("");
  return `<radialGradient id="${id}">${s}</radialGradient>`;
}

export function blur(id: string, amount: number) {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${amount}"/></filter>`;
}

/** A gentle sine line across the scene, drawn with smooth quadratic segments. */
export function waveLine(y: number, amplitude: number, length: number, width: number, phase = 0) {
  let d = `M${n(-length + phase)} ${n(y)}`;
  for (let x = -length + phase; x < width + length; x += length) {
    d += `q${n(length / 4)} ${n(-amplitude)} ${n(length / 2)} 0t${n(length / 2)} 0`;
  }
  return d;
}

/** The area under a wave line, for layered water. */
export function waveBand(
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
export function bokeh(
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
export function palm(
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
export function cloud(
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
export function windows(
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
export function label(
  width: number,
  height: number,
  align: "right" | "center",
  displayWidth: number,
) {
  const size = Math.max(12, Math.round((10 * width) / displayWidth));
  const pillWidth = Math.round(size * 8.4 + size * 1.4);
  const pillHeight = Math.round(size * 1.75);
  const margin = Math.round(size * 0.9);
  const x = align === "right" ? width - margin - pillWidth : Math.round((width - pillWidth) / 2);
  const y = height - margin - pillHeight;
  return `<g><rect x="${x}" y="${y}" width="${pillWidth}" height="${pillHeight}" rx="${pillHeight / 2}" fill="#0b1530" fill-opacity="0.55"/><text x="${x + pillWidth / 2}" y="${n(y + pillHeight / 2 + size * 0.36)}" text-anchor="middle" font-family="${font}" font-size="${size}" fill="#fff">Imagem ilustrativa</text></g>`;
}

/** Crops a scene to the output size like CSS `object-fit: cover`, then labels it. */
export function illustration(
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

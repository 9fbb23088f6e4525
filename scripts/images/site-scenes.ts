// The scenes of the site's own pages: the home hero, the "about" banner and the venue.
import {
  between,
  blur,
  bokeh,
  brand,
  cloud,
  linear,
  n,
  palm,
  radial,
  type Scene,
  seeded,
  waveBand,
  waveLine,
  windows,
} from "./svg.ts";

// Scenes

/** Lighthouse on its fort and rocks, after the Farol da Barra, as one silhouette path group. */
export function farolDaBarra(x: number, horizon: number, scale: number, colour: string) {
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

export function heroScene(): Scene {
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
export function sobreScene(): Scene {
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

export type DayPalette = {
  skyTop: string;
  /** Keeps a blue-to-warm sky from going grey in the middle. */
  skyMid?: string;
  skyHorizon: string;
  sea: [string, string];
  sand: [string, string];
  sun: string;
};

/** Sky, sun glow, sea and beach shared by the daylight scenes. */
export function seaside(
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

export function venueScene(): Scene {
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

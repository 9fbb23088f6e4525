// Salvador: the hotels and the tourist spots of the "Local" page.
import {
  between,
  blur,
  cloud,
  linear,
  n,
  palm,
  pick,
  radial,
  type Scene,
  seeded,
  waveLine,
  windows,
} from "./svg.ts";
import { type DayPalette, farolDaBarra, seaside } from "./site-scenes.ts";

export type HotelStyle = "tower" | "resort" | "night";

export function hotelScene(style: HotelStyle): Scene {
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

export function pelourinhoScene(): Scene {
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

export function portoDaBarraScene(): Scene {
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

export function itapuaScene(): Scene {
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

export function bonfimScene(): Scene {
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

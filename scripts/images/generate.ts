// `npm run images`: draws the site's placeholder artwork (logos, illustrations, icons) from the SVG
// templates in this folder into public/. The rasters stand in for real photos until the organisers
// send them, so every illustration carries an "Imagem ilustrativa" label. Seeded randomness keeps the
// output identical between runs. See the README ("Images") for when to run it.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { brand, illustration, type Scene, svg } from "./svg.ts";
import { writeAppIcons } from "./app-icons.ts";
import { avatar, type AvatarPalette, logo, mark, ogCard, sponsors } from "./brand.ts";
import { heroScene, sobreScene, venueScene } from "./site-scenes.ts";
import {
  bonfimScene,
  hotelScene,
  type HotelStyle,
  itapuaScene,
  pelourinhoScene,
  portoDaBarraScene,
} from "./salvador-scenes.ts";

const publicDir = path.resolve(import.meta.dirname, "../../public");

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
await writeAppIcons();

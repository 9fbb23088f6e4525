// The installed app's icons (issue 12, item 7; public/manifest.webmanifest), drawn from the
// site's mark like the favicons. `npm run images` writes them with the rest; this file alone
// (`node scripts/images/app-icons.ts`) writes only them.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { mark } from "./brand.ts";
import { brand, svg } from "./svg.ts";

const publicDir = path.resolve(import.meta.dirname, "../../public");

async function png(relative: string, source: string) {
  const file = path.join(publicDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  const data = await sharp(Buffer.from(source)).png({ compressionLevel: 9 }).toBuffer();
  writeFileSync(file, data);
  console.log(`${relative.padEnd(44)} ${(data.length / 1024).toFixed(1).padStart(6)} KB`);
}

export async function writeAppIcons() {
  // "any": the mark itself, its rounded square on transparency, as the favicon draws it.
  for (const size of [192, 512]) {
    await png(`icons/icon-${size}.png`, svg(size, size, mark(size)));
  }
  // "maskable": a full square of the brand's blue that the system crops (circle, squircle…),
  // with the mark inside the central 80% every mask keeps.
  for (const size of [192, 512]) {
    const inner = Math.round(size * 0.72);
    const offset = (size - inner) / 2;
    await png(
      `icons/icon-maskable-${size}.png`,
      svg(
        size,
        size,
        `<rect width="${size}" height="${size}" fill="${brand.blue}"/><g transform="translate(${offset} ${offset})">${mark(inner, { square: brand.blue, cross: brand.gold, heart: brand.blue })}</g>`,
      ),
    );
  }
}

if (import.meta.main) await writeAppIcons();

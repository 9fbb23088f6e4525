import sharp from "sharp";
import type { ContentVersionReader } from "~/context";
import { type ShareCard, shareCardSvg } from "./share-card";

const drawn = new Map<string, Promise<Buffer>>();
const MAX_CARDS = 200;

/** The card as a JPEG, drawn once per content version (every time without a version reader). */
export async function shareCardImage(
  card: ShareCard,
  key: string,
  contentVersion: ContentVersionReader | null,
) {
  if (!contentVersion) return draw(card);
  const cacheKey = `${await contentVersion.current()} ${key}`;
  let image = drawn.get(cacheKey);
  if (!image) {
    if (drawn.size >= MAX_CARDS) drawn.delete(drawn.keys().next().value!);
    image = draw(card);
    image.catch(() => drawn.delete(cacheKey));
    drawn.set(cacheKey, image);
  }
  return image;
}

const draw = (card: ShareCard) =>
  sharp(Buffer.from(shareCardSvg(card)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();

/** Cached by browsers and crawlers a while, like the pages' images. */
export const shareCardResponse = (image: Buffer) =>
  new Response(new Uint8Array(image), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(image.length),
      "Cache-Control": "public, max-age=600",
    },
  });

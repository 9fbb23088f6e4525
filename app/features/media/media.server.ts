import { eq } from "drizzle-orm";
import sharp, { type ResizeOptions } from "sharp";
import type { Database } from "~/db/client.server";
import { media } from "~/db/schema";
import { type MediaPurpose, mediaMessages } from "~/lib/media-rules";

/** A refused upload, with the administrator's message. */
export class MediaError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

// Formats sharp decodes that make sense as photos or logos; an SVG is rasterised, never served.
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff", "svg"]);

/** Bounded output per use (DESIGN §7.4); the lodging page's hotel cards show a 4:3 photo. */
const RESIZE: Record<MediaPurpose, ResizeOptions> = {
  speaker: { width: 600, height: 600, fit: "cover" },
  professional: { width: 600, height: 600, fit: "cover" },
  sponsor: { width: 480, height: 240, fit: "inside", withoutEnlargement: true },
  hotel: { width: 800, height: 600, fit: "cover" },
};

/** Decodes the bytes as an image, whatever their name or type, into a resized WebP without EXIF. */
export async function processImage(input: Uint8Array, purpose: MediaPurpose) {
  // About 40 megapixels at most, so a small file cannot decompress into a huge bitmap.
  const options = { limitInputPixels: 40_000_000, failOn: "error" } as const;
  try {
    const { format } = await sharp(input, options).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new MediaError(mediaMessages.notImage, 400);
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize(RESIZE[purpose])
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      width: info.width,
      height: info.height,
      contentType: "image/webp" as const,
    };
  } catch {
    throw new MediaError(mediaMessages.notImage, 400);
  }
}

/** Stores a processed image; returns its public URL. */
export async function storeMedia(
  db: Database,
  image: Awaited<ReturnType<typeof processImage>>,
  purpose: MediaPurpose,
  createdBy: string | null,
) {
  const [row] = await db
    .insert(media)
    .values({
      contentType: image.contentType,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
      purpose,
      createdBy,
    })
    .returning({ id: media.id });
  return { id: row!.id, url: `/media/${row!.id}` };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stored image, or null for an unknown or malformed id. */
export async function getMedia(db: Database, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({ contentType: media.contentType, bytes: media.bytes })
    .from(media)
    .where(eq(media.id, id));
  return row ?? null;
}

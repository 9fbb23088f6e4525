import sharp from "sharp";
import { expect, test } from "vitest";
import { databaseTest } from "~tests/support/databases";
import { MediaError, getMedia, processImage, storeMedia } from "./media.server";
import { mediaMessages } from "~/lib/media-rules";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#1e3a8a" } })
    .png()
    .toBuffer();

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MediaError);
  return error as MediaError;
}

test("a real PNG becomes a 600×600 WebP photo without metadata", async () => {
  const input = await sharp({
    create: { width: 900, height: 500, channels: 3, background: "#f00" },
  })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: "segredo" } } })
    .toBuffer();
  const image = await processImage(input, "speaker");
  expect(image.contentType).toBe("image/webp");
  expect([image.width, image.height]).toEqual([600, 600]);
  const meta = await sharp(image.bytes).metadata();
  expect(meta.format).toBe("webp");
  expect(meta.exif).toBeUndefined();
});

test("a sponsor logo fits inside 480×240 and is never enlarged", async () => {
  const wide = await processImage(await png(1200, 300), "sponsor");
  expect([wide.width, wide.height]).toEqual([480, 120]);
  const small = await processImage(await png(100, 50), "sponsor");
  expect([small.width, small.height]).toEqual([100, 50]);
});

test("a text file is refused whatever its name", async () => {
  const error = await refusal(processImage(Buffer.from("<script>alert(1)</script>"), "speaker"));
  expect(error.message).toBe(mediaMessages.notImage);
  expect(error.status).toBe(400);
});

databaseTest(
  "a stored image is read back by id; unknown and malformed ids give null",
  async ({ db }) => {
    const image = await processImage(await png(300, 300), "professional");
    const { id, url } = await storeMedia(db, image, "professional", "admin@congresso.test");
    expect(url).toBe(`/media/${id}`);
    const stored = await getMedia(db, id);
    expect(stored?.contentType).toBe("image/webp");
    expect(Buffer.compare(stored!.bytes, image.bytes)).toBe(0);
    expect(await getMedia(db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getMedia(db, "../etc/passwd")).toBeNull();
  },
);

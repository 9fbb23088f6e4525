import { expect, test } from "vitest";
import { IMAGE_URL_PATTERN } from "./media-rules";

test("an image path names a file the site serves: an upload or a file under /images/", () => {
  for (const path of [
    "/media/0b9c7a52-3c4e-4f1a-9d2b-6a1e2f3c4d5e",
    "/images/hotels/hotel-1.webp",
    "/images/speakers/ana_souza.2x.jpg",
  ]) {
    expect(path).toMatch(IMAGE_URL_PATTERN);
  }
  for (const path of [
    "/images/../admin/logout",
    "/images/./hotel.webp",
    "/images//hotel.webp",
    "/images/.hidden",
    "/images/",
    "/IMAGES/hotel.webp",
    "/images/hotel.webp?x=1",
    "/images/hotel%2F..%2Fadmin",
    "/media/0B9C7A52-3C4E-4F1A-9D2B-6A1E2F3C4D5E",
    "/media/not-an-id",
    "https://example.com/images/a.webp",
    "//example.com/images/a.webp",
  ]) {
    expect(path).not.toMatch(IMAGE_URL_PATTERN);
  }
});

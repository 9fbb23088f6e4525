import { databaseContext } from "~/context";
import { getMedia } from "~/features/media/media.server";
import type { Route } from "./+types/media.$id";

/** An uploaded image by its stable id: it never changes, so it may be cached for a year. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const image = await getMedia(context.get(databaseContext), params.id);
  if (!image) {
    return new Response("Imagem não encontrada", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

import { MaxFileSizeExceededError, parseFormData } from "@remix-run/form-data-parser";
import { adminUserContext, databaseContext } from "~/context";
import { recordAudit } from "~/utils/audit.server";
import { MediaError, processImage, storeMedia } from "~/features/media/media.server";
import {
  MAX_IMAGE_BYTES,
  type MediaPurpose,
  mediaMessages,
  mediaPurposes,
} from "~/lib/media-rules";
import { reportError } from "~/utils/logger.server";
import type { Route } from "./+types/media";

const json = (body: unknown, status = 200) =>
  Response.json(body, {
    status,
    headers: {
      "Cache-Control": "no-store",
      // A refused body may be left unread: the client must not reuse this connection.
      ...(status === 413 ? { Connection: "close" } : {}),
    },
  });

/** One image and its purpose, as the upload field sends them; a file name fits well within 2 KB. */
const FORM_LIMITS = {
  maxFileSize: MAX_IMAGE_BYTES,
  maxFiles: 1,
  maxParts: 2,
  maxHeaderSize: 2 * 1024,
} as const;

const isPurpose = (value: unknown): value is MediaPurpose =>
  typeof value === "string" && (mediaPurposes as readonly string[]).includes(value);

/** The editors' uploads (`file`, `purpose`) behind the admin guard: `{ url }` or `{ error }`. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminUserContext);
  try {
    const form = await parseFormData(request, FORM_LIMITS).catch((error: unknown) => {
      // Thrown while streaming, as soon as the file passes the limit.
      if (error instanceof MaxFileSizeExceededError) {
        throw new MediaError(mediaMessages.tooLarge, 413);
      }
      return null;
    });
    const file = form?.get("file");
    const purpose = form?.get("purpose");
    if (!(file instanceof File) || file.size === 0 || !isPurpose(purpose)) {
      return json({ error: mediaMessages.missingFile }, 400);
    }
    const image = await processImage(new Uint8Array(await file.arrayBuffer()), purpose);
    const db = context.get(databaseContext);
    const stored = await storeMedia(db, image, purpose, admin.email);
    await recordAudit(db, {
      actor: admin.email,
      action: "media.upload",
      entity: "media",
      entityId: stored.id,
      details: { purpose, width: image.width, height: image.height, bytes: image.bytes.length },
    });
    return json({ url: stored.url });
  } catch (error) {
    if (error instanceof MediaError) return json({ error: error.message }, error.status);
    reportError("Erro ao carregar imagem", error);
    return json({ error: mediaMessages.uploadFailed }, 500);
  }
}

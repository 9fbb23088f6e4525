import { requireAdmin } from "~/features/auth/session.server";
import { handleMediaUpload } from "~/features/media/media-upload.server";
import type { Route } from "./+types/media";

/** Image uploads of the editors (a resource route: it checks the session itself as well). */
export async function action(args: Route.ActionArgs) {
  return handleMediaUpload(args, await requireAdmin(args));
}

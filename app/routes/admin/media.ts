import { adminUserContext } from "~/context";
import { handleMediaUpload } from "~/features/media/media-upload.server";
import type { Route } from "./+types/media";

/** Image uploads of the editors (behind the admin layout's guard, as every admin route). */
export async function action(args: Route.ActionArgs) {
  return handleMediaUpload(args, args.context.get(adminUserContext));
}

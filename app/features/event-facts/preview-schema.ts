import { z } from "~/lib/zod";

export { PREVIEW_PATH } from "./preview-path";

/** A public page of this site: a path, never the admin area nor another host (`//…`, `/\…`). */
const publicPath = z
  .string()
  .max(200)
  .regex(/^\/(?![/\\]|admin(?:[/?#]|$))\S*$/);

/** The preview switch's forms: 'Pré-visualizar no site' (opening `to`) and 'Sair da pré-visualização'. */
export const previewActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start"), to: publicPath.optional() }),
  z.object({ intent: z.literal("stop") }),
]);

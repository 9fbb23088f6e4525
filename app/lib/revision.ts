import { z } from "~/lib/zod";

/** The revision a form was loaded at, so a save over a newer one is refused. */
export const revisionSchema = z.number().int().min(0).max(2_147_483_647);

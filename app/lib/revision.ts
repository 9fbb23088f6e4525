import { z } from "~/lib/zod";

/**
 * The revision an admin form was loaded at, posted back in a hidden field so the save can be
 * refused when someone else saved meanwhile (no lost update). Conform turns the field's text
 * into a number; the bound is the `integer` column's.
 */
export const revisionSchema = z.number().int().min(0).max(2_147_483_647);

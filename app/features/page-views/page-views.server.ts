import { z } from "~/lib/zod";
import type { Database } from "~/db/client.server";
import { pageViews } from "~/db/schema";

export const pageViewSchema = z.object({
  path: z.string().trim().min(1).max(500).startsWith("/"),
  title: z.string().trim().max(300),
});

export async function recordPageView(db: Database, view: z.infer<typeof pageViewSchema>) {
  await db.insert(pageViews).values(view);
}

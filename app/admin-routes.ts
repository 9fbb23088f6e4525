import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The admin area's routes (spec §2 "Admin"), kept apart from the public route table. */
export const adminRoutes: RouteConfigEntry[] = [];

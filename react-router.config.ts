import type { Config } from "@react-router/dev/config";
import { writeBuildStamp } from "./server/build-stamp.ts";

// Read when the build starts: a source saved after this moment makes `npm start` build again.
const startedAt = Date.now();

export default {
  ssr: true,
  buildEnd() {
    writeBuildStamp(process.cwd(), startedAt);
  },
} satisfies Config;

import { config } from "zod";

// The site's CSP refuses eval, which zod's JIT (and its probe) uses; every module imports z here.
config({ jitless: true });

export { z } from "zod";

import { config } from "zod";

// zod compiles object parsers with `new Function` unless told not to, and even its probe for
// eval is reported as a violation of the site's CSP (no eval). Every module of the app takes `z`
// from here (ESLint refuses "zod" elsewhere), so this runs before any schema is built, in the
// browser and on the server alike, and pages without a form do not download zod.
config({ jitless: true });

export { z } from "zod";

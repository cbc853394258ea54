import { z } from "zod";

// In a browser the forms run under a CSP without 'unsafe-eval': zod's code-generating fast path
// would first probe `new Function("")`, which the CSP refuses and logs as an error on the page.
// The interpreted path gives the same results. Imported first by fields.ts and deadlines.ts (whose
// schema does not go through fields.ts), so it runs before any schema is built; the server keeps
// the faster generated parsers.
if ("document" in globalThis) z.config({ jitless: true });

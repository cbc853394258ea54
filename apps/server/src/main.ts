/**
 * The server's entry (`node apps/server/dist/main.js`; the start itself is in serve.ts).
 *
 * Starting keeps nearly everything it allocates (the code, the migrations' objects, the built
 * site's headers), and V8 answers a high survival rate by doubling its young generation until
 * the maximum: 16 MB that an idle server then holds for good, since only a full collection arms
 * the memory reducer that would give them back (#12 item 3: ~105 MB idle instead of ~92). So the
 * young generation keeps its initial size while the server starts, and V8's default growth
 * (factor 2) is given back once it serves: under load it grows as it always did. The flag is
 * read each time V8 considers growing, so setting it at run time takes effect.
 *
 * Likewise the optimising compilers (Maglev, TurboFan) rest while the server starts (#36 item 14):
 * the start runs its code once, and optimising it only paged in the compilers and kept their
 * output, ~12 MB of an idle server. They are read at each tiering decision: once the server
 * serves, hot code is optimised as before (decision 0060).
 */
import "./node-version-gate.ts";
import { setFlagsFromString } from "node:v8";

setFlagsFromString("--semi-space-growth-factor=1");
setFlagsFromString("--no-maglev");
setFlagsFromString("--no-turbofan");
await import("./serve.ts");
setFlagsFromString("--semi-space-growth-factor=2");
setFlagsFromString("--maglev");
setFlagsFromString("--turbofan");

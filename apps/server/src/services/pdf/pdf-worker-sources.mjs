// The PDF thread's entry when the server runs from its sources (tests, `tsx`): the thread has no
// TypeScript loader of its own, so tsx is registered in it before pdf-worker.ts is loaded.
import { register } from "tsx/esm/api";

register();
const { default: renderPdf } = await import("./pdf-worker.ts");
export default renderPdf;

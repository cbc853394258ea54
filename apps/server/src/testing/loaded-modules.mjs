/**
 * `node --import` this file to have every file the process loads (ES modules and `require` alike)
 * appended, one URL a line, to the file LOADED_MODULES_FILE names: what the compiled server loads
 * before anyone asks for it (scripts/bundle-server.test.ts, #36 item 14). Plain JavaScript, so
 * that plain node runs it beside dist/.
 */
import { appendFileSync } from "node:fs";
import { registerHooks } from "node:module";

const list = process.env.LOADED_MODULES_FILE;
if (list) {
  registerHooks({
    load(url, context, nextLoad) {
      if (url.startsWith("file:")) appendFileSync(list, `${url}\n`);
      return nextLoad(url, context);
    },
  });
}

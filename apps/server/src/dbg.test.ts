import { it } from "vitest";
import { postJson, testApp } from "./testing/test-app.ts";
import { DATABASE_ENGINES, migratedDatabase } from "./testing/test-databases.ts";
it("dbg", async () => {
  const database = await migratedDatabase(DATABASE_ENGINES[0].create);
  const app = await testApp(database.db);
  const answers = await Promise.all(Array.from({length: 3}, (_, n) => postJson(app, "/api/login", {email: `a${n}@example.net`, password: "x"}, {remoteAddress: "203.0.113.66"})));
  const counts: Record<string, number> = {};
  for (const a of answers) counts[`${a.statusCode} ${a.body.slice(0,80)}`] = (counts[`${a.statusCode} ${a.body.slice(0,80)}`] ?? 0) + 1;
  console.log(counts);
}, 60000);

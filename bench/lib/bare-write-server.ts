/**
 * The baselines of the write bench: what a public write costs with nothing but node:http and
 * better-sqlite3. Each reads the JSON body (256 KB cap), checks the same fields (required,
 * lengths, e-mail shape, closed lists, ticked terms) and answers 201 JSON. No framework, no
 * schema library, no CSRF, no query builder, no mail rendering. What they store:
 *
 * - `BARE_JOB=row` (the default, issue #12's baseline): one INSERT of the form's columns into a
 *   table of its own, no index but the reference's, autocommitted (one COMMIT per request).
 * - `BARE_JOB=product`: the product's own database work, by hand, in the product's migrated
 *   schema (`DB_FILE` must be such a file): the row with the product's columns (its indexes and
 *   the search index's triggers fire), the duplicate lookup by e-mail, and the two outbox rows of
 *   its mails (their search index too), the requests read in one turn of the event loop sharing
 *   one transaction, as the product's group commit does (decision 0031). The difference between
 *   the product and this baseline is what the framework costs, not what the features store.
 *
 * Run: `node --import tsx bench/lib/bare-write-server.ts` with PORT and DB_FILE set.
 */
import { randomInt, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import SQLite from "better-sqlite3";
import { PARTICIPATION_TYPES, TITLES } from "../../packages/shared/src/choices.ts";
import { COUNTRIES } from "../../packages/shared/src/countries.ts";
import { registrationFeeCentimes } from "../../packages/shared/src/fees.ts";

const BODY_LIMIT = 256 * 1024;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().\-/]{10,30}$/;
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

type Body = Record<string, unknown>;
type Rule = (value: unknown) => boolean;

const text =
  (min: number, max: number, optional = false): Rule =>
  (value) =>
    (optional && (value === undefined || value === null)) ||
    (typeof value === "string" && value.trim().length >= min && value.length <= max);
const oneOf =
  (values: readonly string[]): Rule =>
  (value) =>
    typeof value === "string" && values.includes(value);
const email: Rule = (value) =>
  typeof value === "string" && value.length <= 254 && EMAIL.test(value);
const phone: Rule = (value) => typeof value === "string" && PHONE.test(value);

const REGISTRATION_RULES: Record<string, Rule> = {
  firstName: text(2, 100),
  lastName: text(2, 100),
  email,
  phone,
  title: oneOf(TITLES.map((title) => title.value)),
  specialty: text(1, 200),
  institution: text(1, 200),
  address: text(1, 200),
  city: text(1, 100),
  country: oneOf(COUNTRIES),
  participationType: oneOf(PARTICIPATION_TYPES.map((type) => type.value)),
  accommodationNeeded: (value) => value === undefined || typeof value === "boolean",
  dietaryRestrictions: text(0, 200, true),
  emergencyContact: text(1, 200),
  emergencyPhone: phone,
  termsAccepted: (value) => value === true,
};

const CONTACT_RULES: Record<string, Rule> = {
  firstName: text(0, 100, true),
  lastName: text(0, 100, true),
  email,
  phone: (value) => value === undefined || value === null || value === "" || phone(value),
  institution: text(0, 200, true),
  subject: text(0, 200, true),
  message: text(1, 5000),
};

const invalidFields = (body: Body, rules: Record<string, Rule>) =>
  Object.entries(rules)
    .filter(([field, rule]) => !rule(body[field]))
    .map(([field]) => field);

const port = Number(process.env.PORT ?? 3100);
const sameJob = process.env.BARE_JOB === "product";
const db = new SQLite(process.env.DB_FILE ?? "bare-writes.sqlite");
db.pragma("journal_mode = WAL");
db.pragma("synchronous = FULL");
if (sameJob) {
  // The product's other settings (apps/server/src/db/connection.ts).
  db.pragma("foreign_keys = ON");
  db.pragma("secure_delete = ON");
  db.pragma("cache_size = -4000");
} else {
  db.exec(`
  create table if not exists registrations (
    id integer primary key autoincrement, reference text not null unique,
    first_name text not null, last_name text not null, email text not null, phone text not null,
    title text not null, specialty text not null, institution text not null,
    address text not null, city text not null, country text not null,
    participation_type text not null, accommodation_needed integer not null,
    dietary_restrictions text not null, emergency_contact text not null,
    emergency_phone text not null, terms_accepted integer not null, created_at text not null);
  create table if not exists contact_messages (
    id integer primary key autoincrement, first_name text not null, last_name text not null,
    email text not null, phone text not null, institution text not null, subject text not null,
    message text not null, created_at text not null);
  `);
}
const insertRegistration = sameJob
  ? undefined
  : db.prepare(`
  insert into registrations (reference, first_name, last_name, email, phone, title, specialty,
    institution, address, city, country, participation_type, accommodation_needed,
    dietary_restrictions, emergency_contact, emergency_phone, terms_accepted, created_at)
  values (@reference, @firstName, @lastName, @email, @phone, @title, @specialty, @institution,
    @address, @city, @country, @participationType, @accommodation, @dietaryRestrictions,
    @emergencyContact, @emergencyPhone, 1, @createdAt)`);
const insertContact = sameJob
  ? undefined
  : db.prepare(`
  insert into contact_messages (first_name, last_name, email, phone, institution, subject,
    message, created_at)
  values (@firstName, @lastName, @email, @phone, @institution, @subject, @message, @createdAt)`);

/** The product's own statements (BARE_JOB=product), in its migrated schema. */
const productStatements = () => ({
  registration: db.prepare(`
    insert into registrations (reference, first_name, last_name, email, phone, title, specialty,
      institution, address, city, country, participation_type, accommodation_needed,
      dietary_restrictions, emergency_contact, emergency_phone, terms_accepted,
      amount_due_centimes, created_at, language)
    values (@reference, @firstName, @lastName, @email, @phone, @title, @specialty, @institution,
      @address, @city, @country, @participationType, @accommodation, @dietaryRestrictions,
      @emergencyContact, @emergencyPhone, 1, @amountDue, @createdAt, 'fr')`),
  earlier: db.prepare(`
    select reference, count(*) over () as total from registrations
    where lower(email) = lower(?) and id < ? order by id desc limit 5`),
  contact: db.prepare(`
    insert into contact_messages (first_name, last_name, email, phone, institution, subject,
      message, created_at, language)
    values (@firstName, @lastName, @email, @phone, @institution, @subject, @message, @createdAt,
      'fr')`),
  mail: db.prepare(`
    insert into outbox (message_id, kind, to_address, to_name, cc_addresses, subject, html_body,
      text_body, template_data, entity_type, entity_id, attachments, next_attempt_at, created_at)
    values (@messageId, @kind, @to, @name, '[]', @subject, '', '', @data, @entityType, @entityId,
      null, @createdAt, @createdAt)`),
});
const product = sameJob ? productStatements() : undefined;

/** The person's mail and the organisers' notice, queued as data like the product's. */
function queueMails(
  entity: { type: string; id: number },
  person: { email: string; name: string },
  data: Record<string, unknown>,
  createdAt: string,
) {
  const mail = (kind: string, to: string, name: string, subject: string) =>
    product?.mail.run({
      messageId: `<${randomUUID()}@bench.local>`,
      kind,
      to,
      name,
      subject,
      data: JSON.stringify({ template: kind, ...data }),
      entityType: entity.type,
      entityId: entity.id,
      createdAt,
    });
  mail(`${entity.type}_confirmation`, person.email, person.name, "Confirmation");
  mail(`${entity.type}_notice`, "organisateurs@example.org", "Organisateurs", "Nouveau");
}

const newReference = () =>
  `CPSS-${Array.from({ length: 5 }, () => REFERENCE_ALPHABET[randomInt(32)]).join("")}`;

/** Like the product: a reference already given is refused by the unique index, try another. */
function withFreshReference<T>(insert: (reference: string) => T): T {
  for (let attempt = 1; ; attempt++) {
    try {
      return insert(newReference());
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 5 || code !== "SQLITE_CONSTRAINT_UNIQUE") throw error;
    }
  }
}

function answer(response: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  response.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(json),
  });
  response.end(json);
}

/** The form's fields, trimmed, as the columns take them. */
const formFields = (body: Body, rules: Record<string, Rule>): Record<string, string> =>
  Object.fromEntries(
    Object.keys(rules).map((key) => {
      const value = body[key];
      return [key, typeof value === "string" ? value.trim() : ""];
    }),
  );

function store(path: string, body: Body): { status: number; body: unknown } {
  const createdAt = new Date().toISOString();
  if (path === "/api/registration") {
    const invalid = invalidFields(body, REGISTRATION_RULES);
    if (invalid.length > 0) return { status: 422, body: { invalid } };
    const row = {
      ...formFields(body, REGISTRATION_RULES),
      accommodation: body.accommodationNeeded === true ? 1 : 0,
      createdAt,
    };
    return withFreshReference((reference) => {
      const id = Number(insertRegistration?.run({ ...row, reference }).lastInsertRowid);
      return { status: 201, body: { id, reference } };
    });
  }
  const invalid = invalidFields(body, CONTACT_RULES);
  if (invalid.length > 0) return { status: 422, body: { invalid } };
  const row = {
    ...formFields(body, CONTACT_RULES),
    createdAt,
  };
  return { status: 201, body: { id: Number(insertContact?.run(row).lastInsertRowid) } };
}

type Answer = { status: number; body: unknown };
type Job = { run: () => Answer; respond: (answer: Answer) => void };
const group: Job[] = [];

/**
 * The product's group commit, minimally: the writes read in one turn of the event loop run in
 * one transaction, each in a savepoint of its own, and are answered once it is committed.
 */
function inGroup(run: () => Answer, respond: (answer: Answer) => void) {
  group.push({ run, respond });
  if (group.length === 1) setImmediate(commitGroup);
}

function commitGroup() {
  const jobs = group.splice(0);
  db.exec("begin");
  const answers = jobs.map(({ run }) => {
    db.exec("savepoint job");
    try {
      const done = run();
      db.exec("release job");
      return done;
    } catch (error) {
      db.exec("rollback to job");
      db.exec("release job");
      return { status: 500, body: { message: String(error) } };
    }
  });
  db.exec("commit");
  for (const [index, { respond }] of jobs.entries()) respond(answers[index] as Answer);
}

/** BARE_JOB=product: what the product stores for one write, by hand (see the top comment). */
function storeLikeTheProduct(path: string, body: Body): Answer | (() => Answer) {
  const createdAt = new Date().toISOString();
  const statements = product as ReturnType<typeof productStatements>;
  if (path === "/api/registration") {
    const invalid = invalidFields(body, REGISTRATION_RULES);
    if (invalid.length > 0) return { status: 422, body: { invalid } };
    const fields = formFields(body, REGISTRATION_RULES);
    const row = {
      ...fields,
      accommodation: body.accommodationNeeded === true ? 1 : 0,
      amountDue: registrationFeeCentimes(fields.participationType ?? ""),
      createdAt,
    };
    return () =>
      withFreshReference((reference) => {
        const id = Number(statements.registration.run({ ...row, reference }).lastInsertRowid);
        const earlier = statements.earlier.all(fields.email, id);
        const name = `${fields.firstName} ${fields.lastName}`;
        const data = { ...row, reference, earlier };
        queueMails(
          { type: "registration", id },
          { email: fields.email ?? "", name },
          data,
          createdAt,
        );
        return { status: 201, body: { id, reference } };
      });
  }
  const invalid = invalidFields(body, CONTACT_RULES);
  if (invalid.length > 0) return { status: 422, body: { invalid } };
  const fields = formFields(body, CONTACT_RULES);
  const row = { ...fields, createdAt };
  return () => {
    const id = Number(statements.contact.run(row).lastInsertRowid);
    const name = `${fields.firstName} ${fields.lastName}`.trim();
    queueMails({ type: "contact", id }, { email: fields.email ?? "", name }, row, createdAt);
    return { status: 201, body: { id } };
  };
}

function handle(request: IncomingMessage, response: ServerResponse) {
  if (request.method === "GET" && request.url === "/api/health") {
    return answer(response, 200, { status: "ok" });
  }
  if (
    request.method !== "POST" ||
    (request.url !== "/api/registration" && request.url !== "/api/contact")
  ) {
    return answer(response, 404, { message: "Ressource introuvable." });
  }
  const path = request.url;
  const chunks: Buffer[] = [];
  let size = 0;
  request.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size > BODY_LIMIT) request.destroy();
    else chunks.push(chunk);
  });
  request.on("end", () => {
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      return answer(response, 400, { message: "JSON invalide." });
    }
    if (typeof body !== "object" || body === null) return answer(response, 422, {});
    if (!sameJob) {
      const result = store(path, body as Body);
      return answer(response, result.status, result.body);
    }
    const result = storeLikeTheProduct(path, body as Body);
    if (typeof result !== "function") return answer(response, result.status, result.body);
    inGroup(result, (done) => answer(response, done.status, done.body));
  });
}

createServer(handle).listen(port, "127.0.0.1");

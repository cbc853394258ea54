import { join } from "node:path";
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from "@congres/shared";
import { openDatabase } from "../../apps/server/src/db/connection.ts";
import { seedRegistrations } from "./payments-fixtures.ts";

/** The `n`-th well-formed reference (`CPSS-2222A`…): the seeded ones are not in the alphabet. */
export function referenceNumber(n: number): string {
  let code = "";
  for (let rest = n, digit = 0; digit < REFERENCE_LENGTH; digit++) {
    code = REFERENCE_ALPHABET[rest % REFERENCE_ALPHABET.length] + code;
    rest = Math.floor(rest / REFERENCE_ALPHABET.length);
  }
  return `CPSS-${code}`;
}

/**
 * A DATA_DIR holding `count` registrations of varied payment states (the payments bench's seed)
 * whose references are rewritten into well-formed ones, so that a statement can name them.
 */
export async function seedReferencedRegistrations(count: number): Promise<string> {
  const dataDir = await seedRegistrations(count);
  const db = openDatabase({ kind: "sqlite", file: join(dataDir, "congres.sqlite") });
  await db.transaction().execute(async (trx) => {
    for (let id = 1; id <= count; id++) {
      await trx
        .updateTable("registrations")
        .set({ reference: referenceNumber(id) })
        .where("id", "=", id)
        .execute();
    }
  });
  await db.destroy();
  return dataDir;
}

// Bank labels are long: the operation, the payer's bank and account, a free text.
const FILLER =
  "VIREMENT RECU DE BANQUE POPULAIRE AGENCE CASABLANCA MAARIF COMPTE 0000000000 REF BANQUE 2025100100000 MOTIF";

/**
 * A statement as an Attijariwafa-like export (UTF-8 with its mark, `;`, `1 000,00`, a preamble):
 * a year of the congress account, where three lines in ten are registration fees naming one
 * reference, one names two, and the rest are other credits and debits.
 */
export function bankStatement(lines: number, registrations: number): Buffer {
  const rows = [
    "Attijariwafa bank;;;;",
    "Relevé de compte n° 007 780 0001234567890123 45;;;;",
    "Date opération;Date valeur;Libellé;Débit;Crédit",
  ];
  for (let n = 0; n < lines; n++) {
    const day = String((n % 28) + 1).padStart(2, "0");
    const date = `${day}/10/2025`;
    const kind = n % 10;
    const reference = referenceNumber(((Math.floor(n / 10) * 3 + kind) % registrations) + 1);
    const label =
      kind < 3
        ? `${FILLER} ${reference.toLowerCase()} DR NOM${n} INSCRIPTION CONGRES PANAFRICAIN SEXOLOGIE 2025`
        : kind === 3
          ? `${FILLER} ${reference} ET ${referenceNumber(((n + 7) % registrations) + 1)} N${n}`
          : `${FILLER} REGLEMENT FACTURE ${n} FOURNISSEUR HOTEL CASABLANCA SALLE DE CONFERENCE`;
    const [debit, credit] = kind >= 7 ? [`${(n % 900) + 100},00`, ""] : ["", "1 000,00"];
    rows.push(`${date};${date};${label};${debit};${credit}`);
  }
  return Buffer.from(`\ufeff${rows.join("\r\n")}\r\n`, "utf8");
}

/**
 * Signs in as the server's first admin and answers an uploader of raw bodies (the statement is
 * the request's body), with the session cookie and the CSRF token bound to it.
 */
export async function statementUploader(url: string, email: string, password: string) {
  const cookieOf = (response: Response, name: string) =>
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0] ?? "")
      .find((pair) => pair.startsWith(`${name}=`))
      ?.slice(name.length + 1) ?? "";
  const csrf = async (cookie: string) =>
    cookieOf(await fetch(`${url}/sanctum/csrf-cookie`, { headers: { cookie } }), "XSRF-TOKEN");
  const visitor = await csrf("");
  const login = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: `XSRF-TOKEN=${visitor}`,
      "x-xsrf-token": visitor,
    },
    body: JSON.stringify({ email, password }),
  });
  const session = `congres_session=${cookieOf(login, "congres_session")}`;
  if (!login.ok) throw new Error(`sign-in failed: HTTP ${login.status}`);
  const token = await csrf(session);
  return (path: string, body: Buffer) =>
    fetch(`${url}${path}`, {
      method: "POST",
      headers: {
        cookie: `${session}; XSRF-TOKEN=${token}`,
        "x-xsrf-token": token,
        "content-type": "application/octet-stream",
      },
      body: new Uint8Array(body),
    });
}

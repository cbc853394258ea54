/**
 * Seeds many submissions fast, by plain SQL INSERTs in large batches — the "bulk import" path, so
 * the database's own triggers keep the search index in step. The rows are varied and
 * deterministic (a seeded generator): French, Maghrebi and West African names with accents,
 * apostrophes and hyphens, some in Arabic script, and congress-like titles.
 */
import type Database from "better-sqlite3";
import type pg from "pg";
import { foldForSearch } from "../../apps/server/src/db/search-text.ts";

/** One list from a `|`-separated string: the names stay readable and the file short. */
const list = (names: string) => names.split("|");

const FIRST_NAMES = list(
  "Amina|Fatou|Aïcha|Élodie|Hélène|Zoé|Chloé|Inès|Maëlle|Noémie|Khadija|Fatima|Meryem|" +
    "Salma|Yasmine|Nadia|Leïla|Sanaa|Hajar|Imane|Mariam|Aminata|Awa|Fatoumata|Kadiatou|" +
    "Rokia|Adjoa|Akosua|Ngozi|Chiamaka|Marie|Anne-Sophie|Jeanne|Clémence|Céline|Agnès|" +
    "Bérénice|Françoise|Geneviève|Léa|Mohammed|Youssef|Omar|Karim|Mehdi|Hamza|Anas|Ismaïl|" +
    "Brahim|Rachid|Moussa|Ousmane|Mamadou|Ibrahima|Cheikh|Abdoulaye|Seydou|Kwame|Chinedu|" +
    "Emeka|Jean|Jean-Baptiste|François|Jérôme|Noël|Loïc|Gaël|Benoît|Théo|Raphaël|Pierre|" +
    "Luc|Marc|André|Étienne|Grégoire|Hervé|Joël|Rémi|Sébastien|محمد|فاطمة|يوسف|خديجة|" +
    "أمينة|عمر|Li|Bo|Ana|Eva",
);

const LAST_NAMES = list(
  "El Amrani|Benali|Bennani|El Idrissi|Alaoui|Tazi|Berrada|Chraïbi|El Fassi|Lahlou|" +
    "Benjelloun|Ouazzani|Belkhayat|Zniber|Ait Ahmed|Aït Benhaddou|Haddad|Mansouri|Saïdi|" +
    "Boukhris|Diallo|Ndiaye|N'Diaye|Diop|Fall|Sow|Ba|Sy|Traoré|Koné|Coulibaly|Keïta|Touré|" +
    "Cissé|Ouédraogo|Sawadogo|Kaboré|Mensah|Owusu|Okafor|Adeyemi|Nwosu|Mbeki|Nkosi|" +
    "Mutombo|Kabila|Mbappé|Eto'o|Nzé|Obiang|Dubois|Lefèvre|Moreau|Girard|Mercier|Faure|" +
    "Rousseau|Fontaine|Chevalier|Lemaître|Bélanger|Côté|Gagné|Pelletier|Lévesque|Leclerc|" +
    "Müller|Dupont-Aignan|De la Fontaine|D'Alembert|Ben Abdallah|Ben Youssef|Trabelsi|" +
    "Jebali|Hammami|Bouazizi|Mejri|Gharbi|Chérif|Boumediene|العلوي|بنعلي|الإدريسي|التازي|" +
    "Wu|Ng|Yé|Os|Al Haj|O'Brien",
);

const TOPICS = list(
  "santé sexuelle|contraception|dysfonction érectile|infertilité masculine|vaginisme|" +
    "violences sexuelles|mutilations génitales féminines|" +
    "infections sexuellement transmissibles|VIH et sida|éducation sexuelle|ménopause|" +
    "grossesse précoce|désir sexuel|éjaculation précoce|dyspareunie|santé reproductive|" +
    "planification familiale|consentement|identité de genre|satisfaction conjugale",
);
const FRAMES = list(
  "Accès à la {t} en milieu rural|Prévalence de la {t} chez les adolescents|" +
    "La {t} : étude transversale|Prise en charge de la {t} au CHU|" +
    "Représentations de la {t}|Facteurs associés à la {t} chez la femme|" +
    "Évaluation d'un programme sur la {t}|Connaissances des étudiants sur la {t}|" +
    "Impact du diabète sur la {t}|Approche communautaire de la {t}|" +
    "Télé-consultation et {t}|La {t} après l'accouchement",
);
const PLACES = list(
  "au Maroc|au Sénégal|en Côte d'Ivoire|à Casablanca|à Dakar|à Abidjan|" +
    "en Afrique de l'Ouest|au Maghreb|à Tunis|à Bamako|à Ouagadougou|à Yaoundé",
);
const INSTITUTIONS = list(
  "CHU Ibn Rochd, Casablanca|CHU Ibn Sina, Rabat|Université Cheikh Anta Diop, Dakar|" +
    "Université Félix Houphouët-Boigny|Faculté de médecine de Tunis|" +
    "Hôpital Aristide Le Dantec|Université Mohammed V|CHU Hassan II, Fès|Institut Pasteur|" +
    "Université de Ouagadougou|Hôpital Principal de Dakar|Université d'Alger|" +
    "Ministère de la Santé|Association Santé Femmes|Clinique Al Amal|" +
    "Centre de santé de Yopougon|Université de Yaoundé I|Université de Lomé",
);
const COUNTRIES = list("Maroc|Sénégal|Côte d'Ivoire|Tunisie|Algérie|Mali|Cameroun|France");
const CATEGORIES = list(
  "innovations|formation|sante-femmes|recherche-politiques|prevention|violences|" + "adolescents",
);

/** The rare name of the benchmark: about one submission in 50 000 carries it. */
export const RARE_LAST_NAME = "Zanmènou-Gbédji";
export const RARE_EVERY = 50_000;
/** The benchmark's common word: about one title in four speaks of "santé". */
export const COMMON_WORD = "sante";

/** mulberry32: small, fast and deterministic, so two runs seed the same rows. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";
/** `ABS-` and the number in base 29: unique for every n below 29⁵ (20 million). */
const referenceOf = (n: number) => {
  let code = "";
  for (let rest = n, i = 0; i < 5; i++, rest = Math.floor(rest / ALPHABET.length)) {
    code = ALPHABET[rest % ALPHABET.length] + code;
  }
  return `ABS-${code}`;
};

const asciiOf = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, "");

export const SUBMISSION_COLUMNS = [
  "reference",
  "first_name",
  "last_name",
  "email",
  "phone",
  "institution",
  "department",
  "country",
  "submission_type",
  "category",
  "title",
  "abstract",
  "keywords",
  "has_conflict_of_interest",
  "conflict_description",
  "accepts_terms",
  "accepts_review",
  "created_at",
] as const;

export type SeedRow = Record<(typeof SUBMISSION_COLUMNS)[number], string | number>;

const START = Date.parse("2025-03-01T00:00:00.000Z");

/** Row number `n` (0-based) of the seeded set; the same n always gives the same row. */
export function seedRow(n: number): SeedRow {
  const random = generator(n * 2654435761 + 17);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const first = pick(FIRST_NAMES);
  const last = n % RARE_EVERY === 7 ? RARE_LAST_NAME : pick(LAST_NAMES);
  const local = `${asciiOf(first) || "auteur"}.${asciiOf(last) || "x"}${n % 97}`;
  const topic = pick(TOPICS);
  const title = `${pick(FRAMES).replace("{t}", topic)} ${pick(PLACES)}`;
  return {
    reference: referenceOf(n),
    first_name: first,
    last_name: last,
    email: `${local}@${pick(["gmail.com", "yahoo.fr", "chu.ma", "ucad.edu.sn", "outlook.com"])}`,
    phone: `+212 6${String(10_000_000 + n).slice(-8)}`,
    institution: pick(INSTITUTIONS),
    department: pick(["Gynécologie", "Urologie", "Psychiatrie", "Santé publique", "Sexologie"]),
    country: pick(COUNTRIES),
    submission_type: random() < 0.6 ? "oral" : "poster",
    category: pick(CATEGORIES),
    title,
    abstract: `Introduction. ${title}. Méthodes : étude menée auprès de ${50 + Math.floor(random() * 900)} participants. Résultats et conclusion : la ${topic} reste un enjeu majeur.`,
    keywords: `${topic}, ${pick(TOPICS)}`,
    has_conflict_of_interest: 0,
    conflict_description: "",
    accepts_terms: 1,
    accepts_review: 1,
    // About one a minute, in order, with a few seconds of jitter (ties and small inversions).
    created_at: new Date(START + n * 60_000 + Math.floor(random() * 5_000)).toISOString(),
  };
}

const BATCH = 5_000;

/**
 * Before migration 2025-10-01 the application wrote `search_text` itself: the seeding writes it
 * the same way into a database at that schema, where the old LIKE search is measured.
 */
export type SeedOptions = { applicationSearchText: boolean };

function columnsAndValues(options: SeedOptions) {
  const columns: string[] = [...SUBMISSION_COLUMNS];
  if (options.applicationSearchText) columns.push("search_text");
  const values = (row: SeedRow): (string | number)[] => {
    const values = SUBMISSION_COLUMNS.map((column) => row[column]);
    if (!options.applicationSearchText) return values;
    const { first_name, last_name, email, title, institution } = row;
    return [
      ...values,
      foldForSearch(...[first_name, last_name, email, title, institution].map(String)),
    ];
  };
  return { columns, values };
}

/** Rows `from` .. `to - 1` into a SQLite database, one transaction per batch. */
export function seedSqlite(
  sqlite: Database.Database,
  from: number,
  to: number,
  options: SeedOptions,
): void {
  const { columns, values } = columnsAndValues(options);
  const insert = sqlite.prepare(
    `insert into submissions (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})`,
  );
  const batch = sqlite.transaction((start: number, end: number) => {
    for (let n = start; n < end; n++) insert.run(values(seedRow(n)));
  });
  for (let start = from; start < to; start += BATCH) batch(start, Math.min(to, start + BATCH));
}

/** Rows `from` .. `to - 1` into a PostgreSQL database: one INSERT … unnest per batch. */
export async function seedPostgres(
  client: pg.ClientBase,
  from: number,
  to: number,
  options: SeedOptions,
): Promise<void> {
  const { columns, values } = columnsAndValues(options);
  const integers = new Set(["has_conflict_of_interest", "accepts_terms", "accepts_review"]);
  const arrays = columns.map(
    (column, i) => `$${i + 1}::${integers.has(column) ? "int" : "text"}[]`,
  );
  const text = `insert into submissions (${columns.join(", ")}) select * from unnest(${arrays.join(", ")})`;
  for (let start = from; start < to; start += BATCH) {
    const rows: (string | number)[][] = [];
    for (let n = start; n < Math.min(to, start + BATCH); n++) rows.push(values(seedRow(n)));
    await client.query(
      text,
      columns.map((_, i) => rows.map((row) => row[i])),
    );
  }
}

import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Registration as data (issue #40 items 1–3, decision 0075). Fees per participation type, price
 * period and country group ("" = every country), whose default rows are the seed's two fees, so
 * that a fresh install prices as before; country groups and their ISO codes; add-ons with their
 * seats (`sold`, and `held` for the waiting list's open offers: never more than `capacity`
 * together); the add-ons each registration took, at the price it paid; the waiting list; promo
 * codes with their uses; and the promo code a registration used.
 */
const onPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const STANDARD_FEES = {
  professionnel: 1000,
  sexologue: 1000,
  etudiant: 500,
  chercheur: 1000,
  autre: 1000,
};

export async function up(db: Kysely<any>): Promise<void> {
  const id = (column: any) =>
    onPostgres(db)
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
  await db.schema
    .createTable("registration_fees")
    .addColumn("participation_type", "text", (column) => column.notNull())
    .addColumn("period", "text", (column) => column.notNull())
    .addColumn("country_group", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("amount", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("registration_fees_pk", [
      "participation_type",
      "period",
      "country_group",
    ])
    .execute();
  await db
    .insertInto("registration_fees")
    .values(
      Object.entries(STANDARD_FEES).map(([type, amount]) => ({
        participation_type: type,
        period: "standard",
        country_group: "",
        amount,
      })),
    )
    .execute();
  await db.schema
    .createTable("country_groups")
    .addColumn("code", "text", (column) => column.primaryKey())
    .addColumn("label", "text", (column) => column.notNull())
    .addColumn("position", "integer", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("country_group_members")
    .addColumn("country_code", "text", (column) => column.primaryKey())
    .addColumn("group_code", "text", (column) =>
      column.notNull().references("country_groups.code").onDelete("cascade"),
    )
    .execute();
  await db.schema
    .createTable("addons")
    .addColumn("id", "integer", id)
    .addColumn("code", "text", (column) => column.notNull().unique())
    .addColumn("label_fr", "text", (column) => column.notNull())
    .addColumn("label_en", "text", (column) => column.notNull())
    .addColumn("label_ar", "text", (column) => column.notNull())
    .addColumn("price", "integer", (column) => column.notNull())
    .addColumn("capacity", "integer")
    .addColumn("sold", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("held", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("sales_end_at", "text")
    .addColumn("types", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("closed", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addCheckConstraint("addons_within_capacity", sql`capacity is null or sold + held <= capacity`)
    .execute();
  await db.schema
    .createTable("registration_addons")
    .addColumn("registration_id", "integer", (column) =>
      column.notNull().references("registrations.id").onDelete("cascade"),
    )
    .addColumn("addon_id", "integer", (column) => column.notNull().references("addons.id"))
    .addColumn("price_centimes", "integer", (column) => column.notNull())
    .addColumn("released_at", "text")
    .addPrimaryKeyConstraint("registration_addons_pk", ["registration_id", "addon_id"])
    .execute();
  await db.schema
    .createIndex("registration_addons_addon")
    .on("registration_addons")
    .column("addon_id")
    .execute();
  await db.schema
    .createTable("waitlist_entries")
    .addColumn("id", "integer", id)
    .addColumn("addon_id", "integer", (column) =>
      column.notNull().references("addons.id").onDelete("cascade"),
    )
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("language", "text", (column) => column.notNull())
    .addColumn("position", "integer", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull().defaultTo("waiting"))
    .addColumn("token_hash", "text")
    .addColumn("offered_at", "text")
    .addColumn("offer_expires_at", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addUniqueConstraint("waitlist_entries_once", ["addon_id", "email"])
    .execute();
  await db.schema
    .createIndex("waitlist_entries_token")
    .on("waitlist_entries")
    .column("token_hash")
    .execute();
  await db.schema
    .createTable("promo_codes")
    .addColumn("id", "integer", id)
    .addColumn("code", "text", (column) => column.notNull().unique())
    .addColumn("percent_off", "integer")
    .addColumn("amount_off", "integer")
    .addColumn("max_uses", "integer", (column) => column.notNull())
    .addColumn("uses", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("valid_until", "text", (column) => column.notNull())
    .addColumn("applies_to", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addCheckConstraint("promo_codes_within_uses", sql`uses <= max_uses`)
    .execute();
  await db.schema.alterTable("registrations").addColumn("promo_code", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("registrations").dropColumn("promo_code").execute();
  for (const table of [
    "promo_codes",
    "waitlist_entries",
    "registration_addons",
    "addons",
    "country_group_members",
    "country_groups",
    "registration_fees",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

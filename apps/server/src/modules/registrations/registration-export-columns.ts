import {
  labelOf,
  PARTICIPATION_TYPES,
  PAYMENT_STATUSES,
  paymentStatusLabelFr,
  TITLES,
} from "@congres/shared";
import type { Selectable } from "kysely";
import type { RegistrationTable } from "../../db/schema.ts";
import type { ExportColumn } from "../../services/exports/export-cells.ts";
import { fieldColumn } from "../../services/exports/field-column.ts";
import { languageColumn } from "../../services/exports/language-column.ts";

/**
 * Every column of the registrations' exports, in the order of the form, French headers; with the
 * days the registration was checked in at the desk ("30/10/2025, 31/10/2025").
 */
type Registration = Selectable<RegistrationTable> & { days_attended: string };

const STATUS_LABELS: Record<string, string> = Object.fromEntries(
  PAYMENT_STATUSES.map((status) => [status.value, status.label]),
);

export const REGISTRATION_COLUMNS: ExportColumn<Registration>[] = [
  fieldColumn("ID", "integer", "id"),
  fieldColumn("Référence", "text", "reference"),
  fieldColumn("Date d'inscription", "instant", "created_at"),
  { header: "Titre", kind: "text", value: (r) => labelOf(TITLES, r.title) },
  fieldColumn("Prénom", "text", "first_name"),
  fieldColumn("Nom", "text", "last_name"),
  fieldColumn("Nom en lettres latines", "text", "latin_name"),
  fieldColumn("Email", "text", "email"),
  fieldColumn("Téléphone", "text", "phone"),
  fieldColumn("Spécialité", "text", "specialty"),
  fieldColumn("Établissement", "text", "institution"),
  fieldColumn("Adresse", "text", "address"),
  fieldColumn("Ville", "text", "city"),
  fieldColumn("Pays", "text", "country"),
  languageColumn(),
  {
    header: "Type de participation",
    kind: "text",
    value: (r) => labelOf(PARTICIPATION_TYPES, r.participation_type),
  },
  fieldColumn("Hébergement", "flag", "accommodation_needed"),
  fieldColumn("Régime alimentaire", "text", "dietary_restrictions"),
  fieldColumn("Contact d'urgence", "text", "emergency_contact"),
  fieldColumn("Téléphone d'urgence", "text", "emergency_phone"),
  fieldColumn("Conditions acceptées", "flag", "terms_accepted"),
  fieldColumn("Montant dû (DH)", "centimes", "amount_due_centimes"),
  { header: "Code promo", kind: "text", value: (r) => r.promo_code ?? "" },
  {
    header: "Statut de paiement",
    kind: "text",
    // « Partiellement payée » when waiting with part received (decision 0076).
    value: (r) => paymentStatusLabelFr(r, STATUS_LABELS),
  },
  fieldColumn("Montant reçu (DH)", "centimes", "amount_received_centimes"),
  fieldColumn("Date du virement", "date", "paid_at"),
  fieldColumn("Libellé bancaire", "text", "bank_label"),
  fieldColumn("Note interne", "text", "staff_note"),
  fieldColumn("Jours de présence", "text", "days_attended"),
  {
    header: "Reste à payer (DH)",
    kind: "centimes",
    value: (r) =>
      r.payment_status === "en_attente"
        ? Math.max(r.amount_due_centimes - r.amount_received_centimes, 0)
        : 0,
  },
];

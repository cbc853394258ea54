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
  { header: "ID", kind: "integer", value: (r) => r.id },
  { header: "Référence", kind: "text", value: (r) => r.reference },
  { header: "Date d'inscription", kind: "instant", value: (r) => r.created_at },
  { header: "Titre", kind: "text", value: (r) => labelOf(TITLES, r.title) },
  { header: "Prénom", kind: "text", value: (r) => r.first_name },
  { header: "Nom", kind: "text", value: (r) => r.last_name },
  { header: "Nom en lettres latines", kind: "text", value: (r) => r.latin_name },
  { header: "Email", kind: "text", value: (r) => r.email },
  { header: "Téléphone", kind: "text", value: (r) => r.phone },
  { header: "Spécialité", kind: "text", value: (r) => r.specialty },
  { header: "Établissement", kind: "text", value: (r) => r.institution },
  { header: "Adresse", kind: "text", value: (r) => r.address },
  { header: "Ville", kind: "text", value: (r) => r.city },
  { header: "Pays", kind: "text", value: (r) => r.country },
  languageColumn(),
  {
    header: "Type de participation",
    kind: "text",
    value: (r) => labelOf(PARTICIPATION_TYPES, r.participation_type),
  },
  { header: "Hébergement", kind: "flag", value: (r) => r.accommodation_needed },
  { header: "Régime alimentaire", kind: "text", value: (r) => r.dietary_restrictions },
  { header: "Contact d'urgence", kind: "text", value: (r) => r.emergency_contact },
  { header: "Téléphone d'urgence", kind: "text", value: (r) => r.emergency_phone },
  { header: "Conditions acceptées", kind: "flag", value: (r) => r.terms_accepted },
  { header: "Montant dû (DH)", kind: "centimes", value: (r) => r.amount_due_centimes },
  { header: "Code promo", kind: "text", value: (r) => r.promo_code ?? "" },
  {
    header: "Statut de paiement",
    kind: "text",
    // « Partiellement payée » when waiting with part received (decision 0076).
    value: (r) => paymentStatusLabelFr(r, STATUS_LABELS),
  },
  { header: "Montant reçu (DH)", kind: "centimes", value: (r) => r.amount_received_centimes },
  { header: "Date du virement", kind: "date", value: (r) => r.paid_at },
  { header: "Libellé bancaire", kind: "text", value: (r) => r.bank_label },
  { header: "Note interne", kind: "text", value: (r) => r.staff_note },
  { header: "Jours de présence", kind: "text", value: (r) => r.days_attended },
  {
    header: "Reste à payer (DH)",
    kind: "centimes",
    value: (r) =>
      r.payment_status === "en_attente"
        ? Math.max(r.amount_due_centimes - r.amount_received_centimes, 0)
        : 0,
  },
];

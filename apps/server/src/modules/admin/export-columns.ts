import {
  CATEGORIES,
  LOCALE_NAMES_FR,
  labelOf,
  PARTICIPATION_TYPES,
  PAYMENT_STATUSES,
  SUBMISSION_STATUSES,
  SUBMISSION_TYPES,
  TITLES,
} from "@congres/shared";
import type { Selectable } from "kysely";
import type { ContactMessageTable, RegistrationTable, SubmissionTable } from "../../db/schema.ts";
import type { ExportColumn } from "../../services/exports/export-cells.ts";

/** Every column of each list's exports, in the order of the screens' forms, French headers. */

/** The language the person wrote in, which their mails use ("Arabe"). */
const languageColumn = <
  Row extends { language: keyof typeof LOCALE_NAMES_FR },
>(): ExportColumn<Row> => ({
  header: "Langue",
  kind: "text",
  value: (r) => LOCALE_NAMES_FR[r.language],
});

type Submission = Selectable<SubmissionTable> & { authors: string };

export const SUBMISSION_COLUMNS: ExportColumn<Submission>[] = [
  { header: "ID", kind: "integer", value: (r) => r.id },
  { header: "Référence", kind: "text", value: (r) => r.reference },
  { header: "Date de soumission", kind: "instant", value: (r) => r.created_at },
  { header: "Titre", kind: "text", value: (r) => r.title },
  { header: "Type", kind: "text", value: (r) => labelOf(SUBMISSION_TYPES, r.submission_type) },
  { header: "Catégorie", kind: "text", value: (r) => labelOf(CATEGORIES, r.category) },
  { header: "Décision", kind: "text", value: (r) => labelOf(SUBMISSION_STATUSES, r.status) },
  { header: "Note du comité", kind: "text", value: (r) => r.committee_note },
  { header: "Message à l'auteur", kind: "text", value: (r) => r.author_message },
  { header: "Prénom", kind: "text", value: (r) => r.first_name },
  { header: "Nom", kind: "text", value: (r) => r.last_name },
  { header: "Email", kind: "text", value: (r) => r.email },
  { header: "Téléphone", kind: "text", value: (r) => r.phone },
  { header: "Établissement", kind: "text", value: (r) => r.institution },
  { header: "Service", kind: "text", value: (r) => r.department },
  { header: "Pays", kind: "text", value: (r) => r.country },
  languageColumn(),
  { header: "Auteurs", kind: "text", value: (r) => r.authors },
  { header: "Mots-clés", kind: "text", value: (r) => r.keywords },
  { header: "Résumé", kind: "text", value: (r) => r.abstract },
  { header: "Conflit d'intérêts", kind: "flag", value: (r) => r.has_conflict_of_interest },
  { header: "Description du conflit", kind: "text", value: (r) => r.conflict_description },
  { header: "Conditions acceptées", kind: "flag", value: (r) => r.accepts_terms },
  { header: "Accepte l'évaluation", kind: "flag", value: (r) => r.accepts_review },
];

/** A registration with the days it was checked in at the desk ("30/10/2025, 31/10/2025"). */
type Registration = Selectable<RegistrationTable> & { days_attended: string };

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
  {
    header: "Statut de paiement",
    kind: "text",
    value: (r) => labelOf(PAYMENT_STATUSES, r.payment_status),
  },
  { header: "Montant reçu (DH)", kind: "centimes", value: (r) => r.amount_received_centimes },
  { header: "Date du virement", kind: "date", value: (r) => r.paid_at },
  { header: "Libellé bancaire", kind: "text", value: (r) => r.bank_label },
  { header: "Note interne", kind: "text", value: (r) => r.staff_note },
  { header: "Jours de présence", kind: "text", value: (r) => r.days_attended },
];

export const CONTACT_COLUMNS: ExportColumn<Selectable<ContactMessageTable>>[] = [
  { header: "ID", kind: "integer", value: (r) => r.id },
  { header: "Date", kind: "instant", value: (r) => r.created_at },
  { header: "Prénom", kind: "text", value: (r) => r.first_name },
  { header: "Nom", kind: "text", value: (r) => r.last_name },
  { header: "Email", kind: "text", value: (r) => r.email },
  { header: "Téléphone", kind: "text", value: (r) => r.phone },
  { header: "Établissement", kind: "text", value: (r) => r.institution },
  languageColumn(),
  { header: "Sujet", kind: "text", value: (r) => r.subject },
  { header: "Message", kind: "text", value: (r) => r.message },
];

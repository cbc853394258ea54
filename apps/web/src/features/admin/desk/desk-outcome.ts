import {
  type CheckInResult,
  type DeskPerson,
  formatCentimes,
  labelOf,
  PARTICIPATION_TYPES,
} from "@congres/shared";
import { edition } from "../../../lib/edition.ts";
import { paymentStatusLabel } from "../payments/payment-labels.ts";

/** Green: come in. Orange: look (already in, not paid, kept offline). Red: stop. */
export type DeskTone = "green" | "orange" | "red";

/** What the desk shows after a scan, a typed code or a search's "Enregistrer l'arrivée". */
export type DeskOutcome = {
  tone: DeskTone;
  title: string;
  detail: string;
  person?: DeskPerson;
  checkInId?: number;
  undoUntil?: string;
  /** A scan kept offline: the screen says so until the queue is sent. */
  keptOffline?: true;
};

const timeFormat = new Intl.DateTimeFormat("fr-FR", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: edition.timeZone,
});

export const deskTime = (iso: string) => timeFormat.format(new Date(iso));

export const participationLabel = (type: string) => labelOf(PARTICIPATION_TYPES, type);

const isAttending = (status: string) => status === "payee" || status === "exoneree";

export function outcomeOfCheckIn(result: CheckInResult): DeskOutcome {
  const { registration: person } = result;
  const about = `${person.reference} · ${participationLabel(person.participation_type)}`;
  const base = { person, checkInId: result.check_in_id, undoUntil: result.undo_until };
  if (!isAttending(person.payment_status)) {
    return {
      ...base,
      tone: "orange",
      title: `${person.name} : ${paymentStatusLabel(person.payment_status).toLowerCase()}`,
      detail: `Inscription non réglée (${about}).${person.amount_owed > 0 ? ` Reste à payer : ${formatCentimes(person.amount_owed)}.` : ""} Arrivée enregistrée à ${deskTime(result.checked_in_at)} : encaissez ou adressez la personne au secrétariat.`,
    };
  }
  if (!result.first_time) {
    return {
      ...base,
      tone: "orange",
      title: `${person.name} : déjà arrivé(e) aujourd'hui`,
      detail: `Première arrivée à ${deskTime(result.checked_in_at)} (${about}).`,
    };
  }
  return {
    ...base,
    tone: "green",
    title: `Bienvenue, ${person.name}`,
    detail: `Arrivée enregistrée à ${deskTime(result.checked_in_at)} (${about}).`,
  };
}

export const refusedOutcome = (message: string | undefined, person?: DeskPerson): DeskOutcome => ({
  tone: "red",
  title: person ? `Badge refusé : ${person.name}` : "Badge refusé",
  detail: message ?? "La réponse du serveur est illisible : réessayez.",
});

/** Kept offline; `unpaid` when the day's references say the registration is not paid. */
export const keptOfflineOutcome = (
  reference: string,
  again: boolean,
  unpaid = false,
): DeskOutcome => ({
  tone: "orange",
  title: again ? "Déjà scanné(e) hors ligne" : "Hors ligne : passage gardé",
  detail: `${reference} : en attente d'envoi, il sera transmis dès le retour du réseau${again ? " (compté une seule fois)" : ""}.${unpaid ? " Inscription non réglée : encaissez ou adressez la personne au secrétariat une fois le réseau revenu." : ""}`,
  keptOffline: true,
});

/** What replaces "passage gardé" once the queue is sent: the message is no longer true. */
export const sentOfflineOutcome: DeskOutcome = {
  tone: "green",
  title: "Passages hors ligne transmis",
  detail: "Les passages gardés hors ligne sont envoyés. Scannez le badge suivant.",
};

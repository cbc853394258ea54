import type { Edition } from "@congres/shared";

/** The French refusals of the badge and certificate routes. */
export const attendanceMessages = {
  noBadge:
    "Aucune inscription payée ou exonérée ne correspond à cette recherche : aucun badge à imprimer.",
  notAttending: "L'attestation de présence n'est délivrée qu'aux inscriptions payées ou exonérées.",
  tooEarly: (edition: Edition) =>
    `Les attestations de présence ne peuvent être envoyées qu'après la fin du congrès (${edition.dates.label}).`,
  nothingToSend: "Toutes les attestations de présence ont déjà été envoyées.",
};

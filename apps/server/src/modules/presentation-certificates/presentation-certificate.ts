import {
  ACCEPTED_STATUSES,
  countryLabelIn,
  type Edition,
  type Locale,
  zonedDay,
} from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { renderPresentationCertificatePdf } from "../../services/pdf/render-pdf.ts";
import { congressStartsAt } from "../attendance/certificate-mails.ts";
import { submissionCertificateFacts } from "../submissions/submission-certificate-facts.ts";
import {
  congressDatesIn,
  PRESENTATION_CERTIFICATE_MESSAGES,
} from "./presentation-certificate-messages.ts";

export type PresentationCertificateOutcome =
  | { kind: "not_found" }
  | { kind: "refused"; why: "too_early" | "not_confirmed" | "withdrawn" }
  | { kind: "pdf"; fileName: string; pdf: Buffer };

const isAccepted = (status: string) => (ACCEPTED_STATUSES as readonly string[]).includes(status);

/**
 * A submission's certificate of presentation (issue #39, decision 0080), the same for its
 * author and for staff: once the congress has begun, for an accepted submission whose
 * presentation is confirmed (a withdrawal is final), naming the presenting author, the title and
 * the authors as the current list gives them, in the submission's language.
 */
export async function presentationCertificate(
  db: Db,
  id: number,
  input: { edition: Edition; now: Date },
): Promise<PresentationCertificateOutcome> {
  const facts = await submissionCertificateFacts(db, id);
  if (!facts) return { kind: "not_found" };
  if (facts.presentation === "withdrawn") return { kind: "refused", why: "withdrawn" };
  if (!isAccepted(facts.status) || facts.presentation !== "confirmed") {
    return { kind: "refused", why: "not_confirmed" };
  }
  const { edition, now } = input;
  if (now < congressStartsAt(edition)) return { kind: "refused", why: "too_early" };
  const today = zonedDay(now, edition.timeZone);
  const presenter = facts.authors.find((author) => author.isPresenting) ?? facts.authors[0];
  const pdf = await renderPresentationCertificatePdf(
    {
      language: facts.language,
      reference: facts.reference,
      title: facts.title,
      presenter: presenter?.name ?? "",
      authors: facts.authors.map(({ name, affiliation, country }) => ({
        name,
        affiliation,
        // Stored as its French name (decision 0073): named in the certificate's language.
        country: country && countryLabelIn(facts.language, country),
      })),
      // Dated the day it is made, the congress's last day at the latest.
      madeOn: [today, edition.dates.end].sort()[0] ?? today,
    },
    edition,
  );
  const { fileName } = PRESENTATION_CERTIFICATE_MESSAGES[facts.language];
  return { kind: "pdf", fileName: fileName(facts.reference), pdf };
}

/** A refusal's sentence in `language`. */
export function refusalIn(
  language: Locale,
  why: Extract<PresentationCertificateOutcome, { kind: "refused" }>["why"],
): string {
  const messages = PRESENTATION_CERTIFICATE_MESSAGES[language];
  if (why === "too_early") return messages.tooEarly(congressDatesIn(language));
  return why === "withdrawn" ? messages.withdrawn : messages.notConfirmed;
}

import type { Edition, Locale, MailKind } from "@congres/shared";
import {
  inLanguage,
  type ProgrammeData,
  type ProgrammeSessionData,
} from "@congres/shared/programme";
import type { Db } from "../../db/connection.ts";
import type { PendingMail } from "../../services/mail/mail-draft.ts";
import { mailLanguageOf } from "../../services/mail/mail-language.ts";
import { countDrafts } from "../../services/mail/outbox-drafts.ts";
import { deleteWaitingDraft, enqueueMail } from "../../services/mail/outbox-repository.ts";
import {
  authorMailValues,
  authorsToMail,
  submissionRecipients,
  submissionToMail,
} from "../submissions/submission-mail-recipients.ts";
import { sessionTimes } from "./programme-checks.ts";
import { PLACEMENT_TEXTS } from "./programme-mail-texts.ts";

/**
 * The speakers' placement e-mails (issue #24 §2): after a publication, a draft for the presenting
 * author of each accepted submission it placed or moved, reviewed and sent from "À envoyer" as
 * the decision e-mails are (an outbox row with status `draft`, which the worker never takes).
 */
export const PROGRAMME_MAIL_KIND = "programme_placement" satisfies MailKind;

type Placement = {
  session: ProgrammeSessionData;
  startsAt: string;
  endsAt: string | undefined;
  board: string | undefined;
};

/** Where each placed submission is (its first place, if the draft placed it twice). */
function placementsOf(programme: ProgrammeData | undefined): Map<number, Placement> {
  const placements = new Map<number, Placement>();
  for (const session of programme?.sessions ?? []) {
    for (const item of session.items) {
      const id = Number(item.submissionId);
      if (!item.submissionId || placements.has(id)) continue;
      placements.set(id, {
        session,
        startsAt: item.startsAt ?? session.startsAt,
        endsAt: item.startsAt ? item.endsAt : session.endsAt,
        board: item.board,
      });
    }
  }
  return placements;
}

/** What moves a speaker: another session, day, time, room or board. */
const placementKey = (placement: Placement) =>
  JSON.stringify([
    placement.session.id,
    placement.session.day,
    placement.startsAt,
    placement.endsAt ?? null,
    placement.session.room,
    placement.board ?? null,
  ]);

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

function placementLines(
  placement: Placement,
  programme: ProgrammeData,
  language: Locale,
): [string, string][] {
  const texts = PLACEMENT_TEXTS[language];
  const { session } = placement;
  const room = programme.rooms.find((candidate) => candidate.name.fr === session.room);
  const day = new Intl.DateTimeFormat(texts.dateLocale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${session.day}T12:00:00Z`));
  const lines: [string, string][] = [
    [texts.labels.session, inLanguage(session.title, language)],
    [texts.labels.day, day],
    [texts.labels.time, sessionTimes(placement)],
    [texts.labels.room, room ? inLanguage(room.name, language) : session.room],
  ];
  if (placement.board) lines.push([texts.labels.board, placement.board]);
  return lines;
}

async function placementDraft(
  db: Db,
  submissionId: number,
  placement: Placement,
  moved: boolean,
  programme: ProgrammeData,
  edition: Pick<Edition, "shortName">,
): Promise<PendingMail | undefined> {
  const submission = await submissionToMail(db, submissionId);
  if (!submission) return undefined;
  const { to } = submissionRecipients(submission, await authorsToMail(db, submissionId));
  const language = mailLanguageOf(submission);
  const texts = PLACEMENT_TEXTS[language];
  const variant = moved ? "moved" : "placed";
  const values = authorMailValues(to, submission, edition);
  const colon = language === "fr" ? " : " : ": ";
  const details = placementLines(placement, programme, language)
    .map(([label, value]) => `${label}${colon}${value}`)
    .join("\n");
  return {
    kind: PROGRAMME_MAIL_KIND,
    to: { name: to.name, address: to.address },
    draft: true,
    subject: fill(texts.subject[variant], values).replace(/\s+/g, " "),
    entity: { type: "submission", id: submission.id },
    data: {
      template: "programme_placement",
      reference: submission.reference,
      title: submission.title,
      heading: texts.heading[variant],
      body: [fill(texts.intro[variant], values), details, texts.closing].join("\n\n"),
      language,
    },
  };
}

/**
 * Writes, in `db` (the publication's transaction), a placement draft for each accepted
 * submission that `next` places where `previous` did not; each replaces the draft still waiting
 * for it. Answers the number of drafts written.
 */
export async function writePlacementDrafts(
  db: Db,
  previous: ProgrammeData | undefined,
  next: ProgrammeData,
  context: { at: Date; edition: Pick<Edition, "shortName">; messageIdDomain: string },
): Promise<number> {
  const before = placementsOf(previous);
  let written = 0;
  for (const [submissionId, placement] of placementsOf(next)) {
    const earlier = before.get(submissionId);
    if (earlier && placementKey(earlier) === placementKey(placement)) continue;
    // A new placement replaces the one still waiting: staff never find two.
    await deleteWaitingDraft(db, PROGRAMME_MAIL_KIND, { type: "submission", id: submissionId });
    const draft = await placementDraft(
      db,
      submissionId,
      placement,
      earlier !== undefined,
      next,
      context.edition,
    );
    if (!draft) continue;
    await enqueueMail(db, draft, context.messageIdDomain, context.at);
    written += 1;
  }
  return written;
}

/** The placement drafts waiting for review. */
export const countPlacementDrafts = (db: Db): Promise<number> =>
  countDrafts(db, PROGRAMME_MAIL_KIND);

import {
  ACCEPTED_STATUSES,
  labelOf,
  type ProgrammeConflict,
  SUBMISSION_STATUSES,
  type UnplacedSubmission,
} from "@congres/shared";
import type { ProgrammeData, ProgrammeSessionData } from "@congres/shared/programme";
import type { ProgrammeSubmission } from "./programme-submissions.ts";

/**
 * The draft's checks (issue #24 §1), in French: a room used twice at once, a person in two
 * places at once, an accepted submission placed twice, a placed submission no longer accepted,
 * the accepted submissions not placed. Pure: given the draft and the submissions, the same list.
 */

/** "2025-10-31" → "31/10/2025". */
export const frenchDate = (day: string) => day.split("-").reverse().join("/");

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A session without an announced end (the gala dinner) occupies its start only. */
const span = (session: Pick<ProgrammeSessionData, "startsAt" | "endsAt">) => {
  const start = minutes(session.startsAt);
  return { start, end: session.endsAt ? minutes(session.endsAt) : start };
};

export const sessionTimes = (session: { startsAt: string; endsAt?: string | undefined }) =>
  session.endsAt ? `${session.startsAt}–${session.endsAt}` : session.startsAt;

const overlap = (a: ProgrammeSessionData, b: ProgrammeSessionData) => {
  if (a.day !== b.day) return false;
  const x = span(a);
  const y = span(b);
  return x.start < y.end && y.start < x.end;
};

const named = (session: ProgrammeSessionData) =>
  `« ${session.title.fr} » (${session.room}, ${sessionTimes(session)})`;

/** A name as people are recognised across sessions: case, accents and spaces aside. */
const personKey = (name: string) =>
  name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

function peopleOf(session: ProgrammeSessionData): Map<string, string> {
  const people = new Map<string, string>();
  for (const person of [
    ...session.chairs,
    ...session.panel,
    ...session.items.flatMap((item) => item.speakers),
  ]) {
    people.set(personKey(person.name), person.name);
  }
  return people;
}

function overlapsOf(programme: ProgrammeData): ProgrammeConflict[] {
  const conflicts: ProgrammeConflict[] = [];
  const people = new Map(programme.sessions.map((session) => [session.id, peopleOf(session)]));
  programme.sessions.forEach((a, index) => {
    for (const b of programme.sessions.slice(index + 1)) {
      if (!overlap(a, b)) continue;
      const sessionIds = [a.id, b.id];
      if (a.room === b.room) {
        conflicts.push({
          code: "room_overlap",
          message: `La salle « ${a.room} » accueille deux sessions à la fois le ${frenchDate(a.day)} : « ${a.title.fr} » (${sessionTimes(a)}) et « ${b.title.fr} » (${sessionTimes(b)}).`,
          session_ids: sessionIds,
          submission_id: null,
        });
      }
      const theirs = people.get(b.id);
      for (const [key, name] of people.get(a.id) ?? []) {
        if (!theirs?.has(key)) continue;
        conflicts.push({
          code: "speaker_overlap",
          message: `${name} est à deux endroits à la fois le ${frenchDate(a.day)} : ${named(a)} et ${named(b)}.`,
          session_ids: sessionIds,
          submission_id: null,
        });
      }
    }
  });
  return conflicts;
}

function submissionChecks(
  programme: ProgrammeData,
  submissions: ReadonlyMap<number, ProgrammeSubmission>,
): { conflicts: ProgrammeConflict[]; unplaced: UnplacedSubmission[] } {
  const placements = new Map<number, ProgrammeSessionData[]>();
  for (const session of programme.sessions) {
    for (const item of session.items) {
      if (!item.submissionId) continue;
      const id = Number(item.submissionId);
      placements.set(id, [...(placements.get(id) ?? []), session]);
    }
  }
  const conflicts: ProgrammeConflict[] = [];
  for (const [id, sessions] of placements) {
    const submission = submissions.get(id);
    if (!submission) continue;
    const accepted = (ACCEPTED_STATUSES as readonly string[]).includes(submission.status);
    if (!accepted) {
      conflicts.push({
        code: "submission_not_accepted",
        message: `La soumission ${submission.reference} n'est pas acceptée (${labelOf(SUBMISSION_STATUSES, submission.status)}) mais figure au programme : ${sessions.map(named).join(", ")}.`,
        session_ids: sessions.map((session) => session.id),
        submission_id: id,
      });
    }
    if (sessions.length > 1) {
      conflicts.push({
        code: "submission_twice",
        message: `La soumission ${submission.reference} est placée ${sessions.length} fois : ${sessions.map(named).join(", ")}.`,
        session_ids: sessions.map((session) => session.id),
        submission_id: id,
      });
    }
  }
  const unplaced: UnplacedSubmission[] = [...submissions.values()]
    .filter(
      (submission) =>
        (ACCEPTED_STATUSES as readonly string[]).includes(submission.status) &&
        !placements.has(submission.id),
    )
    .map((submission) => ({
      id: submission.id,
      reference: submission.reference,
      title: submission.title,
      status: submission.status,
      submission_type: submission.submission_type,
      speaker: submission.speaker.name,
    }));
  if (unplaced.length > 0) {
    const count =
      unplaced.length === 1
        ? "1 soumission acceptée n'est pas"
        : `${unplaced.length} soumissions acceptées ne sont pas`;
    conflicts.push({
      code: "submission_unplaced",
      message: `${count} au programme : ${unplaced.map((submission) => submission.reference).join(", ")}.`,
      session_ids: [],
      submission_id: null,
    });
  }
  return { conflicts, unplaced };
}

/** Every conflict of the draft, and the accepted submissions it does not place. */
export function checkProgramme(
  programme: ProgrammeData,
  submissions: ReadonlyMap<number, ProgrammeSubmission>,
): { conflicts: ProgrammeConflict[]; unplaced: UnplacedSubmission[] } {
  const { conflicts, unplaced } = submissionChecks(programme, submissions);
  return { conflicts: [...overlapsOf(programme), ...conflicts], unplaced };
}

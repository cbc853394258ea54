import type { ProgrammeData } from "@congres/shared/programme";
import seedJson from "@congres/shared/programme-seed";
import { asAdmin } from "./admin-session.ts";
import type { TestApp } from "./test-app.ts";

/** The programme the site ships with, as the programme tests start from it. */
export const PROGRAMME_SEED = seedJson as ProgrammeData;
const seed = PROGRAMME_SEED;
/** The seed's opening lecture, which the publication tests move and retitle. */
export const OPENING = "2025-10-30-0945-amphi";

/**
 * Staff's change of the draft's opening lecture: 10:00–10:30, « Leçon inaugurale » in French
 * (« Inaugural lesson », « الدرس الافتتاحي »), in `room` (its own by default). Not yet published.
 */
export function moveOpening(app: TestApp, session: string, room?: string) {
  const opening = seed.sessions.find((candidate) => candidate.id === OPENING);
  if (!opening) throw new Error("the seed has its opening lecture");
  return asAdmin(app, session, "PUT", `/api/admin/programme/sessions/${OPENING}`, {
    day: opening.day,
    startsAt: "10:00",
    endsAt: "10:30",
    room: room ?? opening.room,
    kind: opening.kind,
    title: { fr: "Leçon inaugurale", en: "Inaugural lesson", ar: "الدرس الافتتاحي" },
    chairs: opening.chairs,
  });
}

/** Staff's publication of the draft, confirmed (the programme's next version). */
export const publishDraft = (app: TestApp, session: string) =>
  asAdmin(app, session, "POST", "/api/admin/programme/publish", { confirm: true });

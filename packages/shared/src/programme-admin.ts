import "./zod-setup.ts";
import { z } from "zod";
import { cleanText, hasForbiddenCharacters } from "./characters.ts";
import {
  PORTRAIT_NAME,
  type ProgrammeData,
  type ProgrammePersonData,
  SESSION_KINDS,
  type SessionKind,
} from "./programme.ts";

/**
 * The programme's admin API (issue #24, decision 0049): the requests staff send to
 * `/api/admin/programme/*` and the answers they read. French messages: only staff edit it.
 */

export const PROGRAMME_MESSAGES = {
  day: "Jour invalide (AAAA-MM-JJ)",
  time: "Heure invalide (HH:MM, de 00:00 à 23:59)",
  endBeforeStart: "L'heure de fin doit être après l'heure de début",
  room: "Le nom de la salle est obligatoire (au plus 120 caractères)",
  kind: "Type de session inconnu : plénière, parallèle, posters, atelier, pause ou cérémonie",
  titleFr: "Le titre en français est obligatoire (au plus 300 caractères)",
  text: "Ce texte ne doit pas dépasser 300 caractères",
  forbidden: "Le texte contient des caractères non autorisés",
  person: "Chaque personne a un nom (au plus 120 caractères)",
  people: "Au plus 30 personnes",
  photo:
    "Photo invalide : le nom d'un portrait du site (apps/web/src/content/people, sans extension)",
  submission: "Soumission invalide",
  itemContent: "Choisissez une soumission acceptée, ou donnez un titre ou un orateur",
  itemBoth:
    "Une soumission acceptée prend son titre et son orateur dans la soumission : ne les donnez pas",
  board: "Le numéro de panneau ne doit pas dépasser 20 caractères",
  confirm: "« confirm » vaut true ou est absent",
  roomName: "Le nom de la salle ne doit pas dépasser 120 caractères",
  capacity: "Capacité invalide : un nombre entier de places, de 1 à 100 000",
  mapUrl: "Lien du plan invalide : une adresse https (au plus 500 caractères)",
  heading: "Le titre du jour en français est obligatoire (au plus 300 caractères)",
  roomOrder: "Donnez chaque salle du programme une fois, dans l'ordre voulu",
} as const;

const m = PROGRAMME_MESSAGES;

/** A text's kinds of session in French, for the admin screens and the conflicts' sentences. */
export const SESSION_KIND_LABELS: Record<SessionKind, string> = {
  plenary: "Plénière",
  parallel: "Parallèle",
  posters: "Posters",
  workshop: "Atelier",
  break: "Pause",
  ceremony: "Cérémonie",
};

export const isSessionKind = (value: unknown): value is SessionKind =>
  (SESSION_KINDS as readonly unknown[]).includes(value);

const line = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max, { error: message })
    .refine((value) => !hasForbiddenCharacters(value, "line"), { error: m.forbidden })
    .transform((value) => cleanText(value, "line"));

const optionalLine = (max: number, message: string) =>
  line(max, message)
    .optional()
    .transform((value) => (value === "" ? undefined : value));

/** `{fr, en?, ar?}`: French required, the others optional (an empty one falls back to French). */
const localized = (requiredMessage: string) =>
  z.object(
    {
      fr: line(300, requiredMessage).refine((value) => value !== "", { error: requiredMessage }),
      en: optionalLine(300, m.text),
      ar: optionalLine(300, m.text),
    },
    { error: requiredMessage },
  );

/** A subtitle or a role: absent, or French empty meaning none. */
const optionalLocalized = z
  .object(
    { fr: line(300, m.text), en: optionalLine(300, m.text), ar: optionalLine(300, m.text) },
    { error: m.text },
  )
  .optional()
  .transform((value) => (value && value.fr !== "" ? value : undefined));

const personObject = z.object(
  {
    name: line(120, m.person).refine((value) => value !== "", { error: m.person }),
    title: optionalLocalized,
    role: optionalLocalized,
    photo: z
      .string({ error: m.photo })
      // A portrait of the build, drawn by its stylesheet (decision 0037): the pages' policy
      // loads no image from elsewhere.
      .regex(PORTRAIT_NAME, { error: m.photo })
      .optional(),
  },
  { error: m.person },
);

/**
 * A person by name alone ("Pr. Amina Benali") or whole (`{name, title?, role?, photo?}`): a name
 * alone is read as `{name}`, so that each field's error names its field.
 */
const person = z.preprocess(
  (value) => (typeof value === "string" ? { name: value } : value),
  personObject.transform((value): ProgrammePersonData => {
    const { title, role, photo } = value;
    return {
      name: value.name,
      ...(title ? { title } : {}),
      ...(role ? { role } : {}),
      ...(photo ? { photo } : {}),
    };
  }),
);

const people = z.array(person, { error: m.people }).max(30, { error: m.people }).default([]);

const time = z.string({ error: m.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: m.time });

const endAfterStart = (
  value: { startsAt?: string | undefined; endsAt?: string | undefined },
  context: z.RefinementCtx,
) => {
  if (value.startsAt && value.endsAt && value.endsAt <= value.startsAt) {
    context.addIssue({ code: "custom", path: ["endsAt"], message: m.endBeforeStart });
  }
};

/** `POST /api/admin/programme/sessions` and `PUT …/sessions/:id` (the whole session). */
export const programmeSessionSchema = z
  .object({
    day: z
      .string({ error: m.day })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.day })
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: m.day }),
    startsAt: time,
    endsAt: time,
    room: line(120, m.room).refine((value) => value !== "", { error: m.room }),
    kind: z.enum(SESSION_KINDS, { error: m.kind }),
    title: localized(m.titleFr),
    subtitle: optionalLocalized,
    chairs: people,
    /** A round table's panellists; absent from a PUT, the session keeps its own. */
    panel: z.array(person, { error: m.people }).max(30, { error: m.people }).optional(),
  })
  .superRefine(endAfterStart);

export type ProgrammeSessionRequest = z.input<typeof programmeSessionSchema>;
export type ProgrammeSessionInput = z.output<typeof programmeSessionSchema>;

/** `POST …/sessions/:id/items` and `PUT …/items/:itemId`: an accepted submission, or a free talk. */
export const programmeItemSchema = z
  .object({
    submissionId: z
      .number({ error: m.submission })
      .int({ error: m.submission })
      .positive({ error: m.submission })
      .optional(),
    title: optionalLocalized,
    speakers: people,
    startsAt: time.optional(),
    endsAt: time.optional(),
    board: optionalLine(20, m.board),
  })
  .superRefine((value, context) => {
    endAfterStart(value, context);
    const free = value.title !== undefined || value.speakers.length > 0;
    if (value.submissionId !== undefined && free) {
      context.addIssue({ code: "custom", path: ["submissionId"], message: m.itemBoth });
    } else if (value.submissionId === undefined && !free) {
      context.addIssue({ code: "custom", path: ["title"], message: m.itemContent });
    }
  });

export type ProgrammeItemRequest = z.input<typeof programmeItemSchema>;
export type ProgrammeItemInput = z.output<typeof programmeItemSchema>;

/**
 * `POST /api/admin/programme/rooms` (a new room, after the others) and
 * `PUT /api/admin/programme/rooms/:name` (the room's French name): its names (French renames it,
 * its sessions follow), its capacity and its map link, which the public pages link the room to.
 */
export const programmeRoomSchema = z.object({
  name: z.object(
    {
      fr: line(120, m.room).refine((value) => value !== "", { error: m.room }),
      en: optionalLine(120, m.roomName),
      ar: optionalLine(120, m.roomName),
    },
    { error: m.room },
  ),
  capacity: z
    .number({ error: m.capacity })
    .int({ error: m.capacity })
    .min(1, { error: m.capacity })
    .max(100_000, { error: m.capacity })
    .nullable()
    .default(null),
  mapUrl: z
    .string({ error: m.mapUrl })
    .trim()
    .regex(/^(https:\/\/[^\s<>"]{1,492})?$/, { error: m.mapUrl })
    .nullable()
    .default(null)
    .transform((value) => (value === "" ? null : value)),
});

export type ProgrammeRoomRequest = z.input<typeof programmeRoomSchema>;
export type ProgrammeRoomInput = z.output<typeof programmeRoomSchema>;

/**
 * `PUT /api/admin/programme/room-order`: every room's French name once, in the order the pages
 * show parallel sessions side by side (first at the start of the line) and the PDF's columns.
 */
export const programmeRoomOrderSchema = z.object({
  rooms: z
    .array(
      line(120, m.roomOrder).refine((value) => value !== "", { error: m.roomOrder }),
      {
        error: m.roomOrder,
      },
    )
    .min(1, { error: m.roomOrder })
    .max(200, { error: m.roomOrder })
    .refine((rooms) => new Set(rooms).size === rooms.length, { error: m.roomOrder }),
});

export type ProgrammeRoomOrderRequest = z.input<typeof programmeRoomOrderSchema>;

/** `PUT /api/admin/programme/days/:date`: the day's heading in three languages. */
export const programmeDaySchema = z.object({ heading: localized(m.heading) });

export type ProgrammeDayRequest = z.input<typeof programmeDaySchema>;
export type ProgrammeDayInput = z.output<typeof programmeDaySchema>;

/** `POST /api/admin/programme/publish`: `confirm` publishes despite the conflicts. */
export const programmePublishSchema = z
  .object({ confirm: z.literal(true, { error: m.confirm }).optional() })
  .optional();

export const PROGRAMME_CONFLICT_CODES = [
  "room_overlap",
  "speaker_overlap",
  "submission_twice",
  "submission_not_accepted",
  "submission_unplaced",
] as const;
export type ProgrammeConflictCode = (typeof PROGRAMME_CONFLICT_CODES)[number];

/** A check the draft fails; publishing waits for `confirm` while there is one. */
export type ProgrammeConflict = {
  code: ProgrammeConflictCode;
  /** In French, naming the sessions, the room, the person or the submission. */
  message: string;
  session_ids: string[];
  submission_id: number | null;
};

/** An accepted submission not yet in the draft (the screen's list to place from). */
export type UnplacedSubmission = {
  id: number;
  reference: string;
  title: string;
  status: string;
  submission_type: string;
  /** The presenting author's name. */
  speaker: string;
};

/** `GET /api/admin/programme`. */
export type ProgrammeAdminView = {
  /** The draft as it would be published (accepted submissions' titles and speakers filled in). */
  draft: ProgrammeData;
  conflicts: ProgrammeConflict[];
  unplaced_submissions: UnplacedSubmission[];
  /** The latest publication's number, null before any. */
  published_version: number | null;
  /** True when publishing now would change what the public sees. */
  draft_changed: boolean;
  /** Placement e-mails to speakers waiting for review in "À envoyer". */
  mail_drafts: number;
};

/** `POST /api/admin/programme/publish` and `…/versions/:version/restore`. */
export type ProgrammePublishResult = {
  version: number;
  published_at: string;
  /** Placement e-mails written as drafts for the speakers this publication moved. */
  mail_drafts: number;
};

/** `GET /api/admin/programme/versions`, newest first. */
export type ProgrammeVersionRow = {
  version: number;
  published_at: string;
  /** The staff member who published it; null for the content files' programme (version 1). */
  published_by: string | null;
  sessions: number;
};

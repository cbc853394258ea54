import type { Readable } from "node:stream";
import type { SubmissionFileKind } from "@congres/shared";
import filenamify from "filenamify";
import type { Db } from "../../db/connection.ts";
import { type ZipEntry, zipStream } from "../../services/exports/zip-stream.ts";
import type { FileStore } from "../../services/files/file-store.ts";
import { draftProgramme } from "../programme/programme-repository.ts";
import { currentFiles } from "./submission-files-repository.ts";

/** What the room laptops take: posters and slides, not the full texts. */
const ROOM_KINDS: readonly SubmissionFileKind[] = ["poster", "slides"];

/** A day (`YYYY-MM-DD`) or one session of the programme's draft. */
export type ArchiveScope = { day: string } | { session: string };

const segment = (text: string) => filenamify(text.trim(), { replacement: "_", maxLength: 80 });

/**
 * The current posters and slides of the submissions placed in a day or a session of the
 * programme's draft, as one ZIP streamed as it is read (decision 0074): a folder per session
 * (`09h00 Salle A - Title`), each file named after its submission's reference. Files are stored
 * as they are (already compressed); each is read from the store only when its turn comes.
 * Undefined when the scope holds no session.
 */
export async function filesArchive(
  db: Db,
  store: FileStore,
  scope: ArchiveScope,
): Promise<{ fileName: string; count: number; archive: Readable } | undefined> {
  const programme = await draftProgramme(db);
  const sessions = programme.sessions.filter((session) =>
    "day" in scope ? session.day === scope.day : session.id === scope.session,
  );
  const first = sessions[0];
  if (!first) return undefined;
  const placed = sessions.flatMap((session) =>
    session.items
      .filter((item) => item.submissionId !== undefined)
      .map((item) => ({ session, item, submissionId: Number(item.submissionId) })),
  );
  const files = await currentFiles(
    db,
    placed.map(({ submissionId }) => submissionId),
    ROOM_KINDS,
  );
  const entries: ZipEntry[] = [];
  for (const { session, item, submissionId } of placed) {
    const folder = segment(
      `${"day" in scope ? "" : `${session.day} `}${session.startsAt.replace(":", "h")} ${session.room} - ${session.title.fr}`,
    );
    for (const file of files.filter((row) => row.submission_id === submissionId)) {
      const name = segment(`${item.reference ?? submissionId} ${file.kind} - ${file.name}`);
      entries.push({
        name: `${folder}/${name}`,
        stored: true,
        content: () => store.read(file.storage_key),
      });
    }
  }
  const fileName =
    "day" in scope
      ? `fichiers-${scope.day}.zip`
      : `fichiers-session-${first.day}-${first.startsAt.replace(":", "h")}.zip`;
  return { fileName, count: entries.length, archive: zipStream(entries) };
}

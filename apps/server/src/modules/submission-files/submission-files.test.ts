import { createHash } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import { SUBMISSION_FILE_MESSAGES, SUBMISSION_FILE_RULES } from "@congres/shared";
import { fileTypeFromBuffer } from "file-type";
import { describe, expect, it } from "vitest";
import { asAdmin, createAdmin, signIn } from "../../testing/admin-session.ts";
import { auditLinesOf } from "../../testing/audit-lines.ts";
import { openDelegateSession } from "../../testing/delegate-session.ts";
import { unzipBytes } from "../../testing/read-zip.ts";
import { spaceHarness } from "../../testing/space-harness.ts";
import { storedRow } from "../../testing/stored-rows.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";
import {
  multipartBody,
  officeBytes,
  pdfBytes,
  pngBytes,
  zipWithPptFolder,
} from "../../testing/upload-samples.ts";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const POSTERS = "2025-10-31-1600-hall";
const MORNING = "2025-10-31-0900-amphi";

describe.each(DATABASE_ENGINES)("authors' files on $engine", ({ engine, create }) => {
  const uploads = mkdtempSync(join(tmpdir(), "congres-files-test-"));
  const h = spaceHarness(create, { uploadsFolder: uploads });
  let admin = "";
  const as = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    asAdmin(h.app, admin, method, url, payload);

  /** A submission by `email`, accepted with `status`, its decision mail sent unless told otherwise. */
  async function accepted(email: string, status = "acceptee_poster", told = true) {
    const submission = await h.submit({ email });
    await h.database.db
      .updateTable("submissions")
      .set({ status })
      .where("id", "=", submission.id)
      .execute();
    await h.app.mail.queue(h.database.db, [
      {
        kind: "submission_decision",
        to: { name: "Autrice", address: email },
        subject: "Décision",
        entity: { type: "submission", id: submission.id },
        draft: !told,
        html: "<p>Décision</p>",
        text: "Décision",
      },
    ]);
    if (told) {
      await h.database.db
        .updateTable("outbox")
        .set({ status: "sent", sent_at: new Date().toISOString() })
        .where("entity_id", "=", submission.id)
        .where("kind", "=", "submission_decision")
        .execute();
    }
    return submission;
  }

  const upload = (
    headers: Record<string, string>,
    id: number,
    kind: string,
    file: { name: string; bytes: Buffer },
    locale = "fr",
  ) => {
    const body = multipartBody(kind, file);
    return h.app.inject({
      method: "POST",
      url: `/api/space/submissions/${id}/files`,
      payload: body.payload,
      headers: { ...headers, ...body.headers, "accept-language": locale },
    });
  };

  /** What is kept of uploads: rows, and bytes in the store (PostgreSQL rows or the folder). */
  const kept = async () => ({
    rows: await countRows(h.database.db, "submission_files"),
    bytes:
      engine === "PostgreSQL"
        ? await countRows(h.database.db, "stored_file_chunks")
        : readdirSync(join(uploads, "files"), { withFileTypes: true }).length,
    incoming: readdirSync(join(uploads, "incoming")).length,
  });

  it("takes a poster PDF and PPTX slides, cleans the name, keeps the replaced one as a version", async () => {
    await createAdmin(h.database.db, "direction@example.ma");
    admin = await signIn(h.app, "direction@example.ma");
    const { id } = await accepted("poster@example.sn", "acceptee_orale");
    const headers = await openDelegateSession(h.app, "poster@example.sn");

    const first = pdfBytes(300_000);
    const poster = await upload(headers, id, "poster", {
      name: "../../Mon poster: final?.PDF",
      bytes: first,
    });
    expect(poster.statusCode, poster.body).toBe(201);
    expect(poster.json()).toEqual({
      id: expect.any(Number),
      kind: "poster",
      name: "Mon poster_ final_.pdf",
      size: first.length,
      sha256: sha256(first),
    });

    const second = pdfBytes(5000);
    const again = await upload(headers, id, "poster", { name: "ملصق نهائي.pdf", bytes: second });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().name).toBe("ملصق نهائي.pdf");

    const pptx = await officeBytes("pptx");
    const slides = await upload(headers, id, "slides", { name: "Diapos.pptx", bytes: pptx });
    expect(slides.statusCode, slides.body).toBe(201);
    expect(slides.json()).toMatchObject({ kind: "slides", name: "Diapos.pptx", size: pptx.length });

    // Versions: the first poster is kept, replaced; the space shows the current ones only.
    const versions = (await as("GET", `/api/admin/submissions/${id}/files`)).json().data;
    expect(
      versions.map((v: Record<string, unknown>) => [v.kind, v.version, v.current, v.sha256]),
    ).toEqual([
      ["poster", 2, true, sha256(second)],
      ["poster", 1, false, sha256(first)],
      ["slides", 1, true, sha256(pptx)],
    ]);
    const mine = (
      await h.app.inject({ method: "GET", url: `/api/space/submissions/${id}/files`, headers })
    ).json();
    expect(mine.open).toBe(true);
    expect(mine.data.map((file: { name: string }) => file.name)).toEqual([
      "ملصق نهائي.pdf",
      "Diapos.pptx",
    ]);

    // The same bytes come back, to the author and to staff, the old version too.
    const download = await h.app.inject({
      method: "GET",
      url: `/api/space/submissions/${id}/files/${poster.json().id}`,
      headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(sha256(download.rawPayload)).toBe(sha256(first));
    const staff = await as("GET", `/api/admin/submissions/${id}/files/${slides.json().id}`);
    expect(staff.headers["content-disposition"]).toBe("attachment; filename=Diapos.pptx");
    expect(staff.rawPayload.equals(pptx)).toBe(true);

    const journal = await auditLinesOf(h.database.db, "submission.file_upload", [
      "action",
      "actor_kind",
      "actor_email",
    ]);
    expect(journal).toHaveLength(3);
    expect(journal[0]).toEqual({
      action: "submission.file_upload",
      actor_kind: "delegate",
      actor_email: "poster@example.sn",
    });
  });

  it("refuses a PNG named .pdf, a Word file or a bare ZIP as slides, and a file too large, keeping nothing", async () => {
    const { id } = await accepted("refus@example.sn");
    const headers = await openDelegateSession(h.app, "refus@example.sn");
    const before = await kept();

    for (const locale of ["fr", "en", "ar"] as const) {
      const png = await upload(
        headers,
        id,
        "poster",
        { name: "poster.pdf", bytes: pngBytes() },
        locale,
      );
      expect(png.statusCode).toBe(415);
      expect(png.json().message).toBe(SUBMISSION_FILE_MESSAGES[locale].wrongType("poster"));
    }
    // file-type takes a ZIP cut short with a ppt/ folder for a presentation: its content types decide.
    const bare = await zipWithPptFolder();
    expect((await fileTypeFromBuffer(bare))?.ext).toBe("pptx");
    for (const bytes of [bare, await officeBytes("docx"), await officeBytes("pptx")]) {
      const refused = await upload(headers, id, "poster", { name: "x.pptx", bytes });
      expect(refused.statusCode).toBe(415);
    }
    for (const bytes of [bare, await officeBytes("docx")]) {
      const refused = await upload(headers, id, "slides", { name: "slides.pptx", bytes }, "en");
      expect(refused.statusCode).toBe(415);
      expect(refused.json().message).toBe(SUBMISSION_FILE_MESSAGES.en.wrongType("slides"));
    }

    const tooLarge = pdfBytes(SUBMISSION_FILE_RULES.full_text.maxBytes + 1);
    const big = await upload(
      headers,
      id,
      "full_text",
      { name: "texte.pdf", bytes: tooLarge },
      "ar",
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(SUBMISSION_FILE_MESSAGES.ar.tooLarge("full_text"));
    expect(await kept()).toEqual(before);

    const noKind = await upload(headers, id, "video", { name: "a.pdf", bytes: pdfBytes() });
    expect(noKind.statusCode).toBe(422);
    expect(noKind.json().message).toBe(SUBMISSION_FILE_MESSAGES.fr.kind);
    expect(await kept()).toEqual(before);
  });

  it("answers 404 for another person's submission before reading, 409 before acceptance and past the deadline", async () => {
    const theirs = await accepted("autre@example.sn");
    const untold = await accepted("attente@example.sn", "acceptee_poster", false);
    const { id } = await accepted("tard@example.sn");
    const stranger = await openDelegateSession(h.app, "attente@example.sn");
    const garbage = { payload: "pas du multipart", headers: { "content-type": "text/plain" } };

    const other = await h.app.inject({
      method: "POST",
      url: `/api/space/submissions/${theirs.id}/files`,
      ...garbage,
      headers: { ...stranger, ...garbage.headers },
    });
    expect(other.statusCode).toBe(404);
    const notYet = await upload(stranger, untold.id, "poster", {
      name: "p.pdf",
      bytes: pdfBytes(),
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(SUBMISSION_FILE_MESSAGES.fr.notAccepted);

    const set = await as("PUT", "/api/admin/file-deadline", { closesAt: "2025-10-06T18:00" });
    expect(set.json()).toMatchObject({ closes_at: "2025-10-06T17:00:00.000Z", open: false });
    const late = await openDelegateSession(h.app, "tard@example.sn");
    const closed = await upload(late, id, "poster", { name: "p.pdf", bytes: pdfBytes() }, "en");
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/^Sending files closed on .*2025.*secretariat/);
    const mine = await h.app.inject({
      method: "GET",
      url: `/api/space/submissions/${id}/files`,
      headers: { ...late, "accept-language": "en" },
    });
    expect(mine.json()).toMatchObject({ open: false, closed_reason: closed.json().message });
    await as("DELETE", "/api/admin/file-deadline");
    const open = await upload(late, id, "poster", { name: "p.pdf", bytes: pdfBytes() });
    expect(open.statusCode).toBe(201);
  });

  it("gives staff the day's posters and slides as one ZIP, and the accepted abstracts still without their file", async () => {
    const poster = await accepted("zip-poster@example.sn", "acceptee_poster");
    const talk = await accepted("zip-talk@example.sn", "acceptee_orale");
    const lazy = await accepted("zip-lazy@example.sn", "acceptee_poster");
    for (const [session, submissionId] of [
      [POSTERS, poster.id],
      [POSTERS, lazy.id],
      [MORNING, talk.id],
    ] as const) {
      const placed = await as("POST", `/api/admin/programme/sessions/${session}/items`, {
        submissionId,
        ...(session === POSTERS ? { board: `P${submissionId}` } : {}),
      });
      expect(placed.statusCode, placed.body).toBe(201);
    }
    const posterPdf = pdfBytes(20_000);
    const slides = await officeBytes("pptx");
    const sent = [
      await upload(await openDelegateSession(h.app, "zip-poster@example.sn"), poster.id, "poster", {
        name: "affiche.pdf",
        bytes: posterPdf,
      }),
      await upload(await openDelegateSession(h.app, "zip-talk@example.sn"), talk.id, "slides", {
        name: "talk.pptx",
        bytes: slides,
      }),
    ];
    expect(sent.map((answer) => answer.statusCode)).toEqual([201, 201]);

    const day = await as("GET", "/api/admin/submission-files/archive.zip?day=2025-10-31");
    expect(day.statusCode, day.body).toBe(200);
    expect(day.headers["content-type"]).toBe("application/zip");
    const entries = unzipBytes(day.rawPayload);
    const names = [...entries.keys()];
    expect(names).toHaveLength(2);
    expect(names.find((name) => name.startsWith("09h00"))).toMatch(/\/\S+ slides - talk\.pptx$/);
    const posterEntry = names.find((name) => name.startsWith("16h00")) ?? "";
    expect(posterEntry).toMatch(/\/\S+ poster - affiche\.pdf$/);
    expect(entries.get(posterEntry)?.equals(posterPdf)).toBe(true);
    const none = await as("GET", "/api/admin/submission-files/archive.zip?day=2024-01-01");
    expect(none.statusCode).toBe(404);

    const missing = (await as("GET", "/api/admin/submission-files/missing")).json();
    const lazyRow = missing.data.find((row: { id: number }) => row.id === lazy.id);
    expect(lazyRow).toMatchObject({ needed: "poster", reference: expect.any(String) });
    expect(missing.data.map((row: { id: number }) => row.id)).not.toContain(poster.id);
    expect(missing.data.map((row: { id: number }) => row.id)).not.toContain(talk.id);

    const audience = await as("POST", "/api/admin/mailings/count", {
      audience: { kind: "submissions", missingFiles: true },
    });
    expect(audience.statusCode, audience.body).toBe(200);
    expect(audience.json().recipients).toBe(missing.total);
  });

  it("erases a submission's files with it: no row, no bytes left", async () => {
    const { id } = await accepted("efface@example.sn");
    const headers = await openDelegateSession(h.app, "efface@example.sn");
    const before = await kept();
    for (const bytes of [pdfBytes(), pdfBytes(600_000)]) {
      expect((await upload(headers, id, "poster", { name: "p.pdf", bytes })).statusCode).toBe(201);
    }
    expect((await kept()).rows).toBe(before.rows + 2);
    const erased = await as("POST", `/api/admin/submissions/${id}/erase`);
    expect(erased.statusCode, erased.body).toBe(204);
    expect(await kept()).toEqual(before);
  });

  it("gives the store's connection back when a download stops half-way", async () => {
    const { id } = await accepted("moitie@example.sn");
    const headers = await openDelegateSession(h.app, "moitie@example.sn");
    const bytes = pdfBytes(1_200_000);
    expect((await upload(headers, id, "poster", { name: "p.pdf", bytes })).statusCode).toBe(201);
    const { storage_key } = await storedRow(
      h.database.db,
      "submission_files",
      { submission_id: id },
      ["storage_key"],
    );
    // More reads left half-way than PostgreSQL's pool has connections (10): one that kept its
    // connection would leave the last ones, and the whole read after, waiting forever.
    for (let n = 0; n < 12; n += 1) {
      const source = h.app.fileStore.read(storage_key);
      await once(source, "data");
      source.destroy();
    }
    expect(sha256(await buffer(h.app.fileStore.read(storage_key)))).toBe(sha256(bytes));
  });
});

import { fileTypeFromFile } from "file-type";
import yauzl from "yauzl";

/** What a received file really is, from its bytes: only the types the congress takes. */
export type DetectedType = "pdf" | "pptx";

/** The content type an OOXML package declares for a PowerPoint presentation's main part. */
const PRESENTATION_MAIN =
  'ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"';
/** `[Content_Types].xml` of a real presentation is a few KB; a larger one is not read. */
const CONTENT_TYPES_MAX_BYTES = 1024 * 1024;

/**
 * `pdf` or `pptx` from the file's magic numbers (file-type), else undefined. A PPTX is a ZIP:
 * file-type guesses PPTX from a `ppt/` folder when the package lists no content types, so the
 * package's `[Content_Types].xml` must also declare a presentation (a renamed .zip or .docx is
 * neither).
 */
export async function detectFileType(path: string): Promise<DetectedType | undefined> {
  const found = await fileTypeFromFile(path);
  if (found?.mime === "application/pdf") return "pdf";
  if (found?.ext === "pptx" && (await declaresPresentation(path))) return "pptx";
  return undefined;
}

/** Whether the ZIP at `path` has a `[Content_Types].xml` naming a presentation as its main part. */
function declaresPresentation(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error || !zip) return resolve(false);
      const done = (answer: boolean) => {
        zip.close();
        resolve(answer);
      };
      zip.on("error", () => done(false));
      zip.on("end", () => done(false));
      zip.on("entry", (entry: yauzl.Entry) => {
        if (entry.fileName !== "[Content_Types].xml") return zip.readEntry();
        if (entry.uncompressedSize > CONTENT_TYPES_MAX_BYTES) return done(false);
        zip.openReadStream(entry, async (streamError, stream) => {
          if (streamError || !stream) return done(false);
          const parts: Buffer[] = [];
          try {
            for await (const part of stream) parts.push(part as Buffer);
            done(Buffer.concat(parts).toString("utf8").includes(PRESENTATION_MAIN));
          } catch {
            done(false);
          }
        });
      });
      zip.readEntry();
    });
  });
}

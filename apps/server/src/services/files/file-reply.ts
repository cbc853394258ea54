import { create as contentDisposition } from "content-disposition";
import type { FastifyReply } from "fastify";
import { fileAnswer, filesAnswer } from "../http/answer-schemas.ts";
import type { FileStore } from "./file-store.ts";

/** What a download needs of a stored file. */
export type StoredFile = { name: string; content_type: string; size: number; storage_key: string };

/**
 * A stored file as a download, streamed from the store: its type and size, and its name in the
 * `Content-Disposition` (RFC 6266, with an ASCII fallback for names in Arabic script).
 */
export function sendStoredFile(reply: FastifyReply, store: FileStore, file: StoredFile) {
  return reply
    .type(file.content_type)
    .header("content-length", file.size)
    .header("content-disposition", contentDisposition(file.name))
    .send(store.read(file.storage_key));
}

/** A ZIP built as it is sent. */
export function sendArchive(reply: FastifyReply, fileName: string, archive: NodeJS.ReadableStream) {
  return reply
    .type("application/zip")
    .header("content-disposition", contentDisposition(fileName))
    .send(archive);
}

/** A stored file as its download answers it (the kinds' types, decision 0074). */
export const STORED_FILE_ANSWER = filesAnswer(
  ["application/pdf", "application/vnd.openxmlformats-officedocument.presentationml.presentation"],
  "Le fichier déposé, tel qu'il a été reçu.",
);

/** The posters and slides of a day or a session, in one ZIP. */
export const ARCHIVE_ANSWER = fileAnswer("application/zip", "Les fichiers, en une archive ZIP.");

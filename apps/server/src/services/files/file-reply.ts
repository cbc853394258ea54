import { create as contentDisposition } from "content-disposition";
import type { FastifyReply } from "fastify";
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

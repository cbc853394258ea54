import { createReadStream } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import type { FileStore } from "./file-store.ts";

/**
 * Files in a folder (DATA_DIR/files on one server): a received upload is moved in by its name,
 * since it was written beside it (same file system), so storing costs no copy.
 */
export class FolderFileStore implements FileStore {
  readonly #folder: string;
  #made: Promise<unknown> | undefined;

  constructor(folder: string) {
    this.#folder = folder;
  }

  async put(key: string, path: string): Promise<void> {
    this.#made ??= mkdir(this.#folder, { recursive: true });
    await this.#made;
    await rename(path, this.#path(key));
  }

  read(key: string): Readable {
    return createReadStream(this.#path(key), { highWaterMark: 256 * 1024 });
  }

  async remove(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }

  /** Keys are ours (hex): never a path a client wrote. */
  #path(key: string): string {
    if (!/^[0-9a-f]{32}$/.test(key)) throw new Error(`clé de fichier invalide : ${key}`);
    return join(this.#folder, key);
  }
}

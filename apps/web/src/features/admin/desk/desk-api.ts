import type {
  CheckInResult,
  CheckInToday,
  DeskPerson,
  DeskReferenceList,
  DeskSearchResult,
} from "@congres/shared";
import { type AdminWriteOutcome, adminGet, adminWrite } from "../core/admin-api.ts";

/** The check-in desk's calls (issue #25): each is the API's contract, camelCase bodies. */

export const DESK_TODAY_KEY = ["/api/admin/check-in/today"] as const;

export const fetchDeskToday = () => adminGet<CheckInToday>("/api/admin/check-in/today");

/** Every badge reference with its status: the desk judges scans with it while offline. */
export const fetchDeskReferences = () =>
  adminGet<DeskReferenceList>("/api/admin/check-in/references");

export const searchDeskPeople = (q: string) =>
  adminGet<DeskSearchResult>(`/api/admin/check-in/search?${new URLSearchParams({ q })}`);

/** One scan as the desk keeps it until the server has it (the offline queue). */
export type DeskScan = {
  scanId: string;
  reference: string;
  /** ISO instant of the scan: a scan sent later keeps its own time. */
  scannedAt: string;
  device: string;
  /** The account that kept it offline: the server refuses it under any other. */
  queuedBy?: number;
};

export const sendScan = (scan: DeskScan): Promise<AdminWriteOutcome<CheckInResult>> =>
  adminWrite<CheckInResult>("POST", "/api/admin/check-in", scan);

export const undoScan = (checkInId: number) =>
  adminWrite<{ undone: true; registration: DeskPerson }>(
    "POST",
    `/api/admin/check-in/${checkInId}/undo`,
  );

export const payInCash = (registrationId: number, amount: string) =>
  adminWrite<{ registration: DeskPerson }>(
    "POST",
    `/api/admin/check-in/${registrationId}/cash-payment`,
    { amount },
  );

export const badgeUrl = (registrationId: number) =>
  `/api/admin/check-in/${registrationId}/badge.pdf`;

/** A new scan id: the server stores a scan sent twice (a retry, the queue) once. */
export const newScanId = () => crypto.randomUUID();

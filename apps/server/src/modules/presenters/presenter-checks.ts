import type { Db } from "../../db/connection.ts";
import {
  isSettled,
  type PresenterRegistration,
  registrationsForPresenters,
} from "../registrations/registration-presenters.ts";
import { readSetting } from "../settings/settings-repository.ts";
import {
  type AcceptedPresenter,
  acceptedPresenters,
} from "../submissions/submission-presenters.ts";

/** The date by which presenters must be registered and paid (or waived), set in the admin. */
export const PRESENTER_DEADLINE_SETTING = "submissions.presenter_registration_deadline";

/** An accepted submission's presenter and the registration that covers her, if any. */
export type PresenterCheck = AcceptedPresenter & {
  registration: PresenterRegistration | null;
  /** Registered and paid or waived: otherwise « présentateur non inscrit / non payé ». */
  registered: boolean;
};

/**
 * Every accepted submission not withdrawn, with its presenter's registration (issue #39 item 4):
 * the one staff linked by hand, else one with the presenter's e-mail (case-insensitively), a
 * paid or waived one first. Three queries, whatever the number of submissions.
 */
export async function presenterChecks(db: Db): Promise<PresenterCheck[]> {
  const presenters = await acceptedPresenters(db);
  const registrations = await registrationsForPresenters(
    db,
    [...new Set(presenters.map((one) => one.presenter_email.toLowerCase()).filter(Boolean))],
    presenters.flatMap((one) =>
      one.presenter_registration_id === null ? [] : [one.presenter_registration_id],
    ),
  );
  return presenters.map((presenter) => {
    const linked = registrations.find((one) => one.id === presenter.presenter_registration_id);
    const matching = registrations.filter(
      (one) => one.email.trim().toLowerCase() === presenter.presenter_email.toLowerCase(),
    );
    const registration =
      linked ?? matching.find(isSettled) ?? (presenter.presenter_email ? matching[0] : undefined);
    return {
      ...presenter,
      registration: registration ?? null,
      registered: registration !== undefined && isSettled(registration),
    };
  });
}

/** The ids of the accepted submissions whose presenter is not registered and paid. */
export async function unregisteredPresenterIds(db: Db): Promise<number[]> {
  return (await presenterChecks(db)).filter((one) => !one.registered).map((one) => one.id);
}

/** The presenters' date in force (ISO), or null when none is set. */
export async function presenterDeadline(db: Db): Promise<string | null> {
  return (await readSetting(db, PRESENTER_DEADLINE_SETTING))?.value ?? null;
}

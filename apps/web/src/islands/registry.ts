import type { ComponentProps } from "react";

/**
 * The interactive parts of the public pages, hydrated one by one by `islands.tsx` without React
 * Router (decision 0015). Each is loaded only by the pages that show it. An island's name is its
 * module's file name: the build finds its chunk by it, to preload it.
 */
export const ISLANDS = {
  "site-header-island": () =>
    import("./site-header-island.tsx").then((module) => module.SiteHeaderIsland),
  "submission-call": () =>
    import("../features/countdown/submission-call.tsx").then((module) => module.SubmissionCall),
  "submission-deadline-fact": () =>
    import("../features/deadlines/submission-deadline-fact.tsx").then(
      (module) => module.SubmissionDeadlineFact,
    ),
  "location-dialog": () =>
    import("../features/programme/location-dialog.tsx").then((module) => module.LocationDialog),
  "my-programme": () =>
    import("../features/programme/my-programme.tsx").then((module) => module.MyProgramme),
  "bank-transfer-details": () =>
    import("../features/registration/bank-transfer-details.tsx").then(
      (module) => module.BankTransferDetails,
    ),
  "registration-form-section": () =>
    import("../features/registration/registration-form-section.tsx").then(
      (module) => module.RegistrationFormSection,
    ),
  // Through the registration form's own chunk, which it reuses: the form is not split out of
  // it, and /inscription (89.7 KB in Arabic) loads nothing more (decision 0076).
  "group-order-form": () =>
    import("../features/registration/registration-form-section.tsx").then((module) =>
      module.loadGroupOrderForm(),
    ),
  "submission-form-section": () =>
    import("../features/submission/submission-form-section.tsx").then(
      (module) => module.SubmissionFormSection,
    ),
  "venue-map": () => import("../features/contact/venue-map.tsx").then((module) => module.VenueMap),
  "missing-path-log": () =>
    import("../features/not-found/missing-path-log.tsx").then((module) => module.MissingPathLog),
  "delegate-space": () =>
    import("../features/space/delegate-space.tsx").then((module) => module.DelegateSpace),
  "document-verification": () =>
    import("../features/verification/document-verification.tsx").then(
      (module) => module.DocumentVerification,
    ),
  "contact-form": () =>
    import("../features/contact/contact-form.tsx").then((module) => module.ContactForm),
};

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<Name extends IslandName> = ComponentProps<
  Awaited<ReturnType<(typeof ISLANDS)[Name]>>
>;

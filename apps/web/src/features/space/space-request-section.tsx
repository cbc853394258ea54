import { type ReactNode, useState } from "react";
import type { ApiResponse } from "../../lib/api-client.ts";
import { submitWith } from "../../lib/submit-with.ts";
import { DisclosureSection } from "./disclosure-button.tsx";
import { SpaceFormSubmit } from "./space-form-footer.tsx";
import type { useSpaceWrite } from "./use-space-write.ts";

/**
 * A part of a registration's card where she asks for a document (her invoice, a visa letter): its
 * heading opens a short text and the request's form (`children`, its fields); once the request is
 * granted the form closes and `onSent` reads the card's part again.
 */
export function SpaceRequestSection({
  titleId,
  title,
  status,
  documents,
  intro,
  submit,
  formShown = true,
  write,
  request,
  onSent,
  children,
}: {
  titleId: string;
  title: string;
  status: ReactNode;
  /** What it shows under its status, open or not (the documents already issued). */
  documents?: ReactNode;
  intro: string;
  submit: string;
  /**
   * False when no request may be made now (the visa letter: not offered, or one asked and not
   * refused or revoked): the text alone.
   */
  formShown?: boolean;
  write: ReturnType<typeof useSpaceWrite>;
  request: () => Promise<ApiResponse<unknown>>;
  onSent: () => Promise<void>;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const send = () =>
    write.send(request, () => {
      setOpen(false);
      return onSent();
    });
  return (
    <DisclosureSection
      titleId={titleId}
      title={title}
      open={open}
      onToggle={() => setOpen(!open)}
      status={status}
    >
      {documents}
      <div hidden={!open} className="mt-3">
        <p className="text-sm text-muted">{intro}</p>
        {formShown && (
          <form
            noValidate
            aria-labelledby={titleId}
            className="mt-4 grid gap-4 sm:grid-cols-2"
            onSubmit={submitWith(send)}
          >
            {children}
            <SpaceFormSubmit
              className="sm:col-span-2"
              busy={write.busy}
              submit={submit}
              failure={write.failure}
            />
          </form>
        )}
      </div>
    </DisclosureSection>
  );
}

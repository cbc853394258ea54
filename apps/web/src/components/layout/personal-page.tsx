import type { ReactNode } from "react";
import { EditionEyebrow, FormPage } from "./form-page.tsx";

/**
 * A page about one person or one document (issue #38: « Mon espace », the check of a code): the
 * form pages' frame, its island doing the rest. Its `meta` is `unlistedPageMeta`.
 */
export function PersonalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <FormPage eyebrow={<EditionEyebrow />} title={title} intro={intro}>
      {children}
    </FormPage>
  );
}

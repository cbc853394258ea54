import type { CreatedWithReference, ValidationMessages } from "@congres/shared";
import { useMemo } from "react";
import { type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import { validationCatalogue } from "../i18n/catalogue/all.ts";
import { useLocale } from "../i18n/locale-context.tsx";
import type { ApiResponse } from "./api-client.ts";
import { sendForm, useResultDialog } from "./form-sending.ts";
import type { LazyResolver } from "./lazy-resolver.ts";

/** What a public form's success dialog says, in the page's language. */
type CreatedTexts = {
  title: string;
  text: string;
  /** The labels of the new reference and of the address the acknowledgement went to. */
  reference: string;
  sentTo: string;
  note?: string;
};

/**
 * What the registration and the submission forms set up alike: react-hook-form checked in the
 * browser by `checksIn` (a lazy resolver built from the page's catalogue: a page bundles only its
 * own), starting from `defaultValues`; the result dialog; `send`, which sends and puts a refusal's
 * messages back on their fields; `showCreated`, the dialog of a success.
 */
export function usePublicForm<Input extends FieldValues, Output>(
  checksIn: (catalogue: ValidationMessages) => LazyResolver<Input, Output>,
  defaultValues: DefaultValues<Input>,
) {
  const { outcome, show, showError, acknowledge } = useResultDialog();
  const locale = useLocale();
  const resolver = useMemo(() => checksIn(validationCatalogue(locale)), [checksIn, locale]);
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues });
  const send = <Answer>(write: () => Promise<ApiResponse<Answer>>) =>
    sendForm(write, form.setError);
  /** The new row's reference, and the address its acknowledgement was sent to. */
  const showCreated = (texts: CreatedTexts, created: CreatedWithReference, email: string) =>
    show({
      kind: "success",
      title: texts.title,
      text: texts.text,
      facts: [
        { label: texts.reference, value: created.reference },
        { label: texts.sentTo, value: email },
      ],
      note: texts.note,
    });
  return {
    form,
    locale,
    send,
    showCreated,
    showError,
    preloadChecks: resolver.preload,
    outcome,
    acknowledge,
  };
}

import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown, Landmark } from "lucide-react";
import { edition } from "../../lib/edition.ts";
import { type BankTransferState, registrationTexts, useBankTransfer } from "./registration-api.ts";

const texts = registrationTexts.bankTransfer;

function BankTransferBody({ state }: { state: BankTransferState }) {
  if (state.phase === "loaded" && state.answer.published) {
    const { details } = state.answer;
    const rows = [
      { label: "Titulaire du compte", value: details.accountHolder },
      { label: "Banque", value: details.bank },
      { label: "RIB", value: details.rib },
      { label: "IBAN", value: details.iban },
      { label: "Code SWIFT", value: details.swift },
      { label: "Référence à indiquer", value: details.reference },
    ];
    return (
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-medium text-muted">{row.label}</dt>
            <dd className="break-words font-mono text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  const message =
    state.phase === "loaded" && !state.answer.published
      ? state.answer.message
      : state.phase === "failed"
        ? texts.failed(edition.contact.email)
        : texts.loading;
  return <p className="text-sm text-ink">{message}</p>;
}

/**
 * The bank details, folded by default so the fees stay the first thing read (§2). They come
 * from the server when first opened: it withholds provisional ones in production.
 */
export function BankTransferDetails() {
  const { state, load } = useBankTransfer();
  return (
    <Collapsible.Root
      className="rounded-lg border border-brand-200 bg-white"
      onOpenChange={(open) => {
        if (open) void load();
      }}
    >
      <Collapsible.Trigger className="group flex w-full items-center justify-between gap-3 rounded-lg px-4 py-3 text-start font-semibold text-brand-800 hover:bg-brand-50">
        <span className="flex items-center gap-2">
          <Landmark aria-hidden="true" className="size-5" />
          Coordonnées bancaires pour le virement
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 transition-transform group-data-[state=open]:rotate-180"
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="border-t border-brand-100 px-4 py-3" aria-live="polite">
        <BankTransferBody state={state} />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

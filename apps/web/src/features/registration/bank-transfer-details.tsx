import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown, Landmark } from "lucide-react";
import { useLocale } from "../../i18n/locale-context.tsx";
import { editionFacts } from "../../lib/edition-facts.ts";
import { m } from "../../paraglide/messages.js";
import { type BankTransferState, useBankTransfer } from "./registration-api.ts";

function BankTransferBody({ state }: { state: BankTransferState }) {
  const locale = useLocale();
  if (state.phase === "loaded" && state.answer.published) {
    const { details } = state.answer;
    const rows = [
      { label: m.bank_account_holder({}, { locale }), value: details.accountHolder },
      { label: m.bank_bank({}, { locale }), value: details.bank },
      { label: "RIB", value: details.rib },
      { label: "IBAN", value: details.iban },
      { label: m.bank_swift({}, { locale }), value: details.swift },
      // The server's wording is the edition's French one; the other languages say the same.
      {
        label: m.bank_reference({}, { locale }),
        value: locale === "fr" ? details.reference : m.bank_reference_value({}, { locale }),
      },
    ];
    return (
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-medium text-muted">{row.label}</dt>
            <dd className="break-words font-mono text-ink">
              <bdi>{row.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  const message =
    state.phase === "loaded" && !state.answer.published
      ? state.answer.message
      : state.phase === "failed"
        ? m.bank_failed({ email: editionFacts.contact.email }, { locale })
        : m.bank_loading({}, { locale });
  return <p className="text-sm text-ink">{message}</p>;
}

/**
 * The bank details, folded by default so the fees stay the first thing read (§2). They come
 * from the server when first opened: it withholds provisional ones in production.
 */
export function BankTransferDetails() {
  const { state, load } = useBankTransfer();
  const locale = useLocale();
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
          {m.bank_title({}, { locale })}
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

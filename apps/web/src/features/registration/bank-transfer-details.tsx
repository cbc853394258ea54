import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown, Landmark } from "lucide-react";
import { edition } from "../../lib/edition.ts";

const { bankTransfer } = edition;

const ROWS = [
  { label: "Titulaire du compte", value: bankTransfer.accountHolder },
  { label: "Banque", value: bankTransfer.bank },
  { label: "RIB", value: bankTransfer.rib },
  { label: "IBAN", value: bankTransfer.iban },
  { label: "Code SWIFT", value: bankTransfer.swift },
  { label: "Référence à indiquer", value: bankTransfer.reference },
];

/** The bank details, folded by default so the fees stay the first thing read (§2). */
export function BankTransferDetails() {
  return (
    <Collapsible.Root className="rounded-lg border border-brand-200 bg-white">
      <Collapsible.Trigger className="group flex w-full items-center justify-between gap-3 rounded-lg px-4 py-3 text-left font-semibold text-brand-800 hover:bg-brand-50">
        <span className="flex items-center gap-2">
          <Landmark aria-hidden="true" className="size-5" />
          Coordonnées bancaires pour le virement
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 transition-transform group-data-[state=open]:rotate-180"
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="border-t border-brand-100 px-4 py-3">
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {ROWS.map((row) => (
            <div key={row.label} className="contents">
              <dt className="font-medium text-muted">{row.label}</dt>
              <dd className="break-words font-mono text-ink">{row.value}</dd>
            </div>
          ))}
        </dl>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

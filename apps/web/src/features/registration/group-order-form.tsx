import type { Registration } from "@congres/shared";
import { formatCentimes } from "@congres/shared/facts";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { TitledSection } from "../../components/ui/titled-section.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import { type ApiResponse, apiWrite, type FieldErrors } from "../../lib/api-client.ts";
import { m } from "../../paraglide/messages.js";
import { RegistrationForm } from "./registration-form.tsx";

type CreatedGroup = {
  id: number;
  reference: string;
  amount_due_centimes: number;
  registrations: { id: number; reference: string }[];
};

const PAYER_FIELDS = ["name", "institution", "email", "address", "taxId"] as const;
type PayerField = (typeof PAYER_FIELDS)[number];

/** A delegate checked by the form, kept here until the order is sent. */
const keep = (): Promise<ApiResponse<{ id: number; reference: string }>> =>
  Promise.resolve({ ok: true, status: 200, data: { id: 0, reference: "" } });

/**
 * The island of /inscription/groupe (issue #40 item 4): who orders and pays, then each delegate
 * through the registration form itself (its checks, in the page's language), then the order sent
 * at once — all or nothing. The server's errors come back per delegate (`delegates.2.email`).
 */
export function GroupOrderForm() {
  const locale = useLocale();
  // Each delegate added keeps the form's key of the moment: a stable key for the list.
  const [added, setAdded] = useState<{ key: number; registration: Registration }[]>([]);
  const delegates = added.map((entry) => entry.registration);
  const [formKey, setFormKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [created, setCreated] = useState<CreatedGroup | null>(null);
  const labels: Record<PayerField, string> = {
    name: m.group_payer_name({}, { locale }),
    institution: m.group_payer_institution({}, { locale }),
    email: m.group_payer_email({}, { locale }),
    address: m.group_payer_address({}, { locale }),
    taxId: m.group_payer_tax_id({}, { locale }),
  };

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const payer = Object.fromEntries(PAYER_FIELDS.map((field) => [field, data.get(field) ?? ""]));
    setSending(true);
    setFailure(null);
    try {
      const response = await apiWrite<CreatedGroup>("POST", "/api/group-registrations", {
        payer,
        delegates,
      });
      if (response.ok) {
        setCreated(response.data);
        return;
      }
      setErrors(response.errors ?? {});
      setFailure(response.message ?? `HTTP ${response.status}`);
    } catch {
      setFailure(m.registration_network_failure({}, { locale }));
    } finally {
      setSending(false);
    }
  }

  if (created) {
    return (
      <TitledSection
        id="group-created"
        title={m.group_success_title({}, { locale })}
        className="mt-8 rounded-xl border border-brand-200 bg-brand-50 p-6"
        headingClassName="text-xl font-semibold text-brand-900"
      >
        <p className="mt-2">{m.group_success_text({}, { locale })}</p>
        <dl className="mt-4 grid gap-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">{m.group_success_reference({}, { locale })}</dt>
          <dd>
            <bdi dir="ltr" className="font-bold">
              {created.reference}
            </bdi>
          </dd>
          <dt className="font-medium">{m.group_success_amount({}, { locale })}</dt>
          <dd>
            <bdi dir="ltr">{formatCentimes(created.amount_due_centimes)}</bdi>
          </dd>
        </dl>
        <ul className="mt-4 list-disc ps-6">
          {created.registrations.map((registration, index) => (
            <li key={registration.id}>
              {delegates[index]?.firstName} {delegates[index]?.lastName} —{" "}
              <bdi dir="ltr">{registration.reference}</bdi>
            </li>
          ))}
        </ul>
      </TitledSection>
    );
  }

  return (
    <div className="mt-8 flex flex-col gap-10">
      <TitledSection
        id="group-delegates"
        title={m.group_delegates_heading({ count: delegates.length }, { locale })}
        className="flex flex-col gap-4"
        headingClassName="text-xl font-semibold text-brand-900"
      >
        {delegates.length > 0 && (
          <ul className="flex flex-col gap-2">
            {added.map(({ key, registration: delegate }, index) => {
              const own = Object.entries(errors).filter(([key]) =>
                key.startsWith(`delegates.${index}.`),
              );
              return (
                <li
                  key={key}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-200 p-3"
                >
                  <span>
                    {index + 1}. {delegate.firstName} {delegate.lastName} —{" "}
                    <bdi dir="ltr">{delegate.email}</bdi>
                  </span>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setAdded(added.filter((entry) => entry.key !== key));
                      setErrors({});
                    }}
                  >
                    {m.group_remove_delegate({}, { locale })}
                  </Button>
                  {own.length > 0 && (
                    <p role="alert" className="w-full text-sm text-danger">
                      {own.flatMap(([, list]) => list).join(" ")}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <RegistrationForm
          key={formKey}
          send={keep}
          submitLabel={m.group_add_delegate({}, { locale })}
          onCreated={(_, registration) => {
            if (registration) setAdded([...added, { key: formKey, registration }]);
            setFormKey(formKey + 1);
          }}
        />
      </TitledSection>

      <form
        noValidate
        onSubmit={send}
        aria-labelledby="group-payer"
        className="flex flex-col gap-5 rounded-xl border border-brand-100 p-5"
      >
        <h2 id="group-payer" className="text-xl font-semibold text-brand-900">
          {m.group_payer_heading({}, { locale })}
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          {PAYER_FIELDS.map((field) => (
            <Field
              key={field}
              label={labels[field]}
              required={field !== "taxId"}
              error={errors[`payer.${field}`]?.join(" ")}
            >
              <Input
                name={field}
                type={field === "email" ? "email" : "text"}
                dir={field === "email" || field === "taxId" ? "ltr" : undefined}
              />
            </Field>
          ))}
        </div>
        {failure && (
          <p role="alert" className="text-danger">
            {errors.delegates?.join(" ") ?? failure}
          </p>
        )}
        <Button type="submit" loading={sending} className="w-full sm:w-auto sm:self-end">
          {m.group_submit({ count: delegates.length }, { locale })}
        </Button>
      </form>
    </div>
  );
}

import { describe, expect, it } from "vitest";
import { mailEntityLink, mailKindLabel, mailRecipient, mailStatusLabel } from "./mail-labels.ts";

describe("mail labels", () => {
  it("names kinds and statuses in French, and keeps an unknown value as it is", () => {
    expect(mailKindLabel("registration_confirmation")).toBe("Confirmation d'inscription");
    expect(mailStatusLabel("queued")).toBe("En attente");
    expect(mailStatusLabel("failed")).toBe("Échec");
    expect(mailKindLabel("newsletter")).toBe("newsletter");
  });

  it("shows the recipient with its name when there is one", () => {
    expect(mailRecipient({ to_name: "Amina Benali", to_address: "amina@example.ma" })).toBe(
      "Amina Benali <amina@example.ma>",
    );
    expect(mailRecipient({ to_name: " ", to_address: "staff@example.ma" })).toBe(
      "staff@example.ma",
    );
  });

  it("links a mail to the detail of what it is about", () => {
    expect(mailEntityLink({ entity_type: "registration", entity_id: 12 })).toEqual({
      to: "/admin/app/inscriptions/12",
      label: "Inscription #12",
    });
    expect(mailEntityLink({ entity_type: "contact", entity_id: 3 })?.label).toBe("Message #3");
    expect(mailEntityLink({ entity_type: null, entity_id: null })).toBeNull();
  });
});

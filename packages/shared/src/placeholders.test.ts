import { describe, expect, it } from "vitest";
import { BANK_DETAILS_WITHHELD_MESSAGE, bankTransferAnswer } from "./bank-transfer.ts";
import { edition, resolveEdition } from "./edition.ts";
import { placeholderWarning } from "./placeholder-warning.ts";

const BANK = {
  CONGRESS_BANK_RIB: "011 780 0000123456789012 34",
  CONGRESS_BANK_IBAN: "MA64 0117 8000 0012 3456 7890 1234",
};

describe("placeholders of the edition", () => {
  it("lists the bank details, the phone, the speakers, the gala hotel and the visa letters' signatory", () => {
    expect(edition.placeholders).toEqual([
      "bankTransfer",
      "contactPhone",
      "speakers",
      "galaHotel",
      "visaSignatory",
    ]);
    expect(resolveEdition({}).placeholders).toEqual(edition.placeholders);
  });

  it("are confirmed by their variables: the bank details need both RIB and IBAN", () => {
    expect(resolveEdition({ CONGRESS_BANK_IBAN: BANK.CONGRESS_BANK_IBAN }).placeholders).toEqual(
      edition.placeholders,
    );
    const confirmed = resolveEdition({ ...BANK, CONGRESS_CONTACT_PHONE: "+212 522 48 00 00" });
    expect(confirmed.placeholders).toEqual(["speakers", "galaHotel", "visaSignatory"]);
    expect(confirmed.bankTransfer).toEqual({
      ...edition.bankTransfer,
      rib: BANK.CONGRESS_BANK_RIB,
      iban: BANK.CONGRESS_BANK_IBAN,
    });
    expect(
      resolveEdition({ CONGRESS_BANK_RIB: " ", CONGRESS_BANK_IBAN: " " }).placeholders,
    ).toEqual(edition.placeholders);
  });

  it("override the other bank facts from the environment too", () => {
    const resolved = resolveEdition({
      CONGRESS_BANK_ACCOUNT_HOLDER: "AMS",
      CONGRESS_BANK_NAME: "Attijariwafa bank",
      CONGRESS_BANK_SWIFT: "BCMAMAMC",
    });
    expect(resolved.bankTransfer).toMatchObject({
      accountHolder: "AMS",
      bank: "Attijariwafa bank",
      swift: "BCMAMAMC",
      iban: edition.bankTransfer.iban,
    });
  });
});

describe("placeholderWarning", () => {
  it("names exactly the remaining placeholders, where to set each, in one line", () => {
    const warning = placeholderWarning(["contactPhone", "galaHotel"], false);
    expect(warning).toBe(
      "Valeurs provisoires à remplacer avant la mise en ligne (puis à retirer de edition.placeholders) : " +
        "téléphone de contact (contact.phone dans packages/shared/src/edition.ts ou CONGRESS_CONTACT_PHONE) ; " +
        "hôtel du dîner de gala (la salle du dîner de gala dans le programme (admin, puis « Publier »)).",
    );
    expect(warning).not.toContain("coordonnées bancaires");
    expect(warning).not.toContain("\n");
  });

  it("says when the bank details are withheld, and nothing when all is confirmed", () => {
    expect(placeholderWarning(["bankTransfer"], true)).toContain(
      "CONGRESS_BANK_RIB + CONGRESS_BANK_IBAN). NODE_ENV=production : les coordonnées bancaires provisoires ne sont pas publiées",
    );
    expect(placeholderWarning(["bankTransfer"], false)).not.toContain("NODE_ENV");
    expect(placeholderWarning([], true)).toBeUndefined();
  });
});

describe("bankTransferAnswer", () => {
  it("withholds provisional bank details in production only", () => {
    expect(bankTransferAnswer(edition, true)).toEqual({
      published: false,
      message: BANK_DETAILS_WITHHELD_MESSAGE,
    });
    expect(bankTransferAnswer(edition, false)).toEqual({
      published: true,
      details: edition.bankTransfer,
    });
    const confirmed = resolveEdition(BANK);
    expect(bankTransferAnswer(confirmed, true)).toEqual({
      published: true,
      details: confirmed.bankTransfer,
    });
  });
});

import { describe, expect, it } from "vitest";
import { listStateOf, queryOf } from "../core/list-url-state.ts";
import { auditFiltersWith } from "./audit-log-filters.ts";

const stateOf = (query: string, actors: string[] = []) => {
  const params = new URLSearchParams(query);
  return listStateOf(params, auditFiltersWith("admin", actors, params), []);
};

describe("the Journal's filters in the address bar", () => {
  it("reads action, element, user and days, and writes them back the same", () => {
    const query =
      "page=2&action=registration.update&entity_type=registration&actor=a%40example.ma&from=2025-10-01&to=2025-10-31";
    const state = stateOf(query, ["a@example.ma", "b@example.ma"]);
    expect(state.filters).toEqual({
      action: "registration.update",
      entity_type: "registration",
      actor: "a@example.ma",
      from: "2025-10-01",
      to: "2025-10-31",
    });
    expect(queryOf(state).toString()).toBe(new URLSearchParams(query).toString());
  });

  it("keeps the user of the address bar before the list of users arrives", () => {
    expect(stateOf("actor=parti%40example.ma").filters).toEqual({ actor: "parti@example.ma" });
  });

  it("offers every user who acted once, the address bar's included", () => {
    const params = new URLSearchParams("actor=c%40example.ma");
    const actor = auditFiltersWith("admin", ["a@example.ma", "c@example.ma"], params).find(
      (filter) => filter.param === "actor",
    );
    expect(actor?.options?.map((option) => option.value)).toEqual(["a@example.ma", "c@example.ma"]);
  });

  it("offers the secretariat only the actions of the lines it reads (decision 0057)", () => {
    const params = new URLSearchParams("action=submission.review.submit");
    const filters = auditFiltersWith("secretariat", [], params);
    const actions = filters.find((filter) => filter.param === "action")?.options ?? [];
    const offered = actions.map((option) => option.value);
    expect(offered).toContain("registration.payment.mark_paid");
    expect(offered).toContain("setting.update");
    for (const notTheOffices of [
      "submission.review.submit",
      "submission.decision",
      "auth.sign_in",
    ]) {
      expect(offered).not.toContain(notTheOffices);
    }
    // A link to a committee action is not a filter the secretariat can hold.
    expect(listStateOf(params, filters, []).filters).toEqual({});
  });

  it("drops an unknown action or element and a day that is not a calendar date", () => {
    expect(
      stateOf("action=registration.burn&entity_type=planet&from=01%2F10%2F2025").filters,
    ).toEqual({});
  });
});

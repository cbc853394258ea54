import { describe, expect, it } from "vitest";
import { CONTACT_FILTERS, SUBMISSION_FILTERS, SUBMISSION_SORTS } from "./list-options.ts";
import { listStateOf, queryOf } from "./list-url-state.ts";

const stateOf = (query: string) =>
  listStateOf(new URLSearchParams(query), SUBMISSION_FILTERS, SUBMISSION_SORTS);

describe("a list's state in the address bar", () => {
  it("reads page, size, search, filters and order, and writes them back the same", () => {
    const query =
      "page=3&per_page=50&q=diallo&submission_type=poster&country=S%C3%A9n%C3%A9gal&sort=last_name&order=desc";
    const state = stateOf(query);
    expect(state).toEqual({
      page: 3,
      perPage: 50,
      q: "diallo",
      filters: { submission_type: "poster", country: "Sénégal" },
      sort: "last_name:desc",
    });
    expect(queryOf(state).toString()).toBe(new URLSearchParams(query).toString());
  });

  it("ignores what the list does not offer: other sizes, unknown values and orders", () => {
    expect(stateOf("per_page=30&category=autre&country=Atlantide&sort=email&order=asc")).toEqual({
      page: 1,
      perPage: 10,
      q: "",
      filters: {},
      sort: "",
    });
    expect(queryOf(stateOf("page=1&per_page=10")).toString()).toBe("");
  });

  it("keeps a day filter only as a calendar date", () => {
    const params = new URLSearchParams("created_from=2025-10-31&created_to=31%2F10%2F2025");
    expect(listStateOf(params, CONTACT_FILTERS, []).filters).toEqual({
      created_from: "2025-10-31",
    });
  });

  it("leaves the page out of the exports' query, the rest in", () => {
    const state = stateOf("page=2&q=%20awa%20&category=violences&sort=country&order=asc");
    expect(queryOf(state, { page: false }).toString()).toBe(
      "q=awa&category=violences&sort=country&order=asc",
    );
  });
});

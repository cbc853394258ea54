import { DEFAULT_REVIEW_CRITERIA } from "@congres/shared";
import { describe, expect, it } from "vitest";
import { scoreLabels } from "./review-scores.ts";

describe("a review's scores for the committee", () => {
  it("names each criterion by its label with « /5 », in the settings' order, never by its key", () => {
    expect(
      scoreLabels({ clarte: 3, originalite: 4, methodologie: 2 }, DEFAULT_REVIEW_CRITERIA),
    ).toEqual(["Originalité 4/5", "Méthodologie 2/5", "Clarté 3/5"]);
  });

  it("keeps a score whose criterion the settings no longer hold, under its key", () => {
    expect(
      scoreLabels({ originalite: 5, ancien: 2 }, [
        { key: "originalite", label_fr: "Originalité", max: 10 },
      ]),
    ).toEqual(["Originalité 5/10", "ancien 2"]);
  });
});

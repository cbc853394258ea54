import type { VerificationMark } from "../services/pdf/pdf-data.ts";

/** A certificate's or letter's verification mark for PDF tests that render one without a database. */
export const SAMPLE_VERIFICATION: VerificationMark = {
  code: "7KQ2-M9XD-4HW8-PZ3B",
  url: "https://congres-sexologie.ma/verifier/7KQ2-M9XD-4HW8-PZ3B",
};

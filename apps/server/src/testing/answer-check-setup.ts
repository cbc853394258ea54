import { afterAll, afterEach, expect } from "vitest";
import { takeAnswerViolations } from "./answer-check.ts";

/**
 * Fails the test whose requests got an answer the OpenAPI document does not describe
 * (answer-check.ts); what a file's `afterAll` or `beforeAll` received fails the file.
 */
const noViolation = () =>
  expect(takeAnswerViolations(), "answers that differ from /api/openapi.json").toEqual([]);

afterEach(noViolation);
afterAll(noViolation);

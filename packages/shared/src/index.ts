export * from "./contact.ts";
export * from "./facts.ts";
export * from "./fields.ts";
export * from "./registration.ts";
export * from "./submission.ts";
export * from "./validation-errors.ts";

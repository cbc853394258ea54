export * from "./contact.ts";
export * from "./deadlines.ts";
export * from "./facts.ts";
export * from "./fields.ts";
export * from "./payment.ts";
export * from "./registration.ts";
export * from "./submission.ts";
export * from "./validation-errors.ts";

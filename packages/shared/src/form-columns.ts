/**
 * The columns each public form gives its row (registration, submission, contact message), named
 * and typed once: the server's tables (`db/schema.ts`) and the admin API's answers (`admin-api.ts`)
 * each add their own to them, so a change to an answer leaves the tables' types alone.
 */

/**
 * A registration's columns as its form gave them, named and typed alike in the table (the server's
 * `RegistrationTable` adds its own) and in the admin API's answers.
 */
export type RegistrationColumns = {
  /** `CPSS-7KQ2M`, given at registration and written on the bank transfer. */
  reference: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  title: string;
  specialty: string;
  institution: string;
  address: string;
  city: string;
  country: string;
  participation_type: string;
  dietary_restrictions: string;
  emergency_contact: string;
  emergency_phone: string;
  /** The promo code it used at creation (upper case), or null (decision 0075). */
  promo_code: string | null;
  created_at: string;
};

/**
 * A submission's columns as its form gave them, named and typed alike in the table (the server's
 * `SubmissionTable` adds its own) and in the admin API's answers.
 */
export type SubmissionColumns = {
  /** `ABS-4HX9P`, given at submission and quoted in the acknowledgement e-mail. */
  reference: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  institution: string;
  department: string;
  country: string;
  submission_type: string;
  category: string;
  title: string;
  abstract: string;
  keywords: string;
  conflict_description: string;
  created_at: string;
};

/** A contact message's columns as its form gave them, as stored and as the admin API answers. */
export type ContactColumns = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  institution: string;
  subject: string;
  message: string;
  created_at: string;
};

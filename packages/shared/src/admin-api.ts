/** The admin API's answers (§3): server views are typed with these, the admin screens read them. */

export type SubmissionRow = {
  id: number;
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
  has_conflict_of_interest: boolean;
  conflict_description: string;
  accepts_terms: boolean;
  accepts_review: boolean;
  created_at: string;
};

export type AuthorRow = {
  first_name: string;
  last_name: string;
  email: string;
  affiliation: string;
  is_presenting: boolean;
};

export type SubmissionDetail = { submission: SubmissionRow; authors: AuthorRow[] };

export type RegistrationRow = {
  id: number;
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
  accommodation_needed: boolean;
  dietary_restrictions: string;
  emergency_contact: string;
  emergency_phone: string;
  terms_accepted: boolean;
  created_at: string;
};

export type ContactRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  institution: string;
  subject: string;
  message: string;
  created_at: string;
};

export type UserRow = { id: number; name: string; email: string; created_at: string };

export type Metrics = {
  totals: { submissions: number; registrations: number; contacts: number };
  today: { submissions: number; registrations: number; contacts: number };
};

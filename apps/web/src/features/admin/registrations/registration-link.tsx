import { Link } from "react-router";

/** A registration's reference, leading to its detail (the lists about registrations). */
export function RegistrationLink({ id, reference }: { id: number; reference: string }) {
  return (
    <Link to={`/admin/app/inscriptions/${id}`} className="font-medium text-brand-800 underline">
      {reference}
    </Link>
  );
}

import type { ReactNode } from "react";
import { useAdminDetail } from "../core/admin-queries.ts";
import { CORRECTION_INTRO, useCorrection } from "./corrections.ts";
import { LateEntryScreen } from "./late-entry-screen.tsx";

type Correction<Saved extends object> = ReturnType<typeof useCorrection<Saved>>;

type Props<Detail, Saved extends object> = {
  endpoint: string;
  id: string | undefined;
  /** The row corrected: its id, and the version the screen read (a save in between is refused). */
  rowOf: (detail: Detail) => { id: number; version: number };
  /** Where the row's detail is, and where a saved correction goes back to. */
  detailPath: (id: number) => string;
  title: (detail: Detail) => string;
  /** The public form, filled with what is stored and sent as a correction. */
  form: (correction: Correction<Saved>, detail: Detail) => ReactNode;
};

function Correcting<Detail, Saved extends object>(
  props: Props<Detail, Saved> & { detail: Detail },
) {
  const row = props.rowOf(props.detail);
  const path = props.detailPath(row.id);
  const correction = useCorrection<Saved>(props.endpoint, row, path);
  return (
    <LateEntryScreen title={props.title(props.detail)} backTo={path} intro={CORRECTION_INTRO}>
      {props.form(correction, props.detail)}
    </LateEntryScreen>
  );
}

/** A staff correction of a stored row: read it, then the public form filled with it. */
export function CorrectionScreen<Detail, Saved extends object>(props: Props<Detail, Saved>) {
  const { data } = useAdminDetail<Detail>(props.endpoint, props.id);
  return data ? (
    <Correcting {...props} detail={data} />
  ) : (
    <p className="text-muted">Chargement...</p>
  );
}

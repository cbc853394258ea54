import { toast } from "../../../components/ui/toast-store.ts";

/** A refusal or a failure told to staff in a toast, under « Erreur ». */
export const toastError = (description: string) =>
  toast({ title: "Erreur", description, variant: "destructive" });

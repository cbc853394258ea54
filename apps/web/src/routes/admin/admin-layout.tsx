import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Outlet } from "react-router";
import { createAdminQueryClient } from "../../features/admin/admin-api.ts";
import { AdminShell } from "../../features/admin/admin-shell.tsx";

export default function AdminLayout() {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminShell>
        <Outlet />
      </AdminShell>
    </QueryClientProvider>
  );
}

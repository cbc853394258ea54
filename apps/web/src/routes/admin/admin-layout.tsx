import { mayAccess } from "@congres/shared";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { createAdminQueryClient } from "../../features/admin/core/admin-api.ts";
import {
  checkSession,
  forgetAdmin,
  rememberAdminUser,
  storedAdminUser,
} from "../../features/admin/core/admin-session.ts";
import { AdminShell } from "../../features/admin/core/admin-shell.tsx";
import {
  AccessDenied,
  documentPath,
  isDeskPath,
  landingOf,
  StaffAccountProvider,
  StaffRoleProvider,
  screenAccessOf,
} from "../../features/admin/core/staff-access.tsx";
import { useWorkspaceLanguage } from "../../features/review/review-api.ts";

/**
 * The screen of the address, once the person's role is known: until then nothing of it renders,
 * so a screen the role may not use never flashes before "Accès réservé".
 */
function RoleGatedOutlet() {
  const { pathname, search } = useLocation();
  const session = useQuery({ queryKey: ["/api/auth/me"], queryFn: checkSession });
  // The network down on the desk's screen: the account last seen here keeps scanning (the server
  // checks each scan when it is sent, decision 0058). Every other screen needs the server.
  const user =
    session.data?.user ??
    (session.data?.offline && isDeskPath(pathname) ? storedAdminUser() : undefined);
  const role = user?.role;
  const language = useWorkspaceLanguage(role === "reviewer");
  useEffect(() => {
    const known = session.data?.user;
    if (known?.role && !session.data?.two_factor_enrolment_required) rememberAdminUser(known);
  }, [session.data]);
  // Into or out of the desk's screen: a document of its own, with its own camera policy.
  const crossesCamera = isDeskPath(pathname) !== isDeskPath(documentPath());
  useEffect(() => {
    if (crossesCamera) window.location.replace(`${pathname}${search}`);
  }, [crossesCamera, pathname, search]);
  if (session.isPending || crossesCamera) {
    return (
      <AdminShell>
        <p role="status" className="text-sm text-muted">
          Chargement...
        </p>
      </AdminShell>
    );
  }
  if (!role || !user) {
    forgetAdmin();
    return <Navigate to="/admin" replace />;
  }
  const access = screenAccessOf(pathname);
  let screen = <Outlet />;
  if (!mayAccess(role, access)) {
    // The home of the admin is the dashboard; a role without one lands on its first screen.
    const home = pathname.replace(/\/+$/, "") === "/admin/app";
    screen = home ? (
      <Navigate to={landingOf(role).to} replace />
    ) : (
      <AccessDenied language={language} />
    );
  }
  return (
    <StaffRoleProvider value={role}>
      <StaffAccountProvider value={user.id}>
        {isDeskPath(pathname) && mayAccess(role, access) ? (
          screen
        ) : (
          <AdminShell role={role} language={language}>
            {screen}
          </AdminShell>
        )}
      </StaffAccountProvider>
    </StaffRoleProvider>
  );
}

export default function AdminLayout() {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RoleGatedOutlet />
    </QueryClientProvider>
  );
}

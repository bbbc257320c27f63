import Stack from "@mui/material/Stack";
import { PageTitle } from "@/components/page-title";
import { useCurrentSession } from "@/lib/current-session";
import { AdminPinSection } from "./components/admin-pin-section";
import { ProfileCard } from "./components/profile-card";
import { StaffSection } from "./components/staff-section";

/**
 * docs/product.md#profile: every role but KITCHEN reaches it; only ADMIN manages the staff. Every user may have a
 * PIN (decision 083): an ADMIN's also authorizes (decision 045).
 */
export function ProfilePage() {
  const { user } = useCurrentSession();
  return (
    <>
      <PageTitle>Perfil</PageTitle>
      <Stack spacing={3}>
        <ProfileCard />
        <AdminPinSection forAdmin={user.role === "ADMIN"} />
        {user.role === "ADMIN" && <StaffSection />}
      </Stack>
    </>
  );
}

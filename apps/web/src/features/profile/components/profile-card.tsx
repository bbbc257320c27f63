import { roleLabels } from "@comanda/domain";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useCurrentSession } from "@/lib/current-session";
import { initialOf } from "@/lib/initial-of";
import { EmailVerification } from "./email-verification";
import { ProfileDetails } from "./profile-details";
import { ProfileForm } from "./profile-form";

export function ProfileCard() {
  const { user } = useCurrentSession();
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  const handleSaved = (nextPendingEmail: string | null) => {
    setEditing(false);
    setPendingEmail(nextPendingEmail);
  };

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 2 }}>
          <Avatar sx={{ width: 64, height: 64, fontSize: 28, bgcolor: "secondary.main" }}>
            {initialOf(user.name)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} variant="h5" component="h2" noWrap>
              {user.name}
            </Typography>
            <Typography color="text.secondary">{roleLabels[user.role]}</Typography>
          </Box>
        </Stack>
        <EmailVerification />
        {pendingEmail && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {`Te enviamos un enlace a ${pendingEmail} para confirmar el cambio de correo.`}
          </Alert>
        )}
        <Box sx={{ mt: 3 }}>
          {editing ? (
            <ProfileForm onCancel={() => setEditing(false)} onSaved={handleSaved} />
          ) : (
            <ProfileDetails onEdit={() => setEditing(true)} />
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

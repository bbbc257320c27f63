import { roleLabels } from "@comanda/domain";
import Edit from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useCurrentSession } from "@/lib/current-session";

type ProfileDetailsProps = { onEdit: () => void };

export function ProfileDetails({ onEdit }: ProfileDetailsProps) {
  const { user } = useCurrentSession();
  const rows: [string, string][] = [
    ["Nombre", user.name],
    ["Correo electrónico", user.email],
    ["Rol", roleLabels[user.role]],
  ];
  return (
    <>
      <Box
        component="dl"
        sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 3, rowGap: 1, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: "contents" }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button variant="outlined" startIcon={<Edit />} onClick={onEdit} sx={{ mt: 2 }}>
        Editar
      </Button>
    </>
  );
}

import { limits, type SignupInput } from "@comanda/domain";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import {
  FormEmailField,
  FormNameField,
  FormNewPasswordField,
  FormTextField,
} from "@/components/form-text-field";
import { TextField } from "@/components/text-field";
import { type FormParts, textFieldProps } from "@/lib/form-field";

type SectionProps = { form: FormParts<SignupInput> };

function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 2 }}>
        {legend}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

export function UserSection({ form }: SectionProps) {
  return (
    <FieldGroup legend="Tus datos">
      <FormNameField form={form} autoComplete="name" maxLength={limits.name} />
      <FormEmailField form={form} />
      <FormNewPasswordField form={form} />
    </FieldGroup>
  );
}

export function BusinessSection({ form }: SectionProps) {
  // Typed as people write it ("011 4567-8901"); the domain's rule keeps its digits.
  const phone = textFieldProps(form, "business_phone");
  return (
    <FieldGroup legend="Tu negocio">
      <FormTextField
        form={form}
        name="business_name"
        label="Nombre del negocio"
        autoComplete="organization"
        required
        maxLength={limits.businessName}
      />
      <FormTextField
        form={form}
        name="business_address"
        label="Dirección"
        autoComplete="street-address"
        required
        maxLength={limits.address}
      />
      <TextField
        {...phone}
        label="Teléfono (opcional)"
        type="tel"
        autoComplete="tel"
        fullWidth
        slotProps={{ input: { inputMode: "tel", maxLength: limits.phone } }}
      />
    </FieldGroup>
  );
}

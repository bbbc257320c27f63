import { type SignupInput, signupInput } from "@comanda/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { isApiError } from "@/lib/api-error";
import { type SignupValues, useSignup } from "./api/signup";
import { AuthCard } from "./components/auth-card";
import { BusinessSection, UserSection } from "./components/signup-sections";

const emptyForm: SignupInput = {
  name: "",
  email: "",
  password: "",
  business_name: "",
  business_address: "",
  business_phone: "",
};

const isFormField = (name: string): name is keyof SignupInput => Object.hasOwn(emptyForm, name);

/** The server's field errors that have a field on this form to sit under. */
const fieldErrorsOf = (error: unknown) =>
  Object.entries((isApiError(error) && error.fields) || {}).filter(
    (entry): entry is [keyof SignupInput, string] => isFormField(entry[0]),
  );

export function SignupPage() {
  const navigate = useNavigate();
  const signup = useSignup();
  const form = useForm<SignupInput, unknown, SignupValues>({
    resolver: zodResolver(signupInput),
    defaultValues: emptyForm,
  });

  const handleSignup = form.handleSubmit((values) =>
    signup.mutate(values, {
      // docs/product.md#rules: signup ends signed in, on "/"; an address with an account gets a mail instead.
      onSuccess: (answer) => {
        if ("user" in answer) navigate("/", { replace: true });
      },
      onError: (error) =>
        fieldErrorsOf(error).forEach(([name, message], index) => {
          form.setError(name, { type: "server", message }, { shouldFocus: index === 0 });
        }),
    }),
  );

  const formError = signup.error && fieldErrorsOf(signup.error).length === 0 ? signup.error.message : null;
  const mailedTo = signup.data && "mailedTo" in signup.data ? signup.data.mailedTo : null;

  return (
    <AuthCard title="Crear cuenta" subtitle="Registrá tu negocio y empezá a tomar pedidos." maxWidth={880}>
      <Box component="form" noValidate onSubmit={handleSignup} aria-label="Crear cuenta">
        {formError && (
          <Alert severity="error" sx={{ mb: 3 }}>
            {formError}
          </Alert>
        )}
        {mailedTo && (
          <Alert
            severity="info"
            role="status"
            sx={{ mb: 3, "& .MuiAlert-message": { overflowWrap: "anywhere" } }}
          >
            Revisá tu correo: te escribimos a {mailedTo} para que sigas desde ahí.
          </Alert>
        )}
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 6 }}>
            <UserSection form={form} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <BusinessSection form={form} />
          </Grid>
        </Grid>
        {signup.isPending && (
          <Stack role="status" direction="row" spacing={1.5} sx={{ alignItems: "center", mt: 3 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>Estamos creando tu cuenta. Espere por favor</Typography>
          </Stack>
        )}
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mt: 3, justifyContent: "flex-end" }}>
          <Button component={Link} to="/login">
            Ya tengo cuenta
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={signup.isPending}>
            Crear cuenta
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

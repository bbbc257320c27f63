import { esES } from "@mui/material/locale";
import { createTheme } from "@mui/material/styles";

// Colours chosen for contrast: white text on primary (5.6:1), warning (5.5:1) and info (4.8:1) passes
// WCAG AA; the e2e accessibility journey checks it with axe-core. Warning is a dark amber so a pending
// order's chip stands apart from a preparing one's (primary) on the orders board.
export const theme = createTheme(
  {
    palette: {
      primary: { main: "#bf360c" },
      secondary: { main: "#00695c" },
      warning: { main: "#8a6100" },
      info: { main: "#0277bd" },
      background: { default: "#f6f4f1", paper: "#ffffff" },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h4: { fontWeight: 700 },
      h6: { fontWeight: 600 },
      button: { textTransform: "none", fontWeight: 600 },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: { root: ({ theme }) => ({ border: `1px solid ${theme.palette.divider}` }) },
      },
      // Decision 091: spacing by `gap`, not by a margin on `> :not(style) ~ :not(style)`. That sibling rule
      // matches any element, so Chromium marks every parent as affected by it, and a card put first on a
      // board of 400 restyled all 400 cells (a third of the frame at 4× CPU).
      MuiStack: { defaultProps: { useFlexGap: true } },
      MuiCardActions: {
        defaultProps: { disableSpacing: true },
        styleOverrides: { root: ({ theme }) => ({ gap: theme.spacing(1) }) },
      },
      MuiDialogActions: {
        defaultProps: { disableSpacing: true },
        styleOverrides: { root: ({ theme }) => ({ gap: theme.spacing(1) }) },
      },
    },
  },
  esES,
  // After esES, which it corrects: its autocomplete's open button reads "Abierto" (a state, not an action).
  {
    components: {
      MuiAutocomplete: {
        defaultProps: {
          openText: "Abrir",
          closeText: "Cerrar",
          clearText: "Borrar",
          noOptionsText: "No hay opciones",
          loadingText: "Cargando…",
        },
      },
    },
  },
);

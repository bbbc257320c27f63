import GlobalStyles from "@mui/material/GlobalStyles";

/**
 * While the menu is on screen, printing it gives a clean A4 page: no app bar, drawer, banner, snackbars
 * or buttons (anything marked data-print="hide"), only the menu and its price-list QR code.
 */
export const MenuPrintStyles = () => (
  <GlobalStyles
    styles={{
      "@page": { size: "A4", margin: "15mm" },
      "@media print": {
        "body, main": { background: "#fff !important" },
        ".MuiAppBar-root, .MuiDrawer-root, main > .MuiToolbar-root, main > .MuiAlert-root, .notistack-SnackbarContainer, [data-print='hide']":
          { display: "none !important" },
        main: { padding: "0 !important" },
        ".MuiCard-root, .MuiPaper-root": { boxShadow: "none !important", border: "0 !important" },
      },
    }}
  />
);

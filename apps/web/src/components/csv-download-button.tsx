import Download from "@mui/icons-material/Download";
import Button from "@mui/material/Button";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";
import { apiBasePath } from "@/lib/api-client";

type CsvDownloadButtonProps = {
  /** The export's API path, e.g. '/customers/export'. */
  path: string;
  fileName: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
};

/** A plain download of the API's CSV: the session cookie goes with it, no script in between. */
export function CsvDownloadButton({ path, fileName, children, sx }: CsvDownloadButtonProps) {
  return (
    <Button
      variant="outlined"
      href={`${apiBasePath}${path}`}
      download={fileName}
      startIcon={<Download />}
      sx={sx}
    >
      {children}
    </Button>
  );
}

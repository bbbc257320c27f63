import { setSpanishMessages } from "@comanda/domain";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/providers";
import { createQueryClient } from "./lib/query-client";

setSpanishMessages();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>,
);

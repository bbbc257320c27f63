import { Suspense, useEffect, useRef, useState } from "react";
import { type PinRequest, providePinAsker } from "@/lib/admin-pin";
import { lazyPart } from "@/lib/lazy-part";

// Its own chunk: every signed-in screen mounts the prompt, and few ever show it (the shell's budget).
const AdminPinDialog = lazyPart(async () => (await import("./admin-pin-dialog")).AdminPinDialog);

type Pending = PinRequest & { answer: (pin: string | null) => void; round: number };

/**
 * Decision 045: mounted once in each signed-in shell. When the server refuses an action for want of
 * an ADMIN's PIN, the API client (lib/api-client.ts) asks here, and sends the action again with the PIN.
 */
export function AdminPinPrompt() {
  const [pending, setPending] = useState<Pending | null>(null);
  // Each question gets a fresh dialog (an empty field), even when it follows a wrong PIN at once.
  const rounds = useRef(0);
  // Subscribing the client to this component: the effect is the registration with something outside React.
  useEffect(
    () =>
      providePinAsker(
        (request) =>
          new Promise((resolve) => setPending({ ...request, answer: resolve, round: ++rounds.current })),
      ),
    [],
  );
  if (!pending) return null;
  const close = (pin: string | null) => {
    setPending(null);
    pending.answer(pin);
  };
  return (
    <Suspense fallback={null}>
      <AdminPinDialog
        key={pending.round}
        wrong={pending.wrong}
        onSubmit={(pin) => close(pin)}
        onCancel={() => close(null)}
      />
    </Suspense>
  );
}

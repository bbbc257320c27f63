import type { GenericEndpointContext, User } from "better-auth";
import type { Mailer } from "../mail/mailer.ts";
import type { ChangeBus } from "../realtime/change-bus.ts";
import { emailChangeMail, verificationMail } from "./mails.ts";

/** Better Auth's links carry a signed JWT; a change-of-address one names the new address in `updateTo`. */
const isEmailChange = (token: string): boolean => {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof (payload as { updateTo?: unknown }).updateTo === "string";
  } catch {
    return false;
  }
};

/** One sender for both links Better Auth mails: a first verification, or a change of address (to the new one). */
export const sendVerificationMail =
  (mailer: Mailer) =>
  ({ user, url, token }: { user: User; url: string; token: string }) =>
    mailer.send(isEmailChange(token) ? emailChangeMail(user, user.email, url) : verificationMail(user, url));

/**
 * With `user.changeEmail` on and no `updateEmailWithoutVerification`, the only way an e-mail changes is
 * opening the link mailed to the new address, which proves it; Better Auth would keep the old flag instead.
 */
export const markChangedEmailVerified = async (data: Partial<User> & Record<string, unknown>) =>
  typeof data.email === "string" ? { data: { ...data, emailVerified: true } } : undefined;

/**
 * A verification link is often opened on another device: tell the user's open screens to refresh. Runs
 * after Better Auth's write has committed, for a first verification and for a change of address alike.
 */
export const announceVerifiedUser =
  (bus: ChangeBus) => async (user: User & Record<string, unknown>, ctx: GenericEndpointContext | null) => {
    if (ctx?.path !== "/verify-email") return;
    const businessId = user.businessId;
    if (typeof businessId === "string") {
      await bus.publish(businessId, { entity: "users", id: user.id, op: "update" });
    }
  };

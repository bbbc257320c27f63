import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (mail: Mail) => Promise<void>; close: () => void };

/** SMTP when SMTP_URL is set; otherwise the mail is written to the server log, so local set-up needs nothing. */
export const createMailer = (smtpUrl: string | null, from: string, log: FastifyBaseLogger): Mailer => {
  if (!smtpUrl) {
    return {
      send: async (mail) => {
        log.info({ mail: { from, ...mail } }, `Correo para ${mail.to}: ${mail.subject}\n${mail.text}`);
      },
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
};

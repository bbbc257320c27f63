import type { Mail } from "../mail/mailer.ts";

export const verificationMail = (user: { name: string; email: string }, url: string): Mail => ({
  to: user.email,
  subject: "Verificá tu correo en Comanda",
  text: `Hola ${user.name}:\n\nPara verificar tu correo electrónico abrí este enlace:\n${url}\n\nSi no creaste una cuenta en Comanda, ignorá este mensaje.`,
  html: `<p>Hola ${escapeHtml(user.name)}:</p><p>Para verificar tu correo electrónico abrí este enlace:</p><p><a href="${escapeHtml(url)}">Verificar mi correo</a></p><p>Si no creaste una cuenta en Comanda, ignorá este mensaje.</p>`,
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

import type { Mail } from "../mail/mailer.ts";

export const verificationMail = (user: { name: string; email: string }, url: string): Mail => ({
  to: user.email,
  subject: "Verificá tu correo en Comanda",
  text: `Hola ${user.name}:\n\nPara verificar tu correo electrónico abrí este enlace:\n${url}\n\nSi no creaste una cuenta en Comanda, ignorá este mensaje.`,
  html: `<p>Hola ${escapeHtml(user.name)}:</p><p>Para verificar tu correo electrónico abrí este enlace:</p><p><a href="${escapeHtml(url)}">Verificar mi correo</a></p><p>Si no creaste una cuenta en Comanda, ignorá este mensaje.</p>`,
});

/** Sent to the NEW address: the e-mail changes only once this link is opened (issue #3). */
export const emailChangeMail = (user: { name: string }, newEmail: string, url: string): Mail => ({
  to: newEmail,
  subject: "Confirmá tu nuevo correo en Comanda",
  text: `Hola ${user.name}:\n\nPediste usar este correo electrónico en Comanda. Para confirmarlo abrí este enlace:\n${url}\n\nHasta que lo abras, seguís entrando con tu correo anterior. Si no lo pediste vos, ignorá este mensaje.`,
  html: `<p>Hola ${escapeHtml(user.name)}:</p><p>Pediste usar este correo electrónico en Comanda. Para confirmarlo abrí este enlace:</p><p><a href="${escapeHtml(url)}">Confirmar mi nuevo correo</a></p><p>Hasta que lo abras, seguís entrando con tu correo anterior. Si no lo pediste vos, ignorá este mensaje.</p>`,
});

export const passwordResetMail = (user: { name: string; email: string }, url: string): Mail => ({
  to: user.email,
  subject: "Restablecé tu contraseña de Comanda",
  text: `Hola ${user.name}:\n\nPara elegir una contraseña nueva abrí este enlace (vence en una hora):\n${url}\n\nSi no pediste restablecer tu contraseña, ignorá este mensaje: la actual sigue funcionando.`,
  html: `<p>Hola ${escapeHtml(user.name)}:</p><p>Para elegir una contraseña nueva abrí este enlace (vence en una hora):</p><p><a href="${escapeHtml(url)}">Restablecer mi contraseña</a></p><p>Si no pediste restablecer tu contraseña, ignorá este mensaje: la actual sigue funcionando.</p>`,
});

/** Decision 070: a sign-up with an address that has an account tells its owner, not the one signing up. */
export const existingAccountMail = (user: { name: string; email: string }, baseUrl: string): Mail => {
  const login = `${baseUrl}/login`;
  const forgot = `${baseUrl}/forgot-password`;
  return {
    to: user.email,
    subject: "Alguien quiso crear una cuenta con tu correo en Comanda",
    text: `Hola ${user.name}:\n\nAlguien quiso crear una cuenta nueva en Comanda con este correo electrónico, que ya tiene la tuya.\n\nSi fuiste vos, ingresá con tu contraseña:\n${login}\nSi no la recordás, elegí una nueva:\n${forgot}\n\nSi no fuiste vos, ignorá este mensaje: tu cuenta sigue como estaba.`,
    html: `<p>Hola ${escapeHtml(user.name)}:</p><p>Alguien quiso crear una cuenta nueva en Comanda con este correo electrónico, que ya tiene la tuya.</p><p>Si fuiste vos, <a href="${escapeHtml(login)}">ingresá con tu contraseña</a>. Si no la recordás, <a href="${escapeHtml(forgot)}">elegí una nueva</a>.</p><p>Si no fuiste vos, ignorá este mensaje: tu cuenta sigue como estaba.</p>`,
  };
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
